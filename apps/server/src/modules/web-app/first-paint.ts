import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import {
  ALL_GAMES_CATEGORY,
  FIRST_PAINT_ELEMENT_ID,
  type FirstPaintState,
  type SiteConfig,
  type StartupQuery,
  type StartupSettings,
} from '@casino/contracts';

import type { DesignService } from '../design/index.ts';
import type { GameCatalogueService } from '../games/index.ts';
import type { LanguagePacks } from '../i18n/index.ts';

/** What the web app's server build (apps/web/src/entry-server.tsx) exports. */
export interface FirstPaintRenderer {
  /** The markup of `state`'s page, and the text keys it used (the page carries only those texts). */
  renderFirstPaint(
    siteConfig: SiteConfig,
    state: FirstPaintState,
  ): Promise<{ markup: string; textKeys: string[] }>;
  /** The startup call's query as the browser's build sends it (its `dev` flag). */
  startupQuery: StartupQuery;
}

/** Loads the web app's server build from `dir` (apps/web/dist-server); undefined when it was not built. */
export async function loadFirstPaintRenderer(dir: string): Promise<FirstPaintRenderer | undefined> {
  const entry = join(dir, 'entry-server.js');
  if (dir === '' || !existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as FirstPaintRenderer;
}

/**
 * The pages a visitor lands on that the server paints before the scripts run: the lobby, the fairness page
 * and the shells of the game, crash and lottery pages (their live data loads in the browser, as before).
 * Not /embed: it always carries its game in the query.
 */
const PAINTED_PATHS = new Set(['/', '/fairness', '/chatbet', '/crash', '/aviator']);
const GAME_PATH = /^\/game\/[A-Za-z0-9_-]{1,32}$/;

/**
 * Whether the server paints `path` asked with `search`. Only the lobby is painted whatever its query (its
 * launch parameters are read by start-up, not by the page): any other page reads its query as it renders,
 * and one render per distinct query would let anyone make the server render without end.
 */
export function paintsPath(path: string, search: string): boolean {
  if (path === '/') return true;
  return search === '' && (PAINTED_PATHS.has(path) || GAME_PATH.test(path));
}

/** At most this many painted pages are kept (games × devices); past it the cache starts again. */
const MAX_CACHED_PAGES = 128;

/**
 * How long a rendered page is reused. A new design or language pack renders at once (their versions are in
 * the key); the player counts of the startup settings, the site's switches and the catalogue show within this.
 */
const RENDER_TTL_MS = 60_000;

/** The device kind a user agent most likely renders at (the browser decides for good, by width). */
export function deviceOfUserAgent(
  userAgent: string | undefined,
  mobileHint: string | undefined,
): 'mobile' | 'pc' {
  if (mobileHint === '?1') return 'mobile';
  if (mobileHint === '?0') return 'pc';
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent ?? '') ? 'mobile' : 'pc';
}

/** JSON that is safe inside a <script> element: no `<` can close it early. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A server-painted page: the markup for #root and the data block the client hydrates from. */
export interface PaintedPage {
  markup: string;
  stateScript: string;
}

interface Sources {
  startupSettings: (query: StartupQuery) => Promise<StartupSettings>;
  design: DesignService;
  catalogue: GameCatalogueService;
  packs: LanguagePacks;
}

/**
 * The first paint of a visitor's landing page (issue 39): the app's own React tree rendered on the server
 * from the data this process holds, kept per path, device and design version for a minute, so that a visit
 * costs a lookup rather than a render.
 */
export class FirstPaint {
  /** Renders by path, device and versions; a failed render is kept too (as undefined), not retried per visit. */
  private readonly cache = new Map<string, { at: number; page: PaintedPage | undefined }>();

  constructor(
    private readonly renderer: FirstPaintRenderer,
    private readonly sources: Sources,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The painted page for `path` on `device`, or undefined when the path is not one the server paints. */
  async page(
    path: string,
    search: string,
    device: 'mobile' | 'pc',
    siteConfig: SiteConfig,
  ): Promise<PaintedPage | undefined> {
    if (!paintsPath(path, search) || !this.knownGame(path)) return undefined;
    const { design, packs } = this.sources;
    const key = `${design.cacheKey}|${packs.cacheKey}|${siteConfig.designCacheKey}|${device}|${path}`;
    const cached = this.cache.get(key);
    if (cached && this.now() - cached.at < RENDER_TTL_MS) return cached.page;
    let page: PaintedPage | undefined;
    try {
      const state = await this.state(path, device);
      const { markup, textKeys } = await this.renderer.renderFirstPaint(siteConfig, state);
      // The browser fetches the whole pack after it has taken the page over; the page carries what it shows.
      const pack = Object.fromEntries(
        textKeys.filter((key) => key in state.pack).map((key) => [key, state.pack[key]]),
      );
      page = {
        markup,
        stateScript: `<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">${scriptSafeJson({ ...state, pack })}</script>`,
      };
    } catch (error) {
      // The page still works without its first paint: the scripts render it, as before.
      this.onError(error);
      page = undefined;
    }
    if (this.cache.size >= MAX_CACHED_PAGES) this.cache.clear();
    this.cache.set(key, { at: this.now(), page });
    return page;
  }

  /** A game page is painted only for a game of the catalogue: any other id would be a render of its own. */
  private knownGame(path: string): boolean {
    if (!GAME_PATH.test(path)) return true;
    const id = path.slice('/game/'.length);
    return this.sources.catalogue.categoryPage(ALL_GAMES_CATEGORY.id).content.some((game) => game.id === id);
  }

  private async state(path: string, device: 'mobile' | 'pc'): Promise<FirstPaintState> {
    const { startupSettings, design, catalogue, packs } = this.sources;
    const startup = await startupSettings(this.renderer.startupQuery);
    const language = startup.language;
    const categories = catalogue.categories();
    const games: Record<string, FirstPaintState['games'][string]> = {};
    for (const id of [ALL_GAMES_CATEGORY.id, ...categories.map((category) => category.id)])
      games[id] = catalogue.categoryPage(id).content;
    return {
      path,
      device,
      language,
      startup,
      theme: design.theme(device),
      pack: { ...(packs.byLanguage.get(language) ?? packs.byLanguage.get('en') ?? {}) },
      categories,
      games,
    };
  }
}
