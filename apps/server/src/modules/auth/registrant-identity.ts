import { ageOn, type ComplianceRules, type LimitPeriod, type RegisterRequest } from '@casino/contracts';
import { parseAmount } from '@casino/game-math';

import { ApiError, invalidInput } from '../../platform/errors.ts';
import { isTimeZone, siteDay } from '../../platform/site-day.ts';

/** Nobody registering is older than this: a birth date further back is a typing slip. */
const OLDEST_AGE = 120;

/** The identity a new player's row keeps: null where the market did not ask and the player gave none. */
export interface RegistrantIdentity {
  /** Eleven digits, check digits verified by the request schema. */
  cpf: string | null;
  fullName: string | null;
  /** `YYYY-MM-DD`. */
  birthDate: string | null;
}

/**
 * The identity of a registration under its market's rules (Brazil's: `BRAZIL_COMPLIANCE`): where the
 * profile asks for a CPF, the CPF, the full name and the birth date are required; under any profile a
 * birth date that is given must make the minimum age. The age is counted on the calendar of the market's
 * time zone, so a player born on this day 18 years ago is 18 from local midnight, not from UTC's.
 */
export function registrantIdentity(
  input: Pick<RegisterRequest, 'cpf' | 'fullName' | 'birthDate'>,
  rules: ComplianceRules,
  now: number,
): RegistrantIdentity {
  if (rules.identity === 'cpf') {
    if (input.cpf === undefined) throw invalidInput('cpf', 'CPF_REQUIRED');
    if (input.fullName === undefined) throw invalidInput('fullName', 'FULL_NAME_REQUIRED');
    if (input.birthDate === undefined) throw invalidInput('birthDate', 'BIRTH_DATE_REQUIRED');
  }
  if (input.birthDate !== undefined) {
    const zone = isTimeZone(rules.timeZone) ? rules.timeZone : 'UTC';
    const today = siteDay(now, zone).date;
    if (input.birthDate > today) throw invalidInput('birthDate', 'DATE_INVALID');
    const age = ageOn(input.birthDate, new Date(`${today}T00:00:00Z`));
    if (age > OLDEST_AGE) throw invalidInput('birthDate', 'DATE_INVALID');
    if (age < rules.minimumAge) {
      throw new ApiError('AGE_REFUSED', { extra: { minimumAge: rules.minimumAge } });
    }
  }
  return { cpf: input.cpf ?? null, fullName: input.fullName ?? null, birthDate: input.birthDate ?? null };
}

/**
 * The deposit limit a registration sets, where the market asks for the choice at sign-up (Brazil,
 * Portaria SPA/MF 1.231/2024): a period and an amount, or an explicit null for none; not asking is refused.
 * Elsewhere a limit given is kept too. The amount is converted to minor units of the player's currency.
 */
export function registrantDepositLimit(
  input: Pick<RegisterRequest, 'depositLimit'>,
  rules: ComplianceRules,
  decimalLength: number,
): { period: LimitPeriod; minor: bigint } | null {
  if (input.depositLimit === undefined) {
    if (rules.limitsAtRegistration) throw invalidInput('depositLimit', 'DEPOSIT_LIMIT_REQUIRED');
    return null;
  }
  if (input.depositLimit === null) return null;
  const parsed = parseAmount(input.depositLimit.value, decimalLength);
  if (!parsed.ok || parsed.minor <= 0n) throw invalidInput('depositLimit', 'AMOUNT_INVALID');
  return { period: input.depositLimit.period, minor: parsed.minor };
}
