import { translate } from '../../../lib/i18n/i18n';

/** The plain values of a push's extra, for the placeholders of its texts (nested objects are left out). */
export function textValues(extra: Record<string, unknown> | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(extra ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

/** A language-pack key or plain text, translated with the push's values. */
export function pushText(keyOrText: string, extra?: Record<string, unknown>): string {
  return keyOrText ? translate(keyOrText, textValues(extra)) : '';
}
