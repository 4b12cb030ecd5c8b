import { expect, test } from './page-checks.ts';

import { adultIdentity, codeFromInbox, fillIdentity, uniquePhone, uniqueUsername } from './api.ts';

/**
 * Registration in Brazil (the demo's default country, whose market profile asks for identity): the form
 * asks for the CPF, the full name, the birth date and a deposit-limit choice, and a player under 18 is
 * refused (issue 18).
 */
test('a 17-year-old is refused with the translated message, then registers as an adult', async ({
  page,
  request,
}) => {
  await page.goto('/?lang=pt');
  await page.getByTestId('open-register').click();
  const modal = page.getByTestId('auth-modal');
  await expect(page.getByTestId('auth-risk-warning')).toHaveText(
    'Apostas podem causar dependência. Jogue com responsabilidade. Proibido para menores de 18 anos.',
  );
  await expect(page.getByLabel('CPF', { exact: true })).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByLabel('Data de nascimento')).toHaveAttribute('type', 'date');

  const username = uniqueUsername();
  const { phone, storedPhone } = uniquePhone();
  await page.getByTestId('auth-username').fill(username);
  await page.getByTestId('auth-phone').fill(phone);
  await page.getByTestId('auth-send-code').click();
  await expect(page.getByTestId('auth-code-sent')).toBeVisible();
  await page.getByTestId('auth-code').fill(await codeFromInbox(request, storedPhone));
  await page.getByTestId('auth-password').fill('e2e-password-1');

  // Seventeen years ago today: 17 on every calendar (16 on one a day behind), under the minimum of 18.
  const now = new Date();
  const seventeen = new Date(Date.UTC(now.getUTCFullYear() - 17, now.getUTCMonth(), now.getUTCDate()));
  const identity = { ...adultIdentity(), birthDate: seventeen.toISOString().slice(0, 10) };
  await fillIdentity(page, identity);
  await expect(page.getByTestId('auth-cpf')).toHaveValue(
    identity.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
  );
  await page.getByTestId('auth-submit').click();
  await expect(modal).toContainText('É preciso ter pelo menos 18 anos para se cadastrar.');
  await expect(page.getByTestId('auth-birth-date')).toHaveAttribute('aria-invalid', 'true');

  // The refusal wrote nothing and spent nothing: the same code and CPF register an adult, who chooses a
  // monthly deposit limit on the way (Brazil asks at sign-up).
  await page.getByTestId('auth-birth-date').fill('2000-01-31');
  await page.getByLabel('Limite de depósito').selectOption('month');
  await page.getByTestId('auth-deposit-limit-amount').fill('500');
  await page.getByTestId('auth-deposit-limit-amount').press('Enter');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('header-username')).toHaveText(username);

  // The limit is in force at once on the responsible-gaming page.
  await page.goto('/account/responsible?lang=pt');
  await expect(page.getByTestId('limit-deposit-month').getByTestId('limit-value')).toContainText('500,00');
  await expect(page.getByTestId('limit-deposit-month').getByTestId('limit-pending')).toHaveCount(0);
});
