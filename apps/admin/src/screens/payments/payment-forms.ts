import {
  MAX_QUICK_AMOUNTS,
  paymentChannelCreateSchema,
  type PaymentChannelAdmin,
  type PaymentChannelPatch,
  type WithdrawLimitAdmin,
  type WithdrawLimitPut,
} from '@casino/contracts';

import { amountText, parseAmountInput } from '../../lib/amount-input';
import { ApiFailure } from '../../lib/api';
import type { PaymentChannelCreate } from './api/create-payment-channel';

/**
 * The payment desk's forms as typed, and the requests they make. Only what a request cannot be sent
 * without is checked here (a number where an amount goes, an id the server's pattern accepts); the rules
 * between amounts (min ≤ max, quick amounts within them, a currency's decimals) are the server's, and its
 * refusal is shown in the dialog in the server's own words.
 */

/** A channel's editable fields as typed. */
export interface ChannelDraft {
  name: string;
  min: string;
  max: string;
  /** Comma-separated amounts, e.g. "20, 50, 100.50". */
  quickAmounts: string;
  enabled: boolean;
  sortOrder: string;
}

/** A new channel as typed: also its id, provider and currency, which never change afterwards. */
export interface NewChannelDraft extends ChannelDraft {
  id: string;
  provider: string;
  currencyId: string;
}

/** A currency's withdrawal limits as typed. */
export interface LimitDraft {
  provider: string;
  min: string;
  max: string;
  kycThreshold: string;
}

/** Why a typed value cannot be sent; each has a text in the screen's pack (`formErrors.*`). */
export type FormError =
  'required' | 'amount' | 'quickAmounts' | 'tooManyQuickAmounts' | 'sortOrder' | 'channelId' | 'name';

/** The fields of a draft that cannot be sent, each with why. */
export type FormErrors<Draft> = Partial<Record<keyof Draft, FormError>>;

/** A draft's request, or the errors of the fields that keep it from being sent. */
export type Checked<Request, Draft> =
  { request: Request; errors?: undefined } | { request?: undefined; errors: FormErrors<Draft> };

/** A channel's fields as the server takes them, id, provider and currency aside. */
type ChannelFields = Omit<PaymentChannelCreate, 'id' | 'provider' | 'currencyId'> & {
  quickAmounts: number[];
};

const SORT_ORDER = /^\d{1,4}$/;
const idSchema = paymentChannelCreateSchema.shape.id;
const nameSchema = paymentChannelCreateSchema.shape.name;
const sortOrderSchema = paymentChannelCreateSchema.shape.sortOrder;

/** Quick amounts as the edit field shows them: "20, 50, 100.5". */
export function quickAmountsText(amounts: readonly number[]): string {
  return amounts.map(amountText).join(', ');
}

/** A channel's fields as the edit dialog starts from them. */
export function channelDraftOf(channel: PaymentChannelAdmin): ChannelDraft {
  return {
    name: channel.name,
    min: amountText(channel.min),
    max: amountText(channel.max),
    quickAmounts: quickAmountsText(channel.quickAmounts),
    enabled: channel.enabled,
    sortOrder: String(channel.sortOrder),
  };
}

/**
 * A blank new channel. It starts disabled, so players see it only once an operator has checked it and
 * turned it on, and last in the list.
 */
export function newChannelDraft(provider: string, currencyId: string, sortOrder: number): NewChannelDraft {
  return {
    id: '',
    provider,
    currencyId,
    name: '',
    min: '',
    max: '',
    quickAmounts: '',
    enabled: false,
    sortOrder: String(sortOrder),
  };
}

/** A currency's limits as the dialog starts from them; blank amounts for a currency without limits. */
export function limitDraftOf(limit: WithdrawLimitAdmin | undefined, defaultProvider: string): LimitDraft {
  return limit
    ? {
        provider: limit.provider,
        min: amountText(limit.min),
        max: amountText(limit.max),
        kycThreshold: amountText(limit.kycThreshold),
      }
    : { provider: defaultProvider, min: '', max: '', kycThreshold: '' };
}

/** An amount above zero in major units, or why not. */
function checkAmount(text: string): { amount: number } | { error: FormError } {
  if (text.trim() === '') return { error: 'required' };
  const amount = parseAmountInput(text);
  return amount === undefined || amount <= 0 ? { error: 'amount' } : { amount };
}

/**
 * Comma-separated quick amounts (the comma separates, so decimals take a dot here); blanks between commas
 * are skipped. Repeats and order are the server's to normalise.
 */
export function parseQuickAmounts(text: string): { amounts: number[] } | { error: FormError } {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length > MAX_QUICK_AMOUNTS) return { error: 'tooManyQuickAmounts' };
  const amounts: number[] = [];
  for (const item of items) {
    const amount = parseAmountInput(item);
    if (amount === undefined || amount <= 0) return { error: 'quickAmounts' };
    amounts.push(amount);
  }
  return { amounts };
}

function checkChannelFields(draft: ChannelDraft): Checked<ChannelFields, ChannelDraft> {
  const errors: FormErrors<ChannelDraft> = {};
  const name = nameSchema.safeParse(draft.name);
  if (!name.success) errors.name = draft.name.trim() === '' ? 'required' : 'name';
  const min = checkAmount(draft.min);
  if ('error' in min) errors.min = min.error;
  const max = checkAmount(draft.max);
  if ('error' in max) errors.max = max.error;
  const quick = parseQuickAmounts(draft.quickAmounts);
  if ('error' in quick) errors.quickAmounts = quick.error;
  const sortOrder = SORT_ORDER.test(draft.sortOrder.trim())
    ? sortOrderSchema.safeParse(Number(draft.sortOrder.trim()))
    : undefined;
  if (!sortOrder?.success) errors.sortOrder = 'sortOrder';
  if (!name.success || 'error' in min || 'error' in max || 'error' in quick || !sortOrder?.success) {
    return { errors };
  }
  return {
    request: {
      name: name.data,
      min: min.amount,
      max: max.amount,
      quickAmounts: quick.amounts,
      enabled: draft.enabled,
      sortOrder: sortOrder.data,
    },
  };
}

const sameAmounts = (left: readonly number[], right: readonly number[]) => {
  // The server keeps quick amounts sorted and once each: compare them the way it will store them.
  const normal = (amounts: readonly number[]) => [...new Set(amounts)].sort((a, b) => a - b).join(',');
  return normal(left) === normal(right);
};

/**
 * The PATCH an edited channel makes: only the fields that differ from the channel as loaded, so the audit
 * entry shows what the operator changed. An empty patch means nothing changed.
 */
export function channelPatchOf(
  channel: PaymentChannelAdmin,
  draft: ChannelDraft,
): Checked<PaymentChannelPatch, ChannelDraft> {
  const checked = checkChannelFields(draft);
  if (checked.errors) return checked;
  const fields = checked.request;
  const patch: PaymentChannelPatch = {};
  if (fields.name !== channel.name) patch.name = fields.name;
  if (fields.min !== channel.min) patch.min = fields.min;
  if (fields.max !== channel.max) patch.max = fields.max;
  if (!sameAmounts(fields.quickAmounts, channel.quickAmounts)) patch.quickAmounts = fields.quickAmounts;
  if (fields.enabled !== channel.enabled) patch.enabled = fields.enabled;
  if (fields.sortOrder !== channel.sortOrder) patch.sortOrder = fields.sortOrder;
  return { request: patch };
}

/** The POST a new channel makes. */
export function channelCreateOf(draft: NewChannelDraft): Checked<PaymentChannelCreate, NewChannelDraft> {
  const checked = checkChannelFields(draft);
  const errors: FormErrors<NewChannelDraft> = { ...checked.errors };
  const id = idSchema.safeParse(draft.id.trim());
  if (!id.success) errors.id = draft.id.trim() === '' ? 'required' : 'channelId';
  if (draft.provider === '') errors.provider = 'required';
  if (draft.currencyId === '') errors.currencyId = 'required';
  if (checked.errors || !id.success || Object.keys(errors).length > 0) return { errors };
  return {
    request: { ...checked.request, id: id.data, provider: draft.provider, currencyId: draft.currencyId },
  };
}

/** The PUT a currency's withdrawal limits make. */
export function limitPutOf(draft: LimitDraft): Checked<WithdrawLimitPut, LimitDraft> {
  const errors: FormErrors<LimitDraft> = {};
  if (draft.provider === '') errors.provider = 'required';
  const min = checkAmount(draft.min);
  if ('error' in min) errors.min = min.error;
  const max = checkAmount(draft.max);
  if ('error' in max) errors.max = max.error;
  const kycThreshold = checkAmount(draft.kycThreshold);
  if ('error' in kycThreshold) errors.kycThreshold = kycThreshold.error;
  if ('error' in min || 'error' in max || 'error' in kycThreshold || errors.provider) return { errors };
  return {
    request: {
      provider: draft.provider,
      min: min.amount,
      max: max.amount,
      kycThreshold: kycThreshold.amount,
    },
  };
}

/**
 * The form field a server refusal names (`extra.field` of INVALID_INPUT), to mark it invalid: a quick
 * amount refused by the request schema is named `quickAmounts.2`, which is the quick amounts field.
 */
export function refusedFieldOf(error: unknown): string | undefined {
  if (!(error instanceof ApiFailure) || error.statusName !== 'INVALID_INPUT') return undefined;
  const field = (error.extra as { field?: unknown } | null | undefined)?.field;
  if (typeof field !== 'string') return undefined;
  return field.split('.')[0] || undefined;
}
