import { describe, expect, it } from 'vitest';

import { loginRequestSchema, registerRequestSchema } from './auth.ts';
import { feedMessageSchema, marketIdSchema } from './sports-feed.ts';
import {
  cpfDigits,
  isBrazilianPhone,
  isSafeJson,
  isSafeText,
  randomCpf,
  referenceIdSchema,
  requestIdSchema,
  safeRecordSchema,
  safeStringSchema,
  SAFE_JSON_MAX_DEPTH,
} from './fields.ts';
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
  it('register with a username, a phone or both (SMS registration adds the phone); login with one', () => {
    expect(registerRequestSchema.safeParse({ username: 'player_1', password: 'secret-pass' }).success).toBe(
      true,
    );
    expect(registerRequestSchema.safeParse({ phone: '11 98765-4321', password: 'secret-pass' }).success).toBe(
      true,
    );
    expect(registerRequestSchema.safeParse({ password: 'secret-pass' }).success).toBe(false);
    expect(
      registerRequestSchema.safeParse({
        username: 'player_1',
        phone: '11987654321',
        password: 'secret-pass',
        smsCode: '123456',
      }).success,
    ).toBe(true);
    expect(
      registerRequestSchema.safeParse({ phone: '11987654321', password: 'secret-pass', smsCode: '12345' })
        .success,
    ).toBe(false);
    expect(loginRequestSchema.safeParse({ username: 'player_1', password: 'x' }).success).toBe(true);
    expect(
      loginRequestSchema.safeParse({ username: 'player_1', phone: '11987654321', password: 'x' }).success,
    ).toBe(false);
  });

  it('names the rule a bad field broke', () => {
    const result = registerRequestSchema.safeParse({ username: 'a b', password: 'secret-pass' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('USERNAME_RULE');
  });
});

describe('randomCpf', () => {
  it('makes eleven digits whose check digits hold, a different one each time', () => {
    const made = Array.from({ length: 200 }, randomCpf);
    for (const cpf of made) expect(cpfDigits(cpf)).toBe(cpf);
    expect(new Set(made).size).toBe(made.length);
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

describe('safe text', () => {
  it('refuses NUL and lone surrogates, keeps every other character', () => {
    expect(isSafeText('Olá, 世界 👋 \t\n\u0001\uFFFF')).toBe(true);
    for (const bad of ['a\u0000b', '\uD800', 'a\uD83Db', '\uDC00a', 'a\uDE00\uD83D'])
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    const refused = safeStringSchema.max(10).safeParse('a\u0000');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('TEXT_INVALID');
  });

  it('checks every key and string of free-form JSON, and its depth, without recursion', () => {
    expect(isSafeJson({ a: [1, 'b', { c: null, d: true }] })).toBe(true);
    expect(isSafeJson({ a: ['ok', 'b\u0000'] })).toBe(false);
    expect(isSafeJson({ ['k\uD800']: 1 })).toBe(false);
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(isSafeJson(deep)).toBe(false);
    let allowed: unknown = 'leaf';
    for (let level = 0; level < SAFE_JSON_MAX_DEPTH; level += 1) allowed = { level: allowed };
    expect(safeRecordSchema.safeParse(allowed).success).toBe(true);
  });

  it('has one format for request ids and one for issued references', () => {
    expect(requestIdSchema.safeParse('k'.repeat(3_000)).success).toBe(false);
    expect(requestIdSchema.safeParse('abc-1234_X').success).toBe(true);
    expect(referenceIdSchema.safeParse('evt_\u0000').success).toBe(false);
    expect(referenceIdSchema.safeParse('sbx_0123456789abcdef01234567').success).toBe(true);
  });
});

describe('market keys', () => {
  it('keys a market by its id and its specifiers sorted by name, whatever order they are sent in', () => {
    expect(marketIdSchema.parse('18|total=2.5')).toBe('18|total=2.5');
    expect(marketIdSchema.parse('213|setnr=2|gamenr=3')).toBe('213|gamenr=3|setnr=2');
    expect(
      feedMessageSchema.parse({ type: 'bet_stop', ts: 1, eventId: 'sr:match:1', markets: ['9|b=1|a=2'] }),
    ).toEqual({ type: 'bet_stop', ts: 1, eventId: 'sr:match:1', markets: ['9|a=2|b=1'] });
  });

  it('refuses a specifier named twice', () => {
    expect(marketIdSchema.safeParse('18|total=2.5|total=3.5').success).toBe(false);
  });
});
