/**
 * UOF routing keys, as Sportradar's broker routes them on the `unifiedfeed` topic exchange:
 * `{priority}.{pre|virt|-}.{live|-}.{message_type}.{sport_id}.{urn_type}.{event_id}.{node_id}`,
 * e.g. `hi.-.live.odds_change.1.sr:match.1234.-`. A `-` is "none"; system messages (`alive`,
 * `snapshot_complete`) carry `-` everywhere but the type (and the node, for a snapshot_complete).
 * Older keys, and some UOF documents, stop after the event id: a key of seven words has no node.
 */

/** Whether a message is time sensitive: settlements travel `lo`, odds and stops `hi`. */
export type UofPriority = 'hi' | 'lo' | '-';
/** Interest of a prematch system: `pre` for real events, `virt` for Betradar's virtual sports. */
export type UofPrematchInterest = 'pre' | 'virt' | '-';
/** Interest of a live system. */
export type UofLiveInterest = 'live' | '-';

/** A routing key read into its parts; `null` where the key says `-`. */
export interface UofRoutingKey {
  /** `hi`, `lo` or `-` (system messages). */
  priority: UofPriority;
  /** `pre`, `virt` or `-`. */
  prematch: UofPrematchInterest;
  /** `live` or `-`. */
  live: UofLiveInterest;
  /** The message's element name: odds_change, bet_settlement, alive, snapshot_complete… */
  messageType: string;
  /** UOF sport id (1 = soccer), without its `sr:sport:` prefix. */
  sportId: number | null;
  /** The event URN's prefix and type, e.g. `sr:match`, `vs:match`, `sr:stage`. */
  urnType: string | null;
  /** The event id without its URN prefix (custom events may be negative). */
  eventId: number | null;
  /** The node a recovery was requested for; `null` for messages meant for every node. */
  nodeId: number | null;
}

/** Thrown by `parseRoutingKey` with the reason a key is not UOF's. */
export class InvalidRoutingKeyError extends Error {
  constructor(routingKey: string, reason: string) {
    super(`routing key "${routingKey}" ${reason}`);
    this.name = 'InvalidRoutingKeyError';
  }
}

const PRIORITIES: readonly string[] = ['hi', 'lo', '-'];
const PREMATCH_INTERESTS: readonly string[] = ['pre', 'virt', '-'];
const LIVE_INTERESTS: readonly string[] = ['live', '-'];
const INTEGER = /^-?\d+$/;
const MESSAGE_TYPE = /^[a-z_]+$/;
const URN_TYPE = /^[a-z]+:[a-z_]+$/;

/** Reads a UOF routing key; throws `InvalidRoutingKeyError` naming the part that is wrong. */
export function parseRoutingKey(routingKey: string): UofRoutingKey {
  const words = routingKey.split('.');
  if (words.length !== 7 && words.length !== 8) {
    throw new InvalidRoutingKeyError(routingKey, `has ${words.length} words, UOF's have 7 or 8`);
  }
  const [priority, prematch, live, messageType, sport, urnType, event, node = '-'] = words as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  const fail = (reason: string): never => {
    throw new InvalidRoutingKeyError(routingKey, reason);
  };
  if (!PRIORITIES.includes(priority)) fail(`has priority "${priority}" (hi, lo or -)`);
  if (!PREMATCH_INTERESTS.includes(prematch)) fail(`has prematch interest "${prematch}" (pre, virt or -)`);
  if (!LIVE_INTERESTS.includes(live)) fail(`has live interest "${live}" (live or -)`);
  if (!MESSAGE_TYPE.test(messageType)) fail(`has message type "${messageType}"`);
  if (urnType !== '-' && !URN_TYPE.test(urnType)) fail(`has URN type "${urnType}" (e.g. sr:match)`);
  return {
    priority: priority as UofPriority,
    prematch: prematch as UofPrematchInterest,
    live: live as UofLiveInterest,
    messageType,
    sportId: optionalInteger(sport, () => fail(`has sport id "${sport}"`)),
    urnType: urnType === '-' ? null : urnType,
    eventId: optionalInteger(event, () => fail(`has event id "${event}"`)),
    nodeId: optionalInteger(node, () => fail(`has node id "${node}"`)),
  };
}

function optionalInteger(word: string, fail: () => never): number | null {
  if (word === '-') return null;
  if (!INTEGER.test(word) || !Number.isSafeInteger(Number(word))) fail();
  return Number(word);
}

/** Writes a routing key as UOF does, all eight words. */
export function formatRoutingKey(key: UofRoutingKey): string {
  const dash = (value: string | number | null) => (value === null ? '-' : String(value));
  return [
    key.priority,
    key.prematch,
    key.live,
    key.messageType,
    dash(key.sportId),
    dash(key.urnType),
    dash(key.eventId),
    dash(key.nodeId),
  ].join('.');
}

/** The event's URN (`sr:match:1234`) when the key names one. */
export function eventUrnOf(key: UofRoutingKey): string | null {
  return key.urnType === null || key.eventId === null ? null : `${key.urnType}:${key.eventId}`;
}

/** The subscriptions UOF's SDKs offer (their `MessageInterest`). */
export type UofMessageInterest =
  'all' | 'live' | 'prematch' | 'virtual' | 'hi-priority' | 'lo-priority' | 'system';

/** The seven-word pattern of each interest, before the node word; `system` binds the system keys alone. */
const INTEREST_PATTERNS: Record<Exclude<UofMessageInterest, 'system'>, string> = {
  all: '*.*.*.*.*.*.*',
  live: '*.*.live.*.*.*.*',
  prematch: '*.pre.*.*.*.*.*',
  virtual: '*.virt.*.*.*.*.*',
  'hi-priority': 'hi.*.*.*.*.*.*',
  'lo-priority': 'lo.*.*.*.*.*.*',
};

/**
 * The binding patterns of a queue with these interests, as UOF's SDKs bind them: each interest's pattern
 * followed, on a node, by that node's messages and those for every node (`.7.#`, `.-.#`), otherwise by
 * `.#`; and always the system messages: every `alive` and the `snapshot_complete` of this node's
 * recoveries. The trailing `#` also takes a key of seven words.
 */
export function bindingPatterns(interests: readonly UofMessageInterest[], nodeId: number | null): string[] {
  const patterns = new Set<string>();
  for (const interest of interests) {
    if (interest === 'system') continue;
    const pattern = INTEREST_PATTERNS[interest];
    if (nodeId === null) patterns.add(`${pattern}.#`);
    else {
      patterns.add(`${pattern}.${nodeId}.#`);
      patterns.add(`${pattern}.-.#`);
    }
  }
  patterns.add('-.-.-.alive.#');
  patterns.add(`-.-.-.snapshot_complete.-.-.-.${nodeId ?? '-'}`);
  return [...patterns];
}

/** Whether a topic exchange routes `routingKey` through `pattern` (`*` one word, `#` zero or more). */
export function matchesBinding(pattern: string, routingKey: string): boolean {
  return matchWords(pattern.split('.'), routingKey.split('.'));
}

function matchWords(pattern: readonly string[], words: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return words.length === 0;
  if (head === '#') {
    for (let skip = 0; skip <= words.length; skip += 1) {
      if (matchWords(rest, words.slice(skip))) return true;
    }
    return false;
  }
  const [word, ...others] = words;
  if (word === undefined) return false;
  return (head === '*' || head === word) && matchWords(rest, others);
}
