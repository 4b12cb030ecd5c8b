import type { FeedMessage } from '@casino/contracts';

/** Receives one feed message; the adapter awaits it before delivering the next. */
export type FeedHandler = (message: FeedMessage) => Promise<void>;

/**
 * A provider of the sports feed (issue 17): the bundled sandbox simulation, a JSONL replay, a real provider
 * later. Every one speaks `FeedMessage` and delivers in order, one message at a time, so the sportsbook never
 * sees a settlement overtake the odds it settles.
 */
export interface FeedAdapter {
  /** e.g. 'sandbox', 'replay'. */
  readonly name: string;
  /** True for the bundled simulation: shown as SANDBOX in the UI and logs. */
  readonly sandbox: boolean;
  /** Starts delivering live messages, in order, one at a time (awaits the handler before the next). */
  start(handler: FeedHandler): Promise<void>;
  /** Stops delivering; resolves once the message in hand has been delivered. */
  stop(): Promise<void>;
  /** Recovery after a restart or disconnect: replays the state as of now for everything changed since `since` (ms), then ends with snapshot_complete carrying requestId. */
  recover(since: number, requestId: number, handler: FeedHandler): Promise<void>;
}
