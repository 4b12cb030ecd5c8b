import { describe, expect, it } from 'vitest';

import { noticeTimeAdvanced } from './use-notice-sound';

describe('notice sound rule', () => {
  const user = (noticeUpdateTime?: number, token = 'token-1234567890') => ({
    token,
    ...(noticeUpdateTime === undefined ? {} : { noticeUpdateTime }),
  });

  it('plays when the same player gets a newer noticeUpdateTime', () => {
    expect(noticeTimeAdvanced(user(100), user(200))).toBe(true);
    expect(noticeTimeAdvanced(user(200), user(200))).toBe(false);
    expect(noticeTimeAdvanced(user(200), user(100))).toBe(false);
  });

  it('stays quiet on login, logout, a change of player or a first load of the fields', () => {
    expect(noticeTimeAdvanced(null, user(200))).toBe(false);
    expect(noticeTimeAdvanced(user(100), null)).toBe(false);
    expect(noticeTimeAdvanced(user(100, 'token-a-123456'), user(200, 'token-b-123456'))).toBe(false);
    expect(noticeTimeAdvanced(user(), user(200))).toBe(false);
  });
});
