import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { themeInputSchema, type DesignPage, type Theme, type ThemeInput } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { localCacheBus, type CacheBus } from '../../platform/cache-bus.ts';
import { ApiError } from '../../platform/errors.ts';
import { findPublishedDesign, insertPublishedDesign, listDesignVersions } from './design.repo.ts';

/** Content hash of a theme: the designCacheKey. Equal content, equal key; any change, a new key. */
export function themeCacheKey(theme: ThemeInput): string {
  return createHash('sha256').update(JSON.stringify(theme)).digest('hex').slice(0, 16);
}

function loadBundledTheme(): ThemeInput {
  const text = readFileSync(new URL('./default-theme.json', import.meta.url), 'utf8');
  return themeInputSchema.parse(JSON.parse(text));
}

/** What the live design is, kept in memory: every page load reads it, designers rarely change it. */
interface LiveDesign {
  version: number;
  cacheKey: string;
  theme: ThemeInput;
}

/**
 * The site's design: the newest published version in the database, else the bundled empty theme.
 * `apiCdnKey` (the key of the cached static reads) combines the design key with the game catalogue's,
 * so a change to either gives new addresses.
 */
export class DesignService {
  private live: LiveDesign;
  private readonly bundled: LiveDesign;

  constructor(
    private readonly db: Db,
    private readonly catalogueKey: () => string,
    private readonly bus: CacheBus = localCacheBus(),
  ) {
    // Another process published: read the published version again.
    bus.on('design', () => void this.refresh().catch(() => undefined));
    const theme = loadBundledTheme();
    this.bundled = { version: 0, theme, cacheKey: themeCacheKey(theme) };
    this.live = this.bundled;
  }

  /** Reads the published version again (at start, after seeding, after a publish). */
  async refresh(): Promise<void> {
    const row = await findPublishedDesign(this.db);
    if (!row) {
      this.live = this.bundled;
      return;
    }
    this.live = { version: row.version, cacheKey: row.cacheKey, theme: themeInputSchema.parse(row.theme) };
  }

  get cacheKey(): string {
    return this.live.cacheKey;
  }

  get version(): number {
    return this.live.version;
  }

  /** The key of /api/static/static/apicdn/{key}/…: changes with the design and with the catalogue. */
  get apiCdnKey(): string {
    return createHash('sha256')
      .update(`${this.live.cacheKey}:${this.catalogueKey()}`)
      .digest('hex')
      .slice(0, 16);
  }

  /** The theme model of GET /static/theme. Device-specific pages are `<id>@pc` / `<id>@mobile`. */
  theme(device: 'mobile' | 'pc'): Theme {
    const { theme } = this.live;
    return {
      ...theme,
      pages: theme.pages
        .filter((page) => !/@(pc|mobile)$/.test(page.id) || page.id.endsWith(`@${device}`))
        .map((page) => this.forDevice(page, device)),
      apiCdnKey: this.apiCdnKey,
    };
  }

  /** One page by id (GET /design/page_detail), its device variant first. */
  page(id: string, device: 'mobile' | 'pc'): DesignPage {
    const pages = this.live.theme.pages;
    const found = pages.find((page) => page.id === `${id}@${device}`) ?? pages.find((page) => page.id === id);
    if (!found) throw new ApiError('NOT_FOUND', { httpStatus: 404 });
    return this.forDevice(found, device);
  }

  /** Publishes a new version (operator with the designer role); it is live at once. */
  async publish(input: ThemeInput, note: string, createdBy: string) {
    const cacheKey = themeCacheKey(input);
    const row = await inTransaction(this.db, (tx) =>
      insertPublishedDesign(tx, { theme: input, cacheKey, note, createdBy }),
    );
    await this.refresh();
    await this.bus.publish('design');
    return { version: row.version, cacheKey };
  }

  async versions() {
    return listDesignVersions(this.db);
  }

  /** Pages may come as `<id>@pc` / `<id>@mobile` variants: the client sees the plain id. */
  private forDevice(page: DesignPage, device: 'mobile' | 'pc'): DesignPage {
    const suffix = `@${device}`;
    return page.id.endsWith(suffix) ? { ...page, id: page.id.slice(0, -suffix.length) } : page;
  }
}
