import {
  LOTTERY_SOCKET_TYPES,
  SOCKET_EVENTS,
  lotteryLoopModule,
  lotteryRoomModule,
  type LotteryGameId,
} from '@casino/contracts';
import {
  LOTTERY_CLOSE_BEFORE_DRAW_MS,
  commitServerSeed,
  drawLotteryOutcome,
  lotteryBetsDigest,
  lotteryPeriod,
  lotteryPeriodAt,
  minorToNumber,
  randomHex,
} from '@casino/game-math';

import { inTransaction, type Db } from '../../db/client.ts';
import type { BeaconService } from '../beacon/index.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';
import { presentLotteryBet, presentTerm } from './lottery.presenter.ts';
import {
  betsOfTerm,
  dueTerms,
  insertTermIfMissing,
  listRooms,
  lockTerm,
  termOfPeriod,
  updateTerm,
  type LotteryBetRow,
  type TermRow,
} from './lottery.repo.ts';
import { refundTermBets, settleTermBets, type SettledBet } from './lottery-settlement.ts';

/** A game and a period length: one loop of draws, shared by every room on it. */
export interface LotteryLoopKey {
  gameId: LotteryGameId;
  periodSeconds: number;
}

/** How often each room's online count is counted and told. */
const ONLINE_EVERY_MS = 10_000;

/** How often the list of rooms (hence of loops) is re-read by the leader. */
const ROOMS_TTL_MS = 5_000;

export interface LotteryParts {
  db: Db;
  site: SiteService;
  cashier: Cashier;
  publisher: RealtimePublisher;
  /** The public beacon each draw waits for (issue 34). */
  beacon: Pick<BeaconService, 'firstRoundAfter' | 'get'>;
  /** How long past its draw time a term waits for its beacon round before it is void and refunded. */
  beaconMaxWaitMs: number;
}

/** The digest lines of a term's accepted bets (what the verifier recomputes from the published list). */
export function digestBets(bets: readonly LotteryBetRow[]) {
  return bets.map((bet) => ({
    id: bet.id,
    kind: bet.kind,
    pick: bet.pick,
    amountMinor: bet.stakeMinor.toString(),
  }));
}

/**
 * The draws of every lottery loop, driven by the leading process with `tick` (DESIGN §4): each period's
 * term is written with its seed's hash and its beacon round (the first drand round after its cut-off)
 * before it opens; at the cut-off the term is closed under an exclusive lock (bets in flight finish first,
 * later ones are refused) and the digest of its accepted bets is kept; at the draw, once the beacon round
 * is published and verified, the outcome is derived from the seed, that digest and the round's randomness,
 * every bet is settled in the same transaction, and the seed is revealed. A round that does not come within
 * `beaconMaxWaitMs` voids the term and refunds every stake: nothing is ever drawn from server-only
 * randomness, and nothing here takes a result as input.
 */
export class LotteryDraws {
  private rooms: { at: number; loops: LotteryLoopKey[] } | undefined;
  private onlineToldAt = 0;
  /** The online count last told per room, so an unchanged count sends nothing. */
  private readonly onlineTold = new Map<number, number>();

  constructor(
    private readonly deps: LotteryParts,
    private readonly now: () => number = Date.now,
  ) {}

  /** One step of the loop (leader only); answers when the next cut-off or draw is due. */
  async tick(now = this.now()): Promise<number | undefined> {
    let nextDue: number | undefined;
    for (const loop of await this.loops(now)) {
      const current = lotteryPeriodAt(now, loop.periodSeconds, LOTTERY_CLOSE_BEFORE_DRAW_MS);
      await this.ensureTerms(loop, current.number, now);
      const due = now < current.closesAt ? current.closesAt : current.drawsAt;
      nextDue = Math.min(nextDue ?? due, due);
    }
    for (const term of await dueTerms(this.deps.db, new Date(now))) {
      if (term.status === 'NEW') await this.close(term.id);
      if (term.drawsAt.getTime() <= now) await this.draw(term, now);
    }
    if (Math.abs(now - this.onlineToldAt) >= ONLINE_EVERY_MS) {
      this.onlineToldAt = now;
      await this.tellOnline();
    }
    return nextDue;
  }

  /**
   * The terms of a period and of the next one, written if missing: the next term's seed hash is public a
   * whole period before it opens. Any process may call it (a room opened before the leader's first turn);
   * the first writer's seed stands.
   */
  async ensureTerms(loop: LotteryLoopKey, number: number, now = this.now()): Promise<void> {
    const { db } = this.deps;
    for (const each of [number, number + 1]) {
      if (await termOfPeriod(db, loop.gameId, loop.periodSeconds, each)) continue;
      const period = lotteryPeriod(each, loop.periodSeconds, LOTTERY_CLOSE_BEFORE_DRAW_MS);
      // A term is never written for a period that has opened already (its seed hash would come late),
      // except the current one when the loop starts: its bets open only once its hash is public.
      if (each !== number && period.opensAt <= now) continue;
      const seed = randomHex(32);
      await inTransaction(db, (tx) =>
        insertTermIfMissing(tx, {
          gameId: loop.gameId,
          periodSeconds: loop.periodSeconds,
          number: each,
          opensAt: new Date(period.opensAt),
          closesAt: new Date(period.closesAt),
          drawsAt: new Date(period.drawsAt),
          seed,
          seedHash: commitServerSeed(seed),
          // Nobody knows this round's randomness before the cut-off: it is published after it.
          beaconRound: this.deps.beacon.firstRoundAfter(period.closesAt),
        }),
      );
    }
  }

  /** Every loop that has an open room. */
  private async loops(now: number): Promise<LotteryLoopKey[]> {
    if (this.rooms && now - this.rooms.at < ROOMS_TTL_MS && now >= this.rooms.at) return this.rooms.loops;
    const keys = new Map<string, LotteryLoopKey>();
    for (const room of await listRooms(this.deps.db, true)) {
      const loop = { gameId: room.gameId as LotteryGameId, periodSeconds: room.periodSeconds };
      keys.set(`${loop.gameId}:${loop.periodSeconds}`, loop);
    }
    this.rooms = { at: now, loops: [...keys.values()] };
    return this.rooms.loops;
  }

  /** Each open room's online count (sockets across every process), to its watchers when it changed. */
  private async tellOnline(): Promise<void> {
    const { db, publisher } = this.deps;
    for (const room of await listRooms(db, true)) {
      const module = lotteryRoomModule(room.id);
      const online = await publisher.online(module);
      if (this.onlineTold.get(room.id) === online) continue;
      this.onlineTold.set(room.id, online);
      publisher.toModule(module, SOCKET_EVENTS.gameData, {
        type: LOTTERY_SOCKET_TYPES.online,
        data: { roomId: room.id, online },
      });
    }
  }

  /** Forgets the cached rooms (an operator opened or closed one). */
  invalidateRooms(): void {
    this.rooms = undefined;
  }

  /** The cut-off: waits for bets in flight, then keeps the digest of every bet accepted. */
  private async close(termId: number): Promise<void> {
    await inTransaction(this.deps.db, async (tx) => {
      const term = await lockTerm(tx, termId, 'update');
      if (term?.status !== 'NEW') return;
      const betsDigest = lotteryBetsDigest(digestBets(await betsOfTerm(tx, termId)));
      await updateTerm(tx, termId, { status: 'CLOSED', betsDigest });
    });
  }

  /**
   * The draw: once the term's beacon round is published (and verified), the outcome from the committed seed,
   * the digest and the round's randomness, every bet settled once, then announced. Until then the term
   * waits; past the maximum wait it is void. A term written before the beacon (no round) draws as committed.
   */
  private async draw(due: TermRow, now: number): Promise<void> {
    const { db, cashier, beacon } = this.deps;
    let randomness: string | undefined;
    if (due.beaconRound !== null) {
      const round = await beacon.get(due.beaconRound);
      if (!round) {
        if (now >= due.drawsAt.getTime() + this.deps.beaconMaxWaitMs) await this.void(due.id, now);
        return;
      }
      randomness = round.randomness;
    }
    const settled = await inTransaction(db, async (tx) => {
      const term = await lockTerm(tx, due.id, 'update');
      if (term?.status !== 'CLOSED' || term.betsDigest === null) return undefined;
      const gameId = term.gameId as LotteryGameId;
      const outcome = [...drawLotteryOutcome(gameId, term.seed, term.betsDigest, term.number, randomness)];
      const bets = await settleTermBets(tx, cashier, term, outcome);
      const finished = await updateTerm(tx, due.id, {
        status: 'FINISHED',
        outcome,
        beaconRandomness: randomness ?? null,
        drawnAt: new Date(now),
      });
      return { term: finished, bets };
    });
    if (settled) await this.announce(settled.term, settled.bets, now);
  }

  /** No beacon round within the maximum wait: the term is void, every stake goes back, the seed is revealed. */
  private async void(termId: number, now: number): Promise<void> {
    const { db, cashier } = this.deps;
    const settled = await inTransaction(db, async (tx) => {
      const term = await lockTerm(tx, termId, 'update');
      if (term?.status !== 'CLOSED') return undefined;
      const bets = await refundTermBets(tx, cashier, term);
      return { term: await updateTerm(tx, termId, { status: 'VOID', drawnAt: new Date(now) }), bets };
    });
    if (settled) await this.announce(settled.term, settled.bets, now);
  }

  /** After the commit: the finished term and the next one to the loop's watchers, each bet to its player. */
  private async announce(term: TermRow, bets: readonly SettledBet[], now: number): Promise<void> {
    const { db, site, publisher } = this.deps;
    const loop = { gameId: term.gameId as LotteryGameId, periodSeconds: term.periodSeconds };
    const nextNumber = Math.max(term.number + 1, lotteryPeriodAt(now, loop.periodSeconds, 0).number);
    await this.ensureTerms(loop, nextNumber, now);
    const [next, afterNext] = await Promise.all([
      termOfPeriod(db, loop.gameId, loop.periodSeconds, nextNumber),
      termOfPeriod(db, loop.gameId, loop.periodSeconds, nextNumber + 1),
    ]);
    publisher.toModule(lotteryLoopModule(loop.gameId, loop.periodSeconds), SOCKET_EVENTS.gameData, {
      type: LOTTERY_SOCKET_TYPES.term,
      data: {
        finished: presentTerm(term),
        term: next ? presentTerm(next) : null,
        next: afterNext ? presentTerm(afterNext) : null,
      },
    });
    for (const { bet, cashMinor } of bets) {
      const { decimalLength } = await site.currency(bet.currencyId);
      // The bet message of spec §3 (id, gameId, win, winAmount, result) and, for a win, the new cash.
      const view = presentLotteryBet(bet, term, undefined, decimalLength);
      publisher.toUser(bet.userId, SOCKET_EVENTS.bet, {
        type: 'bet',
        userId: bet.userId,
        bet: { ...view, win: bet.status === 'WON', result: bet.status },
      });
      if (cashMinor !== undefined) {
        publisher.toUser(bet.userId, SOCKET_EVENTS.balance, {
          type: 'balance',
          userId: bet.userId,
          balance: minorToNumber(cashMinor, decimalLength),
        });
      }
    }
  }
}
