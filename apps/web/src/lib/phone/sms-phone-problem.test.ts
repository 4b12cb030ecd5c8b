import { describe, expect, it } from 'vitest';

import { smsPhoneProblem } from './sms-phone-problem';

describe('SMS login phone check (spec §5)', () => {
  it('accepts Brazilian mobile and landline numbers with or without dashes and spaces', () => {
    for (const phone of ['11 98765-4321', '11987654321', '21-3456-7890', '+55 11 98765-4321'])
      expect(smsPhoneProblem(phone, '55')).toBeNull();
  });

  it('refuses Brazilian numbers that break the rule', () => {
    // Area code starting 0, number starting 0 or 1, too few or too many digits.
    for (const phone of ['01 98765-4321', '11 18765-4321', '11 0876-4321', '11 9876-432', '11 987654-43210'])
      expect(smsPhoneProblem(phone, '55')).toBe('SMS_LOGIN_PHONE_RULE');
  });

  it('asks for a phone and refuses what is not one', () => {
    expect(smsPhoneProblem('  ', '55')).toBe('FIELD_REQUIRED');
    expect(smsPhoneProblem('<script>', '55')).toBe('SMS_LOGIN_PHONE_RULE');
  });

  it('applies only the length rule to other countries', () => {
    expect(smsPhoneProblem('812 3456 7890', '62')).toBeNull();
    expect(smsPhoneProblem('+62 812 3456 7890', '55')).toBeNull();
    expect(smsPhoneProblem('+1 555 0100 0000 0000', '55')).toBe('SMS_LOGIN_PHONE_RULE');
  });
});
