import { describe, expect, it } from 'vitest';

import { loginRequestSchema, registerRequestSchema } from './auth.ts';
import { isBrazilianPhone } from './fields.ts';
import { timeChecksum } from './headers.ts';
import { STATUS, statusName } from './status.ts';

describe('status catalogue', () => {
  it('keeps the spec codes exactly', () => {
    expect(STATUS.LOGIN_REQUIRED).toBe(1012);
    expect(STATUS.LOGIN_EXPIRED).toBe(1013);
    expect(STATUS.MAINTENANCE).toBe(-120);
    expect(STATUS.RELOAD_PAGE).toBe(-921);
    expect(STATUS.FORCED_DO_CONFIRM).toBe(110110);
    expect(STATUS.RECHARGE_REQUIRED).toBe(-100);
    expect(STATUS.GAME_MAINTENANCE).toBe(-119);
    expect(STATUS.PAY_MAINTENANCE).toBe(-1119);
    expect(STATUS.WITHDRAW_INFO_REQUIRED).toBe(450);
    expect(STATUS.TWO_FACTOR_REQUIRED).toBe(10140);
    expect(STATUS.FORBIDDEN).toBe(440033);
    expect(STATUS.KYC_REQUIRED).toBe(99999);
    expect(STATUS.SILENT).toBe(9000);
  });

  it('has no two names for one code', () => {
    const codes = Object.values(STATUS);
    expect(new Set(codes).size).toBe(codes.length);
    expect(statusName(-100)).toBe('RECHARGE_REQUIRED');
    expect(statusName(424242)).toBeUndefined();
  });
});

describe('timeChecksum', () => {
  it('binds the path and the time', () => {
    const sum = timeChecksum('/api/auth/login', 1_700_000_000_000);
    expect(sum).toMatch(/^[0-9a-f]{32}$/);
    expect(timeChecksum('/api/auth/login', '1700000000000')).toBe(sum);
    expect(timeChecksum('/api/auth/register', 1_700_000_000_000)).not.toBe(sum);
    expect(timeChecksum('/api/auth/login', 1_700_000_000_001)).not.toBe(sum);
  });
});

describe('register and login schemas', () => {
  it('take a username or a phone, never both or neither', () => {
    expect(registerRequestSchema.safeParse({ username: 'player_1', password: 'secret-pass' }).success).toBe(
      true,
    );
    expect(registerRequestSchema.safeParse({ phone: '11 98765-4321', password: 'secret-pass' }).success).toBe(
      true,
    );
    expect(registerRequestSchema.safeParse({ password: 'secret-pass' }).success).toBe(false);
    expect(
      registerRequestSchema.safeParse({ username: 'player_1', phone: '11987654321', password: 'secret-pass' })
        .success,
    ).toBe(false);
    expect(loginRequestSchema.safeParse({ username: 'player_1', password: 'x' }).success).toBe(true);
  });

  it('names the rule a bad field broke', () => {
    const result = registerRequestSchema.safeParse({ username: 'a b', password: 'secret-pass' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('USERNAME_RULE');
  });
});

describe('isBrazilianPhone', () => {
  it.each(['11987654321', '11-98765-4321', '2132654321', '21-3265-4321'])('accepts %s', (phone) => {
    expect(isBrazilianPhone(phone)).toBe(true);
  });
  it.each(['01987654321', '11187654321', '119876543', 'abc'])('refuses %s', (phone) => {
    expect(isBrazilianPhone(phone)).toBe(false);
  });
});
