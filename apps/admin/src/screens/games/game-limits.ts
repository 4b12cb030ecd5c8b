import { amountText, parseAmountInput } from '../../lib/amount-input';
import type { SiteCurrency } from '../../lib/site-currencies';
import type { AdminGame, GameLimit } from './api/get-game-catalogue';
import type { GameLimitsRequest } from './api/set-game-limits';
import type { GameSwitches } from './api/set-game-switches';

/** The amounts of a game's limits in one currency, in the order the dialog shows them. */
export const LIMIT_FIELDS = ['minBet', 'defaultBet', 'maxBet', 'maxWin'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

/** One currency's limits as typed: text, so a half-typed amount is kept as it is. */
export type LimitDraft = { currencyId: string } & Record<LimitField, string>;

/** Why a typed limit cannot be sent; each has a text in the screen's pack (`limitErrors.*`). */
export type LimitError = 'required' | 'amount' | 'decimals' | 'order';

/** The game's three switches as the dialog edits them. */
export type SwitchDraft = Required<Pick<AdminGame, 'enabled' | 'maintenance' | 'hot'>>;

/** How many decimals a typed amount has ("12,50" → 2). */
export function decimalsOf(text: string): number {
  const [, fraction = ''] = text.trim().split(/[.,]/);
  return fraction.length;
}

/** One draft per site currency (then any other currency the game has limits in), filled from the game. */
export function limitDrafts(game: AdminGame, currencies: readonly SiteCurrency[]): LimitDraft[] {
  const ids = [
    ...new Set([...currencies.map((each) => each.id), ...game.limits.map((each) => each.currencyId)]),
  ];
  return ids.map((currencyId) => {
    const limit = game.limits.find((each) => each.currencyId === currencyId);
    return {
      currencyId,
      minBet: limit ? amountText(limit.minBet) : '',
      defaultBet: limit ? amountText(limit.defaultBet) : '',
      maxBet: limit ? amountText(limit.maxBet) : '',
      maxWin: limit ? amountText(limit.maxWin) : '',
    };
  });
}

/** The key of a limit field's error: `BRL.minBet`. */
export const limitErrorKey = (currencyId: string, field: LimitField) => `${currencyId}.${field}`;

function isBlank(draft: LimitDraft): boolean {
  return LIMIT_FIELDS.every((field) => draft[field].trim() === '');
}

function isUnchanged(limit: GameLimit | undefined, values: Partial<Record<LimitField, number>>): boolean {
  return limit !== undefined && LIMIT_FIELDS.every((field) => values[field] === limit[field]);
}

/**
 * The limits requests to send for the currencies whose typed amounts differ from the game's, or the errors
 * that keep them from being sent (keyed by `limitErrorKey`). A currency left blank that has no limits yet is
 * skipped; `decimalLength` bounds the decimals of each currency's amounts when it is known.
 */
export function limitsToSave(
  game: AdminGame,
  drafts: readonly LimitDraft[],
  decimalLength: (currencyId: string) => number | undefined,
): { requests: GameLimitsRequest[]; errors: Record<string, LimitError> } {
  const requests: GameLimitsRequest[] = [];
  const errors: Record<string, LimitError> = {};
  for (const draft of drafts) {
    const limit = game.limits.find((each) => each.currencyId === draft.currencyId);
    if (!limit && isBlank(draft)) continue;
    const values: Partial<Record<LimitField, number>> = {};
    const maxDecimals = decimalLength(draft.currencyId);
    for (const field of LIMIT_FIELDS) {
      const text = draft[field];
      const value = parseAmountInput(text);
      const key = limitErrorKey(draft.currencyId, field);
      if (text.trim() === '') errors[key] = 'required';
      else if (value === undefined || value <= 0) errors[key] = 'amount';
      else if (maxDecimals !== undefined && decimalsOf(text) > maxDecimals) errors[key] = 'decimals';
      else values[field] = value;
    }
    const { minBet, defaultBet, maxBet, maxWin } = values;
    if (minBet === undefined || defaultBet === undefined || maxBet === undefined || maxWin === undefined)
      continue;
    if (isUnchanged(limit, values)) continue;
    if (minBet > defaultBet || defaultBet > maxBet) {
      errors[limitErrorKey(draft.currencyId, 'defaultBet')] = 'order';
      continue;
    }
    requests.push({ currencyId: draft.currencyId, minBet, defaultBet, maxBet, maxWin });
  }
  return { requests, errors };
}

/** The switches that differ from the game's, or undefined when none does. */
export function changedSwitches(game: AdminGame, draft: SwitchDraft): GameSwitches | undefined {
  const changes = Object.fromEntries(
    (Object.keys(draft) as (keyof SwitchDraft)[])
      .filter((name) => draft[name] !== game[name])
      .map((name) => [name, draft[name]]),
  );
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/** The declared RTP as a percentage in the given locale: 9 712 basis points → "97.12%". */
export function formatRtp(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}
