import { asc, eq } from 'drizzle-orm';

import type { Queryable, Tx } from '../../db/client.ts';
import { countries, currencies, languages, siteSettings } from '../../db/schema.ts';

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

export async function setMaintenance(tx: Tx, enabled: boolean) {
  await tx
    .update(siteSettings)
    .set({ maintenance: enabled, updatedAt: new Date() })
    .where(eq(siteSettings.id, SITE_ID));
}
