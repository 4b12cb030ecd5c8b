import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { bytea, createdAt } from '../../db/columns.ts';

/**
 * Versions of the site's design (spec §3 "Theme model"). A designer publishes a new version; the newest
 * PUBLISHED row is the live theme, and its content hash is the designCacheKey.
 */
export const designs = pgTable(
  'designs',
  {
    version: serial('version').primaryKey(),
    theme: jsonb('theme').notNull(),
    /** Content hash of `theme`: a new version gets a new key. */
    cacheKey: text('cache_key').notNull(),
    /** DRAFT | PUBLISHED */
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [index('designs_status_idx').on(table.status, table.version)],
);

/**
 * A designer's editing session (issue 19): a copy of the live theme changed block by block in the design
 * editor. The site framed by the editor with `?DesignToken=` reads this copy instead of the live theme;
 * only the token's hash is stored, and a session ends at `expires_at` or when it is published.
 */
export const designDrafts = pgTable(
  'design_drafts',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    baseVersion: integer('base_version').notNull(),
    theme: jsonb('theme').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('design_drafts_expires_idx').on(table.expiresAt)],
);
