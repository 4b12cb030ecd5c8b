import type { FirstPaintState } from '@casino/contracts';

import { themeDevice } from '../../lib/device';
import { loadFullPack, whenFullPack } from '../../lib/i18n/full-pack';
import { addLanguagePack, i18n } from '../../lib/i18n/i18n';
import { useLanguageStore } from '../../lib/i18n/language-store';
import { holdLinkActionsUntilReady } from '../../lib/navigation/link-actions';
import { queryClient } from '../../lib/query-client';
import { hasToken, useSessionStore } from '../../lib/session/user-store';
import { isEditorMode } from '../../lib/site/editor-store';
import { getSiteConfig } from '../../lib/site/site-config';
import type { StartupOutcome } from '../startup/startup-outcome';
import { readFirstPaintState, seedQueryCache } from './first-paint-state';

/** The startup settings on screen came with the first paint and are still to be read for this browser. */
let visitorStartup = false;

/** Whether the startup settings on screen are the server's visitor ones, to be read again for this browser. */
export function startupFromFirstPaint(): boolean {
  return visitorStartup;
}

/** The startup settings have been read for this browser: the first paint's are replaced. */
export function firstPaintStartupReplaced(): void {
  visitorStartup = false;
}

/**
 * Whether this browser sees the server's first paint as the server rendered it: a visitor (no session, no
 * other language chosen, not the design editor) at the same path on the same device kind. Anything else
 * would render differently, so the page is rendered afresh instead of hydrated.
 */
function seesItAsPainted(state: FirstPaintState, outcome: StartupOutcome): boolean {
  const { chosen } = useLanguageStore.getState();
  return (
    outcome.kind === 'app' &&
    state.path === window.location.pathname &&
    state.device === themeDevice() &&
    !hasToken(useSessionStore.getState().user) &&
    (chosen === null || chosen === state.language) &&
    !isEditorMode()
  );
}

/**
 * Takes over the server's first paint (issue 39): its data goes into the query cache and its texts into
 * i18n, so that the first render needs no call, then says whether to hydrate the painted markup or to render
 * over it. A fresh render may show more than the painted page, so it waits for the whole pack of the painted
 * language (another chosen language loads as usual). Without a first paint (the Vite dev server, a page the
 * server does not paint): 'render'.
 */
export function takeFirstPaint(outcome: StartupOutcome): 'hydrate' | 'render' {
  const state = readFirstPaintState();
  if (!state) return 'render';
  visitorStartup = true;
  const config = getSiteConfig();
  seedQueryCache(queryClient, state, config);
  // The page carries the texts it shows; the rest of its language's pack follows.
  addLanguagePack(state.language, state.pack);
  const chosen = useLanguageStore.getState().chosen;
  if (chosen === null || chosen === state.language)
    void loadFullPack(config.langItemsCacheKey, state.language);
  // The parts that answer actions start after the take-over (see app-shell.tsx), the pack's texts come.
  holdLinkActionsUntilReady(whenFullPack());
  if (!seesItAsPainted(state, outcome)) return 'render';
  void i18n.changeLanguage(state.language);
  return 'hydrate';
}
