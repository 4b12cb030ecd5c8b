import { expect, test } from './page-checks.ts';

import { HEADER } from '@casino/contracts';

import { callApi, getApi, operatorToken, registerByApi } from './api.ts';

/**
 * Identity verification (issue 18): a player uploads the front of an ID and a selfie on their verification
 * page and submits them; the SANDBOX identity provider checks the registered identity; an operator approves
 * the case through the API; the page then shows the player verified.
 */

/** The first bytes of a PNG: all the server's type check reads. */
const png = (fill: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, fill)]);

test.beforeEach(async ({ page }) => {
  // Registration and the sandbox provider's answer take a while on a busy machine.
  test.setTimeout(90_000);
  await page.addInitScript(() => window.localStorage.setItem('currentCountry', 'BR'));
});

test('a player sends an ID and a selfie for review, and is verified once an operator approves', async ({
  page,
  request,
}) => {
  const player = await registerByApi(request);
  await page.goto(`/account/verification?token=${encodeURIComponent(player.token)}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Identity verification');
  await expect(page.getByTestId('kyc-status')).toHaveText('Not verified');
  await expect(page.getByTestId('kyc-submit')).toBeDisabled();

  await page
    .getByLabel(/ID document, front/)
    .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: png(1) });
  await expect(page.getByTestId('kyc-document-ID_FRONT-done')).toHaveText('Uploaded: id-front.png');
  await page
    .getByLabel(/Selfie/)
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: png(2) });
  await expect(page.getByTestId('kyc-document-SELFIE-done')).toHaveText('Uploaded: selfie.png');

  await page.getByTestId('kyc-submit').click();
  await expect(page.getByTestId('kyc-status')).toHaveText('Pending review');
  await expect(page.getByTestId('kyc-documents')).toBeHidden();

  const operator = await operatorToken(request);
  const queue = await (
    await request.get('/api/operator/kyc/queue?pageSize=100', { headers: { [HEADER.auth]: operator } })
  ).json();
  const entry = (queue.list as { userId: number; identity: { outcome: string } | null }[]).find(
    (candidate) => candidate.userId === player.userId,
  );
  expect(entry?.identity?.outcome).toBe('MATCH');
  const review = await callApi(
    request,
    '/api/operator/kyc/review',
    { userId: player.userId, decision: 'approve', reason: 'ID and selfie match the registration' },
    operator,
  );
  expect(review.status).toBe(0);

  await page.reload();
  await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
  expect((await getApi(request, '/api/kyc/status', player.token)).model.status).toBe('VERIFIED');
});
