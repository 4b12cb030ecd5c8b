import { feedMessageSchema, type EventStatus, type FeedMessage, type UofMessage } from '@casino/contracts';

import { parseRoutingKey } from './routing-key.ts';

import { sportOfUofSportId, type FixtureNames } from './uof-to-book.ts';
import { readXmlRoot, UofFormatError } from './uof-xml.ts';

/**
 * A provider's fixtures over its REST API (`GET {base}/sports/{lang}/sport_events/{urn}/fixture.xml`, with the
 * `x-access-token` header): UOF's messages name an event by its URN only, so the first message of an event the
 * book has not seen, and every fixture_change (the fixture changed), reads the fixture for its tournament,
 * competitors, start time and status. Read fixtures are kept for the life of the process.
 */

/** One fixture as the book takes it. */
export interface UofFixture extends FixtureNames {
  urn: string;
  startsAt: number;
  status: EventStatus;
}

/** A fixture's `status` (UOF's sport event statuses) as the book's. */
const FIXTURE_STATUSES: Readonly<Record<string, EventStatus>> = {
  not_started: 'not_started',
  live: 'live',
  suspended: 'suspended',
  interrupted: 'suspended',
  delayed: 'suspended',
  // Moved to a date not known yet: no bets until it has one.
  postponed: 'suspended',
  ended: 'ended',
  closed: 'closed',
  cancelled: 'cancelled',
  abandoned: 'cancelled',
};

const NAME_MAX = 60;
/** How long a URN the provider has no fixture for is not asked again (each of its messages would ask). */
const MISS_KEPT_MS = 10 * 60_000;
const COMPETITION_MAX = 80;

/** Reads a fixture.xml body; throws UofFormatError when it is not one the book can use. */
export function parseUofFixture(xml: string): UofFixture {
  const root = readXmlRoot(xml);
  if (root.name !== 'fixtures_fixture') throw new UofFormatError(`<${root.name}> is not <fixtures_fixture>`);
  const fixture = root.child('fixture');
  if (!fixture) throw new UofFormatError('<fixtures_fixture> has no <fixture>');
  const urn = fixture.requiredAttribute('id');
  const tournament = fixture.child('tournament');
  const competitors = fixture.child('competitors')?.children('competitor') ?? [];
  const named = (qualifier: string) => {
    const competitor = competitors.find((each) => each.attribute('qualifier') === qualifier);
    const name = competitor?.attribute('name');
    if (!name) throw new UofFormatError(`fixture ${urn} has no ${qualifier} competitor`);
    return name.slice(0, NAME_MAX);
  };
  const time = fixture.attribute('start_time') ?? fixture.attribute('scheduled');
  const startsAt = time === null ? Number.NaN : Date.parse(time);
  if (!Number.isFinite(startsAt)) throw new UofFormatError(`fixture ${urn} has no start time`);
  const tournamentId = tournament?.attribute('id') ?? '';
  if (!/^[a-z0-9:_-]{2,64}$/.test(tournamentId)) {
    throw new UofFormatError(`fixture ${urn} has no tournament id the book can key`);
  }
  const category = tournament?.child('category')?.attribute('name');
  const tournamentName = tournament?.attribute('name') ?? tournamentId;
  return {
    urn,
    competitionId: tournamentId,
    competition: (category ? `${category} · ${tournamentName}` : tournamentName).slice(0, COMPETITION_MAX),
    home: named('home'),
    away: named('away'),
    startsAt,
    status: FIXTURE_STATUSES[fixture.attribute('status') ?? 'not_started'] ?? 'not_started',
  };
}

/** What the feed needs of a fixture source. */
export interface UofFixtureLookup {
  /** The fixture read for a URN in this process, or null. */
  known(urn: string): UofFixture | null;
  /** Whether the provider said lately it has no fixture for the URN (not asked again for a while). */
  missing(urn: string): boolean;
  /** Reads the fixture (again); null when the provider has none for the URN (404). Throws when it cannot tell. */
  load(urn: string): Promise<UofFixture | null>;
}

export interface FetchFixtureSourceConfig {
  /** The UOF REST base with its version, e.g. `https://global.api.betradar.com/v1`. */
  baseUrl: string;
  accessToken: string;
  /** The language of the names. Default `en`. */
  lang?: string;
  /** Default 30 s. */
  timeoutMs?: number;
  /** Fixtures kept (the oldest read is forgotten first). Default 20 000. */
  keep?: number;
  fetch?: typeof fetch;
}

/** The provider's REST API as the fixture source, with the fixtures read kept in memory. */
export class FetchFixtureSource implements UofFixtureLookup {
  private readonly fixtures = new Map<string, UofFixture>();
  /** URNs the provider answered 404 for, and when. */
  private readonly misses = new Map<string, number>();

  constructor(private readonly config: FetchFixtureSourceConfig) {}

  known(urn: string): UofFixture | null {
    return this.fixtures.get(urn) ?? null;
  }

  missing(urn: string): boolean {
    const at = this.misses.get(urn);
    if (at === undefined) return false;
    if (Date.now() - at < MISS_KEPT_MS) return true;
    this.misses.delete(urn);
    return false;
  }

  async load(urn: string): Promise<UofFixture | null> {
    if (!/^[a-z]+:[a-z_]+:\d{1,18}$/.test(urn)) throw new Error(`not an event URN: ${urn}`);
    const base = this.config.baseUrl.endsWith('/') ? this.config.baseUrl : `${this.config.baseUrl}/`;
    const lang = encodeURIComponent(this.config.lang ?? 'en');
    const url = new URL(`sports/${lang}/sport_events/${encodeURIComponent(urn)}/fixture.xml`, base);
    const response = await (this.config.fetch ?? fetch)(url, {
      headers: { 'x-access-token': this.config.accessToken, accept: 'application/xml' },
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
    });
    if (response.status === 404) {
      this.misses.set(urn, Date.now());
      if (this.misses.size > (this.config.keep ?? 20_000))
        this.misses.delete(this.misses.keys().next().value ?? '');
      return null;
    }
    this.misses.delete(urn);
    if (!response.ok) throw new Error(`UOF fixture ${urn}: HTTP ${response.status}`);
    const fixture = parseUofFixture(await response.text());
    if (fixture.urn !== urn) throw new UofFormatError(`asked for fixture ${urn}, got ${fixture.urn}`);
    this.fixtures.delete(urn);
    this.fixtures.set(urn, fixture);
    if (this.fixtures.size > (this.config.keep ?? 20_000)) {
      this.fixtures.delete(this.fixtures.keys().next().value ?? '');
    }
    return fixture;
  }
}

/**
 * The book's fixture_change for an event a provider's message names, from its fixture read over REST; or why
 * there is none (a sport the book does not offer, a routing key or a fixture its schemas refuse).
 */
export function fixtureMessage(
  routingKey: string,
  uof: Exclude<UofMessage, { type: 'alive' | 'snapshot_complete' }>,
  fixture: UofFixture,
  eventId: string,
): FeedMessage | string {
  let sportId: number | null;
  try {
    sportId = parseRoutingKey(routingKey).sportId;
  } catch (error) {
    return error instanceof Error ? error.message : 'routing key';
  }
  const sport = sportOfUofSportId(sportId);
  if (sport === null) return 'sport_not_in_book';
  const { competitionId, competition, home, away, startsAt, status } = fixture;
  const message = feedMessageSchema.safeParse({
    type: 'fixture_change',
    ts: uof.timestamp,
    eventId,
    fixture: { eventId, sport, competitionId, competition, home, away, startsAt, status },
  });
  if (message.success) return message.data;
  return message.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
}
