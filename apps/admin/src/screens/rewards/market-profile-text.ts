import { marketProfileSchema, type MarketProfileInput } from '@casino/contracts';

/** A profile's text as the editor shows it: formatted JSON. */
export const profileText = (profile: MarketProfileInput): string => JSON.stringify(profile, null, 2);

/** The editor's text read back: the profile to send, or the first problem (`json` or the schema's key). */
export function readProfileText(
  text: string,
): { ok: true; profile: MarketProfileInput } | { ok: false; problem: string; path?: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'json' };
  }
  const checked = marketProfileSchema.safeParse(value);
  if (checked.success) return { ok: true, profile: value as MarketProfileInput };
  const issue = checked.error.issues[0];
  return { ok: false, problem: issue?.message ?? 'invalid', path: issue?.path.join('.') };
}
