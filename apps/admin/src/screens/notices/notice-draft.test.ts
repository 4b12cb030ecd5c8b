import { describe, expect, it } from 'vitest';

import {
  buildNoticeRequest,
  buildPushRequest,
  EMPTY_NOTICE_DRAFT,
  EMPTY_POPUP_DRAFT,
  EMPTY_PUSH_DRAFT,
  hasPopupLook,
  popupRecord,
} from './notice-draft';

describe('buildNoticeRequest', () => {
  it('sends a notice to everyone without a userId and without a popup for plain types', () => {
    const result = buildNoticeRequest({ ...EMPTY_NOTICE_DRAFT, title: ' Hello ', content: 'Welcome' });
    expect(result).toEqual({
      ok: true,
      request: { type: 'SYSTEM', title: 'Hello', content: 'Welcome', push: true },
    });
  });

  it('names one player by number', () => {
    const result = buildNoticeRequest({
      ...EMPTY_NOTICE_DRAFT,
      audience: 'player',
      userId: '42',
      title: 'T',
      content: 'C',
    });
    expect(result.ok && result.request.userId).toBe(42);
  });

  it('refuses a missing title and content, and a player id that is not one', () => {
    const result = buildNoticeRequest({ ...EMPTY_NOTICE_DRAFT, audience: 'player', userId: 'abc' });
    expect(result).toEqual({ ok: false, fields: ['userId', 'title', 'content'] });
  });

  it('sends the popup look of a configured popup type, without its empty fields', () => {
    const result = buildNoticeRequest({
      ...EMPTY_NOTICE_DRAFT,
      type: 'NOT_RECHARGED',
      title: 'First deposit',
      content: 'Double your first deposit',
      popup: { ...EMPTY_POPUP_DRAFT, link: '/recharge', contentTextSize: '16', interval: '300' },
    });
    expect(result.ok && result.request.popup).toEqual({
      link: '/recharge',
      contentTextSize: 16,
      enableMaskClose: true,
      interval: 300,
    });
  });

  it('refuses popup sizes and intervals that are not numbers', () => {
    const result = buildNoticeRequest({
      ...EMPTY_NOTICE_DRAFT,
      type: 'NOT_LOGGED_IN',
      title: 'T',
      content: 'C',
      popup: { ...EMPTY_POPUP_DRAFT, contentPadding: 'wide', interval: '-1' },
    });
    expect(result).toEqual({ ok: false, fields: ['popup.contentPadding', 'popup.interval'] });
  });
});

describe('hasPopupLook', () => {
  it('is true only for the configured popup types', () => {
    expect(hasPopupLook('NOT_LOGGED_IN')).toBe(true);
    expect(hasPopupLook('NOT_RECHARGED')).toBe(true);
    expect(hasPopupLook('SYSTEM')).toBe(false);
    expect(hasPopupLook('COMPLETE_REGISTRATION')).toBe(false);
  });
});

describe('popupRecord', () => {
  it('keeps the mask setting and a zero interval', () => {
    expect(popupRecord({ ...EMPTY_POPUP_DRAFT, enableMaskClose: false })).toEqual({
      enableMaskClose: false,
      interval: 0,
    });
  });
});

describe('buildPushRequest', () => {
  it('sends the event with its texts, leaving empty ones out', () => {
    expect(buildPushRequest({ ...EMPTY_PUSH_DRAFT, title: 'Tonight', description: '' })).toEqual({
      ok: true,
      request: { event: 'ANNOUNCEMENT', extra: { pop: true, title: 'Tonight' } },
    });
  });

  it('refuses an event name the client could not know', () => {
    expect(buildPushRequest({ ...EMPTY_PUSH_DRAFT, event: 'hello world' })).toEqual({
      ok: false,
      fields: ['event'],
    });
  });
});
