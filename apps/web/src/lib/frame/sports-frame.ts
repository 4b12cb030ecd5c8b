import { SPORTS_FRAME_SOURCE, sportsFrameMessageSchema, type SportsFrameMessage } from '@casino/contracts';

/**
 * The two ends of the sports iframe's `postMessage` protocol (contracts `sportsFrameMessageSchema`): the
 * sportsbook inside the frame and the /embed page around it. Both live on this site's origin, so each end
 * posts with that origin as the target and trusts only messages from that origin and from the one window it
 * talks to: a message from another tab, another frame or another site is ignored, however well formed.
 */

/** What a received message event is checked on (a `MessageEvent` fits). */
export interface ReceivedFrameMessage {
  /** The sender's origin, as the browser tells it. */
  origin: string;
  /** The window that posted it. */
  source: MessageEventSource | null;
  /** What it carried. */
  data: unknown;
}

/** Each kind of a union without its source tag (distributed, so every kind keeps its own fields). */
type WithoutSource<Message> = Message extends unknown ? Omit<Message, 'source'> : never;

/** A protocol message as the senders write it: the source tag is added on posting. */
export type SportsFrameMessageBody = WithoutSource<SportsFrameMessage>;

/**
 * The message of `event` when it came from `expectedSource` on `ownOrigin` and is one of the protocol's;
 * null for anything else (a foreign origin, another window, a malformed or unknown message).
 */
export function readSportsFrameMessage(
  event: ReceivedFrameMessage,
  expectedSource: MessageEventSource | null | undefined,
  ownOrigin: string,
): SportsFrameMessage | null {
  if (!expectedSource || event.source !== expectedSource) return null;
  if (event.origin !== ownOrigin) return null;
  const parsed = sportsFrameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** Posts a protocol message to `target`, readable only by a page of this site's origin. */
export function postSportsFrameMessage(
  target: Window | null | undefined,
  message: SportsFrameMessageBody,
  ownOrigin: string = window.location.origin,
): void {
  target?.postMessage({ ...message, source: SPORTS_FRAME_SOURCE }, ownOrigin);
}
