import {
  SOCKET_EVENTS,
  type OddsChangeChoice,
  type SportsBetRequest,
  type SportsBetView,
} from '@casino/contracts';
import {
  betLines,
  maxPayout,
  minorToNumber,
  parseAmount,
  totalStake,
  validateShape,
} from '@casino/game-math';

import { isTransaction, type Db, type Queryable, type Tx } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { BetAdmission } from '../games/index.ts';
import { demoStartMinor, type GameActor } from '../games/index.ts';
import type { RealtimePublisher } from '../realtime/index.ts';
import type { SiteService } from '../site/index.ts';
import type { Cashier } from '../wallet/index.ts';
import { once } from '../wallet/index.ts';
import { shapeOf, type SportsGrading } from './sports-grading.ts';
import { marketState, oddsOf } from './sports.presenter.ts';
import { addExposure, insertBet, insertLegs } from './sports-bets.repo.ts';
import {
  eventsByIds,
  shareLockMarkets,
  marketsByKeys,
  type SportsEventRow,
  type SportsMarketRow,
} from './sports-events.repo.ts';
import type { SportsSettingsStore } from './sports-settings.ts';
import type { MarketNamer, SportsMarketNames } from './market-names.ts';
import { SPORTS_LEDGER } from './sports.ledger.ts';
import { moveDemoBalance } from '../games/index.ts';

/** The catalogue id of the sportsbook: its stake limits and maintenance switch are the games'. */
export const SPORTS_GAME_ID = 'sports';

export interface SportsBetParts {
  db: Db;
  cashier: Cashier;
  site: SiteService;
  publisher: RealtimePublisher;
  admission: BetAdmission;
  settings: SportsSettingsStore;
  grading: SportsGrading;
  names: SportsMarketNames;
}

/** A leg as it stands now: its price (thousandths) and whether it takes bets. */
interface Quoted {
  eventId: string;
  marketId: string;
  outcomeId: string;
  odds: number;
  active: boolean;
  /** The market's and outcome's names in the slip's language (null: the book cannot name it, so no bet). */
  names: { market: string; outcome: string } | null;
}

/** Whether a price the player saw may be replaced by the current one, by their choice. */
export function acceptsPrice(choice: OddsChangeChoice, seen: number, current: number): boolean {
  if (current === seen) return true;
  if (choice === 'any') return true;
  return choice === 'higher' && current > seen;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Placing a bet: every leg's market must be taking bets, its price acceptable by the player's odds-change
 * choice (the bet is written at the current price, the same for every bettor at that moment, and never
 * changed afterwards), the stake within the `sports` game's limits and the book's liability per event.
 * A bet with a live leg is held `liveDelayMs` first and then checked again, so a bet stop or a price move
 * during the hold refuses it (MARKET_SUSPENDED, or ODDS_CHANGED with the new prices to re-quote). The stake
 * is one cashier posting in the transaction that writes the bet; a retry with the same requestId gets the
 * first answer.
 */
export class SportsBets {
  constructor(private readonly parts: SportsBetParts) {}

  async place(actor: GameActor, request: SportsBetRequest): Promise<{ bet: SportsBetView; balance: number }> {
    const { db, admission, settings } = this.parts;
    const demo = request.demo || actor.userId === null;
    if (!request.demo && actor.userId === null) throw new ApiError('LOGIN_REQUIRED');
    const shape = shapeOf({ kind: request.kind, sizes: request.sizes ?? null });
    const shapeError = validateShape(shape, request.legs.length);
    if (shapeError)
      throw new ApiError('GAME_OPTIONS_INVALID', { extra: { field: 'legs', reason: shapeError } });
    const eventIds = request.legs.map((leg) => leg.eventId);
    if (request.kind !== 'single' && new Set(eventIds).size !== eventIds.length) {
      throw new ApiError('SELECTION_CONFLICT');
    }
    const { limits, stakeMinor, decimalLength } = await admission.admit(
      SPORTS_GAME_ID,
      actor.currencyId,
      request.stake,
    );
    const book = await settings.get();
    const lineCount = betLines(shape, request.legs.length).length;
    const totalMinor = totalStake(shape, request.legs.length, stakeMinor);
    if (totalMinor > limits.maxBetMinor) {
      throw new ApiError('AMOUNT_ABOVE_MAXIMUM', {
        extra: { field: 'stake', max: minorToNumber(limits.maxBetMinor, decimalLength) },
      });
    }

    // A first look outside any transaction: a refused slip answers at once, a live one is held.
    const namer = await this.parts.names.namer(request.lang);
    const first = await this.quote(db, request.legs);
    this.check(request, first, namer);
    const live = [...first.events.values()].some((event) => event.status === 'live');
    if (live && book.liveDelayMs > 0) await wait(book.liveDelayMs);

    const liabilityCap = parseAmount(book.maxEventLiability, decimalLength);
    const place = async (tx: Tx) => {
      const quoted = this.check(request, await this.quote(tx, request.legs), namer);
      const prices = quoted.map((leg) => leg.odds);
      const potentialMinor = maxPayout(shape, stakeMinor, prices);
      if (potentialMinor - totalMinor > limits.maxWinMinor) {
        throw new ApiError('AMOUNT_ABOVE_MAXIMUM', {
          message: 'MAX_WIN_EXCEEDED_SLIP',
          extra: {
            field: 'stake',
            reason: 'MAX_WIN',
            maxWin: minorToNumber(limits.maxWinMinor, decimalLength),
          },
        });
      }
      if (!demo) {
        // The running liability of each event, in event order (no two bets wait on each other crosswise).
        for (const eventId of [...new Set(eventIds)].sort()) {
          const exposed = await addExposure(tx, eventId, actor.currencyId, potentialMinor - totalMinor);
          if (liabilityCap.ok && exposed > liabilityCap.minor) {
            throw new ApiError('LIABILITY_EXCEEDED', { extra: { eventId } });
          }
        }
      }
      const bet = await insertBet(tx, {
        owner: actor.owner,
        userId: actor.userId,
        demo,
        currencyId: actor.currencyId,
        kind: request.kind,
        sizes: request.kind === 'system' ? [...(request.sizes ?? [])].sort((a, b) => a - b) : null,
        lineCount,
        stakePerLineMinor: stakeMinor,
        totalStakeMinor: totalMinor,
        stakeLeftMinor: stakeMinor,
        potentialPayoutMinor: potentialMinor,
        oddsChange: request.oddsChange,
      });
      await insertLegs(
        tx,
        request.legs.map((leg, legNo) => ({
          betId: bet.id,
          legNo,
          eventId: leg.eventId,
          marketId: leg.marketId,
          outcomeId: leg.outcomeId,
          marketName: quoted[legNo]?.names?.market ?? null,
          outcomeName: quoted[legNo]?.names?.outcome ?? null,
          odds: prices[legNo] ?? 0,
        })),
      );
      let balanceMinor: bigint;
      if (demo) {
        const left = await moveDemoBalance(
          tx,
          actor.owner,
          actor.currencyId,
          -totalMinor,
          demoStartMinor(decimalLength),
          'stake',
        );
        if (left === undefined) throw new ApiError('INSUFFICIENT_BALANCE');
        balanceMinor = left;
      } else {
        const wallet = await this.parts.cashier.wallet(tx, actor.userId ?? 0, actor.currencyId);
        balanceMinor = await this.parts.cashier.stake(tx, wallet, {
          kind: SPORTS_LEDGER.kind.sports_stake,
          reference: `sportsbet:${bet.id}`,
          amountMinor: totalMinor,
          details: { gameId: SPORTS_GAME_ID, kind: request.kind, legs: request.legs.length },
        });
      }
      return {
        bet: await this.parts.grading.view(tx, bet, decimalLength),
        balance: minorToNumber(balanceMinor, decimalLength),
      };
    };
    const answer = await once(db, `sports_bet:${actor.owner}`, request.requestId, request, place);
    if (!demo && actor.userId !== null) {
      this.parts.publisher.toUser(actor.userId, SOCKET_EVENTS.balance, {
        type: 'balance',
        userId: actor.userId,
        balance: answer.balance,
      });
    }
    return answer;
  }

  /** The events and the markets of the slip as they stand. */
  private async quote(
    queryable: Queryable,
    legs: readonly { eventId: string; marketId: string }[],
  ): Promise<{ events: Map<string, SportsEventRow>; markets: Map<string, SportsMarketRow> }> {
    const eventIds = [...new Set(legs.map((leg) => leg.eventId))];
    // Inside the bet's transaction the slip's markets are share-locked: a bet stop or a price change
    // (which locks them for update) is either seen by this bet or waits until it is written.
    const rows = isTransaction(queryable)
      ? await shareLockMarkets(queryable, legs)
      : await marketsByKeys(queryable, legs);
    const events = await eventsByIds(queryable, eventIds);
    return { events, markets: new Map(rows.map((market) => [`${market.eventId}/${market.id}`, market])) };
  }

  /**
   * Every leg against the book as it stands: MARKET_SUSPENDED when one does not take bets, ODDS_CHANGED
   * when a price moved beyond the player's choice (both with every leg's current price, to re-quote).
   * A market or outcome the book cannot name is not shown to anyone, so it takes no bet either.
   * Returns the legs as the bet is written: prices and names.
   */
  private check(
    request: SportsBetRequest,
    book: { events: Map<string, SportsEventRow>; markets: Map<string, SportsMarketRow> },
    namer: MarketNamer,
  ): Quoted[] {
    const quoted: Quoted[] = request.legs.map((leg) => {
      const event = book.events.get(leg.eventId);
      const market = book.markets.get(`${leg.eventId}/${leg.marketId}`);
      const outcome = market?.outcomes.find((each) => each.id === leg.outcomeId);
      const naming = event && market ? namer(event, market) : null;
      const outcomeName = naming?.outcomeName(leg.outcomeId) ?? null;
      const names = naming && outcomeName !== null ? { market: naming.name, outcome: outcomeName } : null;
      const active = Boolean(
        event && market && names && outcome?.active && marketState(event, market) === 'active',
      );
      return { ...leg, odds: outcome?.odds ?? 0, active, names };
    });
    const legs = quoted.map(({ names: _names, ...leg }) => ({ ...leg, odds: oddsOf(leg.odds) }));
    if (quoted.some((leg) => leg.odds === 0 && !leg.active)) {
      if (request.legs.some((leg) => !book.events.has(leg.eventId))) {
        throw new ApiError('NOT_FOUND', { message: 'EVENT_NOT_FOUND', extra: { legs } });
      }
    }
    if (quoted.some((leg) => !leg.active)) throw new ApiError('MARKET_SUSPENDED', { extra: { legs } });
    const moved = request.legs.some(
      (leg, index) =>
        !acceptsPrice(request.oddsChange, Math.round(leg.odds * 1000), quoted[index]?.odds ?? 0),
    );
    if (moved) throw new ApiError('ODDS_CHANGED', { extra: { legs } });
    return quoted;
  }
}
