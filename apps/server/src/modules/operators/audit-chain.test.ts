import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { writeAudit } from './operators.repo.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    OPERATOR_ADMIN_USERNAME: 'root',
    OPERATOR_ADMIN_PASSWORD: 'first-admin-password-1',
  });
  await app.services.operators.ensureFirstAdmin();
});
afterAll(() => app.close());

const audit = (action: string, details: Record<string, unknown> = {}) =>
  app.write((tx) => writeAudit(tx, { operatorId: null, action, target: 'chain-test', details }));

describe('the audit log hash chain', () => {
  it('chains every entry to the one before, in one order, even when written at the same time', async () => {
    await Promise.all(Array.from({ length: 12 }, (_unused, index) => audit('test.parallel', { index })));
    const check = await verifyAuditChain(app.database.db);
    expect(check.broken).toBeUndefined();
    expect(check.entries).toBeGreaterThanOrEqual(13); // the bootstrap entry and these
    expect(check.head).toMatch(/^[0-9a-f]{64}$/);
    // The hash is the database's, not the writer's: an entry cannot choose its own.
    const [last] = (
      (await app.database.db.execute(
        sql`SELECT seq, encode(prev_hash, 'hex') AS prev FROM audit_log ORDER BY seq DESC LIMIT 2`,
      )) as unknown as { rows: { seq: string; prev: string }[] }
    ).rows;
    expect(Number(last?.seq)).toBe(check.entries);
  });

  it('answers the check to an admin', async () => {
    const login = await app.call({
      url: '/api/operator/auth/login',
      body: { username: 'root', password: 'first-admin-password-1' },
    });
    const answer = await app.call({
      method: 'GET',
      url: '/api/operator/audit/verify',
      token: login.body.model.token,
    });
    expect(answer.body.model).toMatchObject({ head: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(answer.body.model.broken).toBeUndefined();
    expect((await app.call({ method: 'GET', url: '/api/operator/audit/verify' })).http).toBe(401);
  });

  it('refuses changes and removals of entries', async () => {
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    const { db } = app.database;
    expect(
      await refusal(db.execute(sql`UPDATE audit_log SET details = '{"approvedBy": "someone else"}'`)),
    ).toMatch(/immutable/);
    expect(await refusal(db.execute(sql`DELETE FROM audit_log`))).toMatch(/immutable/);
  });

  it('finds an entry changed behind the triggers’ back, and the entry after a removed one', async () => {
    await audit('test.before-tamper', { amount: 100 });
    const before = await verifyAuditChain(app.database.db);
    expect(before.broken).toBeUndefined();
    const tampered = before.entries;
    const { db } = app.database;
    await db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_immutable`);
    try {
      await db.execute(
        sql`UPDATE audit_log SET details = '{"amount": 1}' WHERE action = 'test.before-tamper'`,
      );
      const changed = await verifyAuditChain(db);
      expect(changed.broken).toMatchObject({ seq: tampered, reason: 'its fields do not match its hash' });
      await db.execute(
        sql`UPDATE audit_log SET details = '{"amount": 100}' WHERE action = 'test.before-tamper'`,
      );
      expect((await verifyAuditChain(db)).broken).toBeUndefined();

      // A removed entry in the middle: the chain has a gap there. (Removing the newest entries leaves a
      // shorter whole chain: that is what the printed head hash, written down elsewhere, is for.)
      await audit('test.removed-later');
      await audit('test.after-removal');
      await db.execute(sql`DELETE FROM audit_log WHERE action = 'test.removed-later'`);
      const removed = await verifyAuditChain(db);
      expect(removed.broken).toMatchObject({ seq: tampered + 2, reason: `entry ${tampered + 1} is missing` });
    } finally {
      await db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_immutable`);
    }
  });
});
