import type { SiteConfig } from '@casino/contracts';

/** What the page does after start-up's checks. */
export type StartupOutcome =
  | { kind: 'leave-frame' }
  | { kind: 'gate' }
  | { kind: 'repair' }
  | { kind: 'redirect'; url: string }
  | { kind: 'app' };

/** What the checks look at, gathered by the caller so the decision itself stays pure. */
export interface StartupFacts {
  /** Our own path. */
  pathname: string;
  /** Our host name. */
  hostname: string;
  /** True when a parent frame holds the page. */
  framed: boolean;
  /** The parent frame's path, or null when it cannot be read (another origin) or there is none. */
  parentPathname: string | null;
  /** The design editor frames the page (a DesignToken for this tab); its CSP frame-ancestors say who may. */
  editorMode: boolean;
  /** localStorage waf-pass === '1'. */
  wafPassed: boolean;
  siteConfig: Pick<SiteConfig, 'gateDomains' | 'redirectUrl'>;
}

/** Lottery rooms and /h5 pages are made to be embedded. */
export function isEmbeddablePath(pathname: string): boolean {
  return pathname.includes('/h5') || pathname.includes('/chatbet');
}

/** The maintenance page's path (and anything below it). */
export function isRepairPath(pathname: string): boolean {
  return pathname === '/repair' || pathname.startsWith('/repair/');
}

/** The sportsbook, made for the frame of our own /embed page only. */
const SPORTSBOOK_PATH = '/sportsbook';
const EMBED_PATH = '/embed';

/**
 * Whether a framed page may stay in its frame: when our page is embeddable, or when the parent's path is
 * (spec §2). A parent on another origin cannot be read, so it only passes for embeddable pages. The
 * sportsbook stays only in our own /embed page (a parent whose path can be read is on our origin).
 */
export function isFramingAllowed(pathname: string, parentPathname: string | null): boolean {
  if (pathname === SPORTSBOOK_PATH) return parentPathname === EMBED_PATH;
  return isEmbeddablePath(pathname) || (parentPathname !== null && isEmbeddablePath(parentPathname));
}

/** Whether this host shows the gate screen first (the spec's isGpDomain). */
export function isGateHost(hostname: string, gateDomains: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return gateDomains.some((domain) => domain.trim().toLowerCase() === host);
}

/** Step 3 of start-up, in the spec's order: frame check, waf-pass check, /repair check, redirect check. */
export function decideStartupOutcome(facts: StartupFacts): StartupOutcome {
  if (facts.framed && !facts.editorMode && !isFramingAllowed(facts.pathname, facts.parentPathname))
    return { kind: 'leave-frame' };
  if (!facts.wafPassed && isGateHost(facts.hostname, facts.siteConfig.gateDomains)) return { kind: 'gate' };
  if (isRepairPath(facts.pathname)) return { kind: 'repair' };
  const redirect = facts.siteConfig.redirectUrl.trim();
  if (redirect) return { kind: 'redirect', url: redirect };
  return { kind: 'app' };
}
