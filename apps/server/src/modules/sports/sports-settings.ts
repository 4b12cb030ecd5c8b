import { sportsSettingsSchema, type SportsSettings } from '@casino/contracts';

import { inTransaction, type Db } from '../../db/client.ts';
import { writeAudit } from '../operators/index.ts';
import { readSettings, writeSettings } from './sports-settings.repo.ts';

/** The book's settings until an operator saves others. */
export const DEFAULT_SPORTS_SETTINGS: SportsSettings = {
  priceMarginBasisPoints: 0,
  cashOutMarginBasisPoints: 500,
  liveDelayMs: 3_000,
  quoteTtlMs: 8_000,
  cashOutEnabled: true,
  maxEventLiability: 50_000,
};

/**
 * The sportsbook's settings (one row, validated by the contracts schema), read through a short cache:
 * every bet needs them and only an operator changes them. `liveDelayMs` may be overridden by config (the
 * e2e suite shortens the hold, never to zero).
 */
export class SportsSettingsStore {
  private cached: { settings: SportsSettings; at: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: { ttlMs: number; liveDelayMs?: number | undefined },
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<SportsSettings> {
    if (this.cached && this.now() - this.cached.at < this.options.ttlMs) return this.cached.settings;
    const parsed = sportsSettingsSchema.safeParse(await readSettings(this.db));
    const settings = parsed.success ? parsed.data : DEFAULT_SPORTS_SETTINGS;
    const withDelay =
      this.options.liveDelayMs === undefined
        ? settings
        : { ...settings, liveDelayMs: this.options.liveDelayMs };
    this.cached = { settings: withDelay, at: this.now() };
    return withDelay;
  }

  /** PUT /api/operator/sports/settings (audited). */
  async set(operatorId: number, settings: SportsSettings): Promise<SportsSettings> {
    await inTransaction(this.db, async (tx) => {
      await writeSettings(tx, settings);
      await writeAudit(tx, {
        operatorId,
        action: 'sports.settings',
        target: 'sports',
        details: { ...settings },
      });
    });
    this.cached = undefined;
    return this.get();
  }
}
