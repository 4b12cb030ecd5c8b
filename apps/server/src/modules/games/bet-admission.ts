import { minorToNumber, parseAmount } from '@casino/game-math';

import type { Db } from '../../db/client.ts';
import { gameLimits, games } from './games.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import type { SiteService } from '../site/index.ts';

export type GameRow = typeof games.$inferSelect;
export type GameLimitsRow = typeof gameLimits.$inferSelect;

/** A game as a bet meets it: its row and its stake limits in the player's currency. */
export interface GameTermsRow {
  game: GameRow;
  limits: GameLimitsRow;
}

/** A bet that passed admission: the game, its limits, the stake in minor units and the currency's decimals. */
export interface AdmittedBet extends GameTermsRow {
  stakeMinor: bigint;
  decimalLength: number;
}

interface Loaded {
  games: Map<string, GameRow>;
  limits: Map<string, GameLimitsRow>;
  at: number;
}

/**
 * Bet admission, the same for single-player and live games: the game exists and is enabled, is not under
 * maintenance (-119), and the stake parses in the currency and lies within the game's limits. The games
 * and their limits are read through a short cache (`ttlMs`; 0 reads every time): they change only when an
 * operator edits the catalogue, and every bet needs them.
 */
export class BetAdmission {
  private loaded: Loaded | undefined;
  private loading: Promise<Loaded> | undefined;

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The game and its limits in the currency: GAME_NOT_FOUND when it is unknown, disabled or not offered. */
  async terms(gameId: string, currencyId: string): Promise<GameTermsRow> {
    const loaded = await this.load();
    const game = loaded.games.get(gameId);
    const limits = loaded.limits.get(`${gameId}:${currencyId}`);
    if (!game || !game.enabled || !limits) throw new ApiError('GAME_NOT_FOUND');
    return { game, limits };
  }

  /** The game's catalogue row (GAME_NOT_FOUND when unknown), and its limits in every currency it is offered in. */
  async game(gameId: string): Promise<{ game: GameRow; limits: Map<string, GameLimitsRow> }> {
    const loaded = await this.load();
    const game = loaded.games.get(gameId);
    if (!game) throw new ApiError('GAME_NOT_FOUND');
    const limits = new Map<string, GameLimitsRow>();
    for (const row of loaded.limits.values()) if (row.gameId === gameId) limits.set(row.currencyId, row);
    return { game, limits };
  }

  /** Admits a bet of `betAmount` (major units, as the client sent it) on `gameId` in `currencyId`. */
  async admit(gameId: string, currencyId: string, betAmount: unknown): Promise<AdmittedBet> {
    const { game, limits } = await this.terms(gameId, currencyId);
    if (game.maintenance) throw new ApiError('GAME_MAINTENANCE');
    const { decimalLength } = await this.site.currency(currencyId);
    const amount = parseAmount(betAmount, decimalLength);
    if (!amount.ok || amount.minor === 0n) {
      throw new ApiError('AMOUNT_INVALID', { extra: { field: 'betAmount', reason: 'AMOUNT_INVALID' } });
    }
    // The refusal names the limit: its text says "The minimum amount is ${min}." (errors language pack).
    if (amount.minor < limits.minBetMinor) {
      throw new ApiError('AMOUNT_BELOW_MINIMUM', {
        extra: { field: 'betAmount', min: minorToNumber(limits.minBetMinor, decimalLength) },
      });
    }
    if (amount.minor > limits.maxBetMinor) {
      throw new ApiError('AMOUNT_ABOVE_MAXIMUM', {
        extra: { field: 'betAmount', max: minorToNumber(limits.maxBetMinor, decimalLength) },
      });
    }
    return { game, limits, stakeMinor: amount.minor, decimalLength };
  }

  /** Forgets the cached catalogue, after an operator's change. */
  invalidate(): void {
    this.loaded = undefined;
  }

  private async load(): Promise<Loaded> {
    if (this.loaded && this.now() - this.loaded.at < this.ttlMs) return this.loaded;
    this.loading ??= this.read().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async read(): Promise<Loaded> {
    const [gameRows, limitRows] = await Promise.all([
      this.db.select().from(games),
      this.db.select().from(gameLimits),
    ]);
    const loaded: Loaded = {
      games: new Map(gameRows.map((row) => [row.id, row])),
      limits: new Map(limitRows.map((row) => [`${row.gameId}:${row.currencyId}`, row])),
      at: this.now(),
    };
    this.loaded = loaded;
    return loaded;
  }
}
