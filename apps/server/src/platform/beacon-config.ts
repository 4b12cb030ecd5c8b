import { z } from 'zod';

import { safeStringSchema } from '@casino/contracts';
import { QUICKNET } from '@casino/game-math/beacon';

/** Where public randomness comes from (issue 34): drand's network, or the local SANDBOX beacon. */
export const BEACON_KINDS = ['DRAND', 'SANDBOX'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];

/** drand's League of Entropy HTTP relays (drand-docs, "Our HTTP API"), tried in turn. */
const DRAND_RELAYS =
  'https://api.drand.sh,https://api2.drand.sh,https://api3.drand.sh,https://drand.cloudflare.com';

const urls = safeStringSchema
  .default(DRAND_RELAYS)
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim().replace(/\/+$/, ''))
      .filter((url) => url.length > 0),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1));

/**
 * The beacon's settings, part of the one configuration schema (config.ts). The chain's key, genesis and
 * period are configured, never read from a relay: a relay is trusted for nothing, every round is verified.
 */
export const beaconSettings = {
  /**
   * `DRAND` (drand's quicknet over HTTP relays) or `SANDBOX` (a local beacon signing as quicknet does, with
   * its own key: for development and CI). Unset: SANDBOX outside production; production must name one.
   */
  BEACON: z.enum(BEACON_KINDS).optional(),
  /** drand HTTP relays (comma-separated); a round is asked of each in turn until one serves a valid one. */
  DRAND_URLS: urls,
  /** The drand chain: its hash, public key (G2, hex), genesis (Unix seconds) and period; default quicknet. */
  DRAND_CHAIN_HASH: safeStringSchema.regex(/^[0-9a-f]{64}$/).default(QUICKNET.chainHash),
  DRAND_PUBLIC_KEY: safeStringSchema.regex(/^[0-9a-f]{192}$/).default(QUICKNET.publicKey),
  DRAND_GENESIS_TIME: z.coerce.number().int().min(0).default(QUICKNET.genesisTime),
  DRAND_PERIOD_SECONDS: z.coerce.number().int().min(1).max(3_600).default(QUICKNET.periodSeconds),
  /** How long one relay may take to answer one round, in ms, before the next relay is asked. */
  DRAND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /** The SANDBOX beacon starts in an outage (no round published until resumed): to test waiting draws. */
  BEACON_SANDBOX_PAUSED: z.enum(['true', 'false', '1', '0', '']).optional(),
  /**
   * How long past its draw time a lottery term waits for its beacon round before it is void and every stake
   * refunded (a draw is never made from server-only randomness), in ms.
   */
  BEACON_MAX_WAIT_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(120_000),
  /**
   * How long after a crash chain is announced its salt's beacon round falls due, at least, in ms: the chain
   * commits to `firstRoundAfter(announcedAt + this)`, whose randomness becomes its salt. 0: the next round.
   */
  CRASH_SALT_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400_000)
    .default(600_000),
};

type BeaconSettings = z.infer<z.ZodObject<typeof beaconSettings>>;

/** The beacon's settings as the server reads them once parsed. */
export interface ResolvedBeacon {
  BEACON: BeaconKind;
  BEACON_SANDBOX_PAUSED: boolean;
}

/** Which beacon (SANDBOX unless named), and the sandbox's start as a switch. */
export function resolveBeacon(data: BeaconSettings): ResolvedBeacon {
  const paused = data.BEACON_SANDBOX_PAUSED;
  return { BEACON: data.BEACON ?? 'SANDBOX', BEACON_SANDBOX_PAUSED: paused === 'true' || paused === '1' };
}

/** Production must name its beacon: a site's draws never fall back to a sandbox unannounced. */
export function beaconProblems(data: Pick<BeaconSettings, 'BEACON'> & { NODE_ENV: string }): string[] {
  return data.NODE_ENV === 'production' && data.BEACON === undefined
    ? ['BEACON is not set: name DRAND (drand quicknet) or, knowingly, SANDBOX (a local beacon, not drand).']
    : [];
}
