import { expect, test as teardown } from '@playwright/test';

teardown('the ledger invariants and the audit chain hold after the whole e2e run', async ({ request }) => {
  const login = await request.post('/api/operator/auth/login', {
    data: { username: 'admin', password: process.env.OPERATOR_ADMIN_PASSWORD ?? 'e2e-admin-password-1' },
  });
  const token = (await login.json()).model.token as string;
  const report = await (
    await request.get('/api/operator/ledger/invariants', { headers: { Auth: token } })
  ).json();
  expect(report.model.violations).toEqual([]);
  expect(report.model.clean).toBe(true);

  const audit = await (await request.get('/api/operator/audit/verify', { headers: { Auth: token } })).json();
  expect(audit.model.broken).toBeUndefined();
  expect(audit.model.entries).toBeGreaterThan(0);
});
