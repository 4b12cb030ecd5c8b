import { STATUS } from '@casino/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDialogStore } from '../../lib/dialog/dialog-store';
import { installLanguagePack } from '../../lib/i18n/i18n';
import { openLink } from '../../lib/navigation/link-actions';
import { useSessionStore } from '../../lib/session/user-store';
import { useUiStore } from '../../lib/ui-store';
import { envelopeResponse } from '../../testing/fixtures';
import { registerDefaultLinkActions } from './default-link-actions';

const navigate = vi.fn();
const follow = (link: string) => openLink(link, { navigate, pathname: '/' });
const lastDialog = () => useDialogStore.getState().queue.at(-1);
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

/** The server's answer to GET /api/game/play for a real (`demo=false`) or demo launch. */
let realLaunchStatus: number = STATUS.SUCCESS;

beforeAll(async () => {
  await installLanguagePack('en', {
    GAME_MINES: 'Mines',
    GAMES_LOGIN_OR_DEMO: 'Log in to play ${game}, or try the demo.',
    GAMES_RECHARGE_OR_DEMO: 'Deposit to play ${game}, or try the demo.',
    GAMES_PLAY_DEMO: 'Play demo',
    GAMES_LOG_IN: 'Log in',
    GAMES_DEPOSIT: 'Deposit',
    NOTICE_GAME_MAINTENANCE: 'This game is under maintenance.',
  });
  registerDefaultLinkActions();
});

beforeEach(() => {
  navigate.mockReset();
  realLaunchStatus = STATUS.SUCCESS;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const demo = new URL(url, 'http://x').searchParams.get('demo') === 'true';
    if (!demo && realLaunchStatus !== STATUS.SUCCESS) {
      return new Response(JSON.stringify({ status: realLaunchStatus, message: 'X', time: Date.now() }));
    }
    const query = demo ? 'lang=en&deviceType=PC&demo=true' : 'token=token-1234567890&lang=en&deviceType=PC';
    return envelopeResponse({ model: { gameId: 'mines', url: `/game/mines?${query}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  useDialogStore.setState({ queue: [] });
  useUiStore.setState({ loginModal: null });
  useSessionStore.setState({ user: null });
});

afterEach(() => vi.unstubAllGlobals());

const logIn = () => useSessionStore.setState({ user: { token: 'token-1234567890', username: 'amy' } });
const answer = (confirmed: boolean) => {
  const dialog = lastDialog();
  if (dialog) useDialogStore.getState().settle(dialog.id, confirmed);
};

describe('#gameId= for a single-player game (spec §4 "Opening games")', () => {
  it('offers a visitor the demo or the login prompt', async () => {
    void follow('#gameId=mines');
    await vi.waitFor(() => expect(lastDialog()?.message).toBe('Log in to play Mines, or try the demo.'));
    answer(false);
    await vi.waitFor(() => expect(useUiStore.getState().loginModal).toBe('login'));
    expect(navigate).not.toHaveBeenCalled();

    void follow('#gameId=mines');
    await vi.waitFor(() => expect(lastDialog()?.confirmText).toBe('Play demo'));
    answer(true);
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/game/mines?lang=en&deviceType=PC&demo=true'),
    );
  });

  it('opens the game for a player with money, without the token in the address', async () => {
    logIn();
    await follow('#gameId=mines');
    expect(navigate).toHaveBeenCalledWith('/game/mines?lang=en&deviceType=PC');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/api\/game\/play\?gameId=mines&demo=false/);
  });

  it('answers an empty balance (-100) with the recharge notice, which also offers the demo', async () => {
    logIn();
    realLaunchStatus = STATUS.RECHARGE_REQUIRED;
    void follow('#gameId=mines');
    await vi.waitFor(() => expect(lastDialog()?.message).toBe('Deposit to play Mines, or try the demo.'));
    answer(false);
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/game/mines?lang=en&deviceType=PC&demo=true'),
    );
  });

  it('says a game under maintenance (-119) is closed and does not open it', async () => {
    logIn();
    realLaunchStatus = STATUS.GAME_MAINTENANCE;
    void follow('#gameId=mines');
    await vi.waitFor(() => expect(lastDialog()?.message).toBe('This game is under maintenance.'));
    expect(navigate).not.toHaveBeenCalled();
  });
});
