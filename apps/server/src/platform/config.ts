import { resolve } from 'node:path';

import { z } from 'zod';

import { beaconProblems, beaconSettings, resolveBeacon, type ResolvedBeacon } from './beacon-config.ts';
import { parseIpRanges } from './ip-ranges.ts';
import { builtApp } from './server-root.ts';
import { sportsFeedSettings } from './sports-feed-config.ts';

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

const switchValue = z.enum(['true', 'false', '1', '0', '']).optional();

/** A true/false switch whose default is decided after parsing, from other settings (`undefined` when not set). */
const optionalFlag = () =>
  switchValue.transform((value) =>
    value === undefined || value === '' ? undefined : value === 'true' || value === '1',
  );

/** The shipped development secrets: refused in production. */
const DEFAULT_SECRETS = {
  REALTIME_SECRET: 'realtime-signing-secret-set-me-in-production',
  SANDBOX_PAYMENT_SECRET: 'sandbox-signing-secret-not-for-production',
} as const;

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
  .pipe(z.url().optional());

/**
 * Every setting the server reads from its environment, parsed once (DESIGN §1: no `process.env`
 * anywhere else). Defaults make `npm start` work on a fresh machine with the embedded database.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, uploads and other state live. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: optionalUrl,
  /** Redis connection string; when set, rate limits (and later realtime fan-out) are shared across processes. */
  REDIS_URL: optionalUrl,
  /** Prefix of every Redis key this site writes, so that several sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().default('casino:'),
  /** The site's public origin, e.g. https://play.example.com. Always allowed by CORS. Default: http://localhost:PORT. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Further origins allowed to call the API from a browser (comma-separated). */
  CORS_ORIGINS: list,
  /** Origins allowed to frame the site (/h5 and /chatbet embeds, the design editor). */
  FRAME_ANCESTORS: list,
  /** Game provider and payment page origins the site may frame. */
  GAME_FRAME_ORIGINS: list,
  PAYMENT_FRAME_ORIGINS: list,
  /** CDN roots handed to the client in the global config; empty means this origin. */
  IMAGE_CDN_ROOT: z.string().default(''),
  API_CDN_ROOT: z.string().default(''),
  WSS_CDN_ROOT: z.string().default(''),
  /**
   * The reverse proxies and load balancers in front of this server: addresses or CIDR ranges, comma-separated
   * (`10.0.0.0/8,2001:db8::/32`). X-Forwarded-For (and -Proto, -Host) is believed only from a peer on this
   * list, hop by hop, so a client that reaches the Node port directly cannot name its own address. Empty:
   * the socket address is the client.
   */
  TRUSTED_PROXIES: list.transform((entries, context) => {
    try {
      return parseIpRanges('TRUSTED_PROXIES', entries);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }),
  /**
   * The header in which the CDN or load balancer in front tells the visitor's country by geolocation (ISO
   * 3166 alpha-2, e.g. `cf-ipcountry`). Believed only on a request that came from TRUSTED_PROXIES. Set, a
   * registration whose currency or phone points to another market than the location is refused
   * (MARKET_MISMATCH), as is one from a country the site does not list; `XX` (unknown) counts as not said.
   */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .transform((name) => name.toLowerCase())
    .optional(),
  /** At most this many trusted proxies are walked back from the socket (unset: every listed one in a row). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  /**
   * Strict-Transport-Security max-age, in seconds, sent when PUBLIC_ORIGIN is https: browsers then refuse
   * plain http to the site for that long. 0 tells them to forget it (to move a site off https).
   */
  HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(63_072_000).default(31_536_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Seed the demo player and demo content at start. Unset: on outside production, off in production, where
   * start refuses it while any country of the site plays real money.
   */
  DEMO_SEED: optionalFlag(),
  /** The first operator: created at start when no operator exists. Without a password one is generated and printed once. */
  OPERATOR_ADMIN_USERNAME: z.string().default('admin'),
  OPERATOR_ADMIN_PASSWORD: z.string().min(12).optional(),
  /** Built web app to serve; empty disables serving it (API-only process). */
  WEB_DIST_DIR: z.string().default(builtApp('web')),
  /** Player sessions expire after this many days without use. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  OPERATOR_SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  /**
   * Staff may reach /api/operator only from these addresses or CIDR ranges (comma-separated, IPv4 or IPv6,
   * e.g. `203.0.113.0/24,2001:db8::/32`); empty allows any address (sign-in still needs password and TOTP).
   */
  OPERATOR_IP_ALLOWLIST: z.string().default(''),
  /** Built back office to serve under /admin; empty disables serving it. */
  ADMIN_DIST_DIR: z.string().default(builtApp('admin')),
  /**
   * Failed logins allowed per account from one IP, and per IP across accounts, within LOGIN_WINDOW_MINUTES
   * before refusing that pair or that IP (player and operator logins; each guess is counted before it is checked).
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Failed logins at one account from every IP within the window after which each further try waits,
   * LOGIN_ACCOUNT_DELAY_STEP_MS more per try up to LOGIN_ACCOUNT_MAX_DELAY_MS. A slow-down, never a lock:
   * guesses from elsewhere must not lock the owner out.
   */
  LOGIN_ACCOUNT_SLOW_AFTER: z.coerce.number().int().min(1).default(10),
  LOGIN_ACCOUNT_DELAY_STEP_MS: z.coerce.number().int().min(0).default(500),
  LOGIN_ACCOUNT_MAX_DELAY_MS: z.coerce.number().int().min(0).default(10_000),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /**
   * SMS codes (login, registration, password reset, phone verification, withdrawal) one IP may have sent
   * within an hour; each phone also gets at most 5 an hour. Every text costs the operator money.
   */
  SMS_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Secret that signs realtime (socket) tokens; every process of one site must share it. */
  REALTIME_SECRET: z.string().min(16).default(DEFAULT_SECRETS.REALTIME_SECRET),
  /**
   * Sockets one client address (as the HTTP side sees it, its trusted proxies applied) may hold open on one
   * process; the next handshake is refused. Mind carrier-grade NAT: many players can share one address.
   */
  SOCKETS_PER_IP: z.coerce.number().int().min(1).default(100),
  /**
   * How often each process checks that the sessions of its open player sockets still live, and closes the
   * sockets of those that ended without a message (a block, a lost Redis message), in ms.
   */
  SOCKET_SESSION_RECHECK_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /**
   * The bundled SANDBOX providers (payments with their hosted page and webhooks, SMS with its inbox page):
   * never real money. Off unless set, except on a demo site (DEMO_SEED) outside production.
   */
  SANDBOX_PROVIDERS: optionalFlag(),
  /** Secret the SANDBOX payment provider signs its webhooks with (a real provider's comes from its dashboard). */
  SANDBOX_PAYMENT_SECRET: z.string().min(16).default(DEFAULT_SECRETS.SANDBOX_PAYMENT_SECRET),
  /** Where the SANDBOX provider delivers webhooks; defaults to this server on loopback. */
  SANDBOX_WEBHOOK_URL: z.string().optional(),
  /** Delay before the SANDBOX provider's first delivery, and the share of deliveries it drops to exercise retries. */
  SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).default(1_500),
  SANDBOX_WEBHOOK_DROP_RATE: z.coerce.number().min(0).max(1).default(0.2),
  /** Overrides the book's live-bet hold (ms), e.g. a shorter one for the e2e suite; never below 500. */
  SPORTS_LIVE_DELAY_MS: z.coerce.number().int().min(500).max(15_000).optional(),
  /**
   * The identity provider of KYC (CPF, name and birth date against the tax authority; selfie against the
   * ID): `sandbox` (the bundled SANDBOX vendor, only where SANDBOX_PROVIDERS is on) or `off` (documents are
   * reviewed by hand alone). Unset: sandbox when the sandbox providers are on.
   */
  IDENTITY_PROVIDER: z.enum(['sandbox', 'off']).optional(),
  /** How long the SANDBOX identity provider takes to answer, in ms (a real vendor takes a second or more). */
  KYC_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(800),
  /** Share of the SANDBOX identity provider's calls that fail as an outage, at random (0: only its triggers). */
  KYC_SANDBOX_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** How long a player has to pay a recharge order. */
  RECHARGE_ORDER_TTL_MINUTES: z.coerce.number().int().min(1).default(30),
  /** Largest file a player or operator may upload (chat images, documents), in bytes. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  /**
   * How long the site settings and the game catalogue (with its stake limits) are reused between reads,
   * in ms. An operator's change shows on every process within it. 0 reads them on every request (the API
   * suite runs once so, to prove that nothing inside a transaction reaches a cached, database-backed service).
   */
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** Connections in the PostgreSQL pool of this process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  /**
   * Slow clients: the time to send a request's headers, the whole request (headers and body: an upload
   * on a slow phone must fit), and how long an idle keep-alive connection is kept, in ms.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** JSON request body limit in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  ...beaconSettings,
  ...sportsFeedSettings,
});

export type Config = Omit<
  z.infer<typeof configSchema>,
  'PUBLIC_ORIGIN' | 'SANDBOX_PROVIDERS' | 'DEMO_SEED' | keyof ResolvedBeacon
> &
  ResolvedBeacon & {
    PUBLIC_ORIGIN: string;
    SANDBOX_PROVIDERS: boolean;
    DEMO_SEED: boolean;
  };

/** Parses the environment; a bad value stops the process with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const data = parsed.data;
  const demoSeed = data.DEMO_SEED ?? data.NODE_ENV !== 'production';
  const config: Config = {
    ...data,
    // A relative DATA_DIR means relative to where the command was typed (npm runs workspace scripts
    // in the workspace folder and tells the original folder in INIT_CWD).
    DATA_DIR: resolve(env.INIT_CWD ?? process.cwd(), data.DATA_DIR),
    PUBLIC_ORIGIN: data.PUBLIC_ORIGIN ?? `http://localhost:${data.PORT}`,
    DEMO_SEED: demoSeed,
    SANDBOX_PROVIDERS: data.SANDBOX_PROVIDERS ?? (demoSeed && data.NODE_ENV !== 'production'),
    ...resolveBeacon(data),
  };
  // Forwarded addresses (TRUST_PROXY_HOPS) and the location header are believed only from named proxies:
  // without them, anyone who reached the port directly could write their own.
  const proxied = {
    TRUST_PROXY_HOPS: (config.TRUST_PROXY_HOPS ?? 0) > 0,
    GEO_COUNTRY_HEADER: config.GEO_COUNTRY_HEADER,
  };
  for (const [setting, used] of Object.entries(proxied)) {
    if (used && config.TRUSTED_PROXIES === undefined)
      throw new Error(
        `Invalid configuration:\n  ${setting}: believed only from TRUSTED_PROXIES; list the proxies there`,
      );
  }
  const unsafe = [...productionProblems(config), ...beaconProblems(data)];
  if (unsafe.length > 0) {
    throw new Error(
      `Refusing to start in production:\n${unsafe.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
  return config;
}

/** What a production site must not run with: the shipped secrets, anything a visitor could forge with them. */
function productionProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (config.REALTIME_SECRET === DEFAULT_SECRETS.REALTIME_SECRET) {
    problems.push(
      'REALTIME_SECRET is the shipped default: anyone could sign socket tokens. Set a random one.',
    );
  }
  if (config.SANDBOX_PROVIDERS && config.SANDBOX_PAYMENT_SECRET === DEFAULT_SECRETS.SANDBOX_PAYMENT_SECRET) {
    problems.push(
      'SANDBOX_PROVIDERS is on with the shipped SANDBOX_PAYMENT_SECRET: anyone could sign webhooks that credit ' +
        'orders. Turn the sandbox off (it is never real money) or set a random secret.',
    );
  }
  return problems;
}

/** Defaults for tests: no network services unless the caller passes them. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    ADMIN_DIST_DIR: '',
    DEMO_SEED: 'false',
    SANDBOX_PROVIDERS: 'true',
    BEACON: 'SANDBOX',
    ...overrides,
  });
}
