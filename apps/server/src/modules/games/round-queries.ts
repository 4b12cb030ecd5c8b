import type { BetView, GameTerms } from '@casino/contracts';
import { minorToNumber } from '@casino/game-math';

import { inTransaction, type Db } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';
import type { BetAdmission } from './bet-admission.ts';
import { demoStartMinor, playerOwner, type GameActor } from './game-actor.ts';
import { presentBet } from './rounds.presenter.ts';
import {
  findDemoWallet,
  findSeededRound,
  openRounds,
  resetDemoBalance,
  roundPage,
  roundSeeds,
  type RoundRow,
} from './rounds.repo.ts';

/**
 * What a player reads of the single-player games: a game's terms, a bet's result, the open rounds to
 * resume, the bet record, and the demo wallet. Each page of rounds reads its seed pairs once.
 */
export class RoundQueries {
  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly admission: BetAdmission,
    private readonly cashier: Cashier,
  ) {}

  /** Whether the player has any cash in the currency (a real game opens only then, spec §4). */
  async hasCash(userId: number, currencyId: string): Promise<boolean> {
    return (await this.cashier.balances(this.db, userId, currencyId)).cash > 0n;
  }

  /** The currency a visitor's demo play uses: the default country's. */
  async visitorCurrency(): Promise<string> {
    const site = await this.site.get();
    const country = site.countries.find((item) => item.id === site.defaultCountryId) ?? site.countries[0];
    return country?.currencyId ?? (await this.site.currency('')).id;
  }

  /** GET /api/game/terms: the RTP, limits and quick chips of a game in the currency. */
  async terms(gameId: string, currencyId: string): Promise<GameTerms> {
    const { game, limits } = await this.admission.terms(gameId, currencyId);
    const { decimalLength } = await this.site.currency(currencyId);
    const major = (minor: bigint) => minorToNumber(minor, decimalLength);
    return {
      id: game.id,
      rtp: game.rtpBasisPoints / 100,
      minBet: major(limits.minBetMinor),
      maxBet: major(limits.maxBetMinor),
      maxWin: major(limits.maxWinMinor),
      defaultBet: major(limits.defaultBetMinor),
      quickChips: [1n, 2n, 5n, 10n].map((factor) => major(limits.defaultBetMinor * factor)),
      maintenance: game.maintenance,
      currencyId,
    };
  }

  /** POST /api/game/bet_result: the bet, PENDING while its round is open. */
  async result(actor: GameActor, id: number): Promise<BetView> {
    return this.ownRound(actor.owner, id);
  }

  /** A logged-in player's own round, for its record page: another player's round is BET_NOT_FOUND too. */
  async playerRound(userId: number, id: number): Promise<BetView> {
    return this.ownRound(playerOwner(userId), id);
  }

  /** POST /api/game/bets: the player's open rounds, so a reloaded page can resume them. */
  async openBets(actor: GameActor): Promise<BetView[]> {
    return this.present(await openRounds(this.db, actor.owner));
  }

  /** POST /api/game/bet_record: the player's rounds, newest first. */
  async record(
    actor: GameActor,
    filter: { pageNo: number; pageSize: number; gameId?: string | undefined; demo: boolean },
  ) {
    const { rows, total } = await roundPage(this.db, actor.owner, filter);
    return { content: await this.present(rows), pageNo: filter.pageNo, pageSize: filter.pageSize, total };
  }

  /** The demo balance (a wallet never opened holds its starting amount). */
  async demoWallet(actor: GameActor) {
    const { decimalLength } = await this.site.currency(actor.currencyId);
    const wallet = await findDemoWallet(this.db, actor.owner);
    return {
      balance: minorToNumber(wallet?.balanceMinor ?? demoStartMinor(decimalLength), decimalLength),
      currencyId: wallet?.currencyId ?? actor.currencyId,
    };
  }

  /** Refills the demo balance to its starting amount. */
  async resetDemoWallet(actor: GameActor) {
    const { decimalLength } = await this.site.currency(actor.currencyId);
    await inTransaction(this.db, (tx) =>
      resetDemoBalance(tx, actor.owner, actor.currencyId, demoStartMinor(decimalLength)),
    );
    return this.demoWallet(actor);
  }

  /** The owner's round; anyone else's is not found, the same as a missing one. */
  private async ownRound(owner: string, id: number): Promise<BetView> {
    const found = await findSeededRound(this.db, owner, id);
    if (!found) throw new ApiError('BET_NOT_FOUND');
    const { decimalLength } = await this.site.currency(found.round.currencyId);
    return presentBet(found.round, found.seed, decimalLength);
  }

  private async present(rounds: RoundRow[]): Promise<BetView[]> {
    const [seeds, book] = await Promise.all([roundSeeds(this.db, rounds), this.site.currencyBook()]);
    return rounds.map((round) => {
      const seed = seeds.get(round.seedId);
      if (!seed) throw new Error(`round ${round.id} has no seed pair`);
      return presentBet(round, seed, book.decimals(round.currencyId));
    });
  }
}
