import { floorToDecimals } from '@casino/game-math';

import { localeOf } from './language';

/** Whole numbers with the language's grouping: 128.400 in pt and id, 128,400 in en. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(Math.floor(value));
}

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per language and precision, kept: crash's frame loop formats every frame. */
function numberFormat(language: string, minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${language}|${minDecimals}|${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A multiplier as the games show it: two decimals, floored (spec §5 floors, never rounds), with the
 * language's separators: ×1.44 and ×10,000.00 in en, ×1,44 and ×10.000,00 in pt. The caller adds the ×.
 */
export function formatMultiplier(value: number, language: string): string {
  return numberFormat(language, 2, 2).format(Number(floorToDecimals(value, 2)));
}

/** A decimal number with at most `maxDecimals` decimals (floored) in the language: 96.5 → 96,5 in pt. */
export function formatDecimal(value: number, language: string, maxDecimals: number): string {
  return numberFormat(language, 0, maxDecimals).format(Number(floorToDecimals(value, maxDecimals)));
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
