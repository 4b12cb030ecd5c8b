import { SOCKET_EVENTS, type CrashGameId } from '@casino/contracts';
import {
  crashPointHundredths,
  isCrashScheme,
  minorToNumber,
  msToReach,
  multiplierAt,
} from '@casino/game-math';

import { inTransaction, type Tx } from '../../db/client.ts';
import type { GameLimitsRow } from '../games/index.ts';
import type { CrashParts } from './crash-bets.ts';
import type { CrashChains, PlayableChain } from './crash-chains.ts';
import { loseRemainingBets, payOutBet, type PaidBet } from './crash-settlement.ts';
import {
  attachQueued,
  dueAutoCashOuts,
  openBetsIn,
  openStakeByCurrency,
  playerNames,
} from './crash-bets.repo.ts';
import { insertRound, latestRound, lockRound, updateRound, type RoundRow } from './crash-rounds.repo.ts';
import { presentCrashBet, presentRound, publicName } from './crash.presenter.ts';

export interface CrashTimings {
  /** How long bets are taken before take-off. */
  bettingMs: number;
  /** The pause between a crash and the next betting window. */
  pauseMs: number;
  /** Rounds per hash chain; a new chain (new terminating hash) starts when one is used up. */
  chainLength: number;
}

export const DEFAULT_CRASH_TIMINGS: CrashTimings = { bettingMs: 6_000, pauseMs: 3_000, chainLength: 100_000 };

/** A round may pay out at most this many times the game's max win per bet in profit, per currency. */
export const ROUND_PROFIT_CAP_FACTOR = 3n;

/**
 * The round state machine of one live crash game, driven by the leading process with `tick`: open a round
 * (its crash point committed from the chain), take off, pay the auto cash-outs the curve reaches, crash.
 * The round's row is the truth: each state change locks it, so it waits for the bets and cash-outs in
 * flight, and a restarted leader carries the round on where its row says.
 */
export class CrashRounds {
  constructor(
    private readonly deps: CrashParts & {
      chains: CrashChains;
      /** Where the loop says it is waiting for a chain's beacon round (once per chain). */
      log: { warn(message: string): void };
    },
    private readonly gameId: CrashGameId,
    private readonly timings: CrashTimings,
  ) {}

  /** The chain already told about, so a chain awaiting its beacon round is logged once, not every tick. */
  private toldAwaitingSalt: number | undefined;

  /**
   * One step of the loop (leader only): open, launch, pay due auto cash-outs, crash. Answers when (epoch
   * ms) the round's next moment is due (the window's end, the crash, the pause's end), so the loop turns
   * then and the event goes out on time.
   */
  async tick(now: number): Promise<number | undefined> {
    const { db } = this.deps;
    const round = await latestRound(db, this.gameId);
    if (!round || round.status === 'CRASHED') {
      const pauseEndsAt = (round?.crashedAt?.getTime() ?? 0) + this.timings.pauseMs;
      if (round?.crashedAt && now < pauseEndsAt) return pauseEndsAt;
      return this.open(now, round);
    }
    if (round.status === 'BETTING') {
      if (now < round.bettingEndsAt.getTime()) return round.bettingEndsAt.getTime();
      const flying = await inTransaction(db, async (tx) => {
        const locked = await lockRound(tx, round.id);
        if (locked?.status !== 'BETTING') return undefined;
        return updateRound(tx, round.id, { status: 'FLYING', startedAt: new Date(now) });
      });
      if (!flying) return now + msToReach(round.crashPoint);
      // A round whose point is 1.00x crashes as it takes off: its crash goes out alone, not queued behind
      // a take-off that every watcher would see replaced within the same moment.
      if (msToReach(flying.crashPoint) === 0) return this.fly(flying, now);
      this.announceRound(SOCKET_EVENTS.gameData, flying);
      return now + msToReach(round.crashPoint);
    }
    return this.fly(round, now);
  }

  /**
   * Opens the next round after `previous`, answering when its betting ends; while the chain awaits its
   * beacon round, answers when to look again (no round is dealt before the salt is known).
   */
  private async open(now: number, previous: RoundRow | undefined): Promise<number> {
    const { db, admission, chains } = this.deps;
    const { game } = await admission.game(this.gameId);
    const chain = await chains.current(now);
    const chainRound = previous?.chainId === chain.row.id ? previous.chainRound + 1 : 0;
    if (chainRound >= chain.row.length - 1) {
      await chains.start(now);
      return this.open(now, previous);
    }
    const { scheme } = chain.row;
    if (!isCrashScheme(scheme)) throw new Error(`crash chain ${chain.row.id} has unknown scheme ${scheme}`);
    const salted = await chains.salt(chain, now);
    if ('waitUntil' in salted) {
      this.tellAwaitingBeacon(chain);
      return salted.waitUntil;
    }
    const hash = chain.hashes[chain.row.length - 2 - chainRound] ?? '';
    const opened = await inTransaction(db, async (tx) => {
      const round = await insertRound(tx, {
        gameId: game.id,
        chainId: chain.row.id,
        chainRound,
        number: (previous?.number ?? 0) + 1,
        hash,
        crashPoint: crashPointHundredths(hash, salted.salt, game.rtpBasisPoints, scheme),
        status: 'BETTING',
        bettingEndsAt: new Date(now + this.timings.bettingMs),
      });
      await attachQueued(tx, game.id, round.id);
      return round;
    });
    this.announceRound(SOCKET_EVENTS.betBegin, opened);
    return now + this.timings.bettingMs;
  }

  /** Logs, once per chain, that its rounds wait for its beacon round. */
  private tellAwaitingBeacon(chain: PlayableChain): void {
    const { id, terminatingHash, beaconRound } = chain.row;
    if (this.toldAwaitingSalt === id) return;
    this.toldAwaitingSalt = id;
    this.deps.log.warn(
      `${this.gameId}: no rounds until chain ${id} (terminating hash ${terminatingHash}) has its salt: ` +
        `the randomness of beacon round ${beaconRound}, taken once it is published`,
    );
  }

  /**
   * Pays the auto cash-outs the curve has reached, then crashes the round when its time has come; answers
   * the crash time while the round flies on.
   */
  private async fly(round: RoundRow, now: number): Promise<number | undefined> {
    const { db, admission, cashier } = this.deps;
    const startedAt = round.startedAt?.getTime() ?? now;
    const crashMs = msToReach(round.crashPoint);
    const crashed = now - startedAt >= crashMs;
    const reached = crashed ? round.crashPoint : Math.min(multiplierAt(now - startedAt), round.crashPoint);
    const { limits } = await admission.game(this.gameId);
    const outcome = await inTransaction(db, async (tx) => {
      const locked = await lockRound(tx, round.id);
      if (locked?.status !== 'FLYING') return undefined;
      const won: PaidBet[] = [];
      // The round's profit cap, per currency: where the open bets' total profit reaches it, every one of
      // them is cashed out at that multiplier (auto cash-outs below it are paid at their own targets).
      const capAt = await roundCapMultipliers(tx, round.id, limits);
      for (const bet of await dueAutoCashOuts(tx, round.id, reached)) {
        const target = bet.autoCashOut ?? 100;
        if (target > (capAt.get(bet.currencyId) ?? Infinity)) continue;
        const paid = await payOutBet(tx, cashier, bet, target);
        if (paid) won.push(paid);
      }
      for (const [currencyId, at] of capAt) {
        if (at > reached || at > round.crashPoint) continue;
        for (const bet of await openBetsIn(tx, round.id, currencyId)) {
          const paid = await payOutBet(tx, cashier, bet, at);
          if (paid) won.push(paid);
        }
      }
      if (!crashed) return { won, round: locked };
      await loseRemainingBets(tx, cashier, round.id);
      const ended = await updateRound(tx, round.id, {
        status: 'CRASHED',
        crashedAt: new Date(startedAt + crashMs),
      });
      return { won, round: ended };
    });
    if (!outcome) return undefined;
    const pushBalances = await this.announceWins(outcome.won, round.number);
    if (outcome.round.status === 'CRASHED') this.announceRound(SOCKET_EVENTS.gameData, outcome.round);
    pushBalances();
    return crashed ? undefined : startedAt + crashMs;
  }

  /**
   * After the commit: the wins into the feed (sent before the round's event, if one follows), then each
   * winner's cash as the payout left it, to the winner's own sockets.
   */
  private async announceWins(won: readonly PaidBet[], roundNumber: number): Promise<() => void> {
    if (won.length === 0) return () => undefined;
    const { db, site, feed, publisher } = this.deps;
    const [names, book] = await Promise.all([
      playerNames(
        db,
        won.map(({ bet }) => bet.userId),
      ),
      site.currencyBook(),
    ]);
    feed.tell(
      SOCKET_EVENTS.betWin,
      won.map(({ bet }) =>
        presentCrashBet(bet, publicName(names.get(bet.userId)), book.decimals(bet.currencyId), roundNumber),
      ),
    );
    return () => {
      for (const { bet, cashMinor } of won) {
        publisher.toUser(bet.userId, SOCKET_EVENTS.balance, {
          type: 'balance',
          userId: bet.userId,
          balance: minorToNumber(cashMinor, book.decimals(bet.currencyId)),
        });
      }
    };
  }

  private announceRound(event: string, round: RoundRow): void {
    // A round's own events go out at once; the bet feed that preceded them is sent first.
    this.deps.feed.flush();
    const type = event === SOCKET_EVENTS.betBegin ? 'bet_begin' : 'game_data';
    this.deps.publisher.toModule(this.gameId, event, { type, data: presentRound(round) });
  }
}

/**
 * Where each currency's open bets would together win what is left of the round's maximum profit
 * (ROUND_PROFIT_CAP_FACTOR times the game's max win per bet, less the profit of bets already cashed out):
 * the open bets' profit Σstake·(m−1) reaches it at m = 1 + left/Σstake.
 */
async function roundCapMultipliers(
  tx: Tx,
  roundId: number,
  limits: ReadonlyMap<string, GameLimitsRow>,
): Promise<Map<string, number>> {
  const caps = new Map<string, number>();
  for (const { currencyId, staked, realized } of await openStakeByCurrency(tx, roundId)) {
    const currencyLimits = limits.get(currencyId);
    if (!currencyLimits || staked <= 0n) continue;
    // What is left of the cap once the bets already cashed out are counted.
    const left = currencyLimits.maxWinMinor * ROUND_PROFIT_CAP_FACTOR - realized;
    const cap = left > 0n ? left : 0n;
    // Ceiling of 100 + cap·100/Σstake, in hundredths.
    caps.set(currencyId, 100 + Number((cap * 100n + staked - 1n) / staked));
  }
  return caps;
}
