import { and, asc, eq } from 'drizzle-orm';

import { minorToNumber, parseAmount } from '@casino/game-math';

import { inTransaction, type Db } from '../../db/client.ts';
import { gameLimits, games } from './games.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import { writeAudit } from '../operators/index.ts';
import type { SiteService } from '../site/index.ts';
import type { BetAdmission } from './bet-admission.ts';
import type { GameCatalogueService } from './games.service.ts';

/**
 * The back office's hold on the catalogue (issue 16, for every game): switches (enabled, maintenance,
 * HOT) and stake limits per currency, each change audited and taking effect at once (admission and the
 * lobby's catalogue are refreshed).
 */
export class GamesAdmin {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly admission: BetAdmission,
    private readonly catalogue: GameCatalogueService,
  ) {}

  async list() {
    const [rows, limits] = await Promise.all([
      this.db.select().from(games).orderBy(asc(games.sortOrder), asc(games.id)),
      this.db.select().from(gameLimits),
    ]);
    const decimals = new Map<string, number>();
    for (const limit of limits) {
      if (!decimals.has(limit.currencyId)) {
        decimals.set(limit.currencyId, (await this.site.currency(limit.currencyId)).decimalLength);
      }
    }
    return rows.map((game) => ({
      id: game.id,
      type: game.type,
      enabled: game.enabled,
      maintenance: game.maintenance,
      hot: game.hot,
      rtpBasisPoints: game.rtpBasisPoints,
      limits: limits
        .filter((limit) => limit.gameId === game.id)
        .map((limit) => {
          const decimalLength = decimals.get(limit.currencyId) ?? 2;
          return {
            currencyId: limit.currencyId,
            minBet: minorToNumber(limit.minBetMinor, decimalLength),
            maxBet: minorToNumber(limit.maxBetMinor, decimalLength),
            defaultBet: minorToNumber(limit.defaultBetMinor, decimalLength),
            maxWin: minorToNumber(limit.maxWinMinor, decimalLength),
          };
        }),
    }));
  }

  async setSwitches(
    operatorId: number,
    gameId: string,
    change: { enabled?: boolean | undefined; maintenance?: boolean | undefined; hot?: boolean | undefined },
  ): Promise<void> {
    const values = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    await inTransaction(this.db, async (tx) => {
      const [row] = await tx.update(games).set(values).where(eq(games.id, gameId)).returning();
      if (!row) throw new ApiError('GAME_NOT_FOUND');
      await writeAudit(tx, { operatorId, action: 'game.switches', target: gameId, details: values });
    });
    await this.refresh();
  }

  async setLimits(
    operatorId: number,
    gameId: string,
    request: { currencyId: string; minBet: number; maxBet: number; defaultBet: number; maxWin: number },
  ): Promise<void> {
    const { currencies } = await this.site.get();
    const currency = currencies.find((each) => each.id === request.currencyId);
    if (!currency)
      throw new ApiError('INVALID_INPUT', { extra: { field: 'currencyId', reason: 'CURRENCY_INVALID' } });
    const { decimalLength } = currency;
    const minor = (field: 'minBet' | 'maxBet' | 'defaultBet' | 'maxWin') => {
      const parsed = parseAmount(request[field], decimalLength);
      if (!parsed.ok || parsed.minor <= 0n) {
        throw new ApiError('INVALID_INPUT', { extra: { field, reason: 'AMOUNT_INVALID' } });
      }
      return parsed.minor;
    };
    const values = {
      minBetMinor: minor('minBet'),
      maxBetMinor: minor('maxBet'),
      defaultBetMinor: minor('defaultBet'),
      maxWinMinor: minor('maxWin'),
    };
    await inTransaction(this.db, async (tx) => {
      const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId));
      if (!game) throw new ApiError('GAME_NOT_FOUND');
      const [updated] = await tx
        .update(gameLimits)
        .set(values)
        .where(and(eq(gameLimits.gameId, gameId), eq(gameLimits.currencyId, request.currencyId)))
        .returning();
      if (!updated) await tx.insert(gameLimits).values({ gameId, currencyId: request.currencyId, ...values });
      await writeAudit(tx, {
        operatorId,
        action: 'game.limits',
        target: gameId,
        details: { ...request },
      });
    });
    await this.refresh();
  }

  private async refresh(): Promise<void> {
    this.admission.invalidate();
    await this.catalogue.refresh();
  }
}
