// Socket fan-out benchmark: starts the real server in-process on a fresh embedded database (or on
// DATABASE_URL, with the Redis adapter when REDIS_URL is set), then a child process opens N sockets the
// way the web client does (init token, websocket, join token): half of them logged in as players, all of
// them subscribed to one game module. The server publishes through its RealtimePublisher at a steady rate
// to the module room and to single players; the child times every delivery from the timestamp in the
// payload. Figures, not assertions: the clients share the machine's cores with the server.
//
//   npm run fanout --workspace @casino/bench -- 2000
//   BENCH_SECONDS=10 MODULE_RATE=10 USER_RATE=100 npm run fanout --workspace @casino/bench
//
// Live mode (issues 7 and 14), `LIVE=1`: instead of synthetic messages, the real crash loop runs from the
// server's start (6 s betting window, flight, crash, 3 s pause); once the players are funded the sockets
// time its own round events (bet-begin, take-off, crash) from the round's timestamps, and as each window
// opens up to 200 funded players in the client process bet at once (accepted bets per second reported).
// It ends after LIVE_ROUNDS rounds have crashed (6), or BENCH_SECONDS (300): a round's length is the chain's.
//   LIVE=1 npm run fanout --workspace @casino/bench -- 5000
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { io as connect, type Socket } from 'socket.io-client';

import { HEADER, SOCKET_EVENTS, SOCKET_PATH, timeChecksum } from '@casino/contracts';

import { benchIdentity } from './sms-registration.ts';

/** The module room every socket joins. */
const MODULE = 'crash';
/** Sockets opening at once (a real crowd arrives spread out; this is the ramp). */
const CONNECT_CONCURRENCY = 50;

/** What the parent tells the child: where the server is and who each socket is. */
interface ClientPlan {
  base: string;
  /** One entry per socket: the player token of a logged-in socket, or null for a visitor. */
  tokens: Array<string | null>;
  /** Live mode: the funded players who all bet as each betting window opens (bet-begin). */
  bettors: string[];
}

/** One betting window as the betting players saw it. */
interface BetWindow {
  accepted: number;
  refused: number;
  ms: number;
}

/** Messages between the two processes. */
type ChildReport =
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
      received: number;
      latencies: Latency;
      /** Live mode: the same figures per round event (bet-begin, take-off, crash). */
      byEvent: Record<string, Latency & { count: number }>;
      memory: Memory;
      /** The live bet feed: messages received on the bet events, and the bets they carried. */
      betMessages: number;
      betsCarried: number;
      windows: BetWindow[];
      /** The client process's garbage-collection pauses while measuring: a pause delays every delivery in it. */
      gc: GcPauses;
    };

interface GcPauses {
  longestMs: number;
  totalMs: number;
}

/** This process's garbage-collection pauses from the call on. */
function watchGcPauses(): () => GcPauses {
  const pauses: GcPauses = { longestMs: 0, totalMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.longestMs = Math.max(pauses.longestMs, entry.duration);
      pauses.totalMs += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => ({ ...pauses });
}

interface Latency {
  p50: number;
  p99: number;
  max: number;
}

interface Memory {
  rssMb: number;
  heapMb: number;
}

/** The timestamps a live round event carries (contracts CrashRoundView). */
interface RoundTimes {
  status?: string;
  bettingEndsAt?: number;
  startedAt?: number | null;
  crashedAt?: number | null;
}

/** The crash loop's betting window (server default), to date a round's opening from its end. */
const BETTING_MS = 6_000;

/** The name a live round event is reported under, from the round's status. */
const EVENT_NAMES: Record<string, string> = { BETTING: 'bet-begin', FLYING: 'take-off', CRASHED: 'crash' };

/** When the server produced a live round event: opening, take-off or crash. */
function roundEventTime(data: RoundTimes | undefined, clockOffset: number): number | undefined {
  if (!data?.status) return undefined;
  let at: number | null | undefined;
  if (data.status === 'BETTING' && data.bettingEndsAt) at = data.bettingEndsAt - BETTING_MS;
  if (data.status === 'FLYING') at = data.startedAt;
  if (data.status === 'CRASHED') at = data.crashedAt;
  return typeof at === 'number' ? at + clockOffset : undefined;
}

function summarize(sorted: Float64Array | number[]): Latency {
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

/** A wall-clock time in milliseconds with sub-millisecond precision, comparable across processes. */
const nowMs = () => performance.timeOrigin + performance.now();

const memory = (): Memory => {
  const usage = process.memoryUsage();
  return { rssMb: Math.round(usage.rss / 2 ** 20), heapMb: Math.round(usage.heapUsed / 2 ** 20) };
};

/** When the betting players bet after a round opens: from 100 ms, spread over 900 ms. */
const REACTION_MS = { from: 100, spread: 900 };

function percentile(sorted: Float64Array | number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** A signed POST, as the web client sends it (ST/STT headers, Auth token). */
async function post(base: string, path: string, body: unknown, token: string | null) {
  const st = String(Date.now());
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADER.serverTime]: st,
      [HEADER.timeChecksum]: timeChecksum(path, st),
      ...(token ? { [HEADER.auth]: token } : {}),
    },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the envelope fields read here are checked by use
  return (await response.json()) as { status: number; model?: any; user?: any };
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
// The child: N sockets, each timing what it receives.

async function runClients(plan: ClientPlan, send: (report: ChildReport) => void): Promise<void> {
  const sockets: Socket[] = [];
  const connectTimes: number[] = [];
  let failed = 0;
  let latencies = new Float64Array(1 << 20);
  let received = 0;
  let betMessages = 0;
  let betsCarried = 0;
  const byEvent = new Map<string, number[]>();
  const countBets = (message: { bet?: unknown; bets?: unknown[] }) => {
    betMessages += 1;
    betsCarried += message.bets?.length ?? (message.bet === undefined ? 0 : 1);
  };
  // Deliveries count from the parent's word on (after the connect ramp and the server's warm-up).
  let measuring = false;
  const record = (message: { data?: RoundTimes & { sentAt?: number } }) => {
    if (!measuring) return;
    // Synthetic messages carry the parent's clock; round events the server's Date.now().
    const sentAt = message.data?.sentAt ?? roundEventTime(message.data, nowMs() - Date.now());
    if (typeof sentAt !== 'number') return;
    if (received === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    const latency = nowMs() - sentAt;
    latencies[received++] = latency;
    const name = EVENT_NAMES[message.data?.status ?? ''];
    if (name) {
      const list = byEvent.get(name) ?? [];
      list.push(latency);
      byEvent.set(name, list);
    }
  };

  // Live mode: as a round opens, every betting player bets at once (players react to bet-begin).
  const windows: BetWindow[] = [];
  const betRounds = new Set<number>();
  let watchingForBets = false;
  const placeBets = async (message: { data?: { id?: number } }) => {
    const roundId = message.data?.id;
    if (!measuring || plan.bettors.length === 0 || roundId === undefined || betRounds.has(roundId)) return;
    betRounds.add(roundId);
    const began = performance.now();
    // Players react to the opened window within a second (100 ms to 1 s, spread evenly), as people do:
    // bets fired in the same millisecond as the event would measure this process's own fetch set-up in
    // the deliveries it is still reading, not the server.
    const answers = await Promise.all(
      plan.bettors.map(async (token, index) => {
        await new Promise((resolve) =>
          setTimeout(resolve, REACTION_MS.from + (REACTION_MS.spread * index) / plan.bettors.length),
        );
        return post(plan.base, '/api/game/crash/bet', { model: { betAmount: 1, autoCashOut: 2 } }, token);
      }),
    );
    const accepted = answers.filter((answer) => answer.status === 0).length;
    windows.push({ accepted, refused: answers.length - accepted, ms: performance.now() - began });
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
      const joinToken = await post(plan.base, '/api/sockmsg/join', { modules: [MODULE] }, token);
      const ack = (await socket.emitWithAck(SOCKET_EVENTS.join, joinToken.model.token)) as { ok: boolean };
      if (!ack.ok) throw new Error('join refused');
      socket.on('game-data', record);
      socket.on('balance', record);
      socket.on('bet-begin', record);
      if (!watchingForBets) {
        watchingForBets = true;
        socket.on('bet-begin', (message) => void placeBets(message));
      }
      socket.on(SOCKET_EVENTS.bet, countBets);
      socket.on(SOCKET_EVENTS.betWin, countBets);
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

  let gcPauses: () => GcPauses = () => ({ longestMs: 0, totalMs: 0 });
  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'measure') {
      measuring = true;
      gcPauses = watchGcPauses();
    }
    if (message.kind !== 'report') return;
    const sorted = latencies.slice(0, received).sort();
    send({
      kind: 'stats',
      received,
      betMessages,
      betsCarried,
      windows,
      gc: gcPauses(),
      latencies: summarize(sorted),
      byEvent: Object.fromEntries(
        [...byEvent].map(([name, list]) => {
          const eventSorted = Float64Array.from(list).sort();
          return [name, { count: list.length, ...summarize(eventSorted) }];
        }),
      ),
      memory: memory(),
    });
    for (const socket of sockets) socket.close();
    setTimeout(() => process.exit(0), 100);
  });
}

// ---------------------------------------------------------------------------------------------------------
// The parent: the server, the players, the publisher and the report.

async function runServer(): Promise<void> {
  const socketCount = Number(process.argv[2] ?? 1000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const moduleRate = Number(process.env.MODULE_RATE ?? 10);
  const userRate = Number(process.env.USER_RATE ?? 100);
  if (!Number.isInteger(socketCount) || socketCount < 1) throw new Error('usage: socket-fanout.ts [sockets]');

  const live = process.env.LIVE === '1';
  const [
    { Redis },
    { buildApp },
    { loadConfig },
    { openDatabase },
    { seedReferenceData, seedSandboxChannels, seedDemoLobby, seedDemoCrashChains },
  ] = await Promise.all([
    import('ioredis'),
    import('../apps/server/src/app.ts'),
    import('../apps/server/src/platform/config.ts'),
    import('../apps/server/src/db/client.ts'),
    import('../apps/server/src/seed.ts'),
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
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    SANDBOX_WEBHOOK_DROP_RATE: '0',
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await seedReferenceData(database.db);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL) : undefined;
  if (live) {
    await seedSandboxChannels(database.db);
    await seedDemoLobby(database.db);
  }
  // The SANDBOX provider's webhooks (live mode funds players) go straight into this app.
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
  // The live loop deals rounds only from a chain salted by its beacon round (the next one, ~3 s away).
  if (live) await seedDemoCrashChains(database.db, services.beacon, 100_000);
  await http.listen({ port: 0, host: '127.0.0.1' });
  // Live: the crash loop runs from the start, as in a served site (its first round builds the chain's
  // hashes); only the crash loop, so aviator does not share the machine and the figures.
  const crashLoops = loops.filter(({ name }) => name.endsWith(' rounds')).map(({ loop }) => loop);
  if (live) crashLoops[0]?.start();
  const address = http.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  // Half the sockets are logged in; at most 200 players, so a player may have a few tabs open.
  const loggedIn = Math.floor(socketCount / 2);
  const playerCount = Math.max(1, Math.min(200, loggedIn));
  const players: Array<{ token: string; userId: number }> = [];
  const prefix = `fan_${Date.now().toString(36)}`;
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
      players.push({ token: answer.user.token as string, userId: answer.user.userId as number });
    },
  );
  const tokens: Array<string | null> = [];
  const socketsOfUser = new Map<number, number>();
  for (let index = 0; index < socketCount; index += 1) {
    if (index % 2 === 0 && index / 2 < loggedIn) {
      const player = players[(index / 2) % playerCount] as { token: string; userId: number };
      tokens.push(player.token);
      socketsOfUser.set(player.userId, (socketsOfUser.get(player.userId) ?? 0) + 1);
    } else {
      tokens.push(null);
    }
  }

  console.log(
    `Socket fan-out on ${database.driver}${redis ? ' + Redis adapter' : ''}: ${socketCount} sockets ` +
      `(${loggedIn} logged in as ${playerCount} players, all in module "${MODULE}"), websocket transport`,
  );

  // Memory is read after a full collection (the script runs with --expose-gc), so the per-socket figure
  // is what the sockets hold, not garbage awaiting collection.
  const settledMemory = () => {
    (globalThis as { gc?: () => void }).gc?.();
    return memory();
  };
  const serverBeforeConnect = settledMemory();
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--clients'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const reports: ChildReport[] = [];
  const nextReport = () =>
    new Promise<ChildReport>((resolve, reject) => {
      child.once('message', (report: ChildReport) => resolve(report));
      child.once('exit', (code) => reject(new Error(`clients exited with ${code}`)));
    });
  const connectedPromise = nextReport();
  child.send({
    base,
    tokens,
    bettors: live ? players.map((player) => player.token) : [],
  } satisfies ClientPlan);
  const connected = await connectedPromise;
  if (connected.kind !== 'connected') throw new Error('unexpected report');
  reports.push(connected);
  console.log(
    `sockets connected     ${connected.connected}/${socketCount} (failed ${connected.failed}) in ${(connected.connectMs / 1000).toFixed(1)} s ` +
      `(${Math.round((connected.connected / connected.connectMs) * 1000)}/s); per socket init+connect+join p50 ${connected.p50.toFixed(0)} ms, p99 ${connected.p99.toFixed(0)} ms`,
  );
  const serverAfterConnect = settledMemory();
  const perSocketKb = (after: number, before: number) =>
    (((after - before) * 1024) / Math.max(1, connected.connected)).toFixed(1);
  console.log(
    `memory per socket     server heap +${perSocketKb(serverAfterConnect.heapMb, serverBeforeConnect.heapMb)} KB ` +
      `(heap ${serverBeforeConnect.heapMb} → ${serverAfterConnect.heapMb} MB after a full collection, rss ${serverAfterConnect.rssMb} MB); ` +
      `client process rss ${connected.memory.rssMb} MB for all ${connected.connected}`,
  );

  if (live) {
    let serverGc: () => GcPauses = () => ({ longestMs: 0, totalMs: 0 });
    const rounds = await runLiveRounds({
      base,
      players,
      seconds: Number(process.env.BENCH_SECONDS ?? 300),
      roundsWanted: Number(process.env.LIVE_ROUNDS ?? 6),
      services,
      workerTick,
      measure: () => {
        serverGc = watchGcPauses();
        child.send({ kind: 'measure' });
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const liveStats = nextReport();
    child.send({ kind: 'report' });
    const stats = await liveStats;
    if (stats.kind !== 'stats') throw new Error('unexpected report');
    const serverAfterRun = memory();
    const accepted = stats.windows.reduce((sum, window) => sum + window.accepted, 0);
    const refused = stats.windows.reduce((sum, window) => sum + window.refused, 0);
    const busyMs = stats.windows.reduce((sum, window) => sum + window.ms, 0);
    console.log(
      `live rounds           ${rounds} rounds played, ${stats.windows.length} betting windows; ${accepted} bets accepted, ` +
        `${refused} refused; each window's ${players.length} players bet 0.1–1 s after bet-begin (from the client ` +
        `process), all answered within ${Math.round(busyMs / Math.max(1, stats.windows.length))} ms of it on average`,
    );
    console.log(
      `round events          ${stats.received} delivered (bet-begin, take-off, crash) ` +
        `latency p50 ${stats.latencies.p50.toFixed(1)} ms   p99 ${stats.latencies.p99.toFixed(1)} ms   max ${stats.latencies.max.toFixed(1)} ms`,
    );
    for (const [name, figures] of Object.entries(stats.byEvent)) {
      console.log(
        `  ${name.padEnd(20)}${String(figures.count).padStart(7)} deliveries   p50 ${figures.p50.toFixed(1)} ms   ` +
          `p99 ${figures.p99.toFixed(1)} ms   max ${figures.max.toFixed(1)} ms`,
      );
    }
    console.log(
      `bet feed              ${stats.betMessages} bet messages delivered carrying ${stats.betsCarried} bets ` +
        `(${(stats.betsCarried / Math.max(1, stats.betMessages)).toFixed(1)} bets per message)`,
    );
    console.log(
      `server memory         rss ${serverAfterConnect.rssMb} MB after connect; rss ${serverAfterRun.rssMb} MB, heap ${serverAfterRun.heapMb} MB after the rounds`,
    );
    const gcLine = ({ longestMs, totalMs }: GcPauses) =>
      `longest ${longestMs.toFixed(0)} ms, ${totalMs.toFixed(0)} ms in all`;
    console.log(
      `gc pauses             server ${gcLine(serverGc())}; client process ${gcLine(stats.gc)} ` +
        '(a pause delays every delivery that falls in it)',
    );
    for (const loop of crashLoops) await loop.stop();
    await http.close();
    await redis?.quit();
    await database.close();
    return;
  }

  // Publish at a steady rate for `seconds`: module messages reach every socket, user pushes a player's tabs.
  const tickMs = 50;
  const ticks = Math.round((seconds * 1000) / tickMs);
  let moduleSent = 0;
  let userSent = 0;
  let expected = 0;
  const userIds = [...socketsOfUser.keys()];
  let moduleDue = 0;
  let userDue = 0;
  child.send({ kind: 'measure' });
  const publishStartedAt = performance.now();
  for (let tick = 0; tick < ticks; tick += 1) {
    moduleDue += (moduleRate * tickMs) / 1000;
    userDue += (userRate * tickMs) / 1000;
    for (; moduleDue >= 1; moduleDue -= 1) {
      services.realtime.toModule(MODULE, 'game-data', {
        type: 'game_data',
        data: { seq: moduleSent++, sentAt: nowMs() },
      });
      expected += connected.connected;
    }
    for (; userDue >= 1 && userIds.length > 0; userDue -= 1) {
      const userId = userIds[userSent % userIds.length] as number;
      services.realtime.toUser(userId, 'balance', {
        type: 'balance',
        balance: userSent,
        data: { seq: userSent++, sentAt: nowMs() },
      });
      expected += socketsOfUser.get(userId) ?? 0;
    }
    const wakeAt = publishStartedAt + (tick + 1) * tickMs;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wakeAt - performance.now())));
  }
  const publishMs = performance.now() - publishStartedAt;
  const serverAfterRun = memory();
  // Let the last messages land, then collect the child's figures.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const statsPromise = nextReport();
  child.send({ kind: 'report' });
  const stats = await statsPromise;
  if (stats.kind !== 'stats') throw new Error('unexpected report');

  console.log(
    `published             ${moduleSent} module messages (${moduleRate}/s) + ${userSent} user pushes (${userRate}/s) over ${(publishMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `delivered             ${stats.received}/${expected} (${((stats.received / Math.max(1, expected)) * 100).toFixed(2)} %), ` +
      `${Math.round(stats.received / (publishMs / 1000))} messages/s`,
  );
  console.log(
    `delivery latency      p50 ${stats.latencies.p50.toFixed(1)} ms   p99 ${stats.latencies.p99.toFixed(1)} ms   max ${stats.latencies.max.toFixed(1)} ms`,
  );
  console.log(
    `server memory         rss ${serverAfterConnect.rssMb} MB, heap ${serverAfterConnect.heapMb} MB after connect; ` +
      `rss ${serverAfterRun.rssMb} MB, heap ${serverAfterRun.heapMb} MB after publishing`,
  );
  console.log(
    `client process memory rss ${stats.memory.rssMb} MB, heap ${stats.memory.heapMb} MB (all ${socketCount} sockets)`,
  );

  await http.close();
  await redis?.quit();
  await database.close();
}

/**
 * Live mode: funds the players through the SANDBOX provider, starts the clients' timing, and lets the crash
 * loop play until `roundsWanted` rounds have crashed (or `seconds` have passed: a round's length is the
 * chain's to decide). The betting players are in the client process. Answers the rounds played.
 */
async function runLiveRounds(context: {
  base: string;
  players: Array<{ token: string; userId: number }>;
  seconds: number;
  roundsWanted: number;
  services: {
    crash: { crash: { state(): Promise<{ round: { id: number; status: string } | null }> } };
    sandbox: { complete(id: string, outcome: 'pay'): Promise<unknown> };
  };
  workerTick: () => Promise<void>;
  /** Starts the clients' timing, once the players are funded. */
  measure: () => void;
}): Promise<number> {
  const { base, players, seconds, services, workerTick } = context;
  // One deposit at a time: the embedded database takes one transaction at a time anyway.
  await inBatches(players, 1, async (player, index) => {
    const order = await post(
      base,
      '/api/pay/recharge',
      { channelId: 'sandbox-brl', amount: 1_000, requestId: `fan-fund-${index}-${Date.now()}` },
      player.token,
    );
    const payUrl = order.model?.payUrl as string | undefined;
    if (!payUrl) throw new Error(`recharge failed: ${JSON.stringify(order)}`);
    await services.sandbox.complete(new URL(payUrl, base).pathname.split('/').pop() ?? '', 'pay');
  });
  for (let turn = 0; turn < 20; turn += 1) await workerTick();
  context.measure();

  // Count the rounds that crash from now on (the round in flight when timing starts counts too).
  const crashed = new Set<number>();
  const endAt = Date.now() + seconds * 1000;
  while (crashed.size < context.roundsWanted && Date.now() < endAt) {
    const { round } = await services.crash.crash.state();
    if (round?.status === 'CRASHED') crashed.add(round.id);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return crashed.size;
}

if (process.argv.includes('--clients')) {
  process.once('message', (plan: ClientPlan) => {
    void runClients(plan, (report) => process.send?.(report));
  });
} else {
  await runServer();
}
