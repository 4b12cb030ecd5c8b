import type { GameCategory, GameSummary, Theme } from './design.ts';
import type { StartupSettings } from './startup.ts';

/** The id of the page's <script type="application/json"> carrying the data of the server's first paint. */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';

/**
 * What the server rendered a page from (a visitor's first screen). It is written into the page beside the
 * markup, so that the client's first render uses the same data and hydrates the markup instead of fetching
 * everything again and painting it a second time. The server's own data, read without a schema on the way in.
 */
export interface FirstPaintState {
  /** The path rendered. */
  path: string;
  /** The theme's device kind the server guessed from the user agent. */
  device: 'mobile' | 'pc';
  /** The language rendered: the site's default, a visitor's before any choice. */
  language: string;
  /** The startup settings a visitor gets (default country and language, no invite). */
  startup: StartupSettings;
  /** The live theme for `device`. */
  theme: Theme;
  /** The language pack of `language`. */
  pack: Record<string, string>;
  /** The lobby's categories as the catalogue lists them. */
  categories: GameCategory[];
  /** The games of each category the lobby shows, by category id (`00`: All Games). */
  games: Record<string, GameSummary[]>;
}
