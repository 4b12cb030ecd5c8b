import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import {
  themeBlockProblems,
  themeInputSchema,
  themeWithBlockDefaults,
  type DesignDraft,
  type DesignPage,
  type DesignPublished,
  type DesignVersion,
  type DraftBlockInput,
  type Theme,
  type ThemeInput,
} from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { localCacheBus, type CacheBus } from '../../platform/cache-bus.ts';
import { ApiError } from '../../platform/errors.ts';
import { writeAudit } from '../operators/index.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import {
  deleteDesignDraft,
  findDesignDraft,
  findDesignVersion,
  findPublishedDesign,
  insertDesignDraft,
  insertPublishedDesign,
  listDesignVersions,
  lockDesignDraft,
  updateDesignDraft,
} from './design.repo.ts';

/** How long a design-editor session lasts: a working day. */
const DRAFT_LIFETIME_MS = 8 * 60 * 60 * 1000;

type Device = 'mobile' | 'pc';

/** The operator behind a design change, for the record and the audit log. */
export interface Designer {
  id: number;
  username: string;
}

/** Content hash of a theme: the designCacheKey. Equal content, equal key; any change, a new key. */
export function themeCacheKey(theme: ThemeInput): string {
  return createHash('sha256').update(JSON.stringify(theme)).digest('hex').slice(0, 16);
}

function loadBundledTheme(): ThemeInput {
  const text = readFileSync(new URL('./default-theme.json', import.meta.url), 'utf8');
  return themeWithBlockDefaults(themeInputSchema.parse(JSON.parse(text)));
}

/** A theme a designer saves: every block must match its component's schema (the site could not draw it). */
function checkBlocks(theme: Parameters<typeof themeBlockProblems>[0]): void {
  const problems = themeBlockProblems(theme);
  if (problems.length > 0)
    throw new ApiError('INVALID_INPUT', {
      message: problems.slice(0, 5).join('; '),
      extra: { field: 'theme', reason: 'INVALID_INPUT', problems: problems.slice(0, 20) },
    });
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

  /** The key of the content the design shows besides its own (the game catalogue's), set by its owner. */
  private catalogueKey: () => string = () => '';

  constructor(
    private readonly db: Db,
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
    // Served with the blocks' defaults filled in (a block saved before its schema changed is left out).
    const theme = themeWithBlockDefaults(themeInputSchema.parse(row.theme));
    this.live = { version: row.version, cacheKey: row.cacheKey, theme };
  }

  get cacheKey(): string {
    return this.live.cacheKey;
  }

  get version(): number {
    return this.live.version;
  }

  /** The key of /api/static/static/apicdn/{key}/…: changes with the design and with the catalogue. */
  /** Makes the game catalogue's key part of `apiCdnKey` (the games module tells it where to read it). */
  keyCatalogueWith(catalogueKey: () => string): void {
    this.catalogueKey = catalogueKey;
  }

  get apiCdnKey(): string {
    return createHash('sha256')
      .update(`${this.live.cacheKey}:${this.catalogueKey()}`)
      .digest('hex')
      .slice(0, 16);
  }

  /** The theme model of GET /static/theme. Device-specific pages are `<id>@pc` / `<id>@mobile`. */
  theme(device: Device): Theme {
    return this.themeOf(this.live.theme, device);
  }

  /** One page by id (GET /design/page_detail), its device variant first. */
  page(id: string, device: Device, theme: ThemeInput = this.live.theme): DesignPage {
    const found = findPage(theme, id, device);
    if (!found) throw new ApiError('NOT_FOUND', { httpStatus: 404 });
    return this.forDevice(found, device);
  }

  /**
   * The draft theme a design token names, for the site framed by the editor; undefined for no token or one
   * naming no open session (the site then shows the live theme: a stale editor tab never breaks the page).
   */
  async draftOf(designToken: string | undefined): Promise<ThemeInput | undefined> {
    if (!designToken || designToken.length > 128) return undefined;
    const row = await findDesignDraft(this.db, hashToken(designToken), new Date());
    return row ? themeWithBlockDefaults(themeInputSchema.parse(row.theme)) : undefined;
  }

  /** The theme model of a draft, as GET /static/theme answers it. */
  draftTheme(draft: ThemeInput, device: Device): Theme {
    return this.themeOf(draft, device);
  }

  /** Opens a design-editor session on a copy of the live theme; the token is shown once, only its hash kept. */
  async openDraft(by: Designer): Promise<DesignDraft> {
    const designToken = newToken();
    const expiresAt = new Date(Date.now() + DRAFT_LIFETIME_MS);
    const { version: baseVersion, theme } = this.live;
    await inTransaction(this.db, async (tx) => {
      await insertDesignDraft(tx, {
        tokenHash: hashToken(designToken),
        baseVersion,
        theme,
        createdBy: by.username,
        expiresAt,
      });
      await writeAudit(tx, { operatorId: by.id, action: 'design.draft.open', details: { baseVersion } });
    });
    return { designToken, baseVersion, expiresAt: expiresAt.getTime() };
  }

  /** Replaces one block's data in a draft; the whole theme must still read as a theme. */
  async editDraftBlock(input: DraftBlockInput & { device?: Device }): Promise<void> {
    const tokenHash = hashToken(input.designToken);
    await inTransaction(this.db, async (tx) => {
      const row = await lockDesignDraft(tx, tokenHash, new Date());
      if (!row) throw new ApiError('DESIGN_DRAFT_NOT_FOUND', { httpStatus: 404 });
      const theme = themeInputSchema.parse(row.theme);
      const item = findPage(theme, input.pageId, input.device ?? 'mobile')?.items[input.index];
      if (!item) throw new ApiError('DESIGN_BLOCK_NOT_FOUND', { httpStatus: 404 });
      item.data = input.data;
      checkBlocks({ pages: [{ id: input.pageId, items: [item] }] });
      await updateDesignDraft(tx, tokenHash, themeInputSchema.parse(theme));
    });
  }

  /** Publishes a draft as the next version and ends its session, in one transaction. */
  async publishDraft(designToken: string, note: string, by: Designer) {
    const tokenHash = hashToken(designToken);
    const row = await inTransaction(this.db, async (tx) => {
      const now = new Date();
      const draft = await lockDesignDraft(tx, tokenHash, now);
      if (!draft) throw new ApiError('DESIGN_DRAFT_NOT_FOUND', { httpStatus: 404 });
      const theme = themeInputSchema.parse(draft.theme);
      const cacheKey = themeCacheKey(theme);
      const published = await insertPublishedDesign(tx, { theme, cacheKey, note, createdBy: by.username });
      await deleteDesignDraft(tx, tokenHash, now);
      await writeAudit(tx, {
        operatorId: by.id,
        action: 'design.publish',
        target: String(published.version),
        details: { note, cacheKey, fromDraftOf: draft.baseVersion },
      });
      return { version: published.version, cacheKey };
    });
    await this.refresh();
    await this.bus.publish('design');
    return row;
  }

  /** Publishes a new version (operator with the designer role); it is live at once. */
  async publish(input: ThemeInput, note: string, createdBy: string) {
    checkBlocks(input);
    const cacheKey = themeCacheKey(input);
    const row = await inTransaction(this.db, (tx) =>
      insertPublishedDesign(tx, { theme: input, cacheKey, note, createdBy }),
    );
    await this.refresh();
    await this.bus.publish('design');
    return { version: row.version, cacheKey };
  }

  /** The published versions, newest (live) first. */
  async versions(): Promise<DesignVersion[]> {
    return (await listDesignVersions(this.db)).map(presentDesignVersion);
  }

  /**
   * Rolls back: an older version's theme is published again as the next version, so history only grows and
   * the restore itself is a version that can be rolled back in turn.
   */
  async restoreVersion(version: number, note: string, by: Designer): Promise<DesignPublished> {
    const row = await inTransaction(this.db, async (tx) => {
      const old = await findDesignVersion(tx, version);
      if (!old) throw new ApiError('NOT_FOUND', { httpStatus: 404 });
      const theme = themeInputSchema.parse(old.theme);
      const cacheKey = themeCacheKey(theme);
      const published = await insertPublishedDesign(tx, { theme, cacheKey, note, createdBy: by.username });
      await writeAudit(tx, {
        operatorId: by.id,
        action: 'design.restore',
        target: String(published.version),
        details: { note, cacheKey, restoredFrom: version },
      });
      return { version: published.version, cacheKey };
    });
    await this.refresh();
    await this.bus.publish('design');
    return row;
  }

  private themeOf(theme: ThemeInput, device: Device): Theme {
    return {
      ...theme,
      pages: theme.pages
        .filter((page) => !/@(pc|mobile)$/.test(page.id) || page.id.endsWith(`@${device}`))
        .map((page) => this.forDevice(page, device)),
      apiCdnKey: this.apiCdnKey,
    };
  }

  /** Pages may come as `<id>@pc` / `<id>@mobile` variants: the client sees the plain id. */
  private forDevice(page: DesignPage, device: Device): DesignPage {
    const suffix = `@${device}`;
    return page.id.endsWith(suffix) ? { ...page, id: page.id.slice(0, -suffix.length) } : page;
  }
}

/** A version row as the back office sees it: times as epoch ms, no theme body. */
function presentDesignVersion(row: {
  version: number;
  cacheKey: string;
  note: string;
  createdBy: string;
  publishedAt: Date | null;
}): DesignVersion {
  return {
    version: row.version,
    cacheKey: row.cacheKey,
    note: row.note,
    createdBy: row.createdBy,
    publishedAt: row.publishedAt?.getTime() ?? null,
  };
}

/** A page by the id the client sees: its device variant first, else the plain page. */
function findPage(theme: ThemeInput, id: string, device: Device): DesignPage | undefined {
  return (
    theme.pages.find((page) => page.id === `${id}@${device}`) ?? theme.pages.find((page) => page.id === id)
  );
}
