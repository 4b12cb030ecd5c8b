import {
  MARKET_OUTCOMES_MAX,
  marketIdSchema,
  marketKeyOf,
  parseMarketKey,
  SPORTS_MARKET_GROUPS,
  type OutcomeResult,
  type SportsMarketGroup,
  type SportsMarketView,
  type SportsSettings,
} from '@casino/contracts';

import { amountText, parseAmountInput } from '../../lib/amount-input';
import type { MarketAction } from './api/send-market-action';

/** The whole-number settings, in the order the form shows them, with the bounds sportsSettingsSchema holds. */
export const NUMBER_SETTINGS = {
  priceMarginBasisPoints: { min: 0, max: 2_000 },
  cashOutMarginBasisPoints: { min: 0, max: 3_000 },
  liveDelayMs: { min: 0, max: 15_000 },
  quoteTtlMs: { min: 1_000, max: 30_000 },
} as const;
export type NumberSetting = keyof typeof NUMBER_SETTINGS;
export const NUMBER_SETTING_KEYS = Object.keys(NUMBER_SETTINGS) as NumberSetting[];

/** The settings as typed: text, so a half-typed number is kept as it is. */
export type SettingsDraft = Record<NumberSetting | 'maxEventLiability', string> & {
  cashOutEnabled: boolean;
};
export type SettingsField = Exclude<keyof SettingsDraft, 'cashOutEnabled'>;
/** Why a setting cannot be sent; each has a text in the screen's pack (`settings.errors.*`). */
export type SettingsError = 'range' | 'amount';

const WHOLE_NUMBER = /^\d{1,10}$/;

/** The form's draft of the stored settings. */
export function settingsDraftOf(settings: SportsSettings): SettingsDraft {
  return {
    priceMarginBasisPoints: String(settings.priceMarginBasisPoints),
    cashOutMarginBasisPoints: String(settings.cashOutMarginBasisPoints),
    liveDelayMs: String(settings.liveDelayMs),
    quoteTtlMs: String(settings.quoteTtlMs),
    maxEventLiability: amountText(settings.maxEventLiability),
    cashOutEnabled: settings.cashOutEnabled,
  };
}

/** The settings the draft makes, or the errors of the fields that keep them from being sent. */
export function settingsRequestOf(
  draft: SettingsDraft,
):
  | { request: SportsSettings; errors?: undefined }
  | { errors: Partial<Record<SettingsField, SettingsError>> } {
  const errors: Partial<Record<SettingsField, SettingsError>> = {};
  const numbers: Partial<Record<NumberSetting, number>> = {};
  for (const key of NUMBER_SETTING_KEYS) {
    const text = draft[key].trim();
    const { min, max } = NUMBER_SETTINGS[key];
    const value = WHOLE_NUMBER.test(text) ? Number(text) : undefined;
    if (value === undefined || value < min || value > max) errors[key] = 'range';
    else numbers[key] = value;
  }
  const maxEventLiability = parseAmountInput(draft.maxEventLiability);
  if (maxEventLiability === undefined || maxEventLiability <= 0) errors.maxEventLiability = 'amount';
  const { priceMarginBasisPoints, cashOutMarginBasisPoints, liveDelayMs, quoteTtlMs } = numbers;
  if (
    priceMarginBasisPoints === undefined ||
    cashOutMarginBasisPoints === undefined ||
    liveDelayMs === undefined ||
    quoteTtlMs === undefined ||
    maxEventLiability === undefined ||
    Object.keys(errors).length > 0
  ) {
    return { errors };
  }
  return {
    request: {
      priceMarginBasisPoints,
      cashOutMarginBasisPoints,
      liveDelayMs,
      quoteTtlMs,
      maxEventLiability,
      cashOutEnabled: draft.cashOutEnabled,
    },
  };
}

/** Basis points as a percentage in the given locale: 500 → "5%", 125 → "1.25%". */
export function formatBasisPoints(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

/** What an operator may do to an event or a market. */
export const MARKET_ACTION_KINDS = ['suspend', 'resume', 'settle', 'void'] as const;
export type MarketActionKind = (typeof MARKET_ACTION_KINDS)[number];

/** One outcome's hand-given result: UOF's outcome id (sent as it is), its name, a dead heat as typed ("1/2"). */
export interface OutcomeDraft {
  id: string;
  name: string;
  result: OutcomeResult;
  deadHeat: string;
}

/** The market actions form as typed. */
export interface MarketActionDraft {
  kind: MarketActionKind;
  eventId: string;
  /** The market's key (`18|total=2.5`); empty suspends or resumes the whole event. */
  marketId: string;
  /** The market's name, when it was chosen from the event's markets (or its key typed is one of them). */
  marketName: string;
  /** A result row per outcome of the market, from the event's markets; none for a market not found there. */
  outcomes: OutcomeDraft[];
}
export type MarketActionField = 'eventId' | 'marketId' | `deadHeat.${string}`;
/** Why a field cannot be sent; each has a text in the screen's pack (`actions.errors.*`). */
export type MarketActionError = 'eventId' | 'marketId' | 'marketRequired' | 'outcomes' | 'deadHeat';

const EVENT_ID = /^[a-z0-9:_-]{3,64}$/;
const FRACTION = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/;

/**
 * A market key as typed, written the way the book writes it (specifiers sorted by name:
 * `213|setnr=2|gamenr=3` → `213|gamenr=3|setnr=2`); undefined when it is not a market key.
 */
export function marketKeyOfText(text: string): string | undefined {
  const parsed = marketIdSchema.safeParse(text.trim());
  if (!parsed.success) return undefined;
  const { marketId, specifiers } = parseMarketKey(parsed.data);
  return marketKeyOf(marketId, specifiers);
}

/** The market a typed key names among an event's markets, if it is one of them. */
export function findMarket(markets: readonly SportsMarketView[], text: string): SportsMarketView | undefined {
  const key = marketKeyOfText(text);
  return key === undefined ? undefined : markets.find((market) => market.id === key);
}

/** A result row for each outcome of the market, whatever their number, each lost until told otherwise. */
export function outcomeDraftsOf(market: Pick<SportsMarketView, 'outcomes'> | undefined): OutcomeDraft[] {
  return (market?.outcomes ?? []).map((outcome) => ({
    id: outcome.id,
    name: outcome.name.trim() || outcome.id,
    result: 'lost',
    deadHeat: '',
  }));
}

/** The outcomes' names, with the id added to a name two outcomes share (so each label says which one). */
export function outcomeLabelsOf(outcomes: readonly { id: string; name: string }[]): string[] {
  const seen = new Map<string, number>();
  for (const { name } of outcomes) seen.set(name, (seen.get(name) ?? 0) + 1);
  return outcomes.map(({ id, name }) => ((seen.get(name) ?? 0) > 1 ? `${name} (${id})` : name));
}

/** An event's markets by group, in the order of SPORTS_MARKET_GROUPS, each group in the event's order. */
export function marketGroupsOf(
  markets: readonly SportsMarketView[],
): { group: SportsMarketGroup; markets: SportsMarketView[] }[] {
  return SPORTS_MARKET_GROUPS.map((group) => ({
    group,
    markets: markets.filter((market) => market.group === group),
  })).filter((entry) => entry.markets.length > 0);
}

/** The markets whose name, key or an outcome's name holds the text (any case); all of them for none. */
export function filterMarkets(markets: readonly SportsMarketView[], text: string): SportsMarketView[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [...markets];
  const holds = (value: string) => value.toLocaleLowerCase().includes(needle);
  return markets.filter(
    (market) =>
      holds(market.name) || holds(market.id) || market.outcomes.some((outcome) => holds(outcome.name)),
  );
}

/** A dead-heat fraction typed "1/2" as [1, 2]; undefined when it is not a fraction of whole numbers ≥ 1. */
export function parseDeadHeat(text: string): [number, number] | undefined {
  const match = FRACTION.exec(text);
  if (!match) return undefined;
  const numerator = Number(match[1]);
  const denominator = Number(match[2]);
  return numerator >= 1 && denominator >= 1 ? [numerator, denominator] : undefined;
}

/**
 * The call the draft makes with its reason, or the errors that keep it from being sent. Suspend and
 * resume take an event alone or one of its markets; settle and void always name a market. The market key
 * goes as the book writes it; the outcome ids go as the feed gave them.
 */
export function marketActionOf(
  draft: MarketActionDraft,
  reason: string,
):
  | { action: MarketAction; errors?: undefined }
  | { errors: Partial<Record<MarketActionField, MarketActionError>> } {
  const errors: Partial<Record<MarketActionField, MarketActionError>> = {};
  const eventId = draft.eventId.trim();
  const typed = draft.marketId.trim();
  const marketId = typed === '' ? '' : marketKeyOfText(typed);
  if (!EVENT_ID.test(eventId)) errors.eventId = 'eventId';
  if (marketId === '') {
    if (draft.kind === 'settle' || draft.kind === 'void') errors.marketId = 'marketRequired';
  } else if (marketId === undefined) {
    errors.marketId = 'marketId';
  }
  // Results and dead heats are the settle form's only (the other actions do not show them).
  const outcomes = (draft.kind === 'settle' ? draft.outcomes : []).map((outcome) => {
    const text = outcome.deadHeat.trim();
    const deadHeat = text === '' ? undefined : parseDeadHeat(text);
    if (text !== '' && deadHeat === undefined) errors[`deadHeat.${outcome.id}`] = 'deadHeat';
    return { id: outcome.id, result: outcome.result, ...(deadHeat ? { deadHeat } : {}) };
  });
  if (
    draft.kind === 'settle' &&
    !errors.marketId &&
    (outcomes.length < 1 || outcomes.length > MARKET_OUTCOMES_MAX)
  ) {
    errors.marketId = 'outcomes';
  }
  if (Object.keys(errors).length > 0 || marketId === undefined) return { errors };
  const market = marketId === '' ? {} : { marketId };
  switch (draft.kind) {
    case 'suspend':
    case 'resume':
      return {
        action: {
          kind: 'suspend',
          body: { eventId, ...market, suspended: draft.kind === 'suspend', reason },
        },
      };
    case 'settle':
      return { action: { kind: 'settle', body: { eventId, marketId, outcomes, reason } } };
    case 'void':
      return { action: { kind: 'void', body: { eventId, marketId, reason } } };
  }
}
