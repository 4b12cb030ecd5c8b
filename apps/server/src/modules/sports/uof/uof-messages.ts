import {
  UOF_FIXTURE_CHANGE_BY_CODE,
  UOF_MARKET_STATUS_BY_CODE,
  UOF_OUTCOME_RESULT_BY_CODE,
  uofMessageSchema,
  type UofMarketStatus,
  type UofMessage,
  type UofMessageType,
  type UofOutcomeResult,
  type UofRefusalReason,
} from '@casino/contracts';

import { marketKey, parseSpecifiers } from './uof-specifiers.ts';
import {
  fractionOf,
  oddsThousandthsOf,
  readXmlRoot,
  UofFormatError,
  type XmlElementReader,
} from './uof-xml.ts';

/**
 * A UOF message body (XML, as the broker delivers it) read into a typed, validated message. Nothing throws out
 * of here: a body that cannot be read is a refusal with its reason, for the dead letters.
 */

/** Why a body was not accepted, with the body itself so nothing is lost. */
export interface UofRefusal {
  /** The class of the fault. */
  reason: UofRefusalReason;
  /** What exactly was wrong, for whoever reads the dead letter. */
  detail: string;
  /** The root element's name when the XML could be read. */
  messageType: string | null;
  /** The body as received. */
  xml: string;
}

/** A read message with the XML it came from, or a refusal. */
export type UofParsed = { ok: true; message: UofMessage; xml: string } | { ok: false; refusal: UofRefusal };

/** Reads one UOF message body. */
export function parseUofMessage(xml: string): UofParsed {
  let root: XmlElementReader;
  try {
    root = readXmlRoot(xml);
  } catch (error) {
    return refused('malformed_xml', detailOf(error), null, xml);
  }
  const read = MESSAGE_READERS[root.name as UofMessageType] as MessageReader | undefined;
  if (!Object.hasOwn(MESSAGE_READERS, root.name) || read === undefined) {
    return refused(
      'unknown_message_type',
      `<${root.name}> is not a UOF message the book reads`,
      root.name,
      xml,
    );
  }
  try {
    const checked = uofMessageSchema.safeParse(read(root));
    if (checked.success) return { ok: true, message: checked.data, xml };
    const issues = checked.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return refused('invalid_message', issues.join('; '), root.name, xml);
  } catch (error) {
    return refused('invalid_message', detailOf(error), root.name, xml);
  }
}

type MessageReader = (root: XmlElementReader) => unknown;

const MESSAGE_READERS: Record<UofMessageType, MessageReader> = {
  odds_change: (root) => {
    const odds = root.child('odds');
    return {
      type: 'odds_change',
      ...eventFields(root),
      betstopReason: odds?.integerAttribute('betstop_reason') ?? null,
      bettingStatus: odds?.integerAttribute('betting_status') ?? null,
      markets: (odds?.children('market') ?? []).map((market) => ({
        ...marketRef(market),
        status: nullableStatusOf(market.attribute('status')),
        outcomes: market.children('outcome').map((outcome) => {
          const price = outcome.attribute('odds');
          return {
            id: outcome.requiredAttribute('id'),
            odds: price === null ? null : oddsThousandthsOf(price),
            oddsText: price,
            active: outcome.attribute('active') !== '0',
            probabilities: outcome.attribute('probabilities'),
            raw: outcome.raw(),
          };
        }),
        raw: market.raw(),
      })),
      raw: rawWith(root, odds),
    };
  },
  bet_stop: (root) => ({
    type: 'bet_stop',
    ...eventFields(root),
    groups: root.requiredAttribute('groups').split('|'),
    marketStatus: nullableStatusOf(root.attribute('market_status')) ?? 'suspended',
    raw: root.raw(),
  }),
  bet_settlement: (root) => {
    const outcomes = root.child('outcomes');
    return {
      type: 'bet_settlement',
      ...eventFields(root),
      certainty: root.integerAttribute('certainty'),
      markets: (outcomes?.children('market') ?? []).map((market) => ({
        ...marketRef(market),
        voidReason: market.integerAttribute('void_reason'),
        outcomes: market.children('outcome').map((outcome) => {
          const voidFactor = outcome.attribute('void_factor');
          const deadHeatFactor = outcome.attribute('dead_heat_factor');
          return {
            id: outcome.requiredAttribute('id'),
            result: resultOf(outcome.requiredAttribute('result')),
            voidFactor: voidFactor === null ? null : fractionOf(voidFactor, 'void_factor'),
            deadHeatFactor: deadHeatFactor === null ? null : fractionOf(deadHeatFactor, 'dead_heat_factor'),
            raw: outcome.raw(),
          };
        }),
        raw: market.raw(),
      })),
      raw: rawWith(root, outcomes),
    };
  },
  bet_cancel: (root) => ({
    type: 'bet_cancel',
    ...eventFields(root),
    startTime: root.integerAttribute('start_time'),
    endTime: root.integerAttribute('end_time'),
    supercededBy: root.attribute('superceded_by'),
    markets: root.children('market').map((market) => ({
      ...marketRef(market),
      voidReason: market.integerAttribute('void_reason'),
      raw: market.raw(),
    })),
    raw: root.raw(),
  }),
  rollback_bet_settlement: (root) => ({
    type: 'rollback_bet_settlement',
    ...eventFields(root),
    markets: root.children('market').map((market) => ({ ...marketRef(market), raw: market.raw() })),
    raw: root.raw(),
  }),
  rollback_bet_cancel: (root) => ({
    type: 'rollback_bet_cancel',
    ...eventFields(root),
    startTime: root.integerAttribute('start_time'),
    endTime: root.integerAttribute('end_time'),
    markets: root.children('market').map((market) => ({ ...marketRef(market), raw: market.raw() })),
    raw: root.raw(),
  }),
  fixture_change: (root) => {
    const changeType = root.attribute('change_type');
    return {
      type: 'fixture_change',
      ...eventFields(root),
      changeType: root.integerAttribute('change_type'),
      changeTypeName:
        changeType !== null && Object.hasOwn(UOF_FIXTURE_CHANGE_BY_CODE, changeType)
          ? UOF_FIXTURE_CHANGE_BY_CODE[changeType as keyof typeof UOF_FIXTURE_CHANGE_BY_CODE]
          : null,
      startTime: root.integerAttribute('start_time'),
      raw: root.raw(),
    };
  },
  alive: (root) => ({
    type: 'alive',
    product: root.requiredIntegerAttribute('product'),
    timestamp: root.requiredIntegerAttribute('timestamp'),
    subscribed: flagOf(root.requiredAttribute('subscribed'), 'alive.subscribed'),
    raw: root.raw(),
  }),
  snapshot_complete: (root) => ({
    type: 'snapshot_complete',
    product: root.requiredIntegerAttribute('product'),
    timestamp: root.requiredIntegerAttribute('timestamp'),
    requestId: root.requiredIntegerAttribute('request_id'),
    raw: root.raw(),
  }),
};

/** Attributes every event message carries (its raw record is read last, by the caller). */
function eventFields(root: XmlElementReader) {
  return {
    product: root.requiredIntegerAttribute('product'),
    eventId: root.requiredAttribute('event_id'),
    timestamp: root.requiredIntegerAttribute('timestamp'),
    requestId: root.integerAttribute('request_id'),
  };
}

/** A market's identity as any event message gives it. */
function marketRef(market: XmlElementReader) {
  const id = market.requiredIntegerAttribute('id');
  const specifiers = parseSpecifiers(market.attribute('specifiers'));
  return {
    id,
    specifiers,
    key: marketKey(id, specifiers),
    extendedSpecifiers: parseSpecifiers(market.attribute('extended_specifiers')),
  };
}

/** The root's raw record, with the unknown parts of a wrapper child (`<odds>`, `<outcomes>`) beside it. */
function rawWith(root: XmlElementReader, wrapper: XmlElementReader | null) {
  const raw = root.raw();
  const wrapperRaw = wrapper?.raw() ?? {};
  return Object.keys(wrapperRaw).length === 0 ? raw : { ...raw, [wrapper?.name ?? '']: wrapperRaw };
}

function nullableStatusOf(code: string | null): UofMarketStatus | null {
  if (code === null) return null;
  if (!Object.hasOwn(UOF_MARKET_STATUS_BY_CODE, code))
    throw new UofFormatError(`unknown market status ${code}`);
  return UOF_MARKET_STATUS_BY_CODE[code as keyof typeof UOF_MARKET_STATUS_BY_CODE];
}

function resultOf(code: string): UofOutcomeResult {
  if (!Object.hasOwn(UOF_OUTCOME_RESULT_BY_CODE, code))
    throw new UofFormatError(`unknown outcome result ${code}`);
  return UOF_OUTCOME_RESULT_BY_CODE[code as keyof typeof UOF_OUTCOME_RESULT_BY_CODE];
}

function flagOf(text: string, what: string): boolean {
  if (text !== '0' && text !== '1') throw new UofFormatError(`${what} is not 0 or 1: ${text}`);
  return text === '1';
}

function refused(
  reason: UofRefusalReason,
  detail: string,
  messageType: string | null,
  xml: string,
): UofParsed {
  return { ok: false, refusal: { reason, detail, messageType, xml } };
}

function detailOf(error: unknown): string {
  if (error instanceof UofFormatError) return error.message;
  return `unexpected: ${error instanceof Error ? error.message : String(error)}`;
}
