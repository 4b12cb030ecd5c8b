// Registration on a demo site, where smsConfig.enableRegister is on: a fresh phone, the code the SANDBOX SMS
// provider "texted" to it (read from its inbox page, /sandbox/sms), then the register call with both and
// the identity Brazil's market profile (the demo's default country) asks for.

import { randomCpf } from '@casino/contracts';

/** An adult's identity for a registration: a fresh CPF whose check digits hold, a name, a birth date. */
export function benchIdentity(): { cpf: string; fullName: string; birthDate: string; depositLimit: null } {
  // Brazil asks for the deposit-limit choice at sign-up too: "no limit" here.
  return { cpf: randomCpf(), fullName: 'Bench Player da Silva', birthDate: '1991-07-09', depositLimit: null };
}

/** A fresh Brazilian mobile number as typed (area code 21, nine digits starting 9), and as stored. */
export function benchPhone(): { phone: string; storedPhone: string } {
  const phone = `21 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return { phone, storedPhone: `55${phone.replace(/\D/g, '')}` };
}

/** The newest six-digit code in the sandbox inbox of `base` for `storedPhone`, or undefined when there is none. */
export async function sandboxSmsCode(base: string, storedPhone: string): Promise<string | undefined> {
  const response = await fetch(`${base}/sandbox/sms`, { signal: AbortSignal.timeout(5_000) }).catch(
    () => undefined,
  );
  const html = (await response?.text().catch(() => '')) ?? '';
  const rows = html.match(/<tr data-testid="sms-row">.*?<\/tr>/g) ?? [];
  const row = rows.find((item) => item.includes(`<td>${storedPhone}</td>`));
  return row ? /<td class="text">\D*(\d{6})/.exec(row)?.[1] : undefined;
}
