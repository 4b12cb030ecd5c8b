import { describe, expect, it } from 'vitest';

import {
  bindingPatterns,
  eventUrnOf,
  formatRoutingKey,
  InvalidRoutingKeyError,
  matchesBinding,
  parseRoutingKey,
} from './routing-key.ts';

// Keys as UOF's documentation ("AMQP Topic Filtering") and its SDKs' tests write them.
const PREMATCH_ODDS = 'hi.pre.-.odds_change.1.sr:match.1234.-';
const LIVE_ODDS = 'hi.-.live.odds_change.1.sr:match.1234.-';
const FIXTURE_CHANGE = 'hi.pre.live.fixture_change.1.sr:match.1234.-';
const LIVE_SETTLEMENT = 'lo.-.live.bet_settlement.1.sr:match.1234.-';
const POST_MATCH_SETTLEMENT = 'lo.pre.-.bet_settlement.1.sr:match.1234.-';
const VIRTUAL_ODDS = 'hi.virt.-.odds_change.1.vs:match.1234.-';
const ALIVE = '-.-.-.alive.-.-.-.-';
const SNAPSHOT_COMPLETE_NODE_1 = '-.-.-.snapshot_complete.-.-.-.1';
const DOC_SNAPSHOT_COMPLETE = '-.-.-.snapshot_complete.-.-.-';
const SDK_BET_STOP = 'hi.-.live.bet_stop.1.sr:match.9578495.-';
const SDK_SEVEN_WORDS = 'hi.-.live.odds_change.5.sr:match.12329150';
const SDK_CUSTOM_EVENT = 'hi.pre.-.odds_change.21.sr:match.-5555197.-';
const RECOVERY_FOR_NODE_7 = 'hi.pre.live.fixture_change.1.sr:match.61000004.7';

describe('parseRoutingKey', () => {
  it('reads a live odds_change into its parts', () => {
    expect(parseRoutingKey(LIVE_ODDS)).toEqual({
      priority: 'hi',
      prematch: '-',
      live: 'live',
      messageType: 'odds_change',
      sportId: 1,
      urnType: 'sr:match',
      eventId: 1234,
      nodeId: null,
    });
  });

  it('reads the interests, priorities and URN types of UOF documented keys', () => {
    expect(parseRoutingKey(PREMATCH_ODDS)).toMatchObject({ priority: 'hi', prematch: 'pre', live: '-' });
    expect(parseRoutingKey(FIXTURE_CHANGE)).toMatchObject({ prematch: 'pre', live: 'live' });
    expect(parseRoutingKey(LIVE_SETTLEMENT)).toMatchObject({ priority: 'lo', messageType: 'bet_settlement' });
    expect(parseRoutingKey(POST_MATCH_SETTLEMENT)).toMatchObject({
      priority: 'lo',
      prematch: 'pre',
      live: '-',
    });
    expect(parseRoutingKey(VIRTUAL_ODDS)).toMatchObject({ prematch: 'virt', urnType: 'vs:match' });
    expect(parseRoutingKey(SDK_BET_STOP)).toMatchObject({ messageType: 'bet_stop', eventId: 9578495 });
  });

  it('reads system keys with nothing but their type and node', () => {
    expect(parseRoutingKey(ALIVE)).toEqual({
      priority: '-',
      prematch: '-',
      live: '-',
      messageType: 'alive',
      sportId: null,
      urnType: null,
      eventId: null,
      nodeId: null,
    });
    expect(parseRoutingKey(SNAPSHOT_COMPLETE_NODE_1)).toMatchObject({
      messageType: 'snapshot_complete',
      nodeId: 1,
    });
  });

  it('takes a key of seven words (no node), a negative custom event id and a node id', () => {
    expect(parseRoutingKey(SDK_SEVEN_WORDS)).toMatchObject({ sportId: 5, eventId: 12329150, nodeId: null });
    expect(parseRoutingKey(DOC_SNAPSHOT_COMPLETE)).toMatchObject({
      messageType: 'snapshot_complete',
      nodeId: null,
    });
    expect(parseRoutingKey(SDK_CUSTOM_EVENT)).toMatchObject({ sportId: 21, eventId: -5555197 });
    expect(parseRoutingKey(RECOVERY_FOR_NODE_7)).toMatchObject({ nodeId: 7 });
  });

  it.each([
    ['hi.-.live.odds_change.6sr:match.9536715', /has 6 words/],
    ['hi.-.live.odds_change.6b.sr:match.9536715', /sport id "6b"/],
    ['mid.-.live.odds_change.1.sr:match.1.-', /priority "mid"/],
    ['hi.live.-.odds_change.1.sr:match.1.-', /prematch interest "live"/],
    ['hi.-.pre.odds_change.1.sr:match.1.-', /live interest "pre"/],
    ['hi.-.live.odds_change.1.match.1.-', /URN type "match"/],
    ['hi.-.live.odds_change.1.sr:match.1.x', /node id "x"/],
    ['hi.-.live.odds_change.1.sr:match.1.-.extra', /has 9 words/],
  ])('refuses %s, saying why', (key, reason) => {
    expect(() => parseRoutingKey(key)).toThrow(InvalidRoutingKeyError);
    expect(() => parseRoutingKey(key)).toThrow(reason);
  });
});

describe('formatRoutingKey', () => {
  it('writes back what it read, in eight words', () => {
    for (const key of [
      PREMATCH_ODDS,
      LIVE_ODDS,
      VIRTUAL_ODDS,
      ALIVE,
      SNAPSHOT_COMPLETE_NODE_1,
      SDK_CUSTOM_EVENT,
    ]) {
      expect(formatRoutingKey(parseRoutingKey(key))).toBe(key);
    }
    expect(formatRoutingKey(parseRoutingKey(SDK_SEVEN_WORDS))).toBe(`${SDK_SEVEN_WORDS}.-`);
  });

  it('names the event URN', () => {
    expect(eventUrnOf(parseRoutingKey(LIVE_ODDS))).toBe('sr:match:1234');
    expect(eventUrnOf(parseRoutingKey(ALIVE))).toBeNull();
  });
});

describe('bindingPatterns', () => {
  it('binds as the SDKs do: the interest, then the system keys', () => {
    expect(bindingPatterns(['live'], null)).toEqual([
      '*.*.live.*.*.*.*.#',
      '-.-.-.alive.#',
      '-.-.-.snapshot_complete.-.-.-.-',
    ]);
    expect(bindingPatterns(['prematch'], 7)).toEqual([
      '*.pre.*.*.*.*.*.7.#',
      '*.pre.*.*.*.*.*.-.#',
      '-.-.-.alive.#',
      '-.-.-.snapshot_complete.-.-.-.7',
    ]);
    expect(bindingPatterns(['system'], null)).toEqual(['-.-.-.alive.#', '-.-.-.snapshot_complete.-.-.-.-']);
  });

  const routes = (interest: Parameters<typeof bindingPatterns>[0], nodeId: number | null, key: string) =>
    bindingPatterns(interest, nodeId).some((pattern) => matchesBinding(pattern, key));

  it('routes every documented key to an all-messages queue, seven-word keys included', () => {
    for (const key of [PREMATCH_ODDS, LIVE_ODDS, FIXTURE_CHANGE, VIRTUAL_ODDS, ALIVE, SDK_SEVEN_WORDS]) {
      expect(routes(['all'], null, key), key).toBe(true);
    }
  });

  it('keeps live, prematch and system subscriptions apart', () => {
    expect(routes(['live'], null, LIVE_ODDS)).toBe(true);
    expect(routes(['live'], null, PREMATCH_ODDS)).toBe(false);
    expect(routes(['live'], null, FIXTURE_CHANGE)).toBe(true);
    expect(routes(['prematch'], null, POST_MATCH_SETTLEMENT)).toBe(true);
    expect(routes(['prematch'], null, LIVE_SETTLEMENT)).toBe(false);
    expect(routes(['system'], null, LIVE_ODDS)).toBe(false);
    expect(routes(['system'], null, ALIVE)).toBe(true);
  });

  it("gives a node its own recoveries and the messages for every node, not another node's", () => {
    expect(routes(['all'], 7, RECOVERY_FOR_NODE_7)).toBe(true);
    expect(routes(['all'], 7, LIVE_ODDS)).toBe(true);
    expect(routes(['all'], 1, RECOVERY_FOR_NODE_7)).toBe(false);
    expect(routes(['all'], 1, SNAPSHOT_COMPLETE_NODE_1)).toBe(true);
    expect(routes(['system'], 7, SNAPSHOT_COMPLETE_NODE_1)).toBe(false);
  });
});

describe('matchesBinding', () => {
  it('reads * as one word and # as zero or more', () => {
    expect(matchesBinding('-.-.-.alive.#', '-.-.-.alive')).toBe(true);
    expect(matchesBinding('#.sr:match.1234.#', LIVE_ODDS)).toBe(true);
    expect(matchesBinding('#.sr:match.99.#', LIVE_ODDS)).toBe(false);
    expect(matchesBinding('*.*.*.*.*.*.*', LIVE_ODDS)).toBe(false);
    expect(matchesBinding('#', '')).toBe(true);
  });
});
