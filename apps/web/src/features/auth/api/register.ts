import { registerRequestSchema } from '@casino/contracts';
import type { RegisterRequest } from '@casino/contracts';

import { apiPost } from '../../../lib/api/client';
import { activeLanguage } from '../../../lib/i18n/i18n';
import { readLocal } from '../../../lib/storage/local-storage';
import type { LocalKey } from '../../../lib/storage/local-storage';

/** The schema the register form validates against before sending. */
export const registerInputSchema = registerRequestSchema;

/** What the player typed into the register form. */
export interface RegisterForm {
  username?: string;
  phone?: string;
  password: string;
  promoCode?: string;
  /** The code texted to the phone (SMS registration). */
  smsCode?: string;
  /** The CPF as typed (dots and dash allowed), where the market asks for identity. */
  cpf?: string;
  /** The full name as on the player's documents. */
  fullName?: string;
  /** The birth date, `YYYY-MM-DD` (a date input's value). */
  birthDate?: string;
  /** The deposit limit chosen at sign-up (null: "no limit"), where the market asks for one. */
  depositLimit?: RegisterRequest['depositLimit'];
}

function stored(key: LocalKey): string | undefined {
  return readLocal(key) || undefined;
}

/**
 * The register body: the form plus the stored init params (spec §7). The promo code goes only when the
 * startup settings enable it; empty values are left out.
 */
export function buildRegisterRequest(form: RegisterForm, promoCodeEnabled: boolean): RegisterRequest {
  const promoCode = promoCodeEnabled ? form.promoCode?.trim() || undefined : undefined;
  const entries = Object.entries({
    username: form.username,
    phone: form.phone,
    password: form.password,
    smsCode: form.smsCode,
    cpf: form.cpf?.trim(),
    fullName: form.fullName?.trim(),
    birthDate: form.birthDate,
    depositLimit: form.depositLimit,
    p: stored('InvitedCode'),
    promoCode,
    countryId: stored('countryId'),
    currencyId: stored('currencyId'),
    language: activeLanguage(),
    tkk: stored('tkk'),
    navToken: stored('navToken'),
    aid: stored('aid'),
    gaid: stored('gaid'),
    ch: stored('ch'),
  }).filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(entries) as RegisterRequest;
}

/** POST /api/auth/register; errors are shown inline by the form. */
export function register(request: RegisterRequest) {
  return apiPost('/api/auth/register', request, { noAlert: true, noLogin: true });
}
