import type { Country, Currency, Language } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { localCacheBus, type CacheBus } from '../../platform/cache-bus.ts';
import { findSiteRow, listCountries, listCurrencies, listLanguages, setMaintenance } from './site.repo.ts';
import { siteSwitchesSchema, type SiteSwitches } from './site.settings.ts';

/** Everything about the site that the other modules read on almost every request. */
export interface Site {
  id: string;
  name: string;
  maintenance: boolean;
  defaultCountryId: string;
  defaultLanguageId: string;
  switches: SiteSwitches;
  currencies: (Currency & { usdRate: number })[];
  countries: Country[];
  languages: Language[];
}

/** The currencies' decimal lengths, loaded before a transaction so that presenters stay synchronous. */
export interface CurrencyBook {
  /** The decimal length of a currency (of the first enabled one when the id is unknown). */
  decimals(currencyId: string): number;
}

/**
 * Reads the site (settings and reference data) through a short cache: it is needed by nearly every
 * request and changes only when an operator acts.
 */
export class SiteService {
  private cached: { site: Site; at: number } | undefined;
  private loading: Promise<Site> | undefined;

  /**
   * @param ttlMs how long a read of the site is reused (config CACHE_TTL_MS); an operator's change is
   *   visible on every process within it. 0 reads it on every call.
   */
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly bus: CacheBus = localCacheBus(),
    private readonly now: () => number = Date.now,
  ) {
    bus.on('site', () => this.invalidate());
  }

  async get(): Promise<Site> {
    if (this.cached && this.now() - this.cached.at < this.ttlMs) return this.cached.site;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Forgets the cached read, after a change made outside this service. */
  invalidate(): void {
    this.cached = undefined;
  }

  async setMaintenance(enabled: boolean): Promise<void> {
    await inTransaction(this.db, (tx) => setMaintenance(tx, enabled));
    await this.bus.publish('site');
  }

  /** Tells every process the site's settings changed. */
  async changed(): Promise<void> {
    this.invalidate();
    await this.bus.publish('site');
  }

  /** The currency of that id, or the first enabled one when the id is unknown. */
  async currency(currencyId: string) {
    const site = await this.get();
    const currency = site.currencies.find((item) => item.id === currencyId) ?? site.currencies[0];
    if (!currency) throw new Error('No currency is enabled: the site is not seeded');
    return currency;
  }

  /** Every enabled currency's decimals, read once for a whole page or transaction. */
  async currencyBook(): Promise<CurrencyBook> {
    const site = await this.get();
    const first = site.currencies[0];
    if (!first) throw new Error('No currency is enabled: the site is not seeded');
    const decimals = new Map(site.currencies.map((currency) => [currency.id, currency.decimalLength]));
    return { decimals: (currencyId) => decimals.get(currencyId) ?? first.decimalLength };
  }

  private async load(): Promise<Site> {
    const [row, currencyRows, countryRows, languageRows] = await Promise.all([
      findSiteRow(this.db),
      listCurrencies(this.db),
      listCountries(this.db),
      listLanguages(this.db),
    ]);
    if (!row) throw new Error('The site has no settings row: the database is not seeded');
    const site: Site = {
      id: row.id,
      name: row.name,
      maintenance: row.maintenance,
      defaultCountryId: row.defaultCountryId,
      defaultLanguageId: row.defaultLanguageId,
      switches: siteSwitchesSchema.parse(row.settings ?? {}),
      currencies: currencyRows.map((currency) => ({
        id: currency.id,
        symbol: currency.symbol,
        decimalLength: currency.decimalLength,
        withdrawDecimalLength: currency.withdrawDecimalLength,
        usdRate: Number(currency.usdRate),
      })),
      countries: countryRows.map((country) => ({
        id: country.id,
        name: country.name,
        currencyId: country.currencyId,
        languageId: country.languageId,
        phoneCode: country.phoneCode,
      })),
      languages: languageRows.map((language) => ({ id: language.id, name: language.name })),
    };
    this.cached = { site, at: this.now() };
    return site;
  }
}
