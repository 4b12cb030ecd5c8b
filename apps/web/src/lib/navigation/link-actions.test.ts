import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  holdLinkActionsUntilReady,
  linkActionsReady,
  linkShown,
  movesMoney,
  openLink,
  parseLink,
  registerLinkAction,
  setUnknownLinkAction,
} from './link-actions';

afterEach(() => vi.restoreAllMocks());

const context = () => ({ navigate: vi.fn(), pathname: '/' });

describe('parseLink', () => {
  it('splits special links, http links and paths', () => {
    expect(parseLink('#login')).toEqual({ kind: 'action', name: 'login', value: '' });
    expect(parseLink('#gameId=crash')).toEqual({ kind: 'action', name: 'gameId', value: 'crash' });
    expect(parseLink('#action={"type":"a=b"}')).toEqual({
      kind: 'action',
      name: 'action',
      value: '{"type":"a=b"}',
    });
    expect(parseLink('https://example.org/x')).toEqual({ kind: 'external', url: 'https://example.org/x' });
    expect(parseLink('chatbet?gameId=1')).toEqual({ kind: 'path', path: '/chatbet?gameId=1' });
    expect(parseLink('  ')).toEqual({ kind: 'none' });
  });
});

describe('linkShown', () => {
  it('leaves out money links where there is no real money, and install links inside the app', () => {
    const web = { realMoney: true, installed: false };
    expect(linkShown('#download', web)).toBe(true);
    expect(linkShown('#download', { ...web, installed: true })).toBe(false);
    expect(linkShown('#download=pwa', { ...web, installed: true })).toBe(false);
    expect(linkShown('#recharge', { ...web, realMoney: false })).toBe(false);
    expect(linkShown('/fairness', { realMoney: false, installed: true })).toBe(true);
  });
});

describe('movesMoney', () => {
  it('names the deposit and withdrawal links only', () => {
    expect(movesMoney('#recharge')).toBe(true);
    expect(movesMoney('#recharge=pix')).toBe(true);
    expect(movesMoney('#withdraw')).toBe(true);
    expect(movesMoney('#login')).toBe(false);
    expect(movesMoney('/recharge')).toBe(false);
    expect(movesMoney(null)).toBe(false);
  });
});

describe('openLink', () => {
  it('runs the registered handler with the value, and unregistering restores the previous one', async () => {
    const first = vi.fn();
    const second = vi.fn();
    registerLinkAction('testAction', first);
    const undo = registerLinkAction('testAction', second);
    const ctx = context();
    await openLink('#testAction=42', ctx);
    expect(second).toHaveBeenCalledWith('42', ctx);
    undo();
    await openLink('#testAction', ctx);
    expect(first).toHaveBeenCalledWith('', ctx);
  });

  it('opens http links in a new window and navigates to paths', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const ctx = context();
    await openLink('http://example.org', ctx);
    expect(open).toHaveBeenCalledWith('http://example.org', '_blank', 'noopener,noreferrer');
    await openLink('/embed', ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/embed');
    await openLink('/chatlive', ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/chatlive', {
      state: { backgroundLocation: { pathname: '/', search: '', hash: '' } },
    });
  });

  it('hands names nobody registered to the unknown-action handler', async () => {
    const unknown = vi.fn();
    setUnknownLinkAction(unknown);
    const ctx = context();
    await openLink('#nobodyHere=1', ctx);
    expect(unknown).toHaveBeenCalledWith('nobodyHere', ctx);
  });

  it('on a painted page, holds an action until the parts that answer actions have started; paths go at once', async () => {
    let textsIn = () => {};
    holdLinkActionsUntilReady(new Promise<void>((resolve) => (textsIn = resolve)));
    const late = vi.fn();
    const ctx = context();
    const following = openLink('#lateAction=7', ctx);
    await openLink('/promo', ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/promo');
    // The host that answers it registers after the take-over.
    registerLinkAction('lateAction', late);
    await Promise.resolve();
    expect(late).not.toHaveBeenCalled();
    linkActionsReady();
    await Promise.resolve();
    expect(late).not.toHaveBeenCalled();
    textsIn();
    await following;
    expect(late).toHaveBeenCalledWith('7', ctx);
  });
});
