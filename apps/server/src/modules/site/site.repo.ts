import { asc, eq } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { countries, currencies, languages, siteSettings } from './site.tables.ts';
import { invalidInput } from '../../platform/errors.ts';
import { siteSwitchesSchema, type SiteSwitches } from './site.settings.ts';

export const SITE_ID = 'main';

export async function findSiteRow(db: Queryable) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SITE_ID));
  return row;
}

export function listCurrencies(db: Queryable) {
  return db.select().from(currencies).where(eq(currencies.enabled, true)).orderBy(asc(currencies.sortOrder));
}

export function listCountries(db: Queryable) {
  return db.select().from(countries).where(eq(countries.enabled, true)).orderBy(asc(countries.sortOrder));
}

export function listLanguages(db: Queryable) {
  return db.select().from(languages).where(eq(languages.enabled, true)).orderBy(asc(languages.sortOrder));
}

/**
 * Changes some switches (the back office's site settings): the stored switches with `changes` over them
 * must still be valid as a whole. Returns what each changed key was, for the audit log; the caller tells
 * the other processes once committed (`SiteService.changed`).
 */
export async function updateSiteSwitches(
  tx: Tx,
  changes: Readonly<Record<string, unknown>>,
): Promise<{ switches: SiteSwitches; before: Record<string, unknown> }> {
  for (const key of Object.keys(changes)) {
    if (!Object.hasOwn(siteSwitchesSchema.shape, key)) throw invalidInput(key, 'SETTING_UNKNOWN');
  }
  const stored = await lockSiteSettings(tx);
  const before = Object.fromEntries(Object.keys(changes).map((key) => [key, stored[key] ?? null]));
  const checked = siteSwitchesSchema.safeParse({ ...stored, ...changes });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw invalidInput(issue?.path.join('.') || 'settings', 'SETTING_INVALID');
  }
  await writeSiteSettings(tx, { ...stored, ...changes });
  return { switches: checked.data, before };
}

/** The stored switches, locked for the transaction that changes them. */
async function lockSiteSettings(tx: Tx): Promise<Record<string, unknown>> {
  const [row] = await tx
    .select({ settings: siteSettings.settings })
    .from(siteSettings)
    .where(eq(siteSettings.id, SITE_ID))
    .for('update');
  if (!row) throw new Error('The site has no settings row: the database is not seeded');
  return (row.settings ?? {}) as Record<string, unknown>;
}

async function writeSiteSettings(tx: Tx, settings: Record<string, unknown>) {
  await tx.update(siteSettings).set({ settings, updatedAt: new Date() }).where(eq(siteSettings.id, SITE_ID));
}

export async function setMaintenance(tx: Tx, enabled: boolean) {
  await tx
    .update(siteSettings)
    .set({ maintenance: enabled, updatedAt: new Date() })
    .where(eq(siteSettings.id, SITE_ID));
}
