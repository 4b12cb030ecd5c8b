import type { NoticeItem } from '@casino/contracts';
import { describe, expect, it } from 'vitest';

import { popupTypeApplies, registrationNotice } from './popup-types';

const notice = (id: number, type: string, pushed: boolean): NoticeItem => ({
  id,
  type,
  title: `t${id}`,
  content: `c${id}`,
  popup: null,
  pushed,
  read: pushed,
  createdAt: 0,
});

describe('notice popup types', () => {
  it('NOT_LOGGED_IN is for visitors, NOT_RECHARGED for players with no recharge', () => {
    const visitor = null;
    const fresh = { token: 'token-1234567890', rechargeCount: 0 };
    const payer = { token: 'token-1234567890', rechargeCount: 2 };
    expect([visitor, fresh, payer].map((user) => popupTypeApplies('NOT_LOGGED_IN', user))).toEqual([
      true,
      false,
      false,
    ]);
    expect([visitor, fresh, payer].map((user) => popupTypeApplies('NOT_RECHARGED', user))).toEqual([
      false,
      true,
      false,
    ]);
    // Until the user info arrives the recharge count is unknown: no popup yet.
    expect(popupTypeApplies('NOT_RECHARGED', { token: 'token-1234567890' })).toBe(false);
  });

  it('COMPLETE_REGISTRATION shows the newest unpushed notice of that type, once', () => {
    expect(
      registrationNotice([notice(3, 'SYSTEM', false), notice(2, 'COMPLETE_REGISTRATION', false)]),
    ).toEqual({
      type: 'COMPLETE_REGISTRATION',
      title: 't2',
      content: 'c2',
      noticeId: 2,
    });
    expect(registrationNotice([notice(2, 'COMPLETE_REGISTRATION', true)])).toBeNull();
  });
});
