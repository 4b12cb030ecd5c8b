// Sportsbook placement throughput (issue 17's closing note: "placements/s on PostgreSQL with p99"). Builds
// the real server in-process with the API tests' harness — an in-memory PGlite, or a fresh database on the
// PostgreSQL of DATABASE_URL (dropped at the end) and the Redis of REDIS_URL — with no feed running: the bench
// writes its own pre-match football fixtures through the feed consumer, so no live hold applies. It raises
// the book's liability cap and the `sports` game's win limit as the first admin, registers and funds players
// through the SANDBOX provider, then keeps C placers busy over real HTTP (keep-alive), one request in flight
// each: 60 % singles, 30 % trebles on three events, 10 % system 2-of-3, stake 1 a line, a fresh requestId
// each. Each placer bets for its own players only, so two requests never wait on one wallet: what contends
// is the events' rows, which a bet locks to check the book's liability.
// Then every fixture's 1x2 market (UOF market 1) is settled by one bet_settlement message each, and the ledger is checked.
// Figures, not assertions (beside the ledger): the client shares the machine's cores with the server.
//
// Usage: npm run sports-placement -w @casino/bench
//   BENCH_SECONDS (15), BENCH_PLAYERS (50), BENCH_CONCURRENCY (16), BENCH_FIXTURES (20),
//   DATABASE_URL and REDIS_URL (PostgreSQL and Redis instead of PGlite), LOG_LEVEL (error: 500s are logged)
import http from 'node:http';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { HEADER, statusName, timeChecksum, type FeedMessage, type MarketOdds } from '@casino/contracts';

import { sportsBets } from '../apps/server/src/modules/sports/index.ts';
import { createTestApp, fundPlayer, registerPlayer } from '../apps/server/test/harness.ts';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 15);
const playerCount = Number(process.env.BENCH_PLAYERS ?? 50);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const fixtureCount = Number(process.env.BENCH_FIXTURES ?? 20);
/** Untimed placing first, so the timed run does not measure the JIT warming up. */
const WARM_UP_SECONDS = 2;
/** Each player's deposit: far more than the stakes of a run. */
const DEPOSIT = 10_000;
/** UOF market 1's outcomes: home, draw, away. */
const OUTCOMES = ['1', '2', '3'] as const;
type Outcome = (typeof OUTCOMES)[number];
/**
 * A settlement message still running after this long is reported as stuck and the run stops (a query
 * outside the message's transaction once waited forever for PGlite's one connection).
 */
const SETTLE_TIMEOUT_MS = 60_000;
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };

const app = await createTestApp({
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  REGISTRATIONS_PER_IP_PER_HOUR: '100000',
  OPERATOR_ADMIN_USERNAME: ADMIN.username,
  OPERATOR_ADMIN_PASSWORD: ADMIN.password,
  SPORTS_FEED: 'off',
});

interface Envelope {
  status: number;
  message?: string;
  model?: Record<string, unknown>;
}

/** One placed (or refused) bet as the client saw it. */
interface Answer {
  kind: SlipKind;
  ms: number;
  /** When it was answered, in seconds from the start of the run. */
  at: number;
  http: number;
  status: number;
}

type SlipKind = 'single' | 'multiple' | 'system';

/** A fixture the bench created, with the book's current 1x2 prices (decimal) the slips quote. */
interface BenchFixture {
  eventId: string;
  odds: Record<Outcome, number>;
}

const runId = Date.now().toString(36);
const feed = (message: FeedMessage) => app.services.sports.consumer.apply('bench', message);

async function operatorToken(): Promise<string> {
  await app.services.operators.ensureFirstAdmin();
  const login = await app.call({ url: '/api/operator/auth/login', body: ADMIN });
  if (login.body.status !== 0) throw new Error(`operator login failed: ${JSON.stringify(login.body)}`);
  return login.body.model.token as string;
}

/** Lifts the caps a long run would hit: the liability per event and the `sports` game's limits in BRL. */
async function raiseBookLimits(token: string): Promise<void> {
  const settings = await app.call({ method: 'GET', url: '/api/operator/sports/settings', token });
  const book = await app.call({
    method: 'PUT',
    url: '/api/operator/sports/settings',
    token,
    body: { ...settings.body.model, maxEventLiability: 100_000_000 },
  });
  if (book.body.status !== 0) throw new Error(`sports settings refused: ${JSON.stringify(book.body)}`);
  const games = await app.call({ method: 'GET', url: '/api/operator/games', token });
  const sports = (games.body.list as { id: string; limits: Record<string, unknown>[] }[]).find(
    (game) => game.id === 'sports',
  );
  const limit = sports?.limits.find((each) => each.currencyId === 'BRL');
  if (!limit) throw new Error(`no BRL limits for the sports game: ${JSON.stringify(sports)}`);
  const limits = await app.call({
    method: 'PUT',
    url: '/api/operator/games/sports/limits',
    token,
    body: {
      currencyId: 'BRL',
      minBet: limit.minBet,
      defaultBet: limit.defaultBet,
      maxBet: Math.max(Number(limit.maxBet), 1_000),
      maxWin: Math.max(Number(limit.maxWin), 1_000_000),
    },
  });
  if (limits.body.status !== 0) throw new Error(`sports limits refused: ${JSON.stringify(limits.body)}`);
  app.services.admission.invalidate();
}

const market = (id: string, odds: Record<string, number>): MarketOdds => {
  return {
    id,
    status: 'active',
    outcomes: Object.entries(odds).map(([outcome, price]) => ({ id: outcome, odds: price, active: true })),
  };
};

/** A pre-match football fixture an hour away, priced, and the prices the book shows for its 1x2. */
async function createFixture(index: number): Promise<BenchFixture> {
  const eventId = `bench:${runId}-${index}`;
  const ts = Date.now();
  await feed({
    type: 'fixture_change',
    ts,
    eventId,
    fixture: {
      eventId,
      sport: 'football',
      competitionId: 'bench:league',
      competition: 'Bench League',
      home: `Home ${index}`,
      away: `Away ${index}`,
      startsAt: ts + 3_600_000,
      status: 'not_started',
    },
  });
  await feed({
    type: 'odds_change',
    ts,
    eventId,
    status: 'not_started',
    markets: [
      market('1', { '1': 2000 + 10 * index, '2': 3400, '3': 3800 - 10 * index }),
      market('18|total=2.5', { '12': 1900, '13': 1900 }),
    ],
  });
  const page = await app.call({ method: 'GET', url: `/api/sports/events/${eventId}` });
  const main = (
    page.body.model?.markets as { id: string; outcomes: { id: Outcome; odds: number }[] }[]
  )?.find((each) => each.id === '1');
  if (!main) throw new Error(`fixture ${eventId} has no 1x2 market: ${JSON.stringify(page.body)}`);
  const odds = Object.fromEntries(main.outcomes.map((outcome) => [outcome.id, outcome.odds]));
  return { eventId, odds: odds as Record<Outcome, number> };
}

/** Applies a settlement message; exits (code 1) if it is still running after `timeoutMs`. */
async function settleWithin(timeoutMs: number, eventId: string, message: FeedMessage): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`  settlement of ${eventId} still running after ${timeoutMs / 1_000} s: stuck`);
    process.exit(1);
  }, timeoutMs);
  try {
    await feed(message);
  } finally {
    clearTimeout(watchdog);
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** `count` distinct fixtures, at random. */
function distinctFixtures(fixtures: readonly BenchFixture[], count: number): BenchFixture[] {
  const chosen = new Set<BenchFixture>();
  while (chosen.size < count) chosen.add(pick(fixtures));
  return [...chosen];
}

/** The mix: 60 % singles, 30 % trebles, 10 % system 2-of-3; stake 1 a line, on a random 1x2 outcome. */
function slipOf(fixtures: readonly BenchFixture[], requestId: string) {
  const roll = Math.random();
  const kind: SlipKind = roll < 0.6 ? 'single' : roll < 0.9 ? 'multiple' : 'system';
  const legs = distinctFixtures(fixtures, kind === 'single' ? 1 : 3).map(({ eventId, odds }) => {
    const outcomeId = pick(OUTCOMES);
    return { eventId, marketId: '1', outcomeId, odds: odds[outcomeId] };
  });
  return {
    kind,
    body: {
      kind,
      legs,
      ...(kind === 'system' ? { sizes: [2] } : {}),
      stake: 1,
      oddsChange: 'none',
      requestId,
    },
  };
}

await app.http.listen({ port: 0, host: '127.0.0.1' });
const address = app.http.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** POSTs as the web client does (ST/STT, the Auth token) over a keep-alive socket. */
function post(path: string, body: unknown, token: string): Promise<{ http: number; envelope: Envelope }> {
  const st = String(Date.now());
  const headers = {
    'content-type': 'application/json',
    [HEADER.serverTime]: st,
    [HEADER.timeChecksum]: timeChecksum(path, st),
    [HEADER.auth]: token,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope;
            resolve({ http: response.statusCode ?? 0, envelope });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/** The first answer of each kind of refusal, to show what the server said. */
const firstRefusals = new Map<string, Envelope>();
let sequence = 0;

/** `concurrency` placers, each cycling over its own players, for `seconds`; every answer with its latency. */
async function placeFor(seconds: number, tokens: readonly string[], fixtures: readonly BenchFixture[]) {
  const answers: Answer[] = [];
  const deadline = Date.now() + seconds * 1_000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, placer) => {
      const own = tokens.filter((__, index) => index % concurrency === placer);
      // Fewer players than placers: some players have two placers.
      const mine = own.length > 0 ? own : [tokens[placer % tokens.length] ?? ''];
      for (let turn = 0; Date.now() < deadline; turn += 1) {
        const slip = slipOf(fixtures, `bench-${runId}-${(sequence += 1)}`);
        const began = performance.now();
        const answer = await post('/api/sports/bet', slip.body, mine[turn % mine.length] ?? '');
        const answeredAt = performance.now();
        answers.push({
          kind: slip.kind,
          ms: answeredAt - began,
          at: (answeredAt - startedAt) / 1_000,
          http: answer.http,
          status: answer.envelope.status,
        });
        const refusal = `${answer.http} ${statusName(answer.envelope.status) ?? answer.envelope.status}`;
        if (answer.envelope.status !== 0 && !firstRefusals.has(refusal))
          firstRefusals.set(refusal, answer.envelope);
      }
    }),
  );
  return { answers, seconds: (performance.now() - startedAt) / 1_000 };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function latencyLine(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
  return `p50 ${at(50)}  p95 ${at(95)}  p99 ${at(99)}  max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

async function betsByStatus(): Promise<Map<string, number>> {
  const rows = await app.database.db
    .select({ status: sportsBets.status, count: sql<number>`count(*)::int` })
    .from(sportsBets)
    .groupBy(sportsBets.status);
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/**
 * On PostgreSQL, whether autovacuum runs: without it the new tables never get statistics, and the plan of
 * the liability sum each bet runs under its events' locks stays the one for empty tables.
 */
async function autovacuumNote(): Promise<string> {
  if (!app.databaseUrl) return '';
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ autovacuum: string }>('SHOW autovacuum');
    return ` (autovacuum ${rows[0]?.autovacuum ?? 'unknown'})`;
  } finally {
    await client.end();
  }
}

const describeCounts = (counts: Map<string, number>) =>
  [...counts].map(([status, count]) => `${status} ${count}`).join(', ') || 'none';

try {
  await raiseBookLimits(await operatorToken());
  const fixtures: BenchFixture[] = [];
  for (let index = 0; index < fixtureCount; index += 1) fixtures.push(await createFixture(index));

  const fundStartedAt = performance.now();
  const tokens: string[] = [];
  for (let index = 0; index < playerCount; index += 1) {
    const player = await registerPlayer(app, `sp_${runId}_${index}`);
    await fundPlayer(app, player.token, DEPOSIT);
    tokens.push(player.token);
  }
  console.log(
    `Sports placements on ${app.database.driver}${await autovacuumNote()}${app.config.REDIS_URL ? ' + Redis' : ''}: ` +
      `${fixtureCount} pre-match fixtures, ${playerCount} players funded with ${DEPOSIT} each in ` +
      `${((performance.now() - fundStartedAt) / 1_000).toFixed(1)} s, ${concurrency} placers, ` +
      `${WARM_UP_SECONDS} s warm-up then ${durationSeconds} s`,
  );

  await placeFor(WARM_UP_SECONDS, tokens, fixtures);
  const { answers, seconds } = await placeFor(durationSeconds, tokens, fixtures);
  const placed = answers.filter((answer) => answer.status === 0);
  console.log(
    `  placements   ${placed.length} accepted of ${answers.length} in ${seconds.toFixed(1)} s: ` +
      `${(placed.length / seconds).toFixed(1)}/s accepted, ${(answers.length / seconds).toFixed(1)} requests/s`,
  );
  // Each accepted bet adds to the liability sums the next bets on its events read: does the rate hold?
  const quarters = [0, 1, 2, 3].map(
    (quarter) =>
      placed.filter((answer) => Math.min(3, Math.floor((answer.at / seconds) * 4)) === quarter).length /
      (seconds / 4),
  );
  console.log(`  by quarter   ${quarters.map((rate) => rate.toFixed(1)).join(' → ')} accepted/s`);
  console.log(`  latency      all      ${latencyLine(answers.map((answer) => answer.ms))}`);
  for (const kind of ['single', 'multiple', 'system'] as const) {
    const ofKind = answers.filter((answer) => answer.kind === kind);
    console.log(
      `               ${kind.padEnd(8)} ${latencyLine(ofKind.map((answer) => answer.ms))}  (${ofKind.length})`,
    );
  }
  const errors = new Map<string, number>();
  for (const answer of answers.filter((each) => each.status !== 0)) {
    const key = `${answer.http} ${statusName(answer.status) ?? answer.status}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
  }
  console.log(`  refused      ${describeCounts(errors)}`);
  for (const [key, envelope] of firstRefusals) console.log(`    first ${key}: ${JSON.stringify(envelope)}`);
  const before = await betsByStatus();
  console.log(`  bets         ${describeCounts(before)} (warm-up included)`);

  // Settlement: each fixture's 1x2 graded by one message, in turn, as the feed delivers them.
  const settleLatencies: number[] = [];
  for (const [index, { eventId }] of fixtures.entries()) {
    const winner = OUTCOMES[index % OUTCOMES.length] ?? '1';
    const began = performance.now();
    await settleWithin(SETTLE_TIMEOUT_MS, eventId, {
      type: 'bet_settlement',
      ts: Date.now(),
      eventId,
      markets: [
        { id: '1', outcomes: OUTCOMES.map((id) => ({ id, result: id === winner ? 'won' : 'lost' })) },
      ],
    });
    settleLatencies.push(performance.now() - began);
  }
  const settleSeconds = settleLatencies.reduce((sum, ms) => sum + ms, 0) / 1_000;
  const after = await betsByStatus();
  const settled = (before.get('OPEN') ?? 0) - (after.get('OPEN') ?? 0);
  const settledPerSecond = settled / settleSeconds;
  console.log(
    `  settlement   ${settled} bets settled by ${fixtures.length} messages in ${settleSeconds.toFixed(2)} s: ` +
      `${settledPerSecond.toFixed(0)} bets/s (${(settledPerSecond / (placed.length / seconds)).toFixed(1)}× the placement rate); ` +
      `per message ${latencyLine(settleLatencies)}`,
  );
  console.log(`  bets         ${describeCounts(after)}`);

  const violations = await app.services.wallet.checkInvariants();
  console.log(`  ledger       ${violations.length} invariant violations`);
  for (const violation of violations.slice(0, 10))
    console.log(`    ${violation.invariant}: ${violation.detail}`);
} finally {
  agent.destroy();
  // Closes the server and the database (a PostgreSQL run's database is dropped).
  await app.close();
}
