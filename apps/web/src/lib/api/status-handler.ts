import { LOGIN_CLEARING_STATUSES, STATUS } from '@casino/contracts';
import type { Envelope } from '@casino/contracts';

import { showAlert, showConfirm } from '../dialog/dialog-store';
import { translate } from '../i18n/i18n';
import { translateServerMessage } from '../i18n/server-message';
import { pageNavigator } from '../navigation';
import { KYC_PAGE_PATH } from '../navigation/account-paths';
import { hasLinkAction, openLink } from '../navigation/link-actions';
import { currentToken, useSessionStore } from '../session/user-store';
import { useUiStore } from '../ui-store';

/** How a call wants its non-zero statuses handled. */
export interface StatusHandling {
  /** The request path, without query. */
  pathname: string;
  /** No alert or popup for this call (navigation, login clearing and reloads still happen). */
  noAlert: boolean;
  /** Do not open the login prompt on 1012/1013 (the user is still cleared). */
  noLogin: boolean;
  /** Whether this call already is the forced-do retry (never ask twice). */
  forced: boolean;
  /** The token the call was sent with ('' for a visitor), when the caller knows it. */
  sentWithToken?: string;
}

/** What the client does after handling: return the answer, or repeat the call with the forced-do flag. */
export type StatusOutcome = 'done' | 'retry-forced';

/** The auth check, the one call whose -120 answer never redirects (the maintenance page makes it). */
export const AUTH_CHECK_PATH = '/api/auth/check';
/** The maintenance page. */
export const REPAIR_PATH = '/repair';

/**
 * Statuses that open a feature popup. The features come later; until then each is a plain alert that says
 * so honestly, under a UI key of its own.
 */
const FEATURE_NOTICE_KEYS: ReadonlyMap<number, string> = new Map([
  [STATUS.RECHARGE_REQUIRED, 'NOTICE_RECHARGE_REQUIRED'],
  [STATUS.GAME_MAINTENANCE, 'NOTICE_GAME_MAINTENANCE'],
  [STATUS.PAY_MAINTENANCE, 'NOTICE_PAY_MAINTENANCE'],
  [STATUS.WITHDRAW_INFO_REQUIRED, 'NOTICE_WITHDRAW_INFO_REQUIRED'],
  [STATUS.TWO_FACTOR_REQUIRED, 'NOTICE_TWO_FACTOR_REQUIRED'],
  [STATUS.FORBIDDEN, 'NOTICE_FORBIDDEN'],
]);

/**
 * The confirm text of a 110110 answer. Its message is JSON: a string, or an object whose `message`
 * (or `content`) is the question and whose optional `title` heads it. Each may be a language key.
 */
export function parseForcedDoMessage(message: string | undefined): { title?: string; message: string } {
  const fallback = { message: translate('FORCED_DO_CONFIRM_DEFAULT') };
  if (!message) return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return { message: translate(message) };
  }
  if (typeof parsed === 'string') return { message: translate(parsed) };
  if (parsed && typeof parsed === 'object') {
    const record = parsed as Record<string, unknown>;
    const text = typeof record.message === 'string' ? record.message : record.content;
    const title = typeof record.title === 'string' ? translate(record.title) : undefined;
    if (typeof text === 'string')
      return title ? { title, message: translate(text) } : { message: translate(text) };
  }
  return fallback;
}

/** Told of an answer with the status it listens to. */
export type StatusListener = (envelope: Envelope) => void;

const statusListeners = new Map<number, Set<StatusListener>>();

/**
 * Tells `listener` of every answer with `status`, a quiet call's too, until the returned function is
 * called. A feature that owns what a status demands (responsible gaming's reality check) listens here:
 * the API client must not import a feature.
 */
export function listenToStatus(status: number, listener: StatusListener): () => void {
  const listeners = statusListeners.get(status) ?? new Set<StatusListener>();
  statusListeners.set(status, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function announceStatus(envelope: Envelope): void {
  for (const listener of statusListeners.get(envelope.status) ?? []) listener(envelope);
}

function alert(message: string): void {
  void showAlert({ message });
}

/** Applies the error catalogue of spec §8 to one answer. */
export async function handleStatus(envelope: Envelope, handling: StatusHandling): Promise<StatusOutcome> {
  const { status } = envelope;
  if (status === STATUS.SUCCESS || status === STATUS.SILENT) return 'done';

  if (status === STATUS.NETWORK_ERROR) {
    if (handling.noAlert) return 'done';
    alert(translateServerMessage(status, envelope.message));
    return 'done';
  }

  if (LOGIN_CLEARING_STATUSES.has(status)) {
    // A late answer for a session this browser has left already (logged out, or ended by a self-exclusion)
    // says nothing of the current one: it must not ask the visitor to log in again.
    if (handling.sentWithToken !== undefined && handling.sentWithToken !== currentToken()) return 'done';
    useSessionStore.getState().clearUser();
    if (!handling.noLogin) useUiStore.getState().openLogin('login');
    return 'done';
  }

  if (status === STATUS.MAINTENANCE) {
    const onRepair = window.location.pathname.startsWith(REPAIR_PATH);
    if (!onRepair && handling.pathname !== AUTH_CHECK_PATH) pageNavigator.assign(REPAIR_PATH);
    return 'done';
  }

  if (status === STATUS.RELOAD_PAGE) {
    pageNavigator.reload();
    return 'done';
  }

  if (status === STATUS.FORCED_DO_CONFIRM) {
    if (handling.forced) return 'done';
    const confirmed = await showConfirm(parseForcedDoMessage(envelope.message));
    return confirmed ? 'retry-forced' : 'done';
  }

  if (status === STATUS.REALITY_CHECK_REQUIRED) {
    // Play waits for the player's answer whoever asked: the interruption opens even for a quiet call.
    announceStatus(envelope);
    return 'done';
  }

  if (handling.noAlert) return 'done';
  if (status === STATUS.RECHARGE_REQUIRED && hasLinkAction('recharge')) {
    // The recharge notice is the deposit screen itself, saying why it opened.
    await openLink('#recharge=low-balance', {
      pathname: window.location.pathname,
      navigate: (to) => {
        if (typeof to === 'string') pageNavigator.assign(to);
      },
    });
    return 'done';
  }
  if (status === STATUS.WITHDRAW_INFO_REQUIRED && hasLinkAction('withdraw')) {
    // The withdraw screen holds the details form: it opens with the notice saying why.
    alert(translate('NOTICE_WITHDRAW_INFO_REQUIRED'));
    await openLink('#withdraw', {
      pathname: window.location.pathname,
      navigate: (to) => {
        if (typeof to === 'string') pageNavigator.assign(to);
      },
    });
    return 'done';
  }
  if (status === STATUS.KYC_REQUIRED) {
    // The KYC guide: why, and a way straight to the verification page. Not awaited: the call that was
    // refused answers now, whatever the player chooses.
    void showConfirm({
      message: translate('NOTICE_KYC_REQUIRED'),
      confirmText: translate('KYC_VERIFY_NOW'),
      cancelText: translate('KYC_LATER'),
    }).then((verify) => {
      if (verify && window.location.pathname !== KYC_PAGE_PATH) pageNavigator.assign(KYC_PAGE_PATH);
    });
    return 'done';
  }
  const noticeKey = FEATURE_NOTICE_KEYS.get(status);
  alert(noticeKey ? translate(noticeKey) : translateServerMessage(status, envelope.message, envelope.extra));
  return 'done';
}
