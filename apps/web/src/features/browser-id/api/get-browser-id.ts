import { apiGet } from '../../../lib/api/client';

/**
 * GET /api/auth/browser_foot_print?t=<visitor hash>: the server's id for this browser, or null. Failures
 * are ignored (spec §8): the site works without an id.
 */
export async function getBrowserId(visitorHash: string): Promise<string | null> {
  // The hash is this client's own (hex); the server checks it against browserFootPrintQuerySchema.
  const envelope = await apiGet('/api/auth/browser_foot_print', {
    query: { t: visitorHash },
    noAlert: true,
    noLogin: true,
  });
  return envelope.status === 0 && typeof envelope.model === 'string' && envelope.model
    ? envelope.model
    : null;
}
