import { usePagePopupStore } from '../../design/page-popup-store';
import { useMenuStore } from '../../design/menu-store';
import { logout } from '../../features/auth/api/logout';
import { openNotifications } from '../../features/notices/stores/notices-store';
import { showAlert } from '../../lib/dialog/dialog-store';
import { translate } from '../../lib/i18n/i18n';
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

/** Games are a later issue: a logged-out player is asked to log in first, anyone else hears "soon". */
async function openGame(gameId: string): Promise<void> {
  // Spec §4: sports may be opened in demo mode by logged-out visitors.
  if (!loggedIn() && gameId !== 'sports') {
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
 * recharge and withdraw); until one does, its action answers "not available yet".
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
  registerLinkAction('back', (_value, context) => {
    if (window.history.length > 1) context.navigate(-1);
    else context.navigate('/');
  });
  registerLinkAction('anchor', (value) => {
    document
      .getElementById(decodeURIComponent(value))
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
  registerLinkAction('gameId', (value) => openGame(decodeURIComponent(value)));
  registerLinkAction('lottery', (value, context) => {
    if (!loggedIn()) askLogin();
    else context.navigate(`/chatbet?gameId=${encodeURIComponent(decodeURIComponent(value))}`);
  });
  registerLinkAction('lotteryRoom', (value, context) => {
    if (!loggedIn()) askLogin();
    else context.navigate(`/chatbet?roomId=${encodeURIComponent(decodeURIComponent(value))}`);
  });
  registerLinkAction('iframe', (value) => {
    const url = decodeURIComponent(value);
    usePagePopupStore.getState().show({ title: '', url });
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
