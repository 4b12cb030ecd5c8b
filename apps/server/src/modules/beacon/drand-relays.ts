import {
  beaconRoundTime,
  type BeaconChain,
  type BeaconRound,
  type VerifiedBeaconRound,
} from '@casino/game-math/beacon';

import type { BeaconSource, RoundCheck } from './beacon-source.ts';

/** What the relays' failures are told to: the server's logger. */
export interface RelayLog {
  warn(detail: Record<string, unknown>, message: string): void;
}

export interface DrandRelayOptions {
  chain: BeaconChain;
  /** Relay roots, e.g. https://api.drand.sh: a round is `<root>/<chain hash>/public/<round>`. */
  urls: readonly string[];
  timeoutMs: number;
  log: RelayLog;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A relay's answer is a few hundred bytes; anything much larger is not a round. */
const MAX_ANSWER_CHARS = 4_096;

/**
 * drand's network through its HTTP relays, tried in turn (DRAND). A relay is trusted for nothing: what it
 * answers is only a candidate, checked against the configured key; one that fails sends us to the next
 * relay. A round not yet due is not asked for at all.
 */
export class DrandRelays implements BeaconSource {
  readonly sandbox = false;
  readonly chain: BeaconChain;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: DrandRelayOptions) {
    this.chain = options.chain;
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async fetchRound(round: number, check: RoundCheck): Promise<VerifiedBeaconRound | null> {
    if (beaconRoundTime(this.chain, round) > this.now()) return null;
    for (const root of this.options.urls) {
      const url = `${root}/${this.chain.chainHash}/public/${round}`;
      try {
        const candidate = await this.ask(url, round);
        if (!candidate) continue;
        const verified = check(candidate);
        if (verified) return verified;
        this.options.log.warn({ url, round }, 'drand relay served a round whose signature does not hold');
      } catch (error) {
        this.options.log.warn({ url, err: error }, 'drand relay did not answer');
      }
    }
    return null;
  }

  /** One relay's answer for `round`: the round, or null when it has none (yet) or answered something else. */
  private async ask(url: string, round: number): Promise<BeaconRound | null> {
    const response = await this.fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) {
      // 404 or 425 (too early): the relay has not got the round; anything else is the relay's trouble.
      if (response.status !== 404 && response.status !== 425)
        this.options.log.warn({ url, status: response.status }, 'drand relay refused a round');
      return null;
    }
    if (text.length > MAX_ANSWER_CHARS) throw new Error(`answer of ${text.length} characters`);
    const body: unknown = JSON.parse(text);
    const candidate = roundOf(body);
    if (!candidate || candidate.round !== round) {
      this.options.log.warn({ url }, 'drand relay answered something that is not the round asked for');
      return null;
    }
    return candidate;
  }
}

/** The fields of a relay's JSON answer a round needs, or null when they are not there. */
function roundOf(body: unknown): BeaconRound | null {
  if (typeof body !== 'object' || body === null) return null;
  const { round, signature, randomness } = body as Record<string, unknown>;
  if (typeof round !== 'number' || typeof signature !== 'string') return null;
  if (randomness !== undefined && typeof randomness !== 'string') return null;
  return randomness === undefined ? { round, signature } : { round, signature, randomness };
}
