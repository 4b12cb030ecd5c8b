import { LOTTERY_GAME_IDS } from '@casino/game-math';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useMenuStore } from '../../design/menu-store';
import { useNoticesStore } from '../../features/notices/stores/notices-store';
import { usePagePopupStore } from '../../design/page-popup-store';
import { useDialogStore } from '../../lib/dialog/dialog-store';
import { installLanguagePack } from '../../lib/i18n/i18n';
import { openLink, registerLinkAction } from '../../lib/navigation/link-actions';
import { useSessionStore } from '../../lib/session/user-store';
import { useUiStore } from '../../lib/ui-store';
import { LOTTERY_ROOM_GAMES, registerDefaultLinkActions } from './default-link-actions';

vi.mock('../../features/auth/api/logout', () => ({ logout: vi.fn(async () => ({ status: 0, time: 0 })) }));

const navigate = vi.fn();
const context = { navigate, pathname: '/' };
const follow = (link: string) => openLink(link, context);
const lastDialog = () => useDialogStore.getState().queue.at(-1);

beforeAll(async () => {
  await installLanguagePack('en', {
    FEATURE_NOT_AVAILABLE: '${feature} is not available yet.',
    FEATURE_RECHARGE: 'Deposit',
    FEATURE_WITHDRAW: 'Withdrawal',
    FEATURE_NOTIFICATIONS: 'Notifications',
    FEATURE_MONEY_RAIN: 'Money rain',
    FEATURE_CHECK_IN: 'Daily check-in',
    FEATURE_APP_DOWNLOAD: 'The app download',
    GAME_CRASH: 'Crash',
    GAME_LOTTERY: 'Lottery',
    GAME_COMING_SOON: '${game} is coming soon.',
  });
  registerDefaultLinkActions();
});

beforeEach(() => {
  navigate.mockReset();
  useDialogStore.setState({ queue: [] });
  useUiStore.setState({ loginModal: null });
  useSessionStore.setState({ user: null });
});

const logIn = () => useSessionStore.setState({ user: { token: 'token-1234567890', username: 'amy' } });

describe('special link strings (spec §2)', () => {
  it('#login and #register open the auth modal in their mode', async () => {
    await follow('#login');
    expect(useUiStore.getState().loginModal).toBe('login');
    await follow('#register');
    expect(useUiStore.getState().loginModal).toBe('register');
  });

  it('#gameId= asks a visitor to log in, and tells a player the game is coming soon', async () => {
    void follow('#gameId=lottery');
    expect(useUiStore.getState().loginModal).toBe('login');
    expect(lastDialog()).toBeUndefined();
    logIn();
    void follow('#gameId=lottery');
    await vi.waitFor(() => expect(lastDialog()?.message).toBe('Lottery is coming soon.'));
  });

  it('#gameId=crash and #gameId=aviator open their live page, for visitors too (they may watch)', async () => {
    await follow('#gameId=crash');
    expect(navigate).toHaveBeenCalledWith('/crash');
    expect(useUiStore.getState().loginModal).toBeNull();
    await follow('#gameId=aviator');
    expect(navigate).toHaveBeenCalledWith('/aviator');
  });

  it('#gameId=sports opens the sportsbook in /embed, for visitors too (they play demo)', async () => {
    await follow('#gameId=sports');
    expect(navigate).toHaveBeenCalledWith('/embed?gameId=sports');
    expect(useUiStore.getState().loginModal).toBeNull();
    logIn();
    await follow('#gameId=sports');
    expect(navigate).toHaveBeenLastCalledWith('/embed?gameId=sports');
    expect(lastDialog()).toBeUndefined();
  });

  it('#lottery= and #lotteryRoom= open the chatbet route, for visitors too (they may watch)', async () => {
    await follow('#lottery=wingo');
    expect(navigate).toHaveBeenCalledWith('/chatbet?gameId=wingo');
    expect(useUiStore.getState().loginModal).toBeNull();
    await follow('#lotteryRoom=3');
    expect(navigate).toHaveBeenCalledWith('/chatbet?roomId=3');
  });

  it('#gameId=wingo, k3 and 5d open their room for visitors too', async () => {
    expect([...LOTTERY_ROOM_GAMES].sort()).toEqual([...LOTTERY_GAME_IDS].sort());
    for (const gameId of LOTTERY_GAME_IDS) {
      await follow(`#gameId=${gameId}`);
      expect(navigate).toHaveBeenCalledWith(`/chatbet?gameId=${gameId}`);
    }
    expect(useUiStore.getState().loginModal).toBeNull();
  });

  it('#recharge, #withdraw, #moneyRain and #signPopup say plainly they are not available', async () => {
    const expected: Record<string, string> = {
      recharge: 'Deposit',
      withdraw: 'Withdrawal',
      moneyRain: 'Money rain',
      signPopup: 'Daily check-in',
    };
    for (const [name, feature] of Object.entries(expected)) {
      void follow(`#${name}`);
      await vi.waitFor(() => expect(lastDialog()?.message).toBe(`${feature} is not available yet.`));
    }
  });

  it('#notifications asks a visitor to log in, and opens the notifications page for a player', async () => {
    await follow('#notifications');
    expect(useUiStore.getState().loginModal).toBe('login');
    expect(useNoticesStore.getState().panelOpen).toBe(false);
    logIn();
    await follow('#notifications');
    expect(useNoticesStore.getState().panelOpen).toBe(true);
    expect(lastDialog()).toBeUndefined();
  });

  it('a feature can register its own handler, e.g. the wallet for #recharge', async () => {
    const recharge = vi.fn();
    const undo = registerLinkAction('recharge', recharge);
    await follow('#recharge');
    expect(recharge).toHaveBeenCalled();
    expect(lastDialog()).toBeUndefined();
    undo();
  });

  it('#download= and #onOpen= open http links in a new window, else say not available', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await follow('#download=https%3A%2F%2Fexample.org%2Fapp.apk');
    expect(open).toHaveBeenCalledWith('https://example.org/app.apk', '_blank', 'noopener,noreferrer');
    await follow('#onOpen=https://example.org');
    expect(open).toHaveBeenCalledWith('https://example.org', '_blank', 'noopener,noreferrer');
    void follow('#download=');
    await vi.waitFor(() => expect(lastDialog()?.message).toBe('The app download is not available yet.'));
  });

  it('#iframe= opens the page popup with the url', async () => {
    await follow('#iframe=https%3A%2F%2Fexample.org%2Fhelp');
    expect(usePagePopupStore.getState()).toMatchObject({
      open: true,
      data: { url: 'https://example.org/help' },
    });
  });

  it('#iframe= frames only web pages: javascript:, data: and other schemes say not available', async () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'blob:x']) {
      usePagePopupStore.setState({ open: false, data: null });
      void follow(`#iframe=${encodeURIComponent(url)}`);
      await vi.waitFor(() => expect(lastDialog()?.message).toMatch(/not available/));
      expect(usePagePopupStore.getState().open, url).toBe(false);
    }
  });

  it('#anchor= scrolls the element into view', async () => {
    const target = document.createElement('section');
    target.id = 'promotions';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    await follow('#anchor=promotions');
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
  });

  it('#back goes back in history, or home when there is none', async () => {
    await follow('#back');
    expect(navigate).toHaveBeenCalledWith(window.history.length > 1 ? -1 : '/');
  });

  it('#logOut forgets the session and returns home', async () => {
    logIn();
    await follow('#logOut');
    expect(useSessionStore.getState().user?.token).toBeFalsy();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('#action= runs a JSON action and ignores bad JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = useMenuStore.getState().open;
    await follow('#action={"type":"toggleMenu"}');
    expect(useMenuStore.getState().open).toBe(!before);
    await follow('#action={"type":"navigate","path":"/chatlive"}');
    expect(navigate).toHaveBeenCalledWith('/chatlive');
    await follow('#action={not json');
    expect(warn).toHaveBeenCalled();
  });

  it('an unknown special link is logged and does nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await follow('#mystery');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mystery'));
    expect(lastDialog()).toBeUndefined();
  });
});
