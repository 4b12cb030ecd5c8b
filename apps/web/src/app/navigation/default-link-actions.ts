import { CRASH_GAME_IDS, DEVICE, SINGLE_PLAYER_GAME_IDS, STATUS } from '@casino/contracts';
import { LOTTERY_GAME_IDS } from '@casino/game-math';

import { usePagePopupStore } from '../../design/page-popup-store';
import { useMenuStore } from '../../design/menu-store';
import { logout } from '../../features/auth/api/logout';
import { getGameLaunch } from '../../features/games/api/get-launch';
import { openNotifications } from '../../features/notices/stores/notices-store';
import { currentDevice } from '../../lib/device';
import { showAlert, showConfirm } from '../../lib/dialog/dialog-store';
import { activeLanguage, translate } from '../../lib/i18n/i18n';
import { translateServerMessage } from '../../lib/i18n/server-message';
import {
  openExternal,
  openLink,
  registerLinkAction,
  setUnknownLinkAction,
  type LinkContext,
} from '../../lib/navigation/link-actions';
import { queryClient } from '../../lib/query-client';
import { forgetSession } from '../../lib/session/forget-session';
import { hasToken, useSessionStore } from '../../lib/session/user-store';
import { useUiStore } from '../../lib/ui-store';

/** The feature each action belongs to, for "not available yet" (language-pack keys). */
const FEATURE_OF: Record<string, string> = {
  recharge: 'FEATURE_RECHARGE',
  withdraw: 'FEATURE_WITHDRAW',
  notifications: 'FEATURE_NOTIFICATIONS',
  moneyRain: 'FEATURE_MONEY_RAIN',
  signPopup: 'FEATURE_CHECK_IN',
  download: 'FEATURE_APP_DOWNLOAD',
  onOpen: 'FEATURE_APP_DOWNLOAD',
};

/** Says plainly that a feature does not exist yet. */
export function sayNotAvailable(name: string): Promise<void> {
  const feature = translate(FEATURE_OF[name] ?? 'FEATURE_GENERIC');
  return showAlert({ message: translate('FEATURE_NOT_AVAILABLE', { feature }) });
}

const loggedIn = () => hasToken(useSessionStore.getState().user);
const askLogin = () => useUiStore.getState().openLogin('login');
const isHttp = (value: string) => /^https?:\/\//i.test(value);

const SINGLE_PLAYER = new Set<string>(SINGLE_PLAYER_GAME_IDS);
const LIVE_ROUNDS = new Set<string>(CRASH_GAME_IDS);
/**
 * The lottery rooms' games. game-math keeps their ids in a module of their own (lottery/ids.ts), so this
 * brings none of the pay tables and hashing that the home page's initial JavaScript cannot carry.
 */
export const LOTTERY_ROOM_GAMES: ReadonlySet<string> = new Set(LOTTERY_GAME_IDS);

/** The launch address without its token: this page already holds the session, so the bar need not show it. */
function gamePath(url: string): string {
  const address = new URL(url, window.location.origin);
  address.searchParams.delete('token');
  return `${address.pathname}${address.search}`;
}

/**
 * Spec §4 "Opening games": a game asks /api/game/play where it opens. Real play needs a login (else the
 * login prompt) and money (else the recharge notice); both offer the demo instead. A game under
 * maintenance (-119) says so and does not open.
 */
async function openSinglePlayerGame(gameId: string, context: LinkContext): Promise<void> {
  const game = translate(`GAME_${gameId.toUpperCase()}`);
  const launch = (demo: boolean) =>
    getGameLaunch(gameId, {
      demo,
      lang: activeLanguage(),
      deviceType: currentDevice() === DEVICE.pc ? 'PC' : 'MOBILE',
    });
  const openDemo = async () => {
    const answer = await launch(true);
    if (answer.status === STATUS.SUCCESS && answer.model) context.navigate(gamePath(answer.model.url));
    else await showAlert({ title: game, message: translateServerMessage(answer.status, answer.message) });
  };

  if (!loggedIn()) {
    const demo = await showConfirm({
      title: game,
      message: translate('GAMES_LOGIN_OR_DEMO', { game }),
      confirmText: translate('GAMES_PLAY_DEMO'),
      cancelText: translate('GAMES_LOG_IN'),
    });
    if (demo) await openDemo();
    else askLogin();
    return;
  }
  const answer = await launch(false);
  if (answer.status === STATUS.SUCCESS && answer.model) {
    context.navigate(gamePath(answer.model.url));
  } else if (answer.status === STATUS.RECHARGE_REQUIRED) {
    const deposit = await showConfirm({
      title: game,
      message: translate('GAMES_RECHARGE_OR_DEMO', { game }),
      confirmText: translate('GAMES_DEPOSIT'),
      cancelText: translate('GAMES_PLAY_DEMO'),
    });
    if (deposit) await openLink('#recharge=low-balance', context);
    else await openDemo();
  } else if (answer.status === STATUS.GAME_MAINTENANCE) {
    await showAlert({ title: game, message: translate('NOTICE_GAME_MAINTENANCE') });
  } else if (answer.status === STATUS.LOGIN_REQUIRED) {
    askLogin();
  } else {
    await showAlert({ title: game, message: translateServerMessage(answer.status, answer.message) });
  }
}

/** The lobby's sports tile: our sportsbook, framed by the /embed page. */
const SPORTS_GAME_ID = 'sports';

/** Single-player games open in the game page; the others are a later issue ("coming soon"). */
async function openGame(gameId: string, context: LinkContext): Promise<void> {
  // The live rounds open for everyone: visitors watch, and betting asks them to log in.
  if (LIVE_ROUNDS.has(gameId)) {
    context.navigate(`/${gameId}`);
    return;
  }
  // So do the lottery rooms: visitors watch and chat-read, a real bet asks them to log in.
  if (LOTTERY_ROOM_GAMES.has(gameId)) {
    context.navigate(`/chatbet?gameId=${gameId}`);
    return;
  }
  if (SINGLE_PLAYER.has(gameId)) {
    await openSinglePlayerGame(gameId, context);
    return;
  }
  // Spec §4: sports may be opened in demo mode by logged-out visitors; the sportsbook plays demo for them.
  if (gameId === SPORTS_GAME_ID) {
    context.navigate(`/embed?gameId=${SPORTS_GAME_ID}`);
    return;
  }
  if (!loggedIn()) {
    askLogin();
    return;
  }
  const game = translate(`GAME_${gameId.toUpperCase()}`);
  await showAlert({ title: game, message: translate('GAME_COMING_SOON', { game }) });
}

/** #action={json}: a small set of client actions a design may trigger. */
async function runJsonAction(value: string, context: LinkContext): Promise<void> {
  let action: unknown;
  try {
    action = JSON.parse(decodeURIComponent(value));
  } catch {
    console.warn('link: #action is not JSON, ignored');
    return;
  }
  const { type, link, path } = (action ?? {}) as { type?: unknown; link?: unknown; path?: unknown };
  if (type === 'toggleMenu') useMenuStore.getState().toggle();
  else if (type === 'link' && typeof link === 'string') await openLink(link, context);
  else if (type === 'navigate' && typeof path === 'string') context.navigate(path);
  else console.warn('link: unknown #action, ignored');
}

/**
 * Registers the handlers the shell owns. Features register theirs with `registerLinkAction` (the wallet:
 * recharge and withdraw; the rewards: signPopup); until one does, its action answers "not available yet".
 */
export function registerDefaultLinkActions(): void {
  registerLinkAction('login', () => useUiStore.getState().openLogin('login'));
  registerLinkAction('register', () => useUiStore.getState().openLogin('register'));
  registerLinkAction('logOut', async (_value, context) => {
    try {
      await logout();
    } finally {
      forgetSession();
      queryClient.removeQueries({ queryKey: ['user-info'] });
      context.navigate('/');
    }
  });
  // The account area is a page of its own (/account); `#account` is its special link.
  registerLinkAction('account', (_value, context) => context.navigate('/account'));
  registerLinkAction('back', (_value, context) => {
    if (window.history.length > 1) context.navigate(-1);
    else context.navigate('/');
  });
  registerLinkAction('anchor', (value, context) => {
    const section = document.getElementById(decodeURIComponent(value));
    // The lobby's sections live on home: from another page the link goes home, which follows it.
    if (section) section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else if (context.pathname !== '/') context.navigate(`/#anchor=${value}`);
  });
  registerLinkAction('gameId', (value, context) => openGame(decodeURIComponent(value), context));
  // The lottery rooms open for visitors too: they watch, and a real bet asks them to log in.
  registerLinkAction('lottery', (value, context) =>
    context.navigate(`/chatbet?gameId=${encodeURIComponent(decodeURIComponent(value))}`),
  );
  registerLinkAction('lotteryRoom', (value, context) =>
    context.navigate(`/chatbet?roomId=${encodeURIComponent(decodeURIComponent(value))}`),
  );
  // Only web pages are framed (page-popup-store's frameableUrl): any other scheme says not available.
  registerLinkAction('iframe', (value) => {
    const url = decodeURIComponent(value);
    if (!usePagePopupStore.getState().show({ title: '', url })) return sayNotAvailable('iframe');
  });
  registerLinkAction('action', runJsonAction);
  registerLinkAction('notifications', openNotifications);
  for (const name of ['download', 'onOpen'] as const) {
    registerLinkAction(name, (value) => {
      const url = decodeURIComponent(value);
      if (isHttp(url)) openExternal(url);
      else return sayNotAvailable(name);
    });
  }
  setUnknownLinkAction(async (name) => {
    if (name in FEATURE_OF) await sayNotAvailable(name);
    else console.warn(`link: unknown action #${name}, ignored`);
  });
}
