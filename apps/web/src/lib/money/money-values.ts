/**
 * The most decimals a bet amount is typed with in the games and crash, whatever its currency has (an
 * unconfigured currency has 9).
 */
export const MAX_BET_DECIMALS = 8;

/** The values of a bet message that are amounts of money: the limits a typed bet is checked against. */
const MONEY_VALUE_NAMES = new Set(['min', 'max']);

/**
 * A bet message's values with its amounts written as money ("The minimum bet is R$ 1,00.", not "1.")
 * by `format`, the game's money formatter; other values (a number of decimals) are left as they are.
 */
export function withMoneyValues(
  values: Readonly<Record<string, number | string>> | undefined,
  format: (value: number) => string,
): Record<string, number | string> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'number' && MONEY_VALUE_NAMES.has(name) ? format(value) : value,
    ]),
  );
}
