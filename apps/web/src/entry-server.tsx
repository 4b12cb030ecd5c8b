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
export function renderFirstPaint(siteConfig: SiteConfig, state: FirstPaintState): Promise<string> {
  const render = queue.then(() => renderOnce(siteConfig, state));
  queue = render.catch(() => undefined);
  return render;
}

async function renderOnce(siteConfig: SiteConfig, state: FirstPaintState): Promise<string> {
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
  const markup = renderToString(tree);
  if (markup.includes('<!--$!-->'))
    throw new Error(`first paint of ${state.path}: a part could not render on the server`);
  return markup;
}
