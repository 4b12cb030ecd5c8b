// Lottery cut-off benchmark (issue 16): how many bets the server accepts per second in the last seconds before
// a term's cut-off, with a crowd of sockets in the room. It starts the real server in-process on a fresh
// embedded database (or on DATABASE_URL, with the Redis adapter when REDIS_URL is set) with the lottery loop
// running, so real terms are written, closed under their exclusive lock and drawn. A child process opens N
// sockets the way the web client does (init token, websocket, join token), all in the Win Go 1-minute room
// and its loop; P players are registered and funded through the SANDBOX provider; then, from 5 s before a
// term's cut-off until 1 s after it, a second child process has every player bet in a tight loop (one request
// in flight each, stake 1 on 'big', every 10th bet shared in the room's chat). After the draw the term's proof
// is checked against the answers (the bets it covers are exactly the accepted ones, its digest and outcome
// recompute), the sockets report the chat and draw pushes they received, and the ledger is checked.
// Figures, not assertions (beside the checks): the clients share the machine's cores with the server.
//
//   npm run lottery-cutoff --workspace @casino/bench -- 1000
//   PLAYERS=50 npm run lottery-cutoff --workspace @casino/bench -- 200
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { io as connect, type Socket } from 'socket.io-client';

import {
  HEADER,
  LOTTERY_SOCKET_TYPES,
  SOCKET_EVENTS,
  SOCKET_PATH,
  lotteryLoopModule,
  lotteryRoomModule,
  statusName,
  timeChecksum,
  type LotteryChatMessage,
  type LotteryGameId,
  type LotteryRoomView,
  type LotteryTermProof,
  type LotteryTermView,
} from '@casino/contracts';
import {
  LOTTERY_CLOSE_BEFORE_DRAW_MS,
  commitServerSeed,
  drawLotteryOutcome,
  lotteryBetsDigest,
} from '@casino/game-math';

import { benchIdentity } from './sms-registration.ts';

/** The room measured: Win Go with 1-minute periods. */
const GAME: LotteryGameId = 'wingo';
const PERIOD_SECONDS = 60;
/** Sockets opening at once (the connect ramp). */
const CONNECT_CONCURRENCY = 50;
/** A term is measured only when its cut-off is at least this far away once everything is ready. */
const LEAD_MS = 15_000;
/** The betting window: from this long before the cut-off… */
const BEFORE_CUTOFF_MS = 5_000;
/** …until this long after it (bets then are refused: BETTING_CLOSED). */
const AFTER_CUTOFF_MS = 1_000;
/** Every 10th bet is shared in the room's chat, so every socket in the room receives it. */
const SHARE_EVERY = 10;
/** What each player deposits before betting (stake 1 a bet). */
const DEPOSIT = 1_000;
const SELECTION = { kind: 'big', pick: [] as number[] };

interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

interface Memory {
  rssMb: number;
  heapMb: number;
}

/** What the parent tells the socket process: where the server is, who each socket is, what it joins. */
interface SocketPlan {
  base: string;
  /** One entry per socket: the player token of a logged-in socket, or null for a visitor. */
  tokens: Array<string | null>;
  modules: string[];
}

/** What the parent tells the betting process: the players, the term and the window (epoch ms). */
interface BettorPlan {
  base: string;
  tokens: string[];
  roomId: number;
  termId: number;
  startAt: number;
  endAt: number;
  runId: string;
}

/** One bet request as its player saw it. */
interface BetAnswer {
  status: number;
  /** When it was sent (Date.now, the same machine clock as the server's). */
  sentAt: number;
  /** Request to answer, in ms. */
  ms: number;
  shared: boolean;
  betId: number | null;
  /** The accepted bet's creation time (the server's clock). */
  createdAt: number | null;
}

type SocketReport =
  | {
      kind: 'connected';
      connected: number;
      failed: number;
      connectMs: number;
      p50: number;
      p99: number;
      memory: Memory;
    }
  | {
      kind: 'stats';
      chat: Latency;
      term: Latency;
      /** Term pushes for other terms' draws while measuring (the term before the measured one). */
      otherTerms: number;
      memory: Memory;
    };

type BettorReport = { kind: 'ready' } | { kind: 'bets'; answers: BetAnswer[]; memory: Memory };

const memory = (): Memory => {
  const usage = process.memoryUsage();
  return { rssMb: Math.round(usage.rss / 2 ** 20), heapMb: Math.round(usage.heapUsed / 2 ** 20) };
};

function percentile(sorted: Float64Array | number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function summarize(values: number[]): Latency {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, delay)));

/** The signed headers the web client sends (ST/STT over the path, the Auth token). */
function signed(path: string, token: string | null): Record<string, string> {
  const st = String(Date.now());
  return {
    'content-type': 'application/json',
    [HEADER.serverTime]: st,
    [HEADER.timeChecksum]: timeChecksum(path.split('?', 1)[0] ?? '', st),
    ...(token ? { [HEADER.auth]: token } : {}),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the envelope fields read here are checked by use
type Envelope = { status: number; model?: any; user?: any; list?: any[] };

async function post(base: string, path: string, body: unknown, token: string | null): Promise<Envelope> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: signed(path, token),
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

async function get(base: string, path: string, token: string | null = null): Promise<Envelope> {
  const response = await fetch(`${base}${path}`, { headers: signed(path, token) });
  return (await response.json()) as Envelope;
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function inBatches<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The socket process: N sockets in the room, counting and timing the chat and draw pushes.

async function runSockets(plan: SocketPlan, send: (report: SocketReport) => void): Promise<void> {
  const sockets: Socket[] = [];
  const connectTimes: number[] = [];
  let failed = 0;
  let termId: number | undefined;
  const chatLatencies: number[] = [];
  const termLatencies: number[] = [];
  let otherTerms = 0;
  const onGameData = (message: { type?: string; data?: unknown }) => {
    if (termId === undefined) return;
    const now = Date.now();
    if (message.type === LOTTERY_SOCKET_TYPES.chat) {
      chatLatencies.push(now - (message.data as LotteryChatMessage).createdAt);
    } else if (message.type === LOTTERY_SOCKET_TYPES.term) {
      const finished = (message.data as { finished?: LotteryTermView }).finished;
      if (finished?.id === termId) termLatencies.push(now - finished.drawsAt);
      else otherTerms += 1;
    }
  };

  const startedAt = performance.now();
  await inBatches(plan.tokens, CONNECT_CONCURRENCY, async (token) => {
    const began = performance.now();
    try {
      const init = await post(plan.base, '/api/sockmsg/init', {}, token);
      const socket = connect(plan.base, {
        path: SOCKET_PATH,
        transports: ['websocket'],
        extraHeaders: { authorization: `Basic ${init.model.token as string}` },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const joinToken = await post(plan.base, '/api/sockmsg/join', plan.modules, token);
      const ack = (await socket.emitWithAck(SOCKET_EVENTS.join, joinToken.model.token)) as { ok: boolean };
      if (!ack.ok) throw new Error('join refused');
      socket.on(SOCKET_EVENTS.gameData, onGameData);
      connectTimes.push(performance.now() - began);
    } catch {
      failed += 1;
    }
  });
  const connectMs = performance.now() - startedAt;
  connectTimes.sort((a, b) => a - b);
  send({
    kind: 'connected',
    connected: connectTimes.length,
    failed,
    connectMs,
    p50: percentile(connectTimes, 0.5),
    p99: percentile(connectTimes, 0.99),
    memory: memory(),
  });

  process.on('message', (message: { kind: string; termId?: number }) => {
    if (message.kind === 'measure') termId = message.termId;
    if (message.kind !== 'report') return;
    send({
      kind: 'stats',
      chat: summarize(chatLatencies),
      term: summarize(termLatencies),
      otherTerms,
      memory: memory(),
    });
    for (const socket of sockets) socket.close();
    setTimeout(() => process.exit(0), 100);
  });
}

// ---------------------------------------------------------------------------------------------------------
// The betting process: every player bets in a tight loop through the cut-off.

async function runBettors(plan: BettorPlan): Promise<{ answers: BetAnswer[]; memory: Memory }> {
  const answers: BetAnswer[] = [];
  let sequence = 0;
  await sleep(plan.startAt - Date.now());
  await Promise.all(
    plan.tokens.map(async (token, player) => {
      for (let turn = 0; Date.now() < plan.endAt; turn += 1) {
        const shared = sequence++ % SHARE_EVERY === 0;
        const sentAt = Date.now();
        const began = performance.now();
        let answer: Envelope;
        try {
          answer = await post(
            plan.base,
            '/api/lottery/bet',
            {
              roomId: plan.roomId,
              termId: plan.termId,
              selection: SELECTION,
              betAmount: 1,
              share: shared,
              requestId: `${plan.runId}-${player}-${turn}`,
            },
            token,
          );
        } catch {
          answer = { status: -1 };
        }
        const accepted = answer.status === 0;
        answers.push({
          status: answer.status,
          sentAt,
          ms: performance.now() - began,
          shared,
          betId: accepted ? (answer.model.id as number) : null,
          createdAt: accepted ? (answer.model.createdAt as number) : null,
        });
      }
    }),
  );
  return { answers, memory: memory() };
}

// ---------------------------------------------------------------------------------------------------------
// The parent: the server, the players, the measured term, the checks and the report.

/** Forks this file in a role; `next` answers the child's next message. */
function child<Report>(role: string) {
  const worker: ChildProcess = fork(fileURLToPath(import.meta.url), [role], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const next = () =>
    new Promise<Report>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${role} process exited with ${code}`));
      worker.once('exit', onExit);
      worker.once('message', (report: Report) => {
        worker.off('exit', onExit);
        resolve(report);
      });
    });
  return { process: worker, next };
}

async function runServer(): Promise<number> {
  const socketCount = Number(process.argv[2] ?? 1000);
  const playerCount = Number(process.env.PLAYERS ?? 200);
  if (!Number.isInteger(socketCount) || socketCount < 1)
    throw new Error('usage: lottery-cutoff.ts [sockets]');
  if (!Number.isInteger(playerCount) || playerCount < 1)
    throw new Error('PLAYERS must be a positive integer');

  const [
    { Redis },
    { buildApp },
    { loadConfig },
    { openDatabase },
    { seedReferenceData, seedSandboxChannels },
    { seedDemoLotteryRooms },
  ] = await Promise.all([
    import('ioredis'),
    import('../apps/server/src/app.ts'),
    import('../apps/server/src/platform/config.ts'),
    import('../apps/server/src/db/client.ts'),
    import('../apps/server/src/seed.ts'),
    import('../apps/server/src/modules/lottery/index.ts'),
  ]);
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    PORT: '0',
    HOST: '127.0.0.1',
    REGISTRATIONS_PER_IP_PER_HOUR: '100000',
    // Every socket of the run comes from this machine's one address.
    SOCKETS_PER_IP: '100000',
    REDIS_KEY_PREFIX: `bench-${Date.now().toString(36)}:`,
    SANDBOX_PROVIDERS: 'true',
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    SANDBOX_WEBHOOK_DROP_RATE: '0',
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await seedReferenceData(database.db);
  await seedSandboxChannels(database.db);
  await seedDemoLotteryRooms(database.db);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL) : undefined;
  // The SANDBOX provider's webhooks (the deposits) go straight into this app.
  const holder: { inject?: (url: string, body: string, headers: Record<string, string>) => Promise<number> } =
    {};
  const { http, services, workerTick, loops } = await buildApp({
    config,
    database,
    redis,
    webhookTransport: (url, body, headers) => holder.inject?.(url, body, headers) ?? Promise.resolve(503),
  });
  holder.inject = async (url, body, headers) =>
    (await http.inject({ method: 'POST', url: new URL(url).pathname, payload: body, headers })).statusCode;
  await http.listen({ port: 0, host: '127.0.0.1' });
  // The draws, as in a served site: terms written ahead, closed at the cut-off, drawn and announced.
  const lotteryLoop = loops.find(({ name }) => name === 'lottery draws')?.loop;
  if (!lotteryLoop) throw new Error('no lottery loop');
  lotteryLoop.start();
  const address = http.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const rooms = (await get(base, '/api/lottery/rooms')).list as LotteryRoomView[] | undefined;
  const room = rooms?.find((each) => each.gameId === GAME && each.periodSeconds === PERIOD_SECONDS);
  if (!room) throw new Error(`no ${GAME} ${PERIOD_SECONDS} s room: ${JSON.stringify(rooms)}`);
  const modules = [lotteryRoomModule(room.id), lotteryLoopModule(GAME, PERIOD_SECONDS)];
  console.log(
    `Lottery cut-off on ${database.driver}${redis ? ' + Redis adapter' : ''}: room "${room.name}" (id ${room.id}), ` +
      `${socketCount} sockets in ${modules.join(' + ')}, ${playerCount} betting players`,
  );

  // The betting process starts now (it waits for its plan), so its start-up is not in the wait.
  const bettors = child<BettorReport>('--bettors');
  const bettorsReady = bettors.next();

  // Players: registered, then funded one deposit at a time through the SANDBOX provider.
  const fundStartedAt = performance.now();
  const prefix = `cut_${Date.now().toString(36)}`;
  const players: string[] = [];
  await inBatches(
    Array.from({ length: playerCount }, (_, index) => index),
    8,
    async (index) => {
      const answer = await post(
        base,
        '/api/auth/register',
        { username: `${prefix}_${index}`, password: 'bench-password-1', ...benchIdentity() },
        null,
      );
      if (answer.status !== 0) throw new Error(`register failed: ${JSON.stringify(answer)}`);
      players.push(answer.user.token as string);
    },
  );
  await inBatches(players, 1, async (token, index) => {
    const order = await post(
      base,
      '/api/pay/recharge',
      { channelId: 'sandbox-brl', amount: DEPOSIT, requestId: `${prefix}-fund-${index}` },
      token,
    );
    const payUrl = order.model?.payUrl as string | undefined;
    if (!payUrl) throw new Error(`recharge failed: ${JSON.stringify(order)}`);
    await services.sandbox.complete(new URL(payUrl, base).pathname.split('/').pop() ?? '', 'pay');
  });
  while ((await services.sandbox.deliverDue()).delivered > 0) {
    // Delivered 20 at a time until none is due.
  }
  await workerTick();
  console.log(
    `players               ${players.length} registered and funded with ${DEPOSIT} each in ` +
      `${((performance.now() - fundStartedAt) / 1000).toFixed(1)} s`,
  );

  // Sockets: half logged in as the players (a player may have a few tabs), half visitors.
  const tokens = Array.from({ length: socketCount }, (_, index) =>
    index % 2 === 0 ? (players[(index / 2) % players.length] ?? null) : null,
  );
  const sockets = child<SocketReport>('--sockets');
  const connectedPromise = sockets.next();
  sockets.process.send({ base, tokens, modules } satisfies SocketPlan);
  const connected = await connectedPromise;
  if (connected.kind !== 'connected') throw new Error('unexpected report');
  console.log(
    `sockets connected     ${connected.connected}/${socketCount} (failed ${connected.failed}) in ${(connected.connectMs / 1000).toFixed(1)} s; ` +
      `per socket init+connect+join p50 ${connected.p50.toFixed(0)} ms, p99 ${connected.p99.toFixed(0)} ms`,
  );
  if ((await bettorsReady).kind !== 'ready') throw new Error('unexpected report');

  // The measured term: the current one if its cut-off is far enough away, else the next.
  const state = (await get(base, `/api/lottery/room?roomId=${room.id}`)).model as {
    term: LotteryTermView;
    next: LotteryTermView;
  };
  const term = state.term.closesAt - Date.now() > LEAD_MS ? state.term : state.next;
  const startAt = term.closesAt - BEFORE_CUTOFF_MS;
  const endAt = term.closesAt + AFTER_CUTOFF_MS;
  console.log(
    `measured term         ${term.label} (id ${term.id}): cut-off in ${((term.closesAt - Date.now()) / 1000).toFixed(1)} s, ` +
      `draw ${LOTTERY_CLOSE_BEFORE_DRAW_MS / 1000} s later; betting from cut-off −${BEFORE_CUTOFF_MS / 1000} s to +${AFTER_CUTOFF_MS / 1000} s`,
  );
  sockets.process.send({ kind: 'measure', termId: term.id });
  const betsPromise = bettors.next();
  bettors.process.send({
    base,
    tokens: players,
    roomId: room.id,
    termId: term.id,
    startAt,
    endAt,
    runId: prefix,
  } satisfies BettorPlan);
  const betsReport = await betsPromise;
  if (betsReport.kind !== 'bets') throw new Error('unexpected report');
  const { answers } = betsReport;

  // The answers: accepted, refused by status name, timing against the cut-off.
  const accepted = answers.filter((answer) => answer.status === 0);
  const byStatus = new Map<string, number>();
  for (const answer of answers) {
    if (answer.status === 0) continue;
    const name = statusName(answer.status) ?? String(answer.status);
    byStatus.set(name, (byStatus.get(name) ?? 0) + 1);
  }
  const closed = answers.filter((answer) => statusName(answer.status) === 'BETTING_CLOSED');
  const closedSentBefore = closed.filter((answer) => answer.sentAt < term.closesAt).length;
  const lastSecond = accepted.filter((answer) => answer.sentAt >= term.closesAt - 1_000).length;
  const lastAccepted = Math.max(...accepted.map((answer) => answer.sentAt));
  const acceptedLatency = summarize(accepted.map((answer) => answer.ms));
  console.log(
    `bets                  ${answers.length} requests from ${players.length} players (one in flight each), ` +
      `${accepted.length} accepted (${accepted.filter((answer) => answer.shared).length} shared in the chat)`,
  );
  console.log(
    `accepted/s            ${(accepted.length / (BEFORE_CUTOFF_MS / 1000)).toFixed(1)} over the ${BEFORE_CUTOFF_MS / 1000}-s window; ` +
      `${lastSecond} accepted in the last 1 s before the cut-off (sent from cut-off −1 s); ` +
      `last accepted sent at cut-off ${accepted.length > 0 ? `${lastAccepted - term.closesAt} ms` : 'n/a'}`,
  );
  console.log(
    `refused               ${closed.length} BETTING_CLOSED (${closedSentBefore} of them sent before the cut-off, ` +
      `answered after it)${[...byStatus]
        .filter(([name]) => name !== 'BETTING_CLOSED')
        .map(([name, count]) => `, ${count} ${name}`)
        .join('')}`,
  );
  console.log(
    `accepted bet latency  p50 ${ms(acceptedLatency.p50)}   p99 ${ms(acceptedLatency.p99)}   max ${ms(acceptedLatency.max)}`,
  );

  // The draw: wait for the term to finish, then check its proof against the answers.
  let proof: LotteryTermProof | undefined;
  while (Date.now() < term.drawsAt + 30_000) {
    const answer = await get(base, `/api/lottery/term?id=${term.id}`);
    if (answer.status === 0 && (answer.model as LotteryTermProof).term.status === 'FINISHED') {
      proof = answer.model as LotteryTermProof;
      break;
    }
    await sleep(200);
  }
  if (!proof) throw new Error(`term ${term.id} was not drawn within 30 s of its draw time`);
  const drawn = proof.term;
  const acceptedIds = accepted.map((answer) => answer.betId as number).sort((a, b) => a - b);
  const proofIds = proof.bets.map((bet) => bet.id).sort((a, b) => a - b);
  const outcome = drawLotteryOutcome(GAME, drawn.seed ?? '', drawn.betsDigest ?? '', drawn.number);
  const checks: Array<[string, boolean]> = [
    [
      `the term's ${proofIds.length} bets are exactly the ${acceptedIds.length} accepted bet ids`,
      proofIds.length === acceptedIds.length && proofIds.every((id, index) => id === acceptedIds[index]),
    ],
    [
      'no bet accepted at or after the cut-off (each sent and created before closesAt)',
      accepted.every(
        (answer) => answer.sentAt < term.closesAt && (answer.createdAt ?? Infinity) < term.closesAt,
      ),
    ],
    ['lotteryBetsDigest(bets) === term.betsDigest', lotteryBetsDigest(proof.bets) === drawn.betsDigest],
    [
      `drawLotteryOutcome(seed, digest, period) === term.outcome [${drawn.outcome?.join(',')}]`,
      JSON.stringify(outcome) === JSON.stringify(drawn.outcome),
    ],
    [
      'the revealed seed hashes to the committed seedHash',
      commitServerSeed(drawn.seed ?? '') === drawn.seedHash,
    ],
  ];
  for (const [label, passed] of checks) console.log(`${passed ? '✓' : '✗'} ${label}`);

  // The sockets' figures, once the last pushes have landed.
  await sleep(1_500);
  const statsPromise = sockets.next();
  sockets.process.send({ kind: 'report' });
  const stats = await statsPromise;
  if (stats.kind !== 'stats') throw new Error('unexpected report');
  const sharedAccepted = accepted.filter((answer) => answer.shared).length;
  const chatExpected = sharedAccepted * connected.connected;
  console.log(
    `chat pushes           ${stats.chat.count}/${chatExpected} (${sharedAccepted} shared bets × ${connected.connected} sockets) ` +
      `latency (now − createdAt) p50 ${ms(stats.chat.p50)}   p99 ${ms(stats.chat.p99)}   max ${ms(stats.chat.max)}`,
  );
  console.log(
    `draw push             ${stats.term.count}/${connected.connected} sockets got the term's lottery_term ` +
      `latency (now − drawsAt) p50 ${ms(stats.term.p50)}   p99 ${ms(stats.term.p99)}   max ${ms(stats.term.max)}` +
      (stats.otherTerms > 0 ? ` (and ${stats.otherTerms} pushes of the earlier term's draw)` : ''),
  );
  (globalThis as { gc?: () => void }).gc?.();
  const server = memory();
  console.log(
    `memory                server rss ${server.rssMb} MB, heap ${server.heapMb} MB (after a full collection); ` +
      `socket process rss ${stats.memory.rssMb} MB, heap ${stats.memory.heapMb} MB; ` +
      `betting process rss ${betsReport.memory.rssMb} MB, heap ${betsReport.memory.heapMb} MB`,
  );

  await lotteryLoop.stop();
  const violations = await services.wallet.checkInvariants();
  console.log(`${violations.length === 0 ? '✓' : '✗'} ledger invariants: ${violations.length} violations`);
  for (const violation of violations.slice(0, 10))
    console.log(`  ${violation.invariant}: ${violation.detail}`);

  await http.close();
  await redis?.quit();
  await database.close();
  return checks.every(([, passed]) => passed) && violations.length === 0 ? 0 : 1;
}

if (process.argv.includes('--sockets')) {
  process.once('message', (plan: SocketPlan) => {
    void runSockets(plan, (report) => process.send?.(report));
  });
} else if (process.argv.includes('--bettors')) {
  process.once('message', (plan: BettorPlan) => {
    void runBettors(plan).then(({ answers, memory: used }) => {
      process.send?.({ kind: 'bets', answers, memory: used } satisfies BettorReport, () => process.exit(0));
    });
  });
  process.send?.({ kind: 'ready' } satisfies BettorReport);
} else {
  process.exit(await runServer());
}
