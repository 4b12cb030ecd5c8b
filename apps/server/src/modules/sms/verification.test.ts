import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STATUS } from '@casino/contracts';

import { verificationCodes } from './sms.tables.ts';
import { ApiError } from '../../platform/errors.ts';
import { memoryAttemptCounter } from '../../platform/rate-limit.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { VerificationService } from './verification.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('SMS verification codes under concurrent guessing', () => {
  it('checks at most 5 of 100 simultaneous wrong codes, then refuses the right one', async () => {
    const sent: string[] = [];
    const verification = new VerificationService(
      app.database.db,
      { name: 'test', available: true, send: async (_phone, text) => void sent.push(text) },
      memoryAttemptCounter(),
    );
    const phone = `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await verification.send(phone, 'withdraw', '10.70.0.1', (code) => `code ${code}`);
    const code = /\d{6}/.exec(sent[0] ?? '')?.[0] ?? '';

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        verification
          .consume(phone, 'withdraw', String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'))
          .then(
            () => 0,
            (error: unknown) => (error instanceof ApiError ? error.status : -1),
          ),
      ),
    );
    expect(answers.every((status) => status === STATUS.SMS_CODE_INVALID)).toBe(true);
    const [row] = await app.database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.phone, phone));
    expect(row?.attempts).toBe(5);
    await expect(verification.consume(phone, 'withdraw', code)).rejects.toMatchObject({
      status: STATUS.SMS_CODE_INVALID,
    });
  });
});
