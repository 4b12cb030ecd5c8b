import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { FEED_MARKETS_MAX, type FeedMessage, type MarketOdds, type UofMessage } from '@casino/contracts';

import { sandboxFixture } from '../feed/sandbox-fixtures.ts';
import { simulatedTimeline } from '../feed/simulated-feed.ts';
import { parseRoutingKey } from './routing-key.ts';
import { parseUofMessage } from './uof-messages.ts';
import {
  sportOfUofSportId,
  uofToBook,
  type BookTranslation,
  type FixtureNames,
  type UofToBookOptions,
} from './uof-to-book.ts';
import {
  SandboxUofWriter,
  sandboxEventIdOf,
  sandboxEventUrn,
  writeUofAlive,
  writeUofMessage,
} from './uof-writer.ts';
import { asUofCarriesIt } from '../../../../test/uof-carried.ts';

const testdata = (file: string): string =>
  readFileSync(new URL(`./testdata/${file}`, import.meta.url), 'utf8');

function parsed(xml: string): UofMessage {
  const result = parseUofMessage(xml);
  if (!result.ok) throw new Error(`refused: ${result.refusal.reason} ${result.refusal.detail}`);
  return result.message;
}

const options = { seed: 'sports-feed-test', epoch: Date.UTC(2026, 0, 1) };

/** The sandbox's fixture names by URN: what the REST fixture would give a real feed's consumer. */
function sandboxNames(urn: string): FixtureNames | null {
  const eventId = sandboxEventIdOf(urn);
  if (eventId === null) return null;
  const [, sport, slot] = eventId.split(':') as [string, 'football' | 'basketball' | 'tennis', string];
  const { competitionId, competition, home, away } = sandboxFixture(options, sport, Number(slot));
  return { competitionId, competition, home, away };
}

describe('the sandbox as UOF and back', () => {
  // About 10 000 messages: 10 s on an idle core, so a generous timeout for a busy CI machine.
  it(
    'round-trips two hours of the sandbox timeline, every message type it sends',
    { timeout: 90_000 },
    () => {
      const messages: FeedMessage[] = [
        ...simulatedTimeline(options, options.epoch, options.epoch + 120 * 60_000),
        // Ends every recovery (SimulatedFeed.recover).
        { type: 'snapshot_complete', ts: options.epoch + 120 * 60_000, requestId: 7 },
      ];
      const types = new Set(messages.map((message) => message.type));
      expect([...types].sort()).toEqual([
        'bet_cancel',
        'bet_settlement',
        'bet_stop',
        'fixture_change',
        'odds_change',
        'rollback_bet_cancel',
        'rollback_bet_settlement',
        'snapshot_complete',
      ]);
      const writer = new SandboxUofWriter();
      const products = new Set<string>();
      let halfResults = 0;
      for (const message of messages) {
        const { routingKey, xml } = writer.write(message);
        const key = parseRoutingKey(routingKey);
        expect(key.messageType).toBe(
          message.type === 'bet_stop' && message.markets ? 'odds_change' : message.type,
        );
        const uof = parsed(xml);
        if ('eventId' in message) {
          expect(uof.type === 'alive' || uof.type === 'snapshot_complete' ? null : uof.eventId).toBe(
            sandboxEventUrn(message.eventId),
          );
          expect(key.urnType).toBe('sr:match');
          products.add(`${message.type}:${uof.product}`);
        }
        const sport = sportOfUofSportId(key.sportId) ?? 'football';
        const translationOptions: UofToBookOptions = {
          sport,
          eventIdOf: (urn) => sandboxEventIdOf(urn) ?? urn,
          fixtureOf: sandboxNames,
        };
        const translated = uofToBook(uof, translationOptions);
        expect(translated.leftOut).toEqual([]);
        expect(translated.message).toEqual(asUofCarriesIt(message, uof.product));
        if (xml.includes('void_factor="0.5"')) halfResults += 1;
      }
      // Prematch prices from producer 3, live ones (and what follows the start) from 1.
      expect(products.has('odds_change:3')).toBe(true);
      expect(products.has('odds_change:1')).toBe(true);
      expect(halfResults).toBeGreaterThan(0);
    },
  );

  it('writes what UOF sends, attribute for attribute', () => {
    const context = { sport: 'football' as const, eventUrn: 'sr:match:1231', product: 1 };
    /** The book reads back what was written: the same message (the sandbox's event id from the URN). */
    const readBack = (xml: string, sport: UofToBookOptions['sport'] = 'football') =>
      uofToBook(parsed(xml), {
        sport,
        eventIdOf: (urn) => sandboxEventIdOf(urn) ?? urn,
        fixtureOf: sandboxNames,
      });
    const oddsMessage: FeedMessage = {
      type: 'odds_change',
      ts: 1_700_000_000_000,
      eventId: 'sb:football:123',
      status: 'live',
      score: { home: 1, away: 0, clock: "1H 23'" },
      markets: [
        {
          id: '16|hcp=-0.75',
          status: 'active',
          outcomes: [
            { id: '1714', odds: 1850, active: true },
            { id: '1715', odds: 15000, active: false },
          ],
        },
        { id: '29', status: 'suspended', outcomes: [] },
        {
          id: '21|variant=sr:exact_goals:6+',
          status: 'active',
          outcomes: [{ id: 'sr:exact_goals:6+:70', odds: 3900, active: true }],
        },
      ],
    };
    const odds = writeUofMessage(oddsMessage, context);
    expect(odds.routingKey).toBe('hi.-.live.odds_change.1.sr:match.1231.-');
    expect(odds.xml).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<odds_change product="1" event_id="sr:match:1231" timestamp="1700000000000">' +
        '<sport_event_status status="1" home_score="1" away_score="0" match_status="6">' +
        '<clock match_time="22:00"/></sport_event_status>' +
        '<odds><market id="16" specifiers="hcp=-0.75" status="1">' +
        '<outcome id="1714" odds="1.85" active="1"/><outcome id="1715" odds="15.0" active="0"/></market>' +
        '<market id="29" status="-1"/>' +
        '<market id="21" specifiers="variant=sr:exact_goals:6+" status="1">' +
        '<outcome id="sr:exact_goals:6+:70" odds="3.9" active="1"/></market></odds></odds_change>',
    );
    expect(readBack(odds.xml)).toStrictEqual({
      message: { ...oddsMessage, producer: 1 },
      leftOut: [],
      skipped: null,
    });

    const settlementMessage: FeedMessage = {
      type: 'bet_settlement',
      ts: 5,
      eventId: 'sb:football:123',
      markets: [
        {
          id: '18|total=2.25',
          outcomes: [
            { id: '12', result: 'half_won' },
            { id: '13', result: 'half_lost' },
          ],
        },
        {
          id: '1',
          outcomes: [
            { id: '1', result: 'void' },
            { id: '2', result: null },
            { id: '3', result: 'won', deadHeat: [1, 2] },
          ],
        },
      ],
    };
    const settlement = writeUofMessage(settlementMessage, { ...context, product: 3 });
    expect(settlement.routingKey).toBe('lo.pre.-.bet_settlement.1.sr:match.1231.-');
    expect(settlement.xml).toContain(
      '<bet_settlement product="3" event_id="sr:match:1231" timestamp="5"><outcomes>' +
        '<market id="18" specifiers="total=2.25"><outcome id="12" result="1" void_factor="0.5"/>' +
        '<outcome id="13" result="0" void_factor="0.5"/></market>' +
        '<market id="1"><outcome id="1" result="0" void_factor="1"/><outcome id="2" result="-1"/>' +
        '<outcome id="3" result="1" dead_heat_factor="0.5"/></market></outcomes></bet_settlement>',
    );
    expect(readBack(settlement.xml)).toStrictEqual({
      message: settlementMessage,
      leftOut: [],
      skipped: null,
    });

    // A key of two specifiers is one market in whichever order they are written.
    const cancelMessage: FeedMessage = {
      type: 'bet_cancel',
      ts: 9,
      eventId: 'sb:tennis:4',
      markets: ['188|hcp=1.5', '213|gamenr=3|setnr=2'],
      reason: 'incorrect odds',
      from: 1,
      to: 2,
    };
    const cancel = writeUofMessage(cancelMessage, { sport: 'tennis', eventUrn: 'sr:match:45', product: 1 });
    expect(cancel.routingKey).toBe('hi.-.live.bet_cancel.5.sr:match.45.-');
    expect(cancel.xml).toContain(
      '<bet_cancel start_time="1" end_time="2" product="1" event_id="sr:match:45" timestamp="9">' +
        '<market id="188" specifiers="hcp=1.5" void_reason="12"/><market id="213" ',
    );
    const cancelled = parsed(cancel.xml);
    if (cancelled.type !== 'bet_cancel') throw new Error('expected a bet_cancel');
    expect(cancelled.markets[1]).toMatchObject({
      id: 213,
      specifiers: { setnr: '2', gamenr: '3' },
      voidReason: 12,
    });
    expect(readBack(cancel.xml, 'tennis')).toStrictEqual({
      message: cancelMessage,
      leftOut: [],
      skipped: null,
    });

    const names = sandboxNames('sr:match:2');
    if (!names) throw new Error('expected the sandbox fixture of sr:match:2');
    const fixtureMessage: FeedMessage = {
      type: 'fixture_change',
      ts: 3,
      eventId: 'sb:basketball:0',
      fixture: {
        eventId: 'sb:basketball:0',
        sport: 'basketball',
        ...names,
        startsAt: 100,
        status: 'not_started',
      },
    };
    const fixture = writeUofMessage(fixtureMessage, {
      sport: 'basketball',
      eventUrn: 'sr:match:2',
      product: 3,
    });
    expect(fixture.routingKey).toBe('hi.pre.live.fixture_change.2.sr:match.2.-');
    expect(fixture.xml).toContain(
      '<fixture_change status="0" start_time="100" product="3" event_id="sr:match:2" timestamp="3" change_type="1"/>',
    );
    // No names in the XML: they come back from the lookup.
    expect(fixture.xml).not.toContain(names.home);
    expect(readBack(fixture.xml, 'basketball')).toStrictEqual({
      message: fixtureMessage,
      leftOut: [],
      skipped: null,
    });

    expect(writeUofAlive(1, 42)).toEqual({
      routingKey: '-.-.-.alive.-.-.-.-',
      xml: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><alive product="1" timestamp="42" subscribed="1"/>',
    });
    const alive = parsed(writeUofAlive(3, 42, false).xml);
    expect(alive).toMatchObject({ type: 'alive', product: 3, subscribed: false });
    expect(uofToBook(alive, { sport: 'football' })).toEqual({
      message: null,
      leftOut: [],
      skipped: 'system_message',
    });
  });

  it('maps sandbox event ids to sr:match URNs and back', () => {
    expect(sandboxEventUrn('sb:football:0')).toBe('sr:match:1');
    expect(sandboxEventUrn('sb:basketball:123')).toBe('sr:match:1232');
    expect(sandboxEventUrn('sb:tennis:7')).toBe('sr:match:75');
    for (const id of ['sb:football:0', 'sb:basketball:123', 'sb:tennis:7', 'sb:football:99999']) {
      expect(sandboxEventIdOf(sandboxEventUrn(id))).toBe(id);
    }
    expect(sandboxEventIdOf('sr:match:1233')).toBeNull();
    expect(() => sandboxEventUrn('injected-1')).toThrow();
  });
});

describe('real UOF messages into the book', () => {
  /** The odds_change of a translation, or a failed test. */
  function oddsChangeOf(translation: BookTranslation): Extract<FeedMessage, { type: 'odds_change' }> {
    if (translation.message?.type !== 'odds_change') throw new Error('expected an odds_change');
    return translation.message;
  }
  const marketOf = (message: { markets: MarketOdds[] }, id: string): MarketOdds => {
    const market = message.markets.find((each) => each.id === id);
    if (!market) throw new Error(`no market ${id}`);
    return market;
  };
  const priceOf = (message: { markets: MarketOdds[] }, id: string, outcome: string) =>
    marketOf(message, id).outcomes.find((each) => each.id === outcome)?.odds;

  it('takes every one of the 170 markets of the real prematch odds_change, each as its own key', () => {
    const uof = parsed(testdata('odds_change_prematch.xml'));
    if (uof.type !== 'odds_change') throw new Error('expected an odds_change');
    const translation = uofToBook(uof, { sport: 'football' });
    expect(translation.skipped).toBeNull();
    expect(translation.leftOut).toEqual([]);
    const message = oddsChangeOf(translation);
    expect(message.eventId).toBe('sr:match:31604309');
    expect(message.ts).toBe(1653576646190);
    expect(message.status).toBe('not_started');
    expect(message.score).toBeUndefined();
    expect(message.markets).toHaveLength(170);
    // In the feed's order, each the parser's key (UOF id, specifiers by name), no two the same.
    const ids = message.markets.map((market) => market.id);
    expect(ids).toEqual(uof.markets.map((market) => market.key));
    expect(new Set(ids).size).toBe(170);
    // Every outcome of the file is priced, and every one arrives.
    expect(message.markets.reduce((sum, market) => sum + market.outcomes.length, 0)).toBe(805);
    // Checked by hand against the XML.
    expect(message.markets[0]).toStrictEqual({
      id: '1',
      status: 'active',
      outcomes: [
        { id: '1', odds: 2250, active: true },
        { id: '2', odds: 3550, active: true },
        { id: '3', odds: 3100, active: true },
      ],
    });
    expect(marketOf(message, '16|hcp=-0.75').outcomes).toStrictEqual([
      { id: '1714', odds: 2430, active: true },
      { id: '1715', odds: 1450, active: true },
    ]);
    // `odds="2.5151515152"`: floored to the thousandth, never above the feed's price.
    expect(marketOf(message, '18|total=3.25').outcomes[0]).toStrictEqual({
      id: '12',
      odds: 2515,
      active: true,
    });
    // Total (18), 1st half total (68), competitor 1's (19) and competitor 2's (20) total at the same line are
    // four markets with four prices, never one: over 1.5 at 1.23, 2.4, 1.9 and 2.29.
    const lines = ['18|total=1.5', '68|total=1.5', '19|total=1.5', '20|total=1.5'];
    expect(lines.map((id) => priceOf(message, id, '12'))).toEqual([1230, 2400, 1900, 2290]);
    expect(lines.map((id) => priceOf(message, id, '13'))).toEqual([4333, 1460, 1740, 1510]);
    // A variant market: the variant is a specifier, the outcomes are the variant's ids.
    const exactGoals = marketOf(message, '21|variant=sr:exact_goals:5+');
    expect(exactGoals.outcomes).toHaveLength(6);
    expect(exactGoals.outcomes[0]).toStrictEqual({ id: 'sr:exact_goals:5+:1336', odds: 16000, active: true });
    // The one market sent deactivated (`status="0"`, no outcomes) is the only one not active.
    expect(message.markets.filter((market) => market.status !== 'active')).toStrictEqual([
      { id: '818|total=4.5', status: 'deactivated', outcomes: [] },
    ]);
  });

  it('reads the live odds_change: score, unpriced outcomes left out, settled markets deactivated', () => {
    const translation = uofToBook(parsed(testdata('odds_change_live.xml')), { sport: 'football' });
    expect(translation.leftOut).toEqual([]);
    const message = oddsChangeOf(translation);
    expect(message.eventId).toBe('sr:match:10927088');
    expect(message.status).toBe('live');
    // match_status 6 (1st half) and match_time 27:33: the 28th minute is being played.
    expect(message.score).toEqual({ home: 0, away: 2, clock: "1H 28'" });
    expect(message.markets).toHaveLength(42);
    // 78 outcomes, 12 of them sent without odds (active="0"): those are left out, the book keeps them inactive.
    expect(message.markets.reduce((sum, market) => sum + market.outcomes.length, 0)).toBe(66);
    // Market 10 (double chance): outcome 11 is sent without odds.
    expect(marketOf(message, '10').outcomes).toStrictEqual([
      { id: '9', odds: 3900, active: true },
      { id: '10', odds: 1080, active: true },
    ]);
    expect(marketOf(message, '68|total=3.5').outcomes).toStrictEqual([
      { id: '12', odds: 6500, active: true },
    ]);
    expect(marketOf(message, '71|variant=sr:exact_goals:4+').outcomes.map((outcome) => outcome.id)).toEqual([
      'sr:exact_goals:4+:94',
      'sr:exact_goals:4+:95',
      'sr:exact_goals:4+:96',
    ]);
    // The match total and the 1st-half total at 2.5: over at 1.14 and 2.35.
    expect(priceOf(message, '18|total=2.5', '12')).toBe(1140);
    expect(priceOf(message, '68|total=2.5', '12')).toBe(2350);
    // A specifier value with a colon (European handicap 0:1) is kept as sent.
    expect(marketOf(message, '14|hcp=0:1').outcomes.map((outcome) => outcome.odds)).toEqual([24000, 9250]);
    // Settled (-3) and deactivated (0) markets, sent without outcomes, are gone from the book.
    expect(marketOf(message, '68|total=1.5')).toStrictEqual({
      id: '68|total=1.5',
      status: 'deactivated',
      outcomes: [],
    });
    expect(marketOf(message, '61|score=0:0')).toStrictEqual({
      id: '61|score=0:0',
      status: 'deactivated',
      outcomes: [],
    });
    expect(message.markets.filter((market) => market.status === 'deactivated')).toHaveLength(16);
  });

  it('reports the real settlement, cancel and rollbacks: tennis point and game markets come through', () => {
    const uofSettlement = parsed(testdata('bet_settlement.xml'));
    if (uofSettlement.type !== 'bet_settlement') throw new Error('expected a bet_settlement');
    const settlement = uofToBook(uofSettlement, { sport: 'tennis' });
    expect(settlement.skipped).toBeNull();
    expect(settlement.leftOut).toEqual([]);
    if (settlement.message?.type !== 'bet_settlement') throw new Error('expected a bet_settlement');
    expect(settlement.message.eventId).toBe('sr:match:9583135');
    expect(settlement.message.ts).toBe(1465855727378);
    expect(settlement.message.markets).toHaveLength(46);
    const keys = settlement.message.markets.map((market) => market.id);
    expect(new Set(keys).size).toBe(46);
    // The 130 outcomes of the file, each won or lost (no void factor, no dead heat in it).
    const outcomes = settlement.message.markets.flatMap((market) => market.outcomes);
    expect(outcomes).toHaveLength(130);
    expect(new Set(outcomes.map((outcome) => outcome.result))).toEqual(new Set(['won', 'lost']));
    // `specifiers="setnr=3|gamenr=3"`: the key has them by name; extended_specifiers are not part of it.
    expect(settlement.message.markets[0]).toStrictEqual({
      id: '213|gamenr=3|setnr=3',
      outcomes: [
        { id: '70', result: 'lost' },
        { id: '72', result: 'won' },
      ],
    });
    expect(keys[2]).toBe('209|gamenrX=2|gamenrY=3|setnr=3');
    expect(
      settlement.message.markets.find((market) => market.id === '190|total=11.5')?.outcomes,
    ).toStrictEqual([
      { id: '13', result: 'lost' },
      { id: '12', result: 'won' },
    ]);

    // No window and no void_reason: every bet of the markets, reason "other". `setnr=4|pointnr=45` is
    // `312|pointnr=45|setnr=4`, the key an odds_change of that market has.
    expect(uofToBook(parsed(testdata('bet_cancel.xml')), { sport: 'tennis' })).toStrictEqual({
      message: {
        type: 'bet_cancel',
        ts: 1475958052704,
        eventId: 'sr:match:10237855',
        markets: ['312|pointnr=45|setnr=4', '313|pointnr=1|setnr=2', '314'],
        reason: 'other',
      },
      leftOut: [],
      skipped: null,
    });
    for (const type of ['rollback_bet_cancel', 'rollback_bet_settlement'] as const) {
      expect(uofToBook(parsed(testdata(`${type}.xml`)), { sport: 'tennis' })).toStrictEqual({
        message: {
          type,
          ts: 1475958052704,
          eventId: 'sr:match:10237855',
          markets: ['312|pointnr=45|setnr=4', '313|pointnr=1|setnr=2'],
        },
        leftOut: [],
        skipped: null,
      });
    }
    // UOF's fixture_change has no names: without a lookup it is reported, with one it is the book's fixture.
    const change = parsed(testdata('fixture_change.xml'));
    expect(uofToBook(change, { sport: 'football' })).toEqual({
      message: null,
      leftOut: [],
      skipped: 'fixture_unknown',
    });
    const names = { competitionId: 'sr:tournament:17', competition: 'Premier League', home: 'A', away: 'B' };
    expect(uofToBook(change, { sport: 'football', fixtureOf: () => names }).message).toStrictEqual({
      type: 'fixture_change',
      ts: 1465848168312,
      eventId: 'sr:match:8816128',
      fixture: {
        eventId: 'sr:match:8816128',
        sport: 'football',
        ...names,
        startsAt: 1466436600000,
        status: 'not_started',
      },
    });
    const stop = testdata('bet_stop.xml');
    expect(uofToBook(parsed(stop), { sport: 'football' }).message).toStrictEqual({
      type: 'bet_stop',
      ts: 1465848395199,
      eventId: 'sr:match:9578495',
    });
    // A stop of some groups names them: the book stops the markets its descriptions put in them.
    const someGroups = stop.replace('groups="all"', 'groups="1st_half|corners" market_status="-1"');
    expect(someGroups).not.toBe(stop);
    expect(uofToBook(parsed(someGroups), { sport: 'football' })).toStrictEqual({
      message: {
        type: 'bet_stop',
        ts: 1465848395199,
        eventId: 'sr:match:9578495',
        groups: ['1st_half', 'corners'],
      },
      leftOut: [],
      skipped: null,
    });
    expect(uofToBook(parsed(testdata('snapshot_complete.xml')), { sport: 'football' }).message).toStrictEqual(
      {
        type: 'snapshot_complete',
        ts: 1475958139957,
        requestId: 1,
      },
    );
  });

  /**
   * The real messages with football markets in place of theirs (testdata has no real settlement of these
   * markets, no void_factor and no cancel window): the envelope is the real one, every value checked by hand.
   */
  it('translates windows and results of real envelopes', () => {
    const cancel = testdata('bet_cancel.xml')
      .replace('request_id="1">', 'request_id="1" start_time="1475958000000" end_time="1475958050000">')
      .replace(
        /<market id="312"[^>]*\/>\s*<market id="313"[^>]*\/>\s*<market id="314" \/>/,
        '<market id="16" specifiers="hcp=-0.25" void_reason="12"/><market id="999"/><market id="12345678"/>',
      );
    expect(cancel).toContain('<market id="999"/>');
    // Any UOF market id is a market of the book's; one of eight digits is beyond its keys (seven).
    expect(uofToBook(parsed(cancel), { sport: 'football' })).toStrictEqual({
      message: {
        type: 'bet_cancel',
        ts: 1475958052704,
        eventId: 'sr:match:10237855',
        markets: ['16|hcp=-0.25', '999'],
        reason: 'incorrect odds',
        from: 1475958000000,
        to: 1475958050000,
      },
      leftOut: [{ marketId: 12345678, specifiers: {}, reason: 'key_not_in_book' }],
      skipped: null,
    });
    const rollback = testdata('rollback_bet_cancel.xml')
      .replace('request_id="1">', 'request_id="1" start_time="1475958000000">')
      .replace(
        '<market id="312" specifiers="setnr=4|pointnr=45"/>',
        '<market id="223" specifiers="hcp=+3.5"/>',
      );
    expect(rollback).toContain('hcp=+3.5');
    // The specifier's text as sent (`+3.5`): the key of the market the odds_change named so.
    expect(uofToBook(parsed(rollback), { sport: 'basketball' }).message).toStrictEqual({
      type: 'rollback_bet_cancel',
      ts: 1475958052704,
      eventId: 'sr:match:10237855',
      markets: ['223|hcp=+3.5', '313|pointnr=1|setnr=2'],
      from: 1475958000000,
    });
    const settlement = testdata('bet_settlement.xml').replace(
      /<outcomes>[\s\S]*<\/outcomes>/,
      '<outcomes><market id="18" specifiers="total=2.75"><outcome id="13" result="0" void_factor="0.5"/>' +
        '<outcome id="12" result="1" void_factor="0.5"/></market>' +
        '<market id="1"><outcome id="1" result="-1"/><outcome id="2" result="0" void_factor="1"/>' +
        '<outcome id="3" result="1" dead_heat_factor="0.5"/></market>' +
        '<market id="29"><outcome id="74" result="1" void_factor="0.3"/><outcome id="76" result="0"/></market>' +
        '<market id="10"/>' +
        `<market id="40"><outcome id="sr:player:${'9'.repeat(95)}" result="1"/></market></outcomes>`,
    );
    expect(uofToBook(parsed(settlement), { sport: 'football' })).toStrictEqual({
      message: {
        type: 'bet_settlement',
        ts: 1465855727378,
        eventId: 'sr:match:9583135',
        markets: [
          {
            id: '18|total=2.75',
            outcomes: [
              { id: '13', result: 'half_lost' },
              { id: '12', result: 'half_won' },
            ],
          },
          {
            id: '1',
            outcomes: [
              { id: '1', result: null },
              { id: '2', result: 'void' },
              { id: '3', result: 'won', deadHeat: [1, 2] },
            ],
          },
        ],
      },
      // A void factor of 0.3 has no book result: the whole market is left out, not graded in part; a market
      // without outcomes has nothing to grade; an outcome id of 105 characters is beyond the book's 100.
      leftOut: [
        { marketId: 29, specifiers: {}, reason: 'void_factor_not_in_book' },
        { marketId: 10, specifiers: {}, reason: 'no_outcomes' },
        { marketId: 40, specifiers: {}, reason: 'outcome_not_in_book' },
      ],
      skipped: null,
    });
  });

  it('maps market statuses: settled, cancelled and handed over are gone from the book', () => {
    const xml = (market: string) =>
      `<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds>${market}</odds></odds_change>`;
    const statusOf = (code: string) =>
      oddsChangeOf(uofToBook(parsed(xml(`<market id="29" status="${code}"/>`)), { sport: 'football' }))
        .markets[0];
    expect(statusOf('1')).toStrictEqual({ id: '29', status: 'active', outcomes: [] });
    expect(statusOf('-1')).toStrictEqual({ id: '29', status: 'suspended', outcomes: [] });
    for (const code of ['0', '-2', '-3', '-4']) expect(statusOf(code)?.status).toBe('deactivated');
    // No status attribute: active.
    const unstated = uofToBook(
      parsed(xml('<market id="29"><outcome id="74" odds="1.8" active="1"/></market>')),
      {
        sport: 'football',
      },
    );
    expect(oddsChangeOf(unstated).markets).toStrictEqual([
      { id: '29', status: 'active', outcomes: [{ id: '74', odds: 1800, active: true }] },
    ]);
  });

  it('keys a market by its id and specifiers only: any line, any order, up to the message limit', () => {
    const xml = (markets: string) =>
      `<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds>${markets}</odds></odds_change>`;
    const keysOf = (markets: string, sport: UofToBookOptions['sport'] = 'football') => {
      const translation = uofToBook(parsed(xml(markets)), { sport });
      expect(translation.leftOut).toEqual([]);
      return oddsChangeOf(translation).markets.map((market) => market.id);
    };
    // Market 18 in basketball (regular time) and a line no sandbox market has: the book takes them as sent,
    // its names come from the descriptions.
    expect(keysOf('<market id="18" specifiers="total=200.5" status="1"/>', 'basketball')).toEqual([
      '18|total=200.5',
    ]);
    expect(keysOf('<market id="18" specifiers="total=2.3" status="1"/>')).toEqual(['18|total=2.3']);
    // The specifiers in either order: one market.
    expect(
      keysOf(
        '<market id="213" specifiers="setnr=2|gamenr=3" status="-1"/><market id="213" specifiers="gamenr=3|setnr=2" status="1"/>',
        'tennis',
      ),
    ).toEqual(['213|gamenr=3|setnr=2', '213|gamenr=3|setnr=2']);
    // An outcome id the book's schema refuses leaves its whole market out (never a market missing an outcome).
    const refused = uofToBook(
      parsed(
        xml(
          '<market id="1" status="1"><outcome id="1" odds="2.0" active="1"/></market>' +
            `<market id="40" status="1"><outcome id="sr:player:1" odds="9.0" active="1"/><outcome id="sr:player:${'9'.repeat(95)}" odds="9.0" active="1"/></market>`,
        ),
      ),
      { sport: 'football' },
    );
    expect(oddsChangeOf(refused).markets.map((market) => market.id)).toEqual(['1']);
    expect(refused.leftOut).toEqual([{ marketId: 40, specifiers: {}, reason: 'outcome_not_in_book' }]);
    // 1 001 markets: the first 1 000 (the book's limit of a message), the last reported.
    const many = Array.from(
      { length: FEED_MARKETS_MAX + 1 },
      (_, line) => `<market id="18" specifiers="total=${line}.5" status="1"/>`,
    ).join('');
    const limited = uofToBook(parsed(xml(many)), { sport: 'football' });
    const kept = oddsChangeOf(limited).markets;
    expect(kept).toHaveLength(FEED_MARKETS_MAX);
    expect(kept.at(-1)?.id).toBe(`18|total=${FEED_MARKETS_MAX - 1}.5`);
    expect(limited.leftOut).toEqual([
      { marketId: 18, specifiers: { total: `${FEED_MARKETS_MAX}.5` }, reason: 'over_message_limit' },
    ]);
  });
  it('leaves out what the book cannot hold, and hands back what its schemas refuse instead of throwing', () => {
    // A season-long outright of 501 players: more outcomes than a book market holds.
    const outcomes = Array.from(
      { length: 501 },
      (_, index) => `<outcome id="sr:player:${index + 1}" odds="50.0" active="1"/>`,
    ).join('');
    const outright = uofToBook(
      parsed(
        `<odds_change product="3" event_id="sr:match:1" timestamp="1"><odds><market id="40" status="1">${outcomes}</market><market id="1" status="1"><outcome id="1" odds="2.0" active="1"/></market></odds></odds_change>`,
      ),
      { sport: 'football' },
    );
    expect(outright.leftOut).toEqual([{ marketId: 40, specifiers: {}, reason: 'too_many_outcomes' }]);
    expect(oddsChangeOf(outright).markets.map((market) => market.id)).toEqual(['1']);
    // A dead-heat factor of 0 pays nothing a dead heat could mean: that market is left out, not settled.
    const deadHeat = uofToBook(
      parsed(
        '<bet_settlement product="3" event_id="sr:match:1" timestamp="1" certainty="2"><outcomes><market id="40"><outcome id="sr:player:1" result="1" dead_heat_factor="0"/></market></outcomes></bet_settlement>',
      ),
      { sport: 'football' },
    );
    expect(deadHeat.leftOut).toEqual([
      { marketId: 40, specifiers: {}, reason: 'dead_heat_factor_not_in_book' },
    ]);
    // An event URN the book cannot key (upper case): no throw, a reason the feed dead-letters by.
    const upper = uofToBook(
      parsed(
        '<odds_change product="3" event_id="sr:match:AB1" timestamp="1"><odds><market id="1" status="1"><outcome id="1" odds="2.0" active="1"/></market></odds></odds_change>',
      ),
      { sport: 'football' },
    );
    expect(upper.message).toBeNull();
    expect(upper.skipped).toBe('invalid_for_book');
    expect(upper.detail).toContain('EVENT_INVALID');
  });
});
