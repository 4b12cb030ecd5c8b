/**
 * Money as integers in minor units (DESIGN §3). A `Minor` is a bigint branded so that it cannot be mixed
 * with counts or major-unit numbers by accident. No float ever holds a balance: conversions go through
 * decimal strings.
 */
export type Minor = bigint & { readonly __brand: 'minor-units' };

export const MAX_DECIMAL_LENGTH = 9;

/** Brands an integer as minor units. */
export function toMinor(value: bigint): Minor {
  return value as Minor;
}

export const ZERO_MINOR = toMinor(0n);

export type AmountError = 'NOT_A_NUMBER' | 'NEGATIVE' | 'TOO_MANY_DECIMALS' | 'TOO_LARGE';
export type ParsedAmount = { ok: true; minor: Minor } | { ok: false; error: AmountError };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The largest amount accepted from outside, in major units: beyond it a JS number stops being exact. */
const MAX_MAJOR_DIGITS = 13;

/**
 * Parses an amount the client sent (a JSON number or a decimal string, in major units) into minor units.
 * Refuses rather than rounds: an amount with more decimals than the currency has is an error.
 */
export function parseAmount(input: unknown, decimalLength: number): ParsedAmount {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, error: 'NOT_A_NUMBER' };
    text = numberToPlainString(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, error: 'NOT_A_NUMBER' };
  }
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, error: 'NOT_A_NUMBER' };
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (sign === '-' && /[1-9]/.test(whole + fraction)) return { ok: false, error: 'NEGATIVE' };
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > decimalLength) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > MAX_MAJOR_DIGITS) return { ok: false, error: 'TOO_LARGE' };
  const minor = BigInt(wholeDigits + significantFraction.padEnd(decimalLength, '0'));
  return { ok: true, minor: toMinor(minor) };
}

/** Exact decimal text of a minor amount: `formatMinor(1234n, 2) === '12.34'`, `formatMinor(5n, 0) === '5'`. */
export function formatMinor(amount: Minor | bigint, decimalLength: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimalLength + 1, '0');
  const whole = digits.slice(0, digits.length - decimalLength);
  const fraction = digits.slice(digits.length - decimalLength);
  const text = decimalLength > 0 ? `${whole}.${fraction}` : whole;
  return negative ? `-${text}` : text;
}

/**
 * The major-unit number sent on the wire. It is exact as JSON text for every amount below 10^13 major
 * units, which `parseAmount` also enforces for input.
 */
export function minorToNumber(amount: Minor | bigint, decimalLength: number): number {
  return Number(formatMinor(amount, decimalLength));
}

/**
 * Floors a major-unit number to `decimalLength` decimals for display (spec §5: floored, never rounded),
 * working on the number's shortest decimal text so that 0.29 stays 0.29 and never becomes 0.28.
 */
export function floorToDecimals(value: number, decimalLength: number): string {
  if (!Number.isFinite(value)) return (0).toFixed(decimalLength);
  const text = numberToPlainString(value);
  const match = DECIMAL.exec(text);
  if (!match) return (0).toFixed(decimalLength);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, decimalLength).padEnd(decimalLength, '0');
  const dropped = fraction.slice(decimalLength);
  let digits = BigInt(whole + kept);
  // Flooring a negative value moves away from zero when anything non-zero was cut.
  if (sign === '-' && /[1-9]/.test(dropped)) digits += 1n;
  const formatted = formatMinor(digits, decimalLength);
  return sign === '-' && digits !== 0n ? `-${formatted}` : formatted;
}

/**
 * Decimal length of a currency (spec §9): 9 when the currency does not configure one, 2 when the
 * configured value is unusable.
 */
export function resolveDecimalLength(configured: unknown): number {
  if (configured === undefined || configured === null) return MAX_DECIMAL_LENGTH;
  if (typeof configured !== 'number' || !Number.isInteger(configured)) return 2;
  if (configured < 0 || configured > MAX_DECIMAL_LENGTH) return 2;
  return configured;
}

/** A number written out without exponent: 1e-7 → '0.0000001', 1e21 → '1000000000000000000000'. */
function numberToPlainString(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const [mantissa = '0', exponentText = '0'] = text.toLowerCase().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [intPart = '0', fracPart = ''] = mantissa.replace('-', '').split('.');
  const digits = intPart + fracPart;
  const pointAt = intPart.length + exponent;
  let plain: string;
  if (pointAt <= 0) plain = `0.${'0'.repeat(-pointAt)}${digits}`;
  else if (pointAt >= digits.length) plain = digits + '0'.repeat(pointAt - digits.length);
  else plain = `${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
  return negative ? `-${plain}` : plain;
}
