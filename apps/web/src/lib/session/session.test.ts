import { LOGOUT_KEEP_KEYS } from '@casino/contracts';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetSession } from './forget-session';
import { accountView, hasToken, readStoredUser, useSessionStore } from './user-store';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: null });
});

describe('stored user', () => {
  it('persists the user under the key user and reads it back', () => {
    useSessionStore.getState().setUser({ token: 'token-1234567890', username: 'ana', balance: 12.5 });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      token: 'token-1234567890',
      username: 'ana',
      balance: 12.5,
    });
    expect(readStoredUser()).toMatchObject({ username: 'ana' });
  });

  it('treats malformed or non-object storage as no user', () => {
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', '[1,2]');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', '"text"');
    expect(readStoredUser()).toBeNull();
  });

  it('has a login only with a non-empty token', () => {
    expect(hasToken(null)).toBe(false);
    expect(hasToken({ username: 'ana' })).toBe(false);
    expect(hasToken({ token: '' })).toBe(false);
    expect(hasToken({ token: 't' })).toBe(true);
  });

  it('gives the spec defaults for a visitor', () => {
    expect(accountView(null)).toMatchObject({
      hasLogin: false,
      balance: 0,
      taskBonusBalance: 0,
      registerTaskBonusBalance: 0,
      rechargeCount: 0,
      firstRechargeFlag: false,
      phoneChecked: false,
    });
    expect(accountView({ token: 'x', username: 'ana', balance: 3 })).toMatchObject({
      hasLogin: true,
      username: 'ana',
      balance: 3,
    });
  });
});

describe('forgetSession', () => {
  it('keeps exactly the keep-list keys and drops the user and everything else', () => {
    for (const key of LOGOUT_KEEP_KEYS) localStorage.setItem(key, `kept-${key}`);
    localStorage.setItem('tkk', 'gone');
    localStorage.setItem('navToken', 'gone');
    localStorage.setItem('fail_records_login', 'gone');
    useSessionStore.getState().setUser({ token: 'token-1234567890' });

    forgetSession();

    const remaining = Object.keys(localStorage).sort();
    expect(remaining).toEqual([...LOGOUT_KEEP_KEYS].sort());
    expect(localStorage.getItem('BrowserFingerprintId')).toBe('kept-BrowserFingerprintId');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('deletes cookies', () => {
    document.cookie = 'sid=abc; path=/';
    document.cookie = 'other=1; path=/';
    expect(document.cookie).toContain('sid=abc');
    forgetSession();
    expect(document.cookie).toBe('');
  });
});
