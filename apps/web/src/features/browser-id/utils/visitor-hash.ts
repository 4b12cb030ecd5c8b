/** Longest wait for the fingerprint before asking the server without one. */
const FINGERPRINT_TIMEOUT_MS = 3_000;

/**
 * The visitor hash from FingerprintJS, or '' when it fails or takes too long. The library is imported
 * here, lazily, so it stays out of the first-paint bundle; monitoring is off so nothing leaves for a
 * third party.
 */
export async function computeVisitorHash(): Promise<string> {
  const work = (async () => {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    const agent = await load({ monitoring: false });
    const result = await agent.get();
    return result.visitorId;
  })();
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(''), FINGERPRINT_TIMEOUT_MS));
  try {
    return await Promise.race([work, timeout]);
  } catch {
    return '';
  }
}
