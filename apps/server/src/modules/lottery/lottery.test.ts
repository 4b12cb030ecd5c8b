import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';
import {
  LOTTERY_CLOSE_BEFORE_DRAW_MS,
  commitServerSeed,
  drawLotteryOutcome,
  lotteryBetsDigest,
  crashPayout,
  lotteryPeriodAt,
  maxPaidHundredths,
  paidHundredths,
} from '@casino/game-math';

import { BeaconService, SandboxBeacon } from '../beacon/index.ts';
import { gameLimits } from '../games/index.ts';
import { auditLog } from '../operators/index.ts';
import {
  createTestApp,
  fundPlayer,
  registerPlayer,
  uniqueName,
  type TestApp,
} from '../../../test/harness.ts';
import { settledPlays } from '../activity/index.ts';
import { ledgerTransactions } from '../wallet/index.ts';
import { LOTTERY_ACTIVITY } from './lottery-activity.ts';
import { lotteryBets, lotteryTermLiability, lotteryTerms } from './lottery.tables.ts';
import { LotteryBets, TERM_LIABILITY_CAP_FACTOR } from './lottery-bets.ts';
import { LotteryDraws } from './lottery-draws.ts';
import { LotteryRooms } from './lottery-rooms.ts';

/** The latest audit entry whose action starts with `prefix`. */
const lastAudit = async (prefix: string) =>
  (
    await app.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, `${prefix}%`))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];
let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = await createTestApp({
    REGISTRATIONS_PER_IP_PER_HOUR: '1000',
    OPERATOR_ADMIN_USERNAME: 'root',
    OPERATOR_ADMIN_PASSWORD: 'first-admin-password-1',
  });
  await app.services.operators.ensureFirstAdmin();
  const login = await app.call({
    url: '/api/operator/auth/login',
    body: { username: 'root', password: 'first-admin-password-1' },
  });
  adminToken = login.body.model.token;
});
afterAll(() => app.close());

/** Each clocked set of services starts a day after the last, in the future, 10 s into a period. */
let epoch = Date.UTC(2032, 0, 1, 0, 0, 10);

/** The lottery's services on a clock the test moves by hand (the app's own run on the wall clock). */
/**
 * Loops on a clock of their own, a day apart, with the SANDBOX beacon on the same clock (its rounds are
 * published as that clock reaches them).
 */
async function clocked(options: { beaconMaxWaitMs?: number } = {}) {
  epoch += 86_400_000;
  const clock = { now: epoch };
  const now = () => clock.now;
  const { site, cashier, realtime, admission, lottery } = app.services;
  const sandbox = await SandboxBeacon.open(app.database.db, { now });
  const beacon = new BeaconService(app.database.db, sandbox);
  const parts = {
    db: app.database.db,
    site,
    cashier,
    publisher: realtime,
    beacon,
    beaconMaxWaitMs: options.beaconMaxWaitMs ?? 120_000,
  };
  const draws = new LotteryDraws(parts, now);
  const bets = new LotteryBets({ ...parts, admission }, now);
  const rooms = new LotteryRooms({ ...parts, draws, bets, moderation: lottery.moderation }, now);
  return { clock, draws, bets, rooms, sandbox, beacon };
}

async function funded(amount = 100) {
  const player = await registerPlayer(app);
  await fundPlayer(app, player.token, amount);
  return { ...player, ref: { id: player.user.userId as number, currencyId: 'BRL' } };
}

const balanceOf = async (token: string) =>
  (await app.call({ method: 'GET', url: '/api/auth/user_info', token })).body.user.balance as number;

async function roomOf(gameId: string, periodSeconds: number) {
  const list = (await app.call({ method: 'GET', url: '/api/lottery/rooms' })).body.list;
  const room = list.find(
    (each: { gameId: string; periodSeconds: number }) =>
      each.gameId === gameId && each.periodSeconds === periodSeconds,
  );
  if (!room) throw new Error(`no ${gameId} ${periodSeconds}s room`);
  return room as { id: number };
}

describe('lottery draws', () => {
  it('cannot be steered by a last bet: the draw waits for a beacon round nobody has at the cut-off', async () => {
    const { clock, draws, bets, rooms, beacon } = await clocked();
    const room = await roomOf('wingo', 60);
    const insider = await funded();
    const state = await rooms.state({ roomId: room.id }, insider.ref.id);
    // The audit's attack: knowing the seed, try stakes for the last bet until the digest gives "0".
    const [row] = await app.database.db
      .select({ seed: lotteryTerms.seed })
      .from(lotteryTerms)
      .where(eq(lotteryTerms.id, state.term.id));
    const seed = row?.seed ?? '';
    let chosen: number | undefined;
    for (const stake of [1, 1.01, 1.02, 1.03, 1.04, 1.05, 1.06, 1.07, 1.08, 1.09, 1.1, 1.11]) {
      const digest = lotteryBetsDigest([
        { id: 0, kind: 'small', pick: [], amountMinor: String(stake * 100) },
      ]);
      if (drawLotteryOutcome('wingo', seed, digest, state.term.number)[0] === 0) chosen = stake;
    }
    const placed = await bets.bet(insider.ref, {
      roomId: room.id,
      termId: state.term.id,
      selection: { kind: 'small', pick: [] },
      betAmount: chosen ?? 1,
      share: false,
    });
    clock.now = state.term.closesAt;
    await draws.tick();
    const closed = await rooms.proof(state.term.id);
    // What the insider can compute at the cut-off (seed, digest) is not the draw: the round is missing.
    expect(closed.bets.map((bet) => bet.id)).toEqual([placed.bet.id]);
    expect(await beacon.get(state.term.beaconRound ?? 0)).toBeNull();
    clock.now = state.term.drawsAt;
    await draws.tick();
    const { term } = await rooms.proof(state.term.id);
    const published = await beacon.get(state.term.beaconRound ?? 0);
    expect(published).not.toBeNull();
    const drawn = drawLotteryOutcome(
      'wingo',
      seed,
      term.betsDigest ?? '',
      term.number,
      published?.randomness,
    );
    expect(term.outcome).toEqual([...drawn]);
    // A term with no bets is not fixed by its seed alone either: its outcome needs the round too.
    expect(term.beaconRandomness).toBe(published?.randomness);
  });

  it('waits out a beacon outage, then voids the term and refunds every stake at the maximum wait', async () => {
    const { clock, draws, bets, rooms, sandbox } = await clocked({ beaconMaxWaitMs: 30_000 });
    const room = await roomOf('k3', 60);
    const player = await funded();
    const state = await rooms.state({ roomId: room.id }, player.ref.id);
    const placed = await bets.bet(player.ref, {
      roomId: room.id,
      termId: state.term.id,
      selection: { kind: 'big', pick: [] },
      betAmount: 10,
      share: false,
    });
    expect(placed.balance).toBe(90);
    sandbox.suspend({ fromMs: state.term.closesAt });
    clock.now = state.term.drawsAt + 5_000;
    await draws.tick();
    expect((await rooms.proof(state.term.id)).term).toMatchObject({
      status: 'NEW',
      outcome: null,
      seed: null,
    });
    clock.now = state.term.drawsAt + 30_000;
    await draws.tick();
    const { term } = await rooms.proof(state.term.id);
    expect(term).toMatchObject({ status: 'VOID', outcome: null, beaconRandomness: null });
    expect(commitServerSeed(term.seed ?? '')).toBe(state.term.seedHash);
    expect(await balanceOf(player.token)).toBe(100);
    const mine = await rooms.myBets(player.ref.id, room.id);
    expect(mine.find((bet) => bet.id === placed.bet.id)?.status).toBe('VOID');
    sandbox.resume();
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });

  it('commits the next term’s seed before it opens, closes at the cut-off and draws from seed and bets', async () => {
    const { clock, draws, bets, rooms, beacon } = await clocked();
    const room = await roomOf('wingo', 60);
    const alice = await funded();
    const bob = await funded();

    const state = await rooms.state({ roomId: room.id }, alice.ref.id);
    const period = lotteryPeriodAt(clock.now, 60, LOTTERY_CLOSE_BEFORE_DRAW_MS);
    expect(state.term).toMatchObject({ number: period.number, status: 'NEW', seed: null, outcome: null });
    expect(state.term.closesAt).toBe(period.drawsAt - LOTTERY_CLOSE_BEFORE_DRAW_MS);
    expect(state.next).toMatchObject({ number: period.number + 1, status: 'NEW', seed: null });
    expect(state.next.seedHash).toMatch(/^[0-9a-f]{64}$/);

    const big = await bets.bet(alice.ref, {
      roomId: room.id,
      termId: state.term.id,
      selection: { kind: 'big', pick: [] },
      betAmount: 10,
      share: true,
    });
    expect(big.balance).toBe(90);
    expect(big.message).toMatchObject({ kind: 'bet', bet: { id: big.bet.id, status: 'OPEN' } });
    // Bob follows Alice's shared bet with his own stake: his own bet, on the same term and selection.
    const followed = await bets.follow(bob.ref, { messageId: big.message?.id ?? 0, betAmount: 4 });
    expect(followed.bet).toMatchObject({
      termId: state.term.id,
      selection: { kind: 'big', pick: [] },
      betAmount: 4,
      followedBetId: big.bet.id,
    });
    const number = await bets.bet(bob.ref, {
      roomId: room.id,
      termId: state.term.id,
      selection: { kind: 'number', pick: [7] },
      betAmount: 2,
      share: false,
    });

    // At the cut-off the term closes with the digest of the three bets; a later bet is refused.
    clock.now = state.term.closesAt;
    await draws.tick();
    await expect(
      bets.bet(alice.ref, {
        roomId: room.id,
        termId: state.term.id,
        selection: { kind: 'small', pick: [] },
        betAmount: 1,
        share: false,
      }),
    ).rejects.toMatchObject({ status: STATUS.BETTING_CLOSED });
    const closed = await rooms.proof(state.term.id);
    expect(closed.term).toMatchObject({ status: 'NEW', seed: null });
    expect(closed.bets.map((bet) => bet.id)).toEqual([big.bet.id, followed.bet.id, number.bet.id]);
    expect(closed.term.betsDigest).toBe(lotteryBetsDigest(closed.bets));
    // The term's beacon round was fixed before it opened, and nobody has it at the cut-off.
    const round = state.term.beaconRound ?? 0;
    expect(beacon.timeOf(round)).toBeGreaterThan(state.term.closesAt);
    expect(await beacon.get(round)).toBeNull();

    clock.now = state.term.drawsAt;
    await draws.tick();
    const { term } = await rooms.proof(state.term.id);
    expect(term.status).toBe('FINISHED');
    expect(commitServerSeed(term.seed ?? '')).toBe(state.term.seedHash);
    const published = await beacon.get(round);
    expect(term).toMatchObject({ beaconRound: round, beaconRandomness: published?.randomness });
    const outcome = drawLotteryOutcome(
      'wingo',
      term.seed ?? '',
      term.betsDigest ?? '',
      term.number,
      published?.randomness,
    );
    expect(term.outcome).toEqual([...outcome]);

    const pays = (kind: string, pick: number[], stake: number) =>
      (stake * paidHundredths('wingo', { kind, pick }, outcome)) / 100;
    expect(await balanceOf(alice.token)).toBeCloseTo(90 + pays('big', [], 10), 2);
    expect(await balanceOf(bob.token)).toBeCloseTo(94 + pays('big', [], 4) + pays('number', [7], 2), 2);
    const mine = await rooms.myBets(bob.ref.id, room.id);
    expect(mine.every((bet) => bet.status !== 'OPEN')).toBe(true);
    // Each history row links to the bet's record, with its term's outcome and proof; only its owner reads it.
    const rows = (
      await app.call({ url: '/api/wallet/history', token: alice.token, body: { pageNo: 1, pageSize: 20 } })
    ).body.page.content as { link: { type: string; id: string } | null }[];
    expect(rows.map((row) => row.link)).toContainEqual({ type: 'lottery', id: String(big.bet.id) });
    const record = await app.call({
      method: 'GET',
      url: `/api/record/lottery/${big.bet.id}`,
      token: alice.token,
    });
    expect(record.body.model).toMatchObject({
      bet: { id: big.bet.id, selection: { kind: 'big' } },
      roomId: room.id,
      term: { id: state.term.id, status: 'FINISHED', outcome: term.outcome, seed: term.seed },
    });
    const foreign = await app.call({
      method: 'GET',
      url: `/api/record/lottery/${big.bet.id}`,
      token: bob.token,
    });
    expect(foreign.body.status).toBe(STATUS.BET_NOT_FOUND);

    // The lobby's activity ticker lists them with the game's own id.
    const plays = await settledPlays(app.database.db, LOTTERY_ACTIVITY, {
      since: new Date(0),
      limit: 50,
      winsOnly: false,
    });
    expect(plays.map((play) => play.key)).toEqual(expect.arrayContaining([`lottery:${big.bet.id}`]));
    expect(plays.find((play) => play.key === `lottery:${big.bet.id}`)?.gameId).toBe('wingo');
    // Settled lottery bets count as wagered for VIP levels (and rakeback, salary, bonus wagering) like any game.
    const { wageredMinor } = await app.services.vip.evaluate(bob.ref.id);
    expect(wageredMinor).toBe(600n);

    // The next term's seed hash was public before it opened; the room now shows it as current.
    const after = await rooms.state({ roomId: room.id }, undefined);
    expect(after.term).toMatchObject({ id: state.next.id, seedHash: state.next.seedHash });
    expect(after.results[0]).toMatchObject({ id: state.term.id, outcome: term.outcome });
  });

  it('refuses bets on a term not yet open, a selection the game does not have, and a stake above the max win', async () => {
    const { bets, rooms } = await clocked();
    const room = await roomOf('k3', 60);
    const player = await funded(20);
    const state = await rooms.state({ roomId: room.id }, undefined);
    const bet = (termId: number, selection: { kind: string; pick: number[] }, betAmount: unknown = 1) =>
      bets.bet(player.ref, { roomId: room.id, termId, selection, betAmount, share: false });
    await expect(bet(state.next.id, { kind: 'big', pick: [] })).rejects.toMatchObject({
      status: STATUS.BETTING_CLOSED,
    });
    for (const selection of [
      { kind: 'violet', pick: [] },
      { kind: 'sum', pick: [2] },
      { kind: 'pair', pick: [3, 3] },
      { kind: 'triple', pick: [] },
    ]) {
      await expect(bet(state.term.id, selection)).rejects.toMatchObject({
        status: STATUS.GAME_OPTIONS_INVALID,
      });
    }
    await expect(bet(state.term.id, { kind: 'big', pick: [] }, 0)).rejects.toMatchObject({
      status: STATUS.AMOUNT_INVALID,
    });
    // The game's max win (here 100) caps the best payout: 1 on a triple (207.36x) would win 206.36.
    const limit = (maxWinMinor: bigint) =>
      app.write((tx) =>
        tx
          .update(gameLimits)
          .set({ maxWinMinor })
          .where(and(eq(gameLimits.gameId, 'k3'), eq(gameLimits.currencyId, 'BRL'))),
      );
    await limit(10_000n);
    try {
      app.services.admission.invalidate();
      await expect(bet(state.term.id, { kind: 'triple', pick: [6] }, 1)).rejects.toMatchObject({
        status: STATUS.AMOUNT_ABOVE_MAXIMUM,
      });
      expect((await bet(state.term.id, { kind: 'big', pick: [] }, 1)).bet.status).toBe('OPEN');
    } finally {
      await limit(10_000_000n);
      app.services.admission.invalidate();
    }
    expect(await balanceOf(player.token)).toBe(19);
  });
});

describe('a term’s liability cap', () => {
  /** Wingo's max win in BRL for the test (10.00): the term's cap is TERM_LIABILITY_CAP_FACTOR times it. */
  const MAX_WIN_MINOR = 1_000n;
  const CAP_MINOR = MAX_WIN_MINOR * TERM_LIABILITY_CAP_FACTOR;
  const BIG = { kind: 'big', pick: [] };
  /** A 10.00 bet on big: its best payout, what it adds to the term's liability. */
  const BIG_PAYOUT = crashPayout(1_000n, maxPaidHundredths('wingo', BIG));

  const wingoMaxWin = async (maxWinMinor: bigint) => {
    await app.write((tx) =>
      tx
        .update(gameLimits)
        .set({ maxWinMinor })
        .where(and(eq(gameLimits.gameId, 'wingo'), eq(gameLimits.currencyId, 'BRL'))),
    );
    app.services.admission.invalidate();
  };
  beforeAll(() => wingoMaxWin(MAX_WIN_MINOR));
  afterAll(() => wingoMaxWin(10_000_000n));

  const liabilityOf = async (termId: number) =>
    Object.fromEntries(
      (
        await app.database.db
          .select()
          .from(lotteryTermLiability)
          .where(eq(lotteryTermLiability.termId, termId))
      ).map((row) => [row.currencyId, row.potentialPayoutMinor]),
    );
  const betRowsOf = (termId: number) =>
    app.database.db.select().from(lotteryBets).where(eq(lotteryBets.termId, termId));
  const postingsOf = async (userId: number) =>
    (await app.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, userId)))
      .length;

  it('takes bets up to the cap, then refuses the one that would pass it and writes nothing for it', async () => {
    const { clock, bets, rooms } = await clocked();
    const room = await roomOf('wingo', 60);
    const player = await funded(200);
    const state = await rooms.state({ roomId: room.id }, undefined);
    const bet = (selection: { kind: string; pick: number[] }, betAmount: number) =>
      bets.bet(player.ref, { roomId: room.id, termId: state.term.id, selection, betAmount, share: false });
    // The cap holds whole bets of 10 on big, and a little over.
    const fitting = Number(CAP_MINOR / BIG_PAYOUT);
    expect(fitting).toBeGreaterThan(1);
    for (let each = 0; each < fitting; each += 1) expect((await bet(BIG, 10)).bet.status).toBe('OPEN');
    expect(await liabilityOf(state.term.id)).toEqual({ BRL: BIG_PAYOUT * BigInt(fitting) });

    const balance = await balanceOf(player.token);
    const postings = await postingsOf(player.ref.id);
    const left = CAP_MINOR - BIG_PAYOUT * BigInt(fitting);
    // The largest stake whose best payout still fits: ⌊s·m/100⌋ ≤ left.
    const maxBetMinor = (left * 100n + 99n) / BigInt(maxPaidHundredths('wingo', BIG));
    expect(maxBetMinor).toBeGreaterThanOrEqual(100n);
    await expect(bet(BIG, 10)).rejects.toMatchObject({
      status: STATUS.AMOUNT_ABOVE_MAXIMUM,
      message: 'LOTTERY_TERM_LIABILITY',
      extra: {
        field: 'betAmount',
        reason: 'TERM_LIABILITY',
        left: Number(left) / 100,
        maxBet: Number(maxBetMinor) / 100,
      },
    });
    // Nothing of the refused bet was written: no bet row, no stake taken, no posting, no liability.
    expect(await betRowsOf(state.term.id)).toHaveLength(fitting);
    expect(await balanceOf(player.token)).toBe(balance);
    expect(await postingsOf(player.ref.id)).toBe(postings);
    expect(await liabilityOf(state.term.id)).toEqual({ BRL: CAP_MINOR - left });

    // The stake it named still fits, to the minor unit; then not even the minimum bet does on this choice.
    const last = await bet(BIG, Number(maxBetMinor) / 100);
    expect(last.bet.status).toBe('OPEN');
    const owed = CAP_MINOR - left + crashPayout(maxBetMinor, maxPaidHundredths('wingo', BIG));
    expect(owed).toBeLessThanOrEqual(CAP_MINOR);
    expect(await liabilityOf(state.term.id)).toEqual({ BRL: owed });
    await expect(bet({ kind: 'number', pick: [3] }, 1)).rejects.toMatchObject({
      status: STATUS.AMOUNT_ABOVE_MAXIMUM,
      message: 'LOTTERY_TERM_FULL',
      extra: { reason: 'TERM_LIABILITY', left: Number(CAP_MINOR - owed) / 100 },
    });
    // The next term starts afresh.
    clock.now = state.next.opensAt;
    expect(
      (
        await bets.bet(player.ref, {
          roomId: room.id,
          termId: state.next.id,
          selection: BIG,
          betAmount: 10,
          share: false,
        })
      ).bet,
    ).toBeDefined();
  });

  it('counts each currency apart: a term full in BRL still takes a USD bet', async () => {
    const { bets, rooms } = await clocked();
    const room = await roomOf('wingo', 60);
    const brl = await funded(300);
    const state = await rooms.state({ roomId: room.id }, undefined);
    const fitting = Number(CAP_MINOR / BIG_PAYOUT);
    for (let each = 0; each < fitting; each += 1) {
      await bets.bet(brl.ref, {
        roomId: room.id,
        termId: state.term.id,
        selection: BIG,
        betAmount: 10,
        share: false,
      });
    }
    await expect(
      bets.bet(brl.ref, {
        roomId: room.id,
        termId: state.term.id,
        selection: BIG,
        betAmount: 10,
        share: false,
      }),
    ).rejects.toMatchObject({ status: STATUS.AMOUNT_ABOVE_MAXIMUM, extra: { reason: 'TERM_LIABILITY' } });

    const registered = await app.call({
      url: '/api/auth/register',
      body: { username: uniqueName(), password: 'correct-horse-1', countryId: 'US' },
      ip: `10.41.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    expect(registered.body.status).toBe(STATUS.SUCCESS);
    const usdToken = registered.body.user.token as string;
    await fundPlayer(app, usdToken, 20, 'sandbox-usd');
    const usd = { id: registered.body.user.userId as number, currencyId: 'USD' };
    const placed = await bets.bet(usd, {
      roomId: room.id,
      termId: state.term.id,
      selection: BIG,
      betAmount: 10,
      share: false,
    });
    expect(placed.bet).toMatchObject({ status: 'OPEN', currencyId: 'USD' });
    expect(await liabilityOf(state.term.id)).toEqual({
      BRL: BIG_PAYOUT * BigInt(fitting),
      USD: BIG_PAYOUT,
    });
  });

  it('never passes the cap under concurrent bets, and the ledger stays whole', async () => {
    const { bets, rooms } = await clocked();
    const room = await roomOf('wingo', 60);
    const players = await Promise.all([funded(100), funded(100), funded(100), funded(100)]);
    const state = await rooms.state({ roomId: room.id }, undefined);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        bets.bet(players[index % players.length]?.ref ?? players[0].ref, {
          roomId: room.id,
          termId: state.term.id,
          // Mixed selections and stakes (a number's best payout is ×8.82: a stake of 1 stays under the max win).
          selection: index % 5 === 0 ? { kind: 'number', pick: [index % 10] } : BIG,
          betAmount: index % 5 === 0 ? 1 : 10,
          share: false,
        }),
      ),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    for (const result of refused) {
      expect(result.reason).toMatchObject({
        status: STATUS.AMOUNT_ABOVE_MAXIMUM,
        extra: { reason: 'TERM_LIABILITY' },
      });
    }
    expect(refused.length).toBeGreaterThan(0);
    const accepted = await betRowsOf(state.term.id);
    expect(accepted).toHaveLength(20 - refused.length);
    const owed = accepted.reduce(
      (sum, row) =>
        sum + crashPayout(row.stakeMinor, maxPaidHundredths('wingo', { kind: row.kind, pick: row.pick })),
      0n,
    );
    expect(owed).toBeLessThanOrEqual(CAP_MINOR);
    expect(await liabilityOf(state.term.id)).toEqual({ BRL: owed });
    const balances = await Promise.all(players.map((player) => balanceOf(player.token)));
    const staked = accepted.reduce((sum, row) => sum + Number(row.stakeMinor), 0) / 100;
    expect(balances.reduce((sum, each) => sum + each, 0)).toBeCloseTo(400 - staked, 2);
    expect(await app.services.wallet.checkInvariants()).toEqual([]);
  });
});

describe('lottery calls', () => {
  it('validate their input and answer clear statuses', async () => {
    const player = await funded(20);
    const room = await roomOf('5d', 60);
    const call = (url: string, body: unknown, token = player.token) => app.call({ url, token, body });
    expect((await call('/api/lottery/bet', { roomId: room.id })).body.status).toBe(STATUS.INVALID_INPUT);
    expect(
      (
        await call('/api/lottery/bet', {
          roomId: room.id,
          termId: 1,
          selection: { kind: 'big; drop', pick: [] },
          betAmount: 1,
        })
      ).body.status,
    ).toBe(STATUS.INVALID_INPUT);
    expect(
      (
        await app.call({
          url: '/api/lottery/bet',
          body: { roomId: room.id, termId: 1, selection: { kind: 'big' }, betAmount: 1 },
        })
      ).body.status,
    ).toBe(STATUS.LOGIN_REQUIRED);
    expect((await app.call({ method: 'GET', url: '/api/lottery/room' })).body.status).toBe(
      STATUS.INVALID_INPUT,
    );
    expect((await app.call({ method: 'GET', url: '/api/lottery/room?roomId=999999' })).body.status).toBe(
      STATUS.NOT_FOUND,
    );
    const opened = await app.call({ method: 'GET', url: '/api/lottery/room?gameId=5d' });
    expect(opened.body.model.room).toMatchObject({ gameId: '5d' });
    expect(opened.body.model.serverTime).toBeTypeOf('number');
    expect((await call('/api/lottery/follow', { messageId: 999999 })).body.status).toBe(STATUS.BET_NOT_FOUND);
  });

  it('carry a room’s chat under moderation: banned words, mutes by support and a rate limit', async () => {
    const room = await roomOf('wingo', 180);
    const player = await registerPlayer(app);
    const send = (text: string, token = player.token) =>
      app.call({ url: '/api/lottery/chat/send', token, body: { roomId: room.id, text } });
    const sent = await send('good luck everyone');
    expect(sent.body.model).toMatchObject({ kind: 'text', text: 'good luck everyone', roomId: room.id });
    const page = await app.call({ method: 'GET', url: `/api/lottery/chat?roomId=${room.id}` });
    expect(page.body.list.at(-1)).toMatchObject({ id: sent.body.model.id });

    const words = await app.call({
      method: 'PUT',
      url: '/api/operator/chat/banned_words',
      token: adminToken,
      body: { words: ['Scam'] },
    });
    expect(words.body.list).toEqual(['scam']);
    expect((await lastAudit('chat.bannedWords'))?.details).toMatchObject({ after: ['scam'] });
    expect((await send('this is a SCAM!')).body.status).toBe(STATUS.CHAT_TEXT_REFUSED);
    expect((await send('')).body.status).toBe(STATUS.INVALID_INPUT);

    const muted = await app.call({
      url: '/api/operator/chat/mute',
      token: adminToken,
      body: { userId: player.user.userId, minutes: 10, reason: 'flooding the room' },
    });
    expect(muted.body.model.until).toBeGreaterThan(Date.now());
    expect((await send('hello again')).body.status).toBe(STATUS.CHAT_MUTED);
    expect(
      (
        await app.call({
          url: '/api/operator/chat/mute',
          token: player.token,
          body: { userId: player.user.userId, minutes: 10, reason: 'x' },
        })
      ).body.status,
    ).not.toBe(STATUS.SUCCESS);

    const chatty = await registerPlayer(app);
    const statuses: number[] = [];
    for (let line = 0; line < 12; line += 1)
      statuses.push((await send(`line ${line}`, chatty.token)).body.status);
    expect(statuses.slice(0, 10).every((status) => status === STATUS.SUCCESS)).toBe(true);
    expect(statuses.at(-1)).toBe(STATUS.RATE_LIMITED);
  });

  it('let an admin switch a game to maintenance and change its limits, audited, at once', async () => {
    const player = await funded(20);
    const room = await roomOf('wingo', 300);
    // This app runs on the wall clock: each bet goes to the term open at that moment, and one
    // asked for in the last seconds before a close waits for the next term to open.
    const openTermId = async (): Promise<number> => {
      const { term } = (await app.call({ method: 'GET', url: `/api/lottery/room?roomId=${room.id}` })).body
        .model;
      if (Date.now() < term.closesAt - 2_000) return term.id;
      await new Promise((resolve) => setTimeout(resolve, term.drawsAt - Date.now() + 250));
      return openTermId();
    };
    const bet = async (betAmount: number) =>
      app.call({
        url: '/api/lottery/bet',
        token: player.token,
        body: {
          roomId: room.id,
          termId: await openTermId(),
          selection: { kind: 'big', pick: [] },
          betAmount,
        },
      });
    const put = (url: string, body: unknown, token = adminToken) =>
      app.call({ method: 'PUT', url, token, body });
    expect((await put('/api/operator/games/wingo', { maintenance: true })).body.status).toBe(STATUS.SUCCESS);
    expect((await bet(1)).body.status).toBe(STATUS.GAME_MAINTENANCE);
    expect((await put('/api/operator/games/wingo', { maintenance: false })).body.status).toBe(STATUS.SUCCESS);
    const limits = { currencyId: 'BRL', minBet: 2, maxBet: 3, defaultBet: 2, maxWin: 1000 };
    expect((await put('/api/operator/games/wingo/limits', limits)).body.status).toBe(STATUS.SUCCESS);
    try {
      expect((await bet(1)).body.status).toBe(STATUS.AMOUNT_BELOW_MINIMUM);
      expect((await bet(4)).body.status).toBe(STATUS.AMOUNT_ABOVE_MAXIMUM);
      expect((await bet(2)).body.status).toBe(STATUS.SUCCESS);
    } finally {
      await put('/api/operator/games/wingo/limits', {
        ...limits,
        minBet: 1,
        maxBet: 1_000,
        defaultBet: 5,
        maxWin: 100_000,
      });
    }
    const list = (await app.call({ method: 'GET', url: '/api/operator/games', token: adminToken })).body.list;
    expect(list.find((game: { id: string }) => game.id === 'wingo')).toMatchObject({ maintenance: false });
    expect((await put('/api/operator/games/wingo/limits', { ...limits, minBet: 5 })).body.status).toBe(
      STATUS.INVALID_INPUT,
    );
    expect((await put('/api/operator/games/nope/limits', limits)).body.status).toBe(STATUS.GAME_NOT_FOUND);
    expect((await put('/api/operator/games/wingo', { hot: true }, player.token)).body.status).not.toBe(
      STATUS.SUCCESS,
    );
  });

  it('let an admin open, rename and close rooms', async () => {
    const created = await app.call({
      url: '/api/operator/lottery/rooms',
      token: adminToken,
      body: { gameId: 'k3', periodSeconds: 600, name: 'K3 10 min', enabled: true },
    });
    expect(created.body.model).toMatchObject({ gameId: 'k3', periodSeconds: 600, online: 0 });
    const id = created.body.model.id;
    expect(
      (
        await app.call({
          url: '/api/operator/lottery/rooms',
          token: adminToken,
          body: { gameId: 'k3', periodSeconds: 45, name: 'x' },
        })
      ).body.status,
    ).toBe(STATUS.INVALID_INPUT);
    const closed = await app.call({
      method: 'PUT',
      url: `/api/operator/lottery/rooms/${id}`,
      token: adminToken,
      body: { gameId: 'k3', periodSeconds: 600, name: 'K3 10 min (closed)', enabled: false },
    });
    expect(closed.body.model).toMatchObject({ enabled: false, name: 'K3 10 min (closed)' });
    expect(await lastAudit('lottery.room.')).toMatchObject({
      action: 'lottery.room.update',
      target: String(id),
      details: { before: { enabled: true, name: 'K3 10 min' }, after: { enabled: false } },
    });
    expect((await app.call({ method: 'GET', url: `/api/lottery/room?roomId=${id}` })).body.status).toBe(
      STATUS.NOT_FOUND,
    );
    expect((await app.call({ method: 'GET', url: '/api/operator/lottery/rooms' })).body.status).toBe(
      STATUS.OPERATOR_LOGIN_REQUIRED,
    );
  });
});
