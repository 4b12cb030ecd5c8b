import type { SiteConfig } from '@casino/contracts';

import { loadLanguageChoice } from '../../lib/i18n/language-store';
import { pageNavigator } from '../../lib/navigation';
import { loadSessionFromStorage } from '../../lib/session/user-store';
import { fetchSiteConfig } from '../../lib/site/fetch-site-config';
import { getSiteConfig, readInlineSiteConfig, setSiteConfig } from '../../lib/site/site-config';
import { readLocal, readSession } from '../../lib/storage/local-storage';
import { hasFirstPaint } from '../first-paint/first-paint-state';
import { storeLaunchParams } from './launch-params';
import { preloadStartupData } from './preload-startup-data';
import { decideStartupOutcome } from './startup-outcome';
import type { StartupFacts, StartupOutcome } from './startup-outcome';
import { consumeTokenParam } from './token-param';

const SITE_CONFIG_RETRY_MS = 3_000;

async function loadSiteConfig(): Promise<SiteConfig> {
  const inline = readInlineSiteConfig();
  if (inline) return inline;
  for (;;) {
    const fetched = await fetchSiteConfig();
    if (fetched) return fetched;
    await new Promise((resolve) => setTimeout(resolve, SITE_CONFIG_RETRY_MS));
  }
}

function readParentPathname(): string | null {
  try {
    return window.parent.location.pathname;
  } catch {
    return null; // A parent on another origin cannot be read.
  }
}

/** The facts the start-up checks look at, read from this window. */
export function readStartupFacts(): StartupFacts {
  const framed = window.top !== window.self;
  return {
    pathname: window.location.pathname,
    hostname: window.location.hostname,
    framed,
    parentPathname: framed ? readParentPathname() : null,
    editorMode: readSession('DesignToken') !== null,
    wafPassed: readLocal('waf-pass') === '1',
    siteConfig: getSiteConfig(),
  };
}

/**
 * Carries out an outcome that leaves the page (frame bust, redirect). Returns true when the page should
 * render, false when it is on its way elsewhere and must show nothing.
 */
export function followOutcome(outcome: StartupOutcome): boolean {
  if (outcome.kind === 'leave-frame') {
    try {
      if (window.top) window.top.location.href = window.location.href;
    } catch {
      // The frame forbids top navigation: stay blank rather than run inside a foreign page.
    }
    return false;
  }
  if (outcome.kind === 'redirect') {
    pageNavigator.assign(outcome.url);
    return false;
  }
  return true;
}

/**
 * Start-up, spec §4 steps 1–3: store the address's parameters, trade a token in the address for a reload
 * without it, load the site configuration, then decide between frame bust, gate, maintenance page,
 * redirect and the app. Answers the outcome to render, or null when the page is leaving.
 */
export async function runStartup(): Promise<StartupOutcome | null> {
  const url = new URL(window.location.href);
  storeLaunchParams(url.searchParams);
  const reloadTo = consumeTokenParam(url);
  if (reloadTo) {
    pageNavigator.replace(reloadTo);
    return null;
  }
  loadSessionFromStorage();
  loadLanguageChoice();
  const siteConfig = await loadSiteConfig();
  setSiteConfig(siteConfig);
  document.title = siteConfig.siteName;
  const outcome = decideStartupOutcome(readStartupFacts());
  if (!followOutcome(outcome)) return null;
  // A page the server painted carries the data the preloads would fetch.
  if (outcome.kind === 'app' && !hasFirstPaint()) preloadStartupData();
  return outcome;
}
