import { STATUS, h5RefAppUrlExtraSchema } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';

import { apiGet } from '../api/client';
import { isNativeShell } from './shell';

/**
 * The origin of links a player shares (an invite link). On the web it is this page's origin; inside the
 * native app the page's own origin is the wrapper's, not an address a friend can open, so the operator's
 * web host comes from GET /api/home/getH5RefAppUrl (spec §7) and links are built as `https://{host}`.
 */

/** A bare host, optionally with a port: what `extra[0]` must be. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The `https://{host}` origin named by the call's `extra`, or null when it names none usable. */
export function shareOriginFromExtra(extra: unknown): string | null {
  const parsed = h5RefAppUrlExtraSchema.safeParse(extra);
  const host = parsed.success ? parsed.data[0]?.trim() : undefined;
  return host && HOST.test(host) ? `https://${host}` : null;
}

/** GET /api/home/getH5RefAppUrl: the share origin, or this page's when the call names none. */
export async function getShareOrigin(): Promise<string> {
  const envelope = await apiGet('/api/home/getH5RefAppUrl', { noAlert: true });
  const origin = envelope.status === STATUS.SUCCESS ? shareOriginFromExtra(envelope.extra) : null;
  if (!origin) console.warn('native: getH5RefAppUrl named no host; shared links use this origin');
  return origin ?? window.location.origin;
}

/**
 * The origin to build shared links on: this page's on the web; inside the native app the operator's web
 * host, null while it is being asked for (show no link rather than one a friend cannot open).
 */
export function useShareOrigin(inShell: boolean = isNativeShell()): string | null {
  const query = useQuery({
    queryKey: ['h5-ref-app-url'],
    queryFn: getShareOrigin,
    enabled: inShell,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (!inShell) return window.location.origin;
  return query.data ?? null;
}
