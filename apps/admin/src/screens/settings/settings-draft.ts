import { safeStringSchema } from '@casino/contracts';
import { z } from 'zod';

import { amountText, parseAmountInput } from '../../lib/amount-input';

/**
 * The switches this form edits, as GET /api/operator/site/settings answers them (the server fills every
 * default, see siteSwitchesSchema in apps/server/src/modules/site/site.settings.ts). Others are shown read-only.
 */
export const editedSwitchesSchema = z.object({
  smsConfig: z.object({
    enableRegister: z.boolean(),
    enableForgetPassword: z.boolean(),
    enableWithdraw: z.boolean(),
  }),
  enabledSmsConfigs: z.array(safeStringSchema),
  enableRegisterPromoCode: z.boolean(),
  payMaintenance: z.boolean(),
  withdrawSecondApprovalAbove: z.record(safeStringSchema, z.number()),
  minBetAmount: z.number(),
  defaultBetAmount: z.number(),
  disableVipPlus: z.boolean(),
  enableSalary: z.boolean(),
  salaryReferralPercent: z.number(),
  showPlayerCounts: z.boolean(),
  showActivityTicker: z.boolean(),
  horizontalCom: z.boolean(),
  enableWebPush: z.boolean(),
  autoBk: z.boolean(),
  enablePwa: z.boolean(),
  apkLink: safeStringSchema,
  iosLink: safeStringSchema,
  h5RefHost: safeStringSchema,
  disableAppDownload: z.boolean(),
  w2aBrandLink: safeStringSchema,
  iosMobileFileLink: safeStringSchema,
  timeZone: safeStringSchema,
  redirectUrl: safeStringSchema,
  gateDomains: z.array(safeStringSchema),
  sk: safeStringSchema,
  gpcSymbol: safeStringSchema,
  disableGPC: z.boolean(),
  useGameSymbol: z.boolean(),
});
export type EditedSwitches = z.infer<typeof editedSwitchesSchema>;
export type SettingKey = keyof EditedSwitches;
export const EDITED_KEYS = Object.keys(editedSwitchesSchema.shape) as SettingKey[];

/** The switches whose value is a yes/no. */
export type BooleanKey = {
  [K in SettingKey]: EditedSwitches[K] extends boolean ? K : never;
}[SettingKey];
type NumberKey = 'minBetAmount' | 'defaultBetAmount' | 'salaryReferralPercent';
/** The switches typed as a line of text. */
export type TextKey = { [K in SettingKey]: EditedSwitches[K] extends string ? K : never }[SettingKey];

/** A four-eyes threshold as typed: the currency and its amount as text. */
export interface AmountRow {
  currencyId: string;
  amount: string;
}

/** The form's state: numbers as typed, the gate domains one per line, the thresholds as rows. */
export type SettingsDraft = Omit<EditedSwitches, NumberKey | 'gateDomains' | 'withdrawSecondApprovalAbove'> &
  Record<NumberKey, string> & { gateDomains: string; withdrawSecondApprovalAbove: AmountRow[] };

/** Why a typed setting cannot be sent; each has a text in the screen's pack (`errors.*`). */
export type SettingError = 'positive' | 'amount' | 'percent' | 'url' | 'host' | 'hosts' | 'timeZone';

/** The highest share of the house edge the weekly salary's referral part may pay (server: 0–50). */
export const MAX_SALARY_REFERRAL_PERCENT = 50;

/** The server's rule for h5RefHost: a host name, optionally with a port. */
const HOST_WITH_PORT = /^[a-z0-9.-]+(:\d{1,5})?$/i;
/** A gate domain is compared with the page's host name, which has no port. */
const HOST_NAME = /^[a-z0-9.-]+$/i;
/** A currency code as the server's currencies are written. */
export const CURRENCY_CODE = /^[A-Z]{3,5}$/;

/** A link a setting may hold: empty, an http(s) address, or a path on this site ("/download/app.apk"). */
export function isLink(text: string): boolean {
  if (text === '' || /^\/(?!\/)\S*$/.test(text)) return true;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether the browser knows this IANA time zone (the server checks the same list). */
export function isTimeZone(text: string): boolean {
  if (!text) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

/** The form's starting state from the server's switches. */
export function toDraft(switches: EditedSwitches): SettingsDraft {
  return {
    ...switches,
    minBetAmount: amountText(switches.minBetAmount),
    defaultBetAmount: amountText(switches.defaultBetAmount),
    salaryReferralPercent: amountText(switches.salaryReferralPercent),
    gateDomains: switches.gateDomains.join('\n'),
    withdrawSecondApprovalAbove: Object.entries(switches.withdrawSecondApprovalAbove).map(
      ([currencyId, amount]) => ({ currencyId, amount: amountText(amount) }),
    ),
  };
}

/** Equal as JSON values, whatever the order of object keys. */
export function sameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => sameValue(item, right[index]))
    );
  }
  if (left === null || right === null || typeof left !== 'object' || typeof right !== 'object') return false;
  const leftKeys = Object.keys(left);
  const rightRecord = right as Record<string, unknown>;
  return (
    leftKeys.length === Object.keys(right).length &&
    leftKeys.every(
      (key) =>
        Object.hasOwn(right, key) && sameValue((left as Record<string, unknown>)[key], rightRecord[key]),
    )
  );
}

/** The key of one threshold's error: `withdrawSecondApprovalAbove.BRL`, as the server names the field. */
export const thresholdKey = (currencyId: string) => `withdrawSecondApprovalAbove.${currencyId}`;

/** A setting's value from the form, or why it cannot be sent (keyed by the field the error belongs to). */
type Converted = { value: unknown; errors: Record<string, SettingError> };

const ok = (value: unknown): Converted => ({ value, errors: {} });
const refused = (key: string, error: SettingError): Converted => ({
  value: undefined,
  errors: { [key]: error },
});

function amountSetting(key: string, text: string, valid: (value: number) => boolean, error: SettingError) {
  const value = parseAmountInput(text);
  return value !== undefined && valid(value) ? ok(value) : refused(key, error);
}

function thresholds(rows: readonly AmountRow[]): Converted {
  const errors: Record<string, SettingError> = {};
  const value: Record<string, number> = {};
  for (const row of rows) {
    const amount = parseAmountInput(row.amount);
    if (amount === undefined) errors[thresholdKey(row.currencyId)] = 'amount';
    else value[row.currencyId] = amount;
  }
  return { value, errors };
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The form's value of one setting, checked by the obvious rules; the server checks again. */
function convert(key: SettingKey, draft: SettingsDraft): Converted {
  switch (key) {
    case 'minBetAmount':
    case 'defaultBetAmount':
      return amountSetting(key, draft[key], (value) => value > 0, 'positive');
    case 'salaryReferralPercent':
      return amountSetting(key, draft[key], (value) => value <= MAX_SALARY_REFERRAL_PERCENT, 'percent');
    case 'withdrawSecondApprovalAbove':
      return thresholds(draft[key]);
    case 'gateDomains': {
      const value = lines(draft[key]);
      return value.every((line) => HOST_NAME.test(line)) ? ok(value) : refused(key, 'hosts');
    }
    case 'apkLink':
    case 'iosLink':
    case 'w2aBrandLink':
    case 'iosMobileFileLink':
    case 'redirectUrl': {
      const value = draft[key].trim();
      return isLink(value) ? ok(value) : refused(key, 'url');
    }
    case 'h5RefHost': {
      const value = draft[key].trim();
      return value === '' || HOST_WITH_PORT.test(value) ? ok(value) : refused(key, 'host');
    }
    case 'timeZone': {
      const value = draft[key].trim();
      return isTimeZone(value) ? ok(value) : refused(key, 'timeZone');
    }
    default:
      return ok(draft[key]);
  }
}

/**
 * What "Save changes" sends: only the settings whose value differs from the server's, each checked; a
 * setting left as it was is never checked, so an old value the rules would refuse does not block a save.
 */
export function buildPatch(
  original: EditedSwitches,
  draft: SettingsDraft,
): { patch: Partial<EditedSwitches>; errors: Record<string, SettingError> } {
  const patch: Record<string, unknown> = {};
  const errors: Record<string, SettingError> = {};
  const initial = toDraft(original);
  for (const key of EDITED_KEYS) {
    if (sameValue(draft[key], initial[key])) continue;
    const converted = convert(key, draft);
    const keyErrors = Object.entries(converted.errors);
    if (keyErrors.length === 0 && sameValue(converted.value, original[key])) continue;
    if (keyErrors.length > 0) Object.assign(errors, converted.errors);
    else patch[key] = converted.value;
  }
  return { patch: patch as Partial<EditedSwitches>, errors };
}

/**
 * The form field a server refusal names (`extra.field`, e.g. `smsConfig.enableRegister` or
 * `withdrawSecondApprovalAbove.BRL`): the longest of `fields` it starts with, or undefined.
 */
export function refusedField(extra: unknown, fields: readonly string[]): string | undefined {
  const field = (extra as { field?: unknown } | null | undefined)?.field;
  if (typeof field !== 'string' || !field) return undefined;
  const segments = field.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const candidate = segments.slice(0, length).join('.');
    if (fields.includes(candidate)) return candidate;
  }
  return undefined;
}

/** The switches this form does not edit, for the read-only "Other settings". */
export function otherSwitches(switches: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(switches).filter(([key]) => !(EDITED_KEYS as readonly string[]).includes(key)),
  );
}
