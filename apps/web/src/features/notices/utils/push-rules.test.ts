import type { SocketMessage } from '@casino/contracts';
import { beforeEach, describe, expect, it } from 'vitest';

import type { NoticePopupData } from '../../../lib/ui-store';
import { handleBalancePush } from '../../../lib/session/balance-push';
import { handleEventPush, type MoneyRainAnnouncement, type PushActions } from './push-rules';

let userId: number | null | undefined;
let calls: string[];
let balances: number[];
let popups: NoticePopupData[];
let notifications: [string, string][];
let rains: MoneyRainAnnouncement[];

const actions: PushActions = {
  currentUserId: () => userId,
  setBalance: (balance) => void balances.push(balance),
  reloadUser: () => void calls.push('reload'),
  rechargeSucceeded: (orderId) => void calls.push(`recharge:${orderId ?? ''}`),
  showNoticePopup: (popup) => void popups.push(popup),
  notify: (title, description) => void notifications.push([title, description]),
  moneyRainStarted: (alert) => void rains.push(alert),
};

const eventPush = (data: unknown, extra: Partial<SocketMessage> = {}): SocketMessage => ({
  type: 'event',
  data,
  ...extra,
});

beforeEach(() => {
  userId = 7;
  calls = [];
  balances = [];
  popups = [];
  notifications = [];
  rains = [];
});

describe('balance pushes', () => {
  it('set the balance when they carry one, and reload the user when not', () => {
    handleBalancePush({ type: 'balance', userId: 7, balance: 42.5 }, actions);
    expect(balances).toEqual([42.5]);
    expect(calls).toEqual([]);
    handleBalancePush({ type: 'balance' }, actions);
    expect(calls).toEqual(['reload']);
  });

  it('are ignored by a visitor and when meant for another player', () => {
    handleBalancePush({ type: 'balance', userId: 8, balance: 1 }, actions);
    userId = null;
    handleBalancePush({ type: 'balance', balance: 1 }, actions);
    handleBalancePush({ type: 'balance' }, actions);
    expect(balances).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('event pushes', () => {
  it('are ignored when logged out', () => {
    userId = null;
    handleEventPush(eventPush({ event: 'PROMO', extra: { pop: true, title: 'Hi' } }), actions);
    handleEventPush(eventPush({ event: 'RECHARGE_SUCCESS' }), actions);
    expect([calls, popups, notifications]).toEqual([[], [], []]);
  });

  it('RECHARGE_SUCCESS reloads the user, rechecks purchases and opens the app-download popup', () => {
    handleEventPush(
      eventPush({
        event: 'RECHARGE_SUCCESS',
        extra: {
          pop: true,
          title: 'RECHARGE_SUCCESS_TITLE',
          description: 'RECHARGE_SUCCESS_TEXT',
          orderId: 'o-1',
        },
      }),
      actions,
    );
    expect(calls).toEqual(['reload', 'recharge:o-1']);
    expect(popups).toEqual([]);
    expect(notifications).toEqual([['RECHARGE_SUCCESS_TITLE', 'RECHARGE_SUCCESS_TEXT']]);
  });

  it('any other event reloads the user and shows a notice popup; pop adds a notification', () => {
    handleEventPush(
      eventPush({
        event: 'NOTICE',
        extra: { pop: true, title: 'Welcome', description: 'Hello', noticeId: 3 },
      }),
      actions,
    );
    expect(calls).toEqual(['reload']);
    expect(popups).toEqual([
      expect.objectContaining({ type: 'NOTICE', title: 'Welcome', content: 'Hello', noticeId: 3 }),
    ]);
    expect(notifications).toEqual([['Welcome', 'Hello']]);
  });

  it('a notification without a title says Notification; no pop means no notification', () => {
    handleEventPush(eventPush({ event: 'PROMO_START', extra: { pop: true, description: 'Go' } }), actions);
    expect(notifications).toEqual([['NOTIFICATION', 'Go']]);
    handleEventPush(eventPush({ event: 'PROMO_END' }), actions);
    expect(notifications).toHaveLength(1);
    expect(popups.map((popup) => popup.type)).toEqual(['PROMO_START', 'PROMO_END']);
  });

  it('drops a payload that fails the push schema and one meant for another player', () => {
    handleEventPush(eventPush({ extra: { pop: true } }), actions);
    handleEventPush(eventPush({ event: 'PROMO' }, { userId: 99 }), actions);
    expect([calls, popups, notifications]).toEqual([[], [], []]);
  });

  it('MONEY_RAIN announces the rain for a banner: no notice popup, no user reload', () => {
    handleEventPush(
      eventPush({ event: 'MONEY_RAIN', extra: { id: 12, endTime: 1_800_000_000_000, pop: true } }),
      actions,
    );
    expect(rains).toEqual([{ id: 12, endTime: 1_800_000_000_000 }]);
    expect([calls, popups, notifications]).toEqual([[], [], []]);
  });

  it('MONEY_RAIN is ignored by a visitor and without its id and end time', () => {
    handleEventPush(eventPush({ event: 'MONEY_RAIN', extra: { id: 12 } }), actions);
    userId = null;
    handleEventPush(eventPush({ event: 'MONEY_RAIN', extra: { id: 12, endTime: 1 } }), actions);
    expect([rains, calls, popups, notifications]).toEqual([[], [], [], []]);
  });
});
