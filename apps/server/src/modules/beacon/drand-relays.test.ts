import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { QUICKNET, verifyBeaconRound } from '@casino/game-math/beacon';
// Real quicknet rounds copied from drand's own repositories (each with its source, in game-math).
import { QUICKNET_ROUND_12040883, QUICKNET_ROUND_42 } from '@casino/game-math/beacon-vectors';

import { openPglite, type Database } from '../../db/client.ts';
import { BeaconService } from './beacon.service.ts';
import { DrandRelays, type RelayLog } from './drand-relays.ts';

const ROUNDS = new Map([QUICKNET_ROUND_42, QUICKNET_ROUND_12040883].map((round) => [round.round, round]));
const check = (candidate: Parameters<typeof verifyBeaconRound>[1]) =>
  verifyBeaconRound(QUICKNET.publicKey, candidate);

/** A relay answering like drand's HTTP API (v1 `/<chain>/public/<round>`), or misbehaving as told. */
type Relay = (round: number, signal: AbortSignal | undefined) => Promise<Response>;

const honest: Relay = async (round) => {
  const beacon = ROUNDS.get(round);
  return beacon ? Response.json(beacon) : new Response('{"error":"not found"}', { status: 404 });
};

function relays(table: Record<string, Relay>) {
  const asked: string[] = [];
  const fetcher = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    asked.push(url.href);
    const relay = table[url.origin];
    const match = /^\/([0-9a-f]{64})\/public\/(\d+)$/.exec(url.pathname);
    if (!relay || !match || match[1] !== QUICKNET.chainHash) return new Response('', { status: 404 });
    return relay(Number(match[2]), init?.signal ?? undefined);
  });
  return { asked, fetch: fetcher as unknown as typeof fetch };
}

const quiet = (): RelayLog & { warnings: string[] } => {
  const warnings: string[] = [];
  return { warnings, warn: (_detail, message) => warnings.push(message) };
};

function drand(table: Record<string, Relay>, options: { timeoutMs?: number; now?: () => number } = {}) {
  const { asked, fetch } = relays(table);
  const log = quiet();
  const source = new DrandRelays({
    chain: QUICKNET,
    urls: Object.keys(table),
    timeoutMs: options.timeoutMs ?? 1_000,
    log,
    fetch,
    ...(options.now ? { now: options.now } : {}),
  });
  return { source, asked, log, fetch };
}

describe('drand over HTTP relays (DRAND)', () => {
  it('asks <relay>/<chain hash>/public/<round> and accepts a real quicknet round', async () => {
    const { source, asked } = drand({ 'https://relay-a.test': honest });
    expect(await source.fetchRound(42, check)).toEqual(QUICKNET_ROUND_42);
    expect(asked).toEqual([`https://relay-a.test/${QUICKNET.chainHash}/public/42`]);
    // quicknet's v2-style answer without the randomness: derived here, not needed from the relay.
    const bare = drand({
      'https://relay-b.test': async () =>
        Response.json({ round: 12_040_883, signature: QUICKNET_ROUND_12040883.signature }),
    });
    expect(await bare.source.fetchRound(12_040_883, check)).toEqual(QUICKNET_ROUND_12040883);
  });

  it('trusts no relay: a failing, lying or silent relay sends it to the next one', async () => {
    const tampered = { ...QUICKNET_ROUND_42, signature: QUICKNET_ROUND_42.signature.replace(/^95/, '96') };
    const { source, asked, log } = drand(
      {
        'https://down.test': async () => {
          throw new TypeError('fetch failed');
        },
        'https://broken.test': async () => new Response('oops', { status: 502 }),
        'https://silent.test': (_round, signal) =>
          new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
        'https://liar.test': async () => Response.json(tampered),
        'https://other-round.test': async () => Response.json(QUICKNET_ROUND_12040883),
        'https://garbage.test': async () => new Response('x'.repeat(10_000)),
        'https://honest.test': honest,
      },
      { timeoutMs: 150 },
    );
    expect(await source.fetchRound(42, check)).toEqual(QUICKNET_ROUND_42);
    expect(asked).toHaveLength(7);
    expect(log.warnings).toContain('drand relay served a round whose signature does not hold');
  });

  it('answers null when no relay has a valid round, and never asks for a round not yet due', async () => {
    const none = drand({
      'https://a.test': honest,
      'https://b.test': async () => new Response('', { status: 425 }),
    });
    expect(await none.source.fetchRound(43, check)).toBeNull();
    expect(none.asked).toHaveLength(2);

    const early = drand({ 'https://a.test': honest }, { now: () => QUICKNET.genesisTime * 1000 + 1_000 });
    expect(await early.source.fetchRound(42, check)).toBeNull();
    expect(early.asked).toHaveLength(0);
  });
});

describe('the beacon service on drand', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite('memory://');
  });
  afterAll(() => database.close());

  it('fetches a round once, keeps it, and serves it again without the network', async () => {
    const { source, fetch } = drand({ 'https://relay.test': honest });
    const service = new BeaconService(database.db, source);
    expect(service.info()).toEqual({
      scheme: 'bls-unchained-g1-rfc9380',
      chainHash: QUICKNET.chainHash,
      publicKey: QUICKNET.publicKey,
      genesisTime: 1_692_803_367,
      periodSeconds: 3,
      sandbox: false,
    });
    const expected = {
      chainHash: QUICKNET.chainHash,
      ...QUICKNET_ROUND_42,
      time: (1_692_803_367 + 41 * 3) * 1000,
    };
    const [first, concurrent] = await Promise.all([service.get(42), service.get(42)]);
    expect(first).toEqual(expected);
    expect(concurrent).toEqual(expected);
    expect(await service.get(42)).toEqual(expected);
    expect(fetch).toHaveBeenCalledTimes(1);

    const offline = new BeaconService(database.db, drand({}).source);
    expect(await offline.kept(42)).toEqual(expected);
    expect(await offline.get(43)).toBeNull();
    expect(await offline.kept(43)).toBeNull();
  });
});
