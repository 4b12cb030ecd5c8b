import { z } from 'zod';

import { safeStringSchema } from '@casino/contracts';

/**
 * The sportsbook feed's settings, part of the one configuration schema (config.ts): which feed, where its UOF
 * messages travel, the sandbox simulation's seed, a replay's file and a recording.
 */
export const sportsFeedSettings = {
  /**
   * The sportsbook's feed: `sandbox` (the bundled simulation, only where SANDBOX_PROVIDERS is on: published as
   * UOF XML on the feed transport and consumed back from it), `uof` (a real UOF provider's messages consumed
   * from SPORTS_FEED_URL, each producer recovered and each fixture read through SPORTS_FEED_API), `replay` (a recorded JSONL file, SPORTS_FEED_FILE),
   * `uof-replay` (a recording of UOF XML, SPORTS_FEED_FILE)
   * or `off`. Unset: sandbox when the sandbox providers are on.
   */
  SPORTS_FEED: z.enum(['sandbox', 'uof', 'replay', 'uof-replay', 'off']).optional(),
  /**
   * The feed transport's broker, `amqp://user:password@host:5672/vhost` (exchange `unifiedfeed`, one queue per
   * node, dead letters in `unifiedfeed.dead`). Unset: an in-process queue, nothing to install.
   */
  SPORTS_FEED_URL: safeStringSchema.regex(/^amqps?:\/\//, 'an amqp:// or amqps:// URL').optional(),
  /**
   * The UOF REST API with its version (`https://global.api.betradar.com/v1`, `https://stgapi.betradar.com/v1`):
   * market descriptions and the producers' recovery requests (later fixtures) for SPORTS_FEED=uof. The sandbox
   * serves its own.
   */
  SPORTS_FEED_API: safeStringSchema.regex(/^https?:\/\//, 'an http(s):// URL').optional(),
  /** The bookmaker's UOF access token, sent as `x-access-token` to SPORTS_FEED_API. */
  SPORTS_FEED_TOKEN: safeStringSchema.min(1).optional(),
  /** This server's UOF node id: its queue (`unifiedfeed.node-<id>`) and the recoveries it asks for. */
  SPORTS_FEED_NODE: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
  /**
   * A producer without an alive for this long is down: its markets are suspended until its recovery completes
   * (UOF sends an alive every 10 s; the SDKs wait 20 s).
   */
  SPORTS_FEED_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(20_000),
  /** The sandbox feed's seed: the same seed plays the same fixtures, scores and prices. */
  SPORTS_FEED_SEED: safeStringSchema.min(1).default('sandbox-sports'),
  SPORTS_FEED_FILE: safeStringSchema.optional(),
  /** Appends every feed message delivered to this JSONL file (replayable with SPORTS_FEED=replay). */
  SPORTS_FEED_RECORD: safeStringSchema.optional(),
  /**
   * Appends every UOF message consumed — routing key, XML as it came, arrival time — to this JSONL file
   * (replayable with SPORTS_FEED=uof-replay and SPORTS_FEED_FILE).
   */
  SPORTS_FEED_RECORD_XML: safeStringSchema.optional(),
};
