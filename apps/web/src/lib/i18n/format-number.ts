import { localeOf } from './language';

/** Whole numbers with the language's grouping: 128.400 in pt and id, 128,400 in en. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(Math.floor(value));
}

const STEPS = [
  { size: 1e9, key: 'SHORT_BILLION', spaced: true },
  { size: 1e6, key: 'SHORT_MILLION', spaced: true },
  { size: 1e3, key: 'SHORT_THOUSAND', spaced: false },
] as const;

/**
 * Spec §9 shorthand: K, million, billion, with one decimal, floored (1 999 → 1.9K, never 2K), the
 * decimal separator of the language and the unit words from the language pack (`translate`).
 */
export function formatShorthand(value: number, language: string, translate: (key: string) => string): string {
  const step = STEPS.find((candidate) => Math.abs(value) >= candidate.size);
  if (!step) return formatCount(value, language);
  const tenths = Math.floor((Math.abs(value) / step.size) * 10) / 10;
  const number = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(tenths);
  return `${value < 0 ? '-' : ''}${number}${step.spaced ? ' ' : ''}${translate(step.key)}`;
}
