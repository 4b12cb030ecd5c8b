import { statusName } from '@casino/contracts';

import { activeLanguage, i18n, translate } from './i18n';
import { localeOf } from './language';

/** The text the client itself puts in a transport failure's `message`. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';
/** The client's `message` when the server refused a call with HTTP 403 (spec §8). */
export const INSUFFICIENT_PERMISSIONS_MESSAGE = 'Insufficient Permissions';

const CLIENT_MESSAGE_KEYS: Record<string, string> = {
  [NETWORK_ERROR_MESSAGE]: 'NETWORK_ERROR',
  [INSUFFICIENT_PERMISSIONS_MESSAGE]: 'INSUFFICIENT_PERMISSIONS',
};

/** Only plain values from `extra` are interpolated; nested objects would print as [object Object]. */
function interpolationValues(extra: unknown): Record<string, string | number> {
  if (extra === null || typeof extra !== 'object' || Array.isArray(extra)) return {};
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(extra)) {
    if (typeof value === 'string') values[name] = i18n.exists(value) ? translate(value) : value;
    else if (typeof value === 'number') values[name] = value;
  }
  return values;
}

/**
 * Formats every number inside a "Minimum cumulative …" message with the language's separators, e.g.
 * "Minimum cumulative recharge 10000" → "… 10,000" in English and "… 10.000" in Portuguese.
 */
export function formatMessageNumbers(message: string, language: string): string {
  const format = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 });
  return message.replace(/\d+(?:\.\d+)?/g, (digits) => format.format(Number(digits)));
}

/** A message's key and values as a status's own formatter writes them. */
export interface StatusText {
  key: string;
  values: Record<string, string | number>;
}

/**
 * Writes the `extra` of one status as its message's values (instants as dates, amounts as money), and may
 * choose another key when the values call for another sentence (a permanent exclusion has no end date).
 */
export type StatusTextFormatter = (key: string, extra: unknown) => StatusText;

const statusTextFormatters = new Map<number, StatusTextFormatter>();

/**
 * Registers how the message of `status` is written, replacing an earlier formatter. The app registers
 * them at start-up: a formatter may read the session and the site configuration, which this module may not
 * import (the API client imports it).
 */
export function registerStatusText(status: number, formatter: StatusTextFormatter): void {
  statusTextFormatters.set(status, formatter);
}

/**
 * The text to show for a server answer: `message` is a language key (or the catalogue name of the status)
 * translated through the pack with `extra` interpolated; an unknown message is shown as sent.
 */
export function translateServerMessage(status: number, message: string | undefined, extra?: unknown): string {
  const named = message
    ? (CLIENT_MESSAGE_KEYS[message] ?? message)
    : (statusName(status) ?? 'REQUEST_FAILED');
  const formatter = statusTextFormatters.get(status);
  const { key, values } = formatter
    ? formatter(named, extra)
    : { key: named, values: interpolationValues(extra) };
  const text = translate(key, values);
  return text.includes('Minimum cumulative') ? formatMessageNumbers(text, activeLanguage()) : text;
}
