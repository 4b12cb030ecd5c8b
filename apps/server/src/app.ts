import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';

import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuthRoutes } from './modules/auth/index.ts';
import { AuthService } from './modules/auth/index.ts';
import { PlayerRegistration } from './modules/auth/index.ts';
import { PasswordReset } from './modules/auth/index.ts';
import { registerChatRoutes } from './modules/chat/index.ts';
import { ChatService } from './modules/chat/index.ts';
import { CrashLoop } from './modules/crash/index.ts';
import { ChatModeration } from './modules/chat/index.ts';
import { settledLotteryPlays } from './modules/lottery/index.ts';
import { LotteryBets } from './modules/lottery/index.ts';
import { LotteryDraws } from './modules/lottery/index.ts';
import { LotteryRooms } from './modules/lottery/index.ts';
import { LotteryLoop } from './modules/lottery/index.ts';
import { registerLotteryRoutes } from './modules/lottery/index.ts';
import { actorResolver } from './modules/games/index.ts';
import {
  RememberingExclusionList,
  SandboxExclusionList,
} from './modules/responsible/index.ts';
import { PlayerProtection } from './modules/responsible/index.ts';
import { DataRetention } from './modules/responsible/index.ts';
import { registerResponsibleRoutes } from './modules/responsible/index.ts';
import { ResponsibleGaming } from './modules/responsible/index.ts';
import { buildSportsbook, type Sportsbook } from './modules/sports/index.ts';
import { registerSportsRoutes } from './modules/sports/index.ts';
import type { SportsFeedLoop } from './modules/sports/index.ts';
import { registerCrashRoutes } from './modules/crash/index.ts';
import { CrashGame } from './modules/crash/index.ts';
import { registerDesignRoutes } from './modules/design/index.ts';
import { DesignService } from './modules/design/index.ts';
import { registerFileRoutes } from './modules/files/index.ts';
import { FileService } from './modules/files/index.ts';
import { GamesAdmin } from './modules/games/index.ts';
import { registerGamesAdminRoutes } from './modules/games/index.ts';
import { registerGameRoutes } from './modules/games/index.ts';
import { GameCatalogueService } from './modules/games/index.ts';
import { BetAdmission } from './modules/games/index.ts';
import { FairnessSeeds } from './modules/games/index.ts';
import { RoundBets } from './modules/games/index.ts';
import { OpenRoundCache } from './modules/games/index.ts';
import { DealingSeeds } from './modules/games/index.ts';
import { RoundMoves } from './modules/games/index.ts';
import { RoundQueries } from './modules/games/index.ts';
import { registerRoundRoutes, type SinglePlayerGames } from './modules/games/index.ts';
import { registerI18nRoutes } from './modules/i18n/index.ts';
import { registerKyc, type Kyc } from './modules/kyc/index.ts';
import { loadLanguagePacks } from './modules/i18n/index.ts';
import { registerPaymentRoutes } from './modules/payments/index.ts';
import type { PaymentProvider } from './modules/payments/index.ts';
import { RechargeService } from './modules/payments/index.ts';
import {
  fetchTransport,
  SandboxPaymentProvider,
  type WebhookTransport,
} from './modules/payments/index.ts';
import { registerSandboxPages } from './modules/payments/index.ts';
import { registerWithdrawRoutes } from './modules/payments/index.ts';
import { WithdrawReview } from './modules/payments/index.ts';
import { WithdrawService } from './modules/payments/index.ts';
import { socketPublisher, type RealtimePublisher } from './modules/realtime/index.ts';
import { registerRealtimeRoutes } from './modules/realtime/index.ts';
import { registerRecordRoutes } from './modules/records/index.ts';
import { Campaigns } from './modules/rewards/index.ts';
import { CheckinService } from './modules/rewards/index.ts';
import { InviteWheel } from './modules/rewards/index.ts';
import { MarketProfiles } from './modules/rewards/index.ts';
import { MoneyRain } from './modules/rewards/index.ts';
import { RegisterPromo } from './modules/rewards/index.ts';
import { Salary } from './modules/rewards/index.ts';
import { RewardEngine, RewardGranter } from './modules/rewards/index.ts';
import { registerRewardRoutes } from './modules/rewards/index.ts';
import { registerVipRoutes } from './modules/vip/index.ts';
import { VipService } from './modules/vip/index.ts';
import { RecordReader } from './modules/records/index.ts';
import { SandboxClock, wallClock } from './platform/clock.ts';
import { localCacheBus, redisCacheBus } from './platform/cache-bus.ts';
import { LeaderLoop } from './platform/leader-loop.ts';
import { loggerOptions } from './platform/log-redaction.ts';
import { registerActivityRoutes } from './modules/activity/index.ts';
import { ActivityTicker } from './modules/activity/index.ts';
import { settledCrashPlays } from './modules/crash/index.ts';
import { settledRoundPlays } from './modules/games/index.ts';
import { AccountService } from './modules/account/index.ts';
import { registerAccountRoutes } from './modules/account/index.ts';
import { startRealtimeServer } from './modules/realtime/index.ts';
import { registerSandboxInbox } from './modules/sms/index.ts';
import { NoSmsSender, SandboxSmsSender } from './modules/sms/index.ts';
import { VerificationService } from './modules/sms/index.ts';
import { PhoneVerification } from './modules/user/index.ts';
import { TwoFactorService } from './modules/two-factor/index.ts';
import { registerNoticeRoutes } from './modules/notices/index.ts';
import { NoticeService } from './modules/notices/index.ts';
import { parseIpAllowlist, registerOperatorIpAllowlist } from './modules/operators/index.ts';
import { registerOperatorRoutes } from './modules/operators/index.ts';
import { registerBackofficeReportRoutes } from './modules/backoffice-reports/index.ts';
import { registerPlayerAdminRoutes } from './modules/player-admin/index.ts';
import { CrashDesk } from './modules/crash/index.ts';
import { registerCrashDeskRoutes } from './modules/crash/index.ts';
import { PaymentDesk } from './modules/payments/index.ts';
import { registerPaymentDeskRoutes } from './modules/payments/index.ts';
import { PlayerAdmin } from './modules/player-admin/index.ts';
import { OperatorService } from './modules/operators/index.ts';
import { registerInstallRoutes } from './modules/install/index.ts';
import { registerMaintenanceGate } from './modules/site/index.ts';
import { SiteService } from './modules/site/index.ts';
import { registerStaticAssetRoutes } from './modules/static-assets/index.ts';
import { registerStartupRoutes } from './modules/startup/index.ts';
import { StartupService } from './modules/startup/index.ts';
import { registerUserRoutes } from './modules/user/index.ts';
import { UserService } from './modules/user/index.ts';
import { Cashier } from './modules/wallet/index.ts';
import { registerWalletRoutes } from './modules/wallet/index.ts';
import { WalletService } from './modules/wallet/index.ts';
import { countUsers } from './modules/user/index.ts';
import { registerWebApp } from './modules/web-app/index.ts';
import { registerAdminApp } from './modules/admin-app/index.ts';
import { registerEncryptedPaths, rewriteEncryptedPath } from './platform/encrypted-paths.ts';
import { registerErrorEnvelope, registerNotFound } from './platform/envelope.ts';
import { registerJsonParser } from './platform/json-body.ts';
import { memoryAttemptCounter, redisAttemptCounter } from './platform/rate-limit.ts';
import { registerRequestTimeCheck } from './platform/request-time.ts';
import { registerCompression } from './platform/compression.ts';
import { allowedOrigins, registerSecurity } from './platform/security.ts';
import { requestIds } from './platform/tokens.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Shared counters and (later) realtime fan-out across processes; in-process when absent. */
  redis?: Redis | undefined;
  /** How the SANDBOX provider reaches our webhook; HTTP on loopback unless a test injects another. */
  webhookTransport?: WebhookTransport;
}

export interface Rewards {
  markets: MarketProfiles;
  campaigns: Campaigns;
  engine: RewardEngine;
  granter: RewardGranter;
  checkin: CheckinService;
  moneyRain: MoneyRain;
  wheel: InviteWheel;
  salary: Salary;
  vip: VipService;
}

export interface App {
  http: FastifyInstance;
  services: {
    site: SiteService;
    auth: AuthService;
    operators: OperatorService;
    startup: StartupService;
    recharge: RechargeService;
    withdraw: WithdrawService;
    sandbox: SandboxPaymentProvider;
    /** Live messages to players' sockets (rooms per user and per module). */
    realtime: RealtimePublisher;
    notices: NoticeService;
    chat: ChatService;
    /** The live design and the game catalogue; `refresh()` them after seeding or an operator change. */
    design: DesignService;
    catalogue: GameCatalogueService;
    /** The only writer of accounts and ledger rows. */
    cashier: Cashier;
    /** Bet admission for every game: the catalogue's games and stake limits, cached. */
    admission: BetAdmission;
    /** The single-player games: bets, moves, reads, fairness seeds and demo play. */
    games: SinglePlayerGames;
    /** The live multiplayer rounds, by game id. */
    crash: Record<'crash' | 'aviator', CrashGame>;
    /** The lobby's activity ticker (big wins, latest bets), cached a few seconds. */
    activity: ActivityTicker;
    /** Market profiles, reward campaigns and their budgets, the rewards engine and the daily check-in. */
    rewards: Rewards;
    /** The lottery rooms: draws (the loop's work), bets and follows, rooms and their moderated chat. */
    lottery: { draws: LotteryDraws; bets: LotteryBets; rooms: LotteryRooms; moderation: ChatModeration };
    /** The sportsbook: its feed consumer, bets, cash-out, queries, operator actions and settings. */
    sports: Sportsbook;
    /** Identity verification: documents, the identity provider's checks, the operators' review. */
    kyc: Kyc;
  };
  /** The crash games' loops: `main.ts` starts them; only the process holding a loop's lock ticks it. */
  crashLoops: CrashLoop[];
  /** The lottery draws' loop: `main.ts` starts it; only the process holding its lock ticks it. */
  lotteryLoop: LotteryLoop;
  /** The sports feed's loop (none when no feed is configured): `main.ts` starts it. */
  sportsLoop: SportsFeedLoop | null;
  /** One turn of the background work (webhook deliveries, expiries, payout resumes). */
  workerTick(): Promise<void>;
  /** Runs `workerTick` every 500 ms in the one process that holds the worker's lock; `main.ts` starts it. */
  workerLoop: LeaderLoop;
}

/** Builds the whole HTTP side of the server from its parts; `main.ts` and the tests both call this. */
export async function buildApp({ config, database, redis, webhookTransport }: AppDependencies): Promise<App> {
  const http = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL),
    // Trust X-Forwarded-For only through the configured number of proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A client that trickles its headers or body, or idles on a kept-alive connection, is cut off.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      // How often Node looks for connections past those limits (its default is 30 s).
      connectionsCheckingInterval: Math.min(1_000, config.HTTP_HEADERS_TIMEOUT_MS),
    },
    // Log correlation only: a process-unique counter, not a secret (no random bytes per request).
    genReqId: requestIds(),
    // The encrypted game paths (/api/v2/…) route to their plain calls; see platform/encrypted-paths.ts.
    rewriteUrl: (request) => rewriteEncryptedPath(request),
  });
  http.setValidatorCompiler(validatorCompiler);
  http.setSerializerCompiler(serializerCompiler);

  registerErrorEnvelope(http);
  registerJsonParser(http);
  await registerSecurity(http, config);
  await registerCompression(http);

  const { db } = database;
  const attempts = redis
    ? redisAttemptCounter(redis, `${config.REDIS_KEY_PREFIX}attempts:`)
    : memoryAttemptCounter();
  // Caches of every process hear of a change made on any of them (Redis pub/sub; local on one process).
  const cacheBus = redis
    ? redisCacheBus(redis, `${config.REDIS_KEY_PREFIX}cache`, (error) =>
        http.log.warn({ err: error }, 'cache bus: a message was not delivered'),
      )
    : localCacheBus();
  await cacheBus.ready();
  http.addHook('onClose', () => cacheBus.close());
  const site = new SiteService(db, config.CACHE_TTL_MS, cacheBus);
  // Responsible gaming guards every real-money stake; the SANDBOX lets a test move a player's clock.
  const sandboxClock = config.SANDBOX_PROVIDERS ? new SandboxClock() : null;
  // The national self-exclusion list: the SANDBOX one where the sandbox providers are on (no real client
  // is bundled; an operator installs theirs here).
  const centralList = config.SANDBOX_PROVIDERS
    ? new RememberingExclusionList(new SandboxExclusionList(config.NODE_ENV === 'test' ? 0 : 150))
    : undefined;
  const protection = new PlayerProtection(sandboxClock ?? wallClock, centralList);
  const cashier = new Cashier(protection);
  const admission = new BetAdmission(db, site, config.CACHE_TTL_MS);
  const packs = loadLanguagePacks();
  const catalogue = new GameCatalogueService(db);
  const design = new DesignService(db, () => catalogue.cacheKey, cacheBus);
  await Promise.all([catalogue.refresh(), design.refresh()]);
  const realtime = startRealtimeServer(http.server, {
    secret: config.REALTIME_SECRET,
    allowedOrigins: allowedOrigins(config),
    redis,
    redisKeyPrefix: config.REDIS_KEY_PREFIX,
    onRedisError: (error) => http.log.warn({ err: error }, 'realtime: a Redis message was not delivered'),
  });
  // Before the HTTP server stops: its close waits for every connection, and open sockets never end on their own.
  http.addHook('preClose', () => realtime.close());
  const publisher = socketPublisher(realtime.io);
  const notices = new NoticeService(db, publisher);
  const auth = new AuthService(
    db,
    site,
    attempts,
    config,
    cashier,
    (own) => notices.noticeUpdateTime(own),
    cacheBus,
    protection,
  );
  const operators = new OperatorService(db, site, attempts, config);
  const sandbox = new SandboxPaymentProvider(db, {
    secret: config.SANDBOX_PAYMENT_SECRET,
    publicOrigin: config.PUBLIC_ORIGIN,
    webhookUrl: config.SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${config.PORT}/api/webhooks/payments/sandbox`,
    firstDeliveryDelayMs: config.SANDBOX_WEBHOOK_DELAY_MS,
    dropRate: config.SANDBOX_WEBHOOK_DROP_RATE,
    transport: webhookTransport ?? fetchTransport,
  });
  // The SANDBOX providers (never real money) are installed only where SANDBOX_PROVIDERS is on.
  const sandboxOn = config.SANDBOX_PROVIDERS;
  const providers = new Map<string, PaymentProvider>(sandboxOn ? [[sandbox.name, sandbox]] : []);
  const recharge = new RechargeService(db, site, providers, config, cashier, publisher, protection);
  const wallet = new WalletService(db, site, () => recharge.channelNames());
  const startup = new StartupService(
    site,
    db,
    { designCacheKey: () => design.cacheKey, langItemsCacheKey: () => packs.cacheKey },
    config,
    {
      communityCounts: async () => ({ players: await countUsers(db), winners: await wallet.winnerCount() }),
      paymentMethods: async (currencyId) =>
        (await recharge.channels(currencyId)).map((channel) => channel.name),
    },
  );
  const sandboxSms = new SandboxSmsSender(db);
  const sms = sandboxOn ? sandboxSms : new NoSmsSender();
  const twoFactor = new TwoFactorService(db, attempts, (await site.get()).name);
  const verification = new VerificationService(db, sms, attempts, config.SMS_SENDS_PER_IP_PER_HOUR);
  const withdraw = new WithdrawService(db, site, verification, twoFactor, cashier);
  const withdrawReview = new WithdrawReview(db, site, providers, cashier);
  const files = new FileService(db, config.DATA_DIR, config.UPLOAD_MAX_BYTES, attempts);
  const chat = new ChatService(db, publisher, files, attempts, config.REALTIME_SECRET);

  registerRequestTimeCheck(http);
  registerEncryptedPaths(http, async () => (await site.get()).switches.sk);
  registerMaintenanceGate(http, site);

  registerStartupRoutes(http, startup);
  registerInstallRoutes(http, { site, publicOrigin: config.PUBLIC_ORIGIN });
  registerI18nRoutes(http, packs);
  registerDesignRoutes(http, { design, operators });
  registerGameRoutes(http, { catalogue, design });
  registerStaticAssetRoutes(http);
  const registration = new PlayerRegistration(db, site, attempts, config, cashier, verification, protection);
  const passwordReset = new PasswordReset(db, site, verification, auth, cacheBus);
  const markets = new MarketProfiles(db);
  const campaigns = new Campaigns(db, site, cashier);
  const engine = new RewardEngine(db, site, cashier);
  const granter = new RewardGranter(cashier);
  const checkin = new CheckinService(db, site, engine, granter);
  const moneyRain = new MoneyRain(db, site, cashier, campaigns, engine, granter, publisher);
  const wheel = new InviteWheel(db, site, engine, granter);
  const salary = new Salary(db, site, engine, granter);
  const registerPromo = new RegisterPromo(db, engine, granter);
  const rewards = { markets, campaigns, engine, granter, checkin, moneyRain, wheel, salary };
  registerAuthRoutes(http, {
    auth,
    registration,
    verification,
    passwordReset,
    onRegistered: (user, browserId) => registerPromo.welcome(user, browserId),
  });
  registerUserRoutes(http, {
    users: new UserService(db, site),
    auth,
    phones: new PhoneVerification(db, site, verification),
  });
  registerAccountRoutes(http, {
    auth,
    account: new AccountService(db, files, twoFactor, cacheBus, attempts),
  });
  registerOperatorIpAllowlist(http, parseIpAllowlist(config.OPERATOR_IP_ALLOWLIST));
  registerOperatorRoutes(http, operators, db);
  registerBackofficeReportRoutes(http, { db, site, operators });
  registerPlayerAdminRoutes(http, { operators, players: new PlayerAdmin(db, site, cashier) });
  registerPaymentDeskRoutes(http, { operators, desk: new PaymentDesk(db, site, providers) });
  registerCrashDeskRoutes(http, { operators, desk: new CrashDesk(db, site) });
  registerResponsibleRoutes(http, {
    auth,
    responsible: new ResponsibleGaming(db, site, cashier, protection, cacheBus, attempts),
    sandboxClock,
  });
  registerPaymentRoutes(http, { auth, recharge, withdrawReview, providers });
  registerRealtimeRoutes(http, { auth, secret: config.REALTIME_SECRET, nodeKey: realtime.nodeKey });
  registerWithdrawRoutes(http, { db, site, cashier, auth, operators, withdraw, withdrawReview, twoFactor });
  if (sandboxOn) {
    registerSandboxInbox(http, { sms: sandboxSms, packs });
    registerSandboxPages(http, { sandbox, packs, site, publicOrigin: config.PUBLIC_ORIGIN });
  }
  registerNoticeRoutes(http, { auth, operators, notices });
  await registerFileRoutes(http, { auth, operators, files });
  const kyc = await registerKyc(http, { config, db, attempts, auth, operators });
  registerChatRoutes(http, { auth, operators, chat });
  const openRounds = new OpenRoundCache();
  const dealingSeeds = new DealingSeeds();
  const games: SinglePlayerGames = {
    bets: new RoundBets(db, admission, cashier, openRounds, dealingSeeds),
    moves: new RoundMoves(db, site, cashier, publisher, openRounds),
    queries: new RoundQueries(db, site, admission, cashier),
    fairness: new FairnessSeeds(db, dealingSeeds),
  };
  registerRoundRoutes(http, { auth, games });
  const crashDependencies = { db, site, admission, cashier, publisher };
  const crash = {
    crash: new CrashGame(crashDependencies, 'crash'),
    aviator: new CrashGame(crashDependencies, 'aviator'),
  };
  registerCrashRoutes(http, { auth, games: crash });
  const activity = new ActivityTicker(
    {
      site,
      sources: [
        (query) => settledRoundPlays(db, query),
        (query) => settledCrashPlays(db, query),
        (query) => settledLotteryPlays(db, query),
      ],
      gameName: (gameId) => catalogue.gameName(gameId),
    },
    // The site's cache lifetime (2 s by default): a burst of lobby visitors costs one read.
    { cacheTtlMs: config.CACHE_TTL_MS },
  );
  registerActivityRoutes(http, activity);
  const crashLoops = Object.values(crash).map(
    (game) =>
      new CrashLoop(database, game, {
        tickMs: 50,
        onError: (error) => http.log.error({ err: error }, `${game.gameId} loop turn failed`),
      }),
  );
  http.addHook('preClose', async () => {
    await Promise.all(crashLoops.map((loop) => loop.stop()));
    for (const game of Object.values(crash)) game.feed.flush();
  });
  const lotteryParts = { db, site, cashier, publisher };
  const lotteryDraws = new LotteryDraws(lotteryParts);
  const lotteryBets = new LotteryBets({ ...lotteryParts, admission });
  const moderation = new ChatModeration(db, attempts);
  const lotteryRooms = new LotteryRooms({
    ...lotteryParts,
    draws: lotteryDraws,
    bets: lotteryBets,
    moderation,
  });
  registerGamesAdminRoutes(http, { operators, admin: new GamesAdmin(db, site, admission, catalogue) });
  registerLotteryRoutes(http, { auth, operators, rooms: lotteryRooms, bets: lotteryBets, moderation });
  const lotteryLoop = new LotteryLoop(database, lotteryDraws, {
    tickMs: 1_000,
    onError: (error) => http.log.error({ err: error }, 'lottery loop turn failed'),
  });
  http.addHook('preClose', () => lotteryLoop.stop());
  const sportsbook = buildSportsbook({
    config,
    database,
    site,
    cashier,
    publisher,
    admission,
    onError: (error) => http.log.error({ err: error }, 'sports feed failed'),
  });
  registerSportsRoutes(http, {
    actorOf: actorResolver(auth, () => games.queries.visitorCurrency()),
    operators,
    sports: sportsbook.parts,
    sandboxFeed: sportsbook.sandboxConsole,
  });
  const sportsLoop = sportsbook.loop;
  if (sportsLoop) http.addHook('preClose', () => sportsLoop.stop());
  registerRewardRoutes(http, { auth, operators, ...rewards });
  const vip = new VipService(db, site, engine, granter);
  registerVipRoutes(http, { auth, operators, vip });
  registerRecordRoutes(http, {
    auth,
    records: new RecordReader({
      rounds: games.queries,
      crashGames: Object.values(crash),
      lottery: lotteryRooms,
      sports: sportsbook.parts.queries,
      recharge,
      withdraw,
    }),
  });
  registerWalletRoutes(http, {
    db,
    auth,
    operators,
    wallet,
  });

  const retention = new DataRetention(db);
  const workerTick = async () => {
    if (sandboxOn) {
      await sandbox.expireDue();
      await sandbox.deliverDue();
    }
    await recharge.expireStale();
    await recharge.resumeRefunds();
    await withdrawReview.resumePayouts();
    await kyc.retryDueChecks();
    await retention.tick();
    await moneyRain.tick();
    await salary.tick();
    await engine.sweep();
    await vip.sweep();
  };
  const workerLoop = new LeaderLoop(database, {
    key: 727_200,
    tickMs: 500,
    work: workerTick,
    onError: (error) => http.log.error({ err: error }, 'worker turn failed'),
  });
  http.addHook('preClose', () => workerLoop.stop());

  await registerAdminApp(http, config.ADMIN_DIST_DIR);
  const webApp = await registerWebApp(http, config.WEB_DIST_DIR, () => startup.siteConfig());
  registerNotFound(http, webApp?.servePage);
  return {
    http,
    services: {
      site,
      auth,
      operators,
      startup,
      recharge,
      withdraw,
      sandbox,
      realtime: publisher,
      notices,
      chat,
      design,
      catalogue,
      cashier,
      admission,
      games,
      crash,
      activity,
      rewards: { ...rewards, vip },
      lottery: { draws: lotteryDraws, bets: lotteryBets, rooms: lotteryRooms, moderation },
      sports: sportsbook,
      kyc,
    },
    lotteryLoop,
    sportsLoop,
    crashLoops,
    workerTick,
    workerLoop,
  };
}
