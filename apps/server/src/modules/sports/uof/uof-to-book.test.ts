import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { FeedMessage, UofMessage } from '@casino/contracts';

import { sandboxFixture } from '../feed/sandbox-fixtures.ts';
import { simulatedTimeline } from '../feed/simulated-feed.ts';
import { parseRoutingKey } from './routing-key.ts';
import { parseUofMessage } from './uof-messages.ts';
import { sportOfUofSportId, uofToBook, type FixtureNames, type UofToBookOptions } from './uof-to-book.ts';
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
        expect(translated.message).toEqual(asUofCarriesIt(message));
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
    const odds = writeUofMessage(
      {
        type: 'odds_change',
        ts: 1_700_000_000_000,
        eventId: 'sb:football:123',
        status: 'live',
        score: { home: 1, away: 0, clock: "1H 23'" },
        markets: [
          {
            id: 'handicap:-0.75',
            type: 'handicap',
            line: -0.75,
            status: 'active',
            outcomes: [
              { id: 'home', odds: 1850, active: true },
              { id: 'away', odds: 15000, active: false },
            ],
          },
          { id: 'btts', type: 'btts', line: null, status: 'suspended', outcomes: [] },
        ],
      },
      context,
    );
    expect(odds.routingKey).toBe('hi.-.live.odds_change.1.sr:match.1231.-');
    expect(odds.xml).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<odds_change product="1" event_id="sr:match:1231" timestamp="1700000000000">' +
        '<sport_event_status status="1" home_score="1" away_score="0" match_status="6">' +
        '<clock match_time="22:00"/></sport_event_status>' +
        '<odds><market id="16" specifiers="hcp=-0.75" status="1">' +
        '<outcome id="1714" odds="1.85" active="1"/><outcome id="1715" odds="15.0" active="0"/></market>' +
        '<market id="29" status="-1"/></odds></odds_change>',
    );
    const settlement = writeUofMessage(
      {
        type: 'bet_settlement',
        ts: 5,
        eventId: 'sb:football:123',
        markets: [
          {
            id: 'total:2.25',
            outcomes: [
              { id: 'over', result: 'half_won' },
              { id: 'under', result: 'half_lost' },
            ],
          },
          {
            id: '1x2',
            outcomes: [
              { id: 'home', result: 'void' },
              { id: 'draw', result: null },
              { id: 'away', result: 'won', deadHeat: [1, 2] },
            ],
          },
        ],
      },
      { ...context, product: 3 },
    );
    expect(settlement.routingKey).toBe('lo.pre.-.bet_settlement.1.sr:match.1231.-');
    expect(settlement.xml).toContain(
      '<market id="18" specifiers="total=2.25"><outcome id="12" result="1" void_factor="0.5"/>' +
        '<outcome id="13" result="0" void_factor="0.5"/></market>',
    );
    expect(settlement.xml).toContain(
      '<outcome id="1" result="0" void_factor="1"/><outcome id="2" result="-1"/>' +
        '<outcome id="3" result="1" dead_heat_factor="0.5"/>',
    );
    const cancel = writeUofMessage(
      {
        type: 'bet_cancel',
        ts: 9,
        eventId: 'sb:tennis:4',
        markets: ['handicap:1.5'],
        reason: 'incorrect odds',
        from: 1,
        to: 2,
      },
      { sport: 'tennis', eventUrn: 'sr:match:45', product: 1 },
    );
    expect(cancel.routingKey).toBe('hi.-.live.bet_cancel.5.sr:match.45.-');
    expect(cancel.xml).toContain(
      '<bet_cancel start_time="1" end_time="2" product="1" event_id="sr:match:45" timestamp="9">' +
        '<market id="188" specifiers="hcp=1.5" void_reason="12"/></bet_cancel>',
    );
    const fixture = writeUofMessage(
      {
        type: 'fixture_change',
        ts: 3,
        eventId: 'sb:basketball:0',
        fixture: {
          eventId: 'sb:basketball:0',
          sport: 'basketball',
          competitionId: 'sb:basketball:x',
          competition: 'X',
          home: 'A',
          away: 'B',
          startsAt: 100,
          status: 'not_started',
        },
      },
      { sport: 'basketball', eventUrn: 'sr:match:2', product: 3 },
    );
    expect(fixture.routingKey).toBe('hi.pre.live.fixture_change.2.sr:match.2.-');
    expect(fixture.xml).toContain(
      '<fixture_change status="0" start_time="100" product="3" event_id="sr:match:2" timestamp="3" change_type="1"/>',
    );
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
  it('takes 25 of the 170 markets of the real prematch odds_change', () => {
    const { message, leftOut, skipped } = uofToBook(parsed(testdata('odds_change_prematch.xml')), {
      sport: 'football',
    });
    expect(skipped).toBeNull();
    if (message?.type !== 'odds_change') throw new Error('expected an odds_change');
    expect(message.eventId).toBe('sr:match:31604309');
    expect(message.ts).toBe(1653576646190);
    expect(message.status).toBe('not_started');
    expect(message.score).toBeUndefined();
    // 1x2, double chance, BTTS, 11 Asian handicaps (16), 11 totals (18).
    expect(message.markets).toHaveLength(25);
    expect(leftOut).toHaveLength(145);
    // Every other market is a type the book does not have (yet): correct score, half markets, goal ranges, …
    expect(new Set(leftOut.map((market) => market.reason))).toEqual(new Set(['market_not_in_book']));
    expect(leftOut.length + message.markets.length).toBe(170);
    // Checked by hand against the XML.
    expect(message.markets[0]).toEqual({
      id: '1x2',
      type: '1x2',
      line: null,
      status: 'active',
      outcomes: [
        { id: 'home', odds: 2250, active: true },
        { id: 'draw', odds: 3550, active: true },
        { id: 'away', odds: 3100, active: true },
      ],
    });
    expect(message.markets.find((market) => market.id === 'handicap:-0.75')?.outcomes).toEqual([
      { id: 'home', odds: 2430, active: true },
      { id: 'away', odds: 1450, active: true },
    ]);
    // `odds="2.5151515152"`: floored to the thousandth, never above the feed's price.
    expect(message.markets.find((market) => market.id === 'total:3.25')?.outcomes[0]).toEqual({
      id: 'over',
      odds: 2515,
      active: true,
    });
  });

  it('reads the live odds_change: score, an unpriced outcome left inactive', () => {
    const { message } = uofToBook(parsed(testdata('odds_change_live.xml')), { sport: 'football' });
    if (message?.type !== 'odds_change') throw new Error('expected an odds_change');
    expect(message.status).toBe('live');
    // match_status 6 (1st half) and match_time 27:33: the 28th minute is being played.
    expect(message.score).toEqual({ home: 0, away: 2, clock: "1H 28'" });
    // Market 10: outcome 11 is sent without odds and active="0".
    expect(message.markets.find((market) => market.id === 'double_chance')?.outcomes).toEqual([
      { id: 'home_draw', odds: 3900, active: true },
      { id: 'home_away', odds: 1080, active: true },
    ]);
  });

  it('reports the real settlement, cancel and rollbacks: tennis point and game markets the book has not', () => {
    const settlement = uofToBook(parsed(testdata('bet_settlement.xml')), { sport: 'tennis' });
    expect(settlement.message).toBeNull();
    expect(settlement.skipped).toBe('no_book_markets');
    expect(settlement.leftOut).toHaveLength(46);
    expect(settlement.leftOut[0]).toEqual({
      marketId: 213,
      specifiers: { setnr: '3', gamenr: '3' },
      reason: 'market_not_in_book',
    });
    for (const file of ['bet_cancel.xml', 'rollback_bet_cancel.xml', 'rollback_bet_settlement.xml']) {
      const translated = uofToBook(parsed(testdata(file)), { sport: 'tennis' });
      expect(translated.skipped).toBe('no_book_markets');
      expect(translated.leftOut.map((market) => market.marketId)).toEqual(
        file === 'bet_cancel.xml' ? [312, 313, 314] : [312, 313],
      );
    }
    // UOF's fixture_change has no names: without a lookup it is reported, with one it is the book's fixture.
    const change = parsed(testdata('fixture_change.xml'));
    expect(uofToBook(change, { sport: 'football' })).toEqual({
      message: null,
      leftOut: [],
      skipped: 'fixture_unknown',
    });
    const names = { competitionId: 'sr:tournament:17', competition: 'Premier League', home: 'A', away: 'B' };
    expect(uofToBook(change, { sport: 'football', fixtureOf: () => names }).message).toEqual({
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
    expect(uofToBook(parsed(testdata('bet_stop.xml')), { sport: 'football' }).message).toEqual({
      type: 'bet_stop',
      ts: 1465848395199,
      eventId: 'sr:match:9578495',
    });
    expect(uofToBook(parsed(testdata('snapshot_complete.xml')), { sport: 'football' }).message).toEqual({
      type: 'snapshot_complete',
      ts: 1475958139957,
      requestId: 1,
    });
  });

  /**
   * The real messages with the book's markets in place of theirs (testdata has no real settlement of these
   * markets, no void_factor and no cancel window): the envelope is the real one, every value checked by hand.
   */
  it('translates windows and results of real envelopes carrying the book markets', () => {
    const cancel = testdata('bet_cancel.xml')
      .replace('request_id="1">', 'request_id="1" start_time="1475958000000" end_time="1475958050000">')
      .replace(
        /<market id="312"[^>]*\/>\s*<market id="313"[^>]*\/>\s*<market id="314" \/>/,
        '<market id="16" specifiers="hcp=-0.25" void_reason="12"/><market id="999"/>',
      );
    expect(uofToBook(parsed(cancel), { sport: 'football' })).toEqual({
      message: {
        type: 'bet_cancel',
        ts: 1475958052704,
        eventId: 'sr:match:10237855',
        markets: ['handicap:-0.25'],
        reason: 'incorrect odds',
        from: 1475958000000,
        to: 1475958050000,
      },
      leftOut: [{ marketId: 999, specifiers: {}, reason: 'market_not_in_book' }],
      skipped: null,
    });
    const rollback = testdata('rollback_bet_cancel.xml')
      .replace('request_id="1">', 'request_id="1" start_time="1475958000000">')
      .replace(
        '<market id="312" specifiers="setnr=4|pointnr=45"/>',
        '<market id="223" specifiers="hcp=+3.5"/>',
      );
    expect(uofToBook(parsed(rollback), { sport: 'basketball' }).message).toEqual({
      type: 'rollback_bet_cancel',
      ts: 1475958052704,
      eventId: 'sr:match:10237855',
      markets: ['handicap:3.5'],
      from: 1475958000000,
    });
    const settlement = testdata('bet_settlement.xml').replace(
      /<outcomes>[\s\S]*<\/outcomes>/,
      '<outcomes><market id="18" specifiers="total=2.75"><outcome id="13" result="0" void_factor="0.5"/>' +
        '<outcome id="12" result="1" void_factor="0.5"/></market>' +
        '<market id="1"><outcome id="1" result="-1"/><outcome id="2" result="0" void_factor="1"/>' +
        '<outcome id="3" result="1" dead_heat_factor="0.5"/></market>' +
        '<market id="29"><outcome id="74" result="1" void_factor="0.3"/></market></outcomes>',
    );
    expect(uofToBook(parsed(settlement), { sport: 'football' })).toEqual({
      message: {
        type: 'bet_settlement',
        ts: 1465855727378,
        eventId: 'sr:match:9583135',
        markets: [
          {
            id: 'total:2.75',
            outcomes: [
              { id: 'under', result: 'half_lost' },
              { id: 'over', result: 'half_won' },
            ],
          },
          {
            id: '1x2',
            outcomes: [
              { id: 'home', result: null },
              { id: 'draw', result: 'void' },
              { id: 'away', result: 'won', deadHeat: [1, 2] },
            ],
          },
        ],
      },
      leftOut: [{ marketId: 29, specifiers: {}, reason: 'void_factor_not_in_book' }],
      skipped: null,
    });
  });

  it('maps market statuses: settled, cancelled and handed over are gone from the book', () => {
    const xml = (status: string) =>
      `<odds_change product="1" event_id="sr:match:1" timestamp="1"><odds><market id="29" status="${status}"/></odds></odds_change>`;
    const statusOf = (code: string) => {
      const { message } = uofToBook(parsed(xml(code)), { sport: 'football' });
      return message?.type === 'odds_change' ? message.markets[0] : undefined;
    };
    expect(statusOf('1')).toEqual({ id: 'btts', type: 'btts', line: null, status: 'active', outcomes: [] });
    expect(statusOf('-1')?.status).toBe('suspended');
    for (const code of ['0', '-2', '-3', '-4']) expect(statusOf(code)?.status).toBe('deactivated');
    // Market 18 is regular time: the book's basketball total includes overtime (225).
    const basketball = uofToBook(parsed(xml('1').replace('id="29"', 'id="18" specifiers="total=200.5"')), {
      sport: 'basketball',
    });
    expect(basketball).toEqual({
      message: null,
      leftOut: [{ marketId: 18, specifiers: { total: '200.5' }, reason: 'market_not_in_book' }],
      skipped: 'no_book_markets',
    });
    const oddLine = uofToBook(parsed(xml('1').replace('id="29"', 'id="18" specifiers="total=2.3"')), {
      sport: 'football',
    });
    expect(oddLine.leftOut).toEqual([
      { marketId: 18, specifiers: { total: '2.3' }, reason: 'line_not_in_book' },
    ]);
  });
});
