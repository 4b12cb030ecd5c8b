import { describe, expect, it } from 'vitest';

import { ageOn, cpfDigits, cpfSchema, fullNameSchema, isoDateSchema } from './fields.ts';
import { complianceRulesSchema, limitsRequestSchema } from './responsible.ts';

describe('identity fields', () => {
  it('accept a CPF only when its check digits hold, with or without punctuation', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(cpfDigits('52998224725')).toBe('52998224725');
    expect(cpfDigits('529.982.247-24')).toBeUndefined();
    expect(cpfDigits('111.111.111-11')).toBeUndefined();
    expect(cpfDigits('5299822472')).toBeUndefined();
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cpfSchema.safeParse('123.456.789-00').success).toBe(false);
  });

  it('count age on the calendar: 18 on the birthday, 17 the day before', () => {
    const today = new Date('2026-11-25T12:00:00Z');
    expect(ageOn('2008-11-25', today)).toBe(18);
    expect(ageOn('2008-11-26', today)).toBe(17);
    expect(ageOn('2008-12-01', today)).toBe(17);
    expect(ageOn('2000-02-29', new Date('2026-02-28T00:00:00Z'))).toBe(25);
  });

  it('want a full name of two words or more and a date that exists', () => {
    expect(fullNameSchema.safeParse('Maria da Silva').success).toBe(true);
    expect(fullNameSchema.safeParse("João D'Ávila-Souza").success).toBe(true);
    expect(fullNameSchema.safeParse('Maria').success).toBe(false);
    expect(fullNameSchema.safeParse('Maria 2 Silva').success).toBe(false);
    expect(isoDateSchema.safeParse('2007-02-28').success).toBe(true);
    expect(isoDateSchema.safeParse('2007-02-30').success).toBe(false);
    expect(isoDateSchema.safeParse('07-02-2007').success).toBe(false);
  });
});

describe('responsible-gaming requests', () => {
  it('fill a profile’s missing compliance rules with their defaults', () => {
    expect(complianceRulesSchema.parse({})).toMatchObject({
      identity: 'none',
      minimumAge: 18,
      limitIncreaseHours: 24,
    });
  });

  it('refuse a limit named twice and a session limit longer than its period', () => {
    const twice = {
      limits: [
        { kind: 'loss', period: 'day', value: 5 },
        { kind: 'loss', period: 'day', value: 6 },
      ],
    };
    expect(limitsRequestSchema.safeParse(twice).success).toBe(false);
    const long = { limits: [{ kind: 'session', period: 'day', value: 24 * 60 + 1 }] };
    expect(limitsRequestSchema.safeParse(long).success).toBe(false);
    const fine = {
      limits: [
        { kind: 'session', period: 'day', value: 90 },
        { kind: 'deposit', period: 'week', value: null },
      ],
    };
    expect(limitsRequestSchema.safeParse(fine).success).toBe(true);
  });
});
