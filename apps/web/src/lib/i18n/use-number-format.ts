import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { formatCount, formatDecimal, formatMultiplier } from './format-number';
import { DEFAULT_LANGUAGE } from './language';

/** The number formats of the active language, for components (re-rendered when the language changes). */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  // Without an i18next instance (a board drawn alone in a test) react-i18next gives no language.
  const language = (i18n.language as string | undefined) ?? DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      /** A whole number with grouping: 2.500 in pt. */
      count: (value: number) => formatCount(value, language),
      /** A multiplier with two floored decimals, without the ×: 1,44 in pt. */
      multiplier: (value: number) => formatMultiplier(value, language),
      /** A decimal with at most `maxDecimals` decimals: 96,5 in pt. */
      decimal: (value: number, maxDecimals: number) => formatDecimal(value, language, maxDecimals),
    }),
    [language],
  );
}
