import type { FirstPaintState, SiteConfig, StartupQuery } from '@casino/contracts';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import { seedQueryCache } from './app/first-paint/first-paint-state';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { setRenderWidth } from './lib/device';
import { HAS_BUILD_CONFIG } from './lib/env';
import { addLanguagePack, i18n } from './lib/i18n/i18n';
import { queryClient } from './lib/query-client';
import { setSiteConfig } from './lib/site/site-config';

/** The widths a server render assumes for a phone and a desktop (either side of spec §9's 768 px). */
const RENDER_WIDTH = { mobile: 390, pc: 1440 } as const;

/** The startup call's query as this build sends it for a visitor (get-startup-settings). */
export const startupQuery: StartupQuery = { lazy: true, dev: !HAS_BUILD_CONFIG };

/** How long the first render of a path may wait for its lazy parts to load. */
const WARM_UP_TIMEOUT_MS = 5_000;

/** The paths whose lazy parts have been loaded in this process. */
const warmed = new Set<string>();

let queue: Promise<unknown> = Promise.resolve();

/**
 * The server's render of a visitor's first screen (issue 39): the app's own routes and shell, from the data
 * the client will hydrate with, lazy parts included. Renders run one at a time, as the app has one query
 * client and one i18n instance.
 */
export function renderFirstPaint(siteConfig: SiteConfig, state: FirstPaintState): Promise<FirstPaintRender> {
  const render = queue.then(() => renderOnce(siteConfig, state));
  queue = render.catch(() => undefined);
  return render;
}

/** A render's markup and the text keys it read: the page carries only those texts of the language pack. */
export interface FirstPaintRender {
  markup: string;
  textKeys: string[];
}

async function renderOnce(siteConfig: SiteConfig, state: FirstPaintState): Promise<FirstPaintRender> {
  setSiteConfig(siteConfig);
  setRenderWidth(RENDER_WIDTH[state.device]);
  queryClient.clear();
  seedQueryCache(queryClient, state, siteConfig);
  addLanguagePack(state.language, state.pack);
  await i18n.changeLanguage(state.language);
  const tree = (
    <Providers>
      <StaticRouter location={state.path}>
        <AppRoutes />
      </StaticRouter>
    </Providers>
  );
  // A lazy part suspends the first time it renders. One render that waits for them all loads them; from
  // then on they render at once, so the markup holds them whole rather than a fallback and a script to
  // swap it in (which the page's CSP would refuse anyway).
  if (!warmed.has(state.path)) {
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(tree, {
      signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS),
      onError: (error) => void errors.push(error),
    });
    for await (const chunk of prelude) void chunk;
    if (errors.length > 0) throw errors[0];
    warmed.add(state.path);
  }
  const { result: markup, keys } = readingTextKeys(() => renderToString(tree));
  if (markup.includes('<!--$!-->'))
    throw new Error(`first paint of ${state.path}: a part could not render on the server`);
  return { markup, textKeys: [...keys] };
}

/** The part of i18n's resource store that lookups go through (i18next's translator calls it per key). */
interface LookupStore {
  getResource(language: string, namespace: string, key: unknown, options?: unknown): unknown;
}

/** Runs `work`, noting each text key it looks up in i18n's store. */
function readingTextKeys<T>(work: () => T): { result: T; keys: Set<string> } {
  const store = i18n.services.resourceStore as unknown as LookupStore;
  const getResource = store.getResource;
  const keys = new Set<string>();
  store.getResource = function (this: LookupStore, language, namespace, key, options) {
    if (typeof key === 'string') keys.add(key);
    return getResource.call(this, language, namespace, key, options);
  };
  try {
    return { result: work(), keys };
  } finally {
    store.getResource = getResource;
  }
}
