import { HEADER, STATUS, timeChecksum } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDialogStore } from '../dialog/dialog-store';
import { translateServerMessage } from '../i18n/server-message';
import { pageNavigator } from '../navigation';
import { registerLinkAction } from '../navigation/link-actions';
import { sessionBalanceActions } from '../session/balance-push';
import { useSessionStore } from '../session/user-store';
import { writeLocal } from '../storage/local-storage';
import { useUiStore } from '../ui-store';
import { apiCall, apiGet, apiPost } from './client';
import { clearApiCache } from './request-cache';
import { resetServerClock, serverNow } from './server-clock';

type FetchArgs = [input: string, init: RequestInit];

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

function answer(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function ok(extra: Record<string, unknown> = {}) {
  return { status: 0, time: Date.now(), ...extra };
}

function sentHeaders(call = 0): Record<string, string> {
  return fetchMock.mock.calls[call]?.[1].headers as Record<string, string>;
}

function sentBody(call = 0): unknown {
  const body = fetchMock.mock.calls[call]?.[1].body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  resetServerClock();
  clearApiCache();
  useSessionStore.setState({ user: null });
  useUiStore.setState({ loginModal: null });
  useDialogStore.setState({ queue: [] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('headers', () => {
  it('sends the spec headers, with STT bound to the path without its query', async () => {
    useSessionStore.getState().setUser({ token: 'token-1234567890' });
    writeLocal('BrowserFingerprintId', 'bf-1');
    writeLocal('tkk', 'tkk-1');
    writeLocal('navToken', 'nav-1');
    writeLocal('countryId', 'BR');
    sessionStorage.setItem('DesignToken', 'design-1');
    fetchMock.mockImplementation(() => answer(ok()));

    await apiGet('/api/home/startup', { query: { lazy: true, p: 'ABCD' } });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/home/startup?lazy=true&p=ABCD');
    expect(init.method).toBe('GET');
    const headers = sentHeaders();
    expect(headers[HEADER.auth]).toBe('token-1234567890');
    expect(headers[HEADER.browserId]).toBe('bf-1');
    expect(headers[HEADER.tkk]).toBe('tkk-1');
    expect(headers[HEADER.navToken]).toBe('nav-1');
    expect(headers[HEADER.country]).toBe('BR');
    expect(headers[HEADER.designToken]).toBe('design-1');
    expect(headers[HEADER.app]).toBe('web');
    expect(headers[HEADER.accept]).toBe('application/json');
    expect(headers[HEADER.contentType]).toBe('application/json');
    expect(headers[HEADER.language]).toBe('en');
    expect(['MOBILE', 'PC']).toContain(headers[HEADER.device]);
    expect(headers[HEADER.timezone]).toBe(String((0 - new Date().getTimezoneOffset()) / 60));
    const st = headers[HEADER.serverTime]!;
    expect(Math.abs(Number(st) - Date.now())).toBeLessThan(1000);
    expect(headers[HEADER.timeChecksum]).toBe(timeChecksum('/api/home/startup', st));
  });

  it('leaves out empty values and values a header cannot carry', async () => {
    writeLocal('tkk', 'bad\u00e9\u4e2d');
    fetchMock.mockImplementation(() => answer(ok()));
    await apiPost('/api/auth/check');
    expect(sentHeaders()).not.toHaveProperty(HEADER.auth);
    expect(sentHeaders()).not.toHaveProperty(HEADER.tkk);
    expect(fetchMock.mock.calls[0]![1].method).toBe('POST');
    expect(sentBody()).toEqual({});
  });
});

describe('transport failures', () => {
  it('answers Network Error after the timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = apiPost('/api/auth/login', {}, { noAlert: true });
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: -1, message: 'Network Error' });
  });

  it('turns an HTTP status outside 200-299 into status -1 and alerts it', async () => {
    fetchMock.mockImplementation(() => answer({ status: 0, time: 1 }, 502));
    const envelope = await apiPost('/api/user/vip_list');
    expect(envelope).toMatchObject({ status: -1, message: 'Network Error' });
    expect(useDialogStore.getState().queue.map((dialog) => dialog.message)).toEqual(['NETWORK_ERROR']);
  });

  it('alerts Insufficient Permissions on 403', async () => {
    fetchMock.mockImplementation(() => answer({}, 403));
    const envelope = await apiPost('/api/user/vip_list');
    expect(envelope.status).toBe(-1);
    expect(useDialogStore.getState().queue.map((dialog) => dialog.message)).toEqual([
      'INSUFFICIENT_PERMISSIONS',
    ]);
  });

  it('says Insufficient Permissions on 403 to a screen that shows its own errors, too', async () => {
    fetchMock.mockImplementation(() => answer({}, 403));
    const envelope = await apiPost('/api/pay/recharge', {}, { noAlert: true });
    expect(envelope).toMatchObject({ status: -1, message: 'Insufficient Permissions' });
    expect(translateServerMessage(envelope.status, envelope.message)).toBe('INSUFFICIENT_PERMISSIONS');
    expect(useDialogStore.getState().queue).toHaveLength(0);
  });

  it('turns a thrown fetch and a non-envelope body into status -1', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    fetchMock.mockImplementationOnce(() => answer({ hello: 'world' }));
    expect((await apiPost('/api/a', {}, { noAlert: true })).status).toBe(-1);
    expect((await apiPost('/api/b', {}, { noAlert: true })).status).toBe(-1);
    expect(useDialogStore.getState().queue).toHaveLength(0);
  });
});

describe('error catalogue', () => {
  it('clears the user and opens the login prompt on 1012', async () => {
    useSessionStore.getState().setUser({ token: 'token-1234567890', username: 'ana' });
    fetchMock.mockImplementation(() => answer({ status: STATUS.LOGIN_REQUIRED, time: Date.now() }));
    await apiGet('/api/auth/user_info');
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(useUiStore.getState().loginModal).toBe('login');
  });

  it('clears the user without a prompt when the call sets noLogin', async () => {
    useSessionStore.getState().setUser({ token: 'token-1234567890' });
    fetchMock.mockImplementation(() => answer({ status: STATUS.LOGIN_EXPIRED, time: Date.now() }));
    await apiGet('/api/auth/user_info', { noLogin: true });
    expect(useSessionStore.getState().user).toBeNull();
    expect(useUiStore.getState().loginModal).toBeNull();
  });

  it('leaves alone a session the browser has left while the call was out (a late 1013 for an old token)', async () => {
    useSessionStore.getState().setUser({ token: 'token-1234567890' });
    fetchMock.mockImplementation(() => {
      // The player logged out (or a self-exclusion ended the session) before this answer came back.
      useSessionStore.getState().clearUser();
      return answer({ status: STATUS.LOGIN_EXPIRED, time: Date.now() });
    });
    await apiGet('/api/user/notice_page');
    expect(useUiStore.getState().loginModal).toBeNull();
  });

  it('goes to /repair on -120, except for the auth check', async () => {
    const assign = vi.spyOn(pageNavigator, 'assign').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => answer({ status: STATUS.MAINTENANCE, time: Date.now() }));
    await apiPost('/api/auth/check');
    expect(assign).not.toHaveBeenCalled();
    await apiPost('/api/user/vip_list');
    expect(assign).toHaveBeenCalledWith('/repair');
  });

  it('reloads on -921', async () => {
    const reload = vi.spyOn(pageNavigator, 'reload').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => answer({ status: STATUS.RELOAD_PAGE, time: Date.now() }));
    await apiPost('/api/anything');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('confirms a 110110 answer and retries once with forceDo', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer({ status: STATUS.FORCED_DO_CONFIRM, message: '{"message":"Really?"}', time: Date.now() }),
    );
    fetchMock.mockImplementationOnce(() => answer(ok({ model: 'done' })));
    const pending = apiPost('/api/game/finish_hold', { id: 7 });
    await vi.waitFor(() => expect(useDialogStore.getState().queue).toHaveLength(1));
    const dialog = useDialogStore.getState().queue[0]!;
    expect(dialog).toMatchObject({ kind: 'confirm', message: 'Really?' });
    useDialogStore.getState().settle(dialog.id, true);
    await expect(pending).resolves.toMatchObject({ status: 0, model: 'done' });
    expect(sentBody(1)).toEqual({ id: 7, forceDo: true });
  });

  it('keeps the 110110 answer when the player cancels', async () => {
    fetchMock.mockImplementation(() =>
      answer({ status: STATUS.FORCED_DO_CONFIRM, message: '"Sure?"', time: 1 }),
    );
    const pending = apiPost('/api/game/finish_hold', { id: 7 });
    await vi.waitFor(() => expect(useDialogStore.getState().queue).toHaveLength(1));
    useDialogStore.getState().settle(useDialogStore.getState().queue[0]!.id, false);
    await expect(pending).resolves.toMatchObject({ status: STATUS.FORCED_DO_CONFIRM });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('shows other statuses translated with extra interpolated, and none when noAlert or 9000', async () => {
    fetchMock.mockImplementationOnce(() =>
      answer({ status: 1001, message: 'USERNAME_RULE', extra: { field: 'username' }, time: 1 }),
    );
    fetchMock.mockImplementationOnce(() => answer({ status: 1103, message: 'INVALID_CREDENTIALS', time: 1 }));
    fetchMock.mockImplementationOnce(() => answer({ status: 9000, message: 'quiet', time: 1 }));
    await apiPost('/api/auth/register');
    await apiPost('/api/auth/login', {}, { noAlert: true });
    await apiPost('/api/x');
    expect(useDialogStore.getState().queue.map((dialog) => dialog.message)).toEqual(['USERNAME_RULE']);
  });

  it('shows the feature notice for -100 instead of the raw message', async () => {
    fetchMock.mockImplementation(() => answer({ status: STATUS.RECHARGE_REQUIRED, message: 'x', time: 1 }));
    await apiPost('/api/game/play');
    expect(useDialogStore.getState().queue[0]?.message).toBe('NOTICE_RECHARGE_REQUIRED');
  });

  it('opens the KYC guide on 99999, whose "Verify now" leads to the verification page', async () => {
    const assign = vi.spyOn(pageNavigator, 'assign').mockImplementation(() => undefined);
    try {
      fetchMock.mockImplementation(() => answer({ status: STATUS.KYC_REQUIRED, message: 'x', time: 1 }));
      await apiPost('/api/withdraw/create');
      const [guide] = useDialogStore.getState().queue;
      expect(guide).toMatchObject({
        kind: 'confirm',
        message: 'NOTICE_KYC_REQUIRED',
        confirmText: 'KYC_VERIFY_NOW',
      });
      useDialogStore.getState().settle(guide!.id, true);
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/account/verification'));
    } finally {
      assign.mockRestore();
    }
  });

  it('opens the withdraw screen (where the details form is) on 450, saying why', async () => {
    const opened: string[] = [];
    const unregister = registerLinkAction('withdraw', () => {
      opened.push('withdraw');
    });
    try {
      fetchMock.mockImplementation(() =>
        answer({ status: STATUS.WITHDRAW_INFO_REQUIRED, message: 'x', time: 1 }),
      );
      await apiPost('/api/withdraw/create');
      expect(opened).toEqual(['withdraw']);
      expect(useDialogStore.getState().queue[0]?.message).toBe('NOTICE_WITHDRAW_INFO_REQUIRED');
    } finally {
      unregister();
    }
  });
});

describe('user updates', () => {
  it('adopts a user with a token from any answer', async () => {
    fetchMock.mockImplementation(() => answer(ok({ user: { token: 'token-abcdefghij', username: 'bo' } })));
    await apiPost('/api/auth/login', { username: 'bo', password: 'x' });
    expect(useSessionStore.getState().user).toMatchObject({ username: 'bo' });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ token: 'token-abcdefghij' });
  });

  it('keeps a balance pushed while an answer was out, and reads the user once more', async () => {
    useSessionStore.getState().setUser({ token: 'token-abcdefghij', balance: 10 });
    let release: (() => void) | undefined;
    const stale = { token: 'token-abcdefghij', balance: 10, username: 'bo' };
    const fresh = { token: 'token-abcdefghij', balance: 30, username: 'bo' };
    fetchMock
      .mockImplementationOnce(
        () =>
          new Promise<Response>((resolve) => {
            release = () => void answer(ok({ user: stale })).then(resolve);
          }),
      )
      .mockImplementation(() => answer(ok({ user: fresh })));
    const slow = apiGet('/api/auth/user_info');
    await vi.waitFor(() => expect(release).toBeDefined());
    // The settlement's push lands before the answer read before it.
    sessionBalanceActions.setBalance(30);
    release?.();
    await slow;
    expect(useSessionStore.getState().user).toMatchObject({ balance: 30, username: 'bo' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(useSessionStore.getState().user?.balance).toBe(30));
  });

  it('takes the balance of an answer when no push came while it was out', async () => {
    useSessionStore.getState().setUser({ token: 'token-abcdefghij', balance: 10 });
    fetchMock.mockImplementation(() => answer(ok({ user: { token: 'token-abcdefghij', balance: 4 } })));
    await apiGet('/api/auth/user_info');
    expect(useSessionStore.getState().user?.balance).toBe(4);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ignores a user without a token', async () => {
    fetchMock.mockImplementation(() => answer(ok({ user: { username: 'bo' } })));
    await apiPost('/api/x');
    expect(useSessionStore.getState().user).toBeNull();
  });
});

describe('single flight and data cache', () => {
  it('shares one network call between identical concurrent requests', async () => {
    let release: (value: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = apiPost('/api/user/vip_list', { a: 1 });
    const second = apiPost('/api/user/vip_list', { a: 1 });
    // The checksum header is hashed (asynchronously) before the call goes out.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    release(new Response(JSON.stringify(ok({ list: [1] }))));
    const [one, two] = await Promise.all([first, second]);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(one).toBe(two);
  });

  it('sends requests with different bodies separately', async () => {
    fetchMock.mockImplementation(() => answer(ok()));
    await Promise.all([apiPost('/api/x', { a: 1 }), apiPost('/api/x', { a: 2 })]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reuses a cached status-0 answer and never caches a failure', async () => {
    fetchMock.mockImplementationOnce(() => answer({ status: 5000, message: 'INTERNAL_ERROR', time: 1 }));
    fetchMock.mockImplementation(() => answer(ok({ model: 'fresh' })));
    const failed = await apiGet('/static/x', { cache: true, noAlert: true });
    expect(failed.status).toBe(5000);
    const first = await apiGet('/static/x', { cache: true });
    const second = await apiGet('/static/x', { cache: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(second).toBe(first);
    clearApiCache();
    await apiGet('/static/x', { cache: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not cache unless asked', async () => {
    fetchMock.mockImplementation(() => answer(ok()));
    await apiGet('/static/y');
    await apiGet('/static/y');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('server clock', () => {
  it('resyncs from a fast POST answer that differs by more than 3 s', async () => {
    const serverTime = Date.now() + 60_000;
    fetchMock.mockImplementation(() => answer({ status: 0, time: serverTime }));
    await apiPost('/api/x');
    expect(Math.abs(serverNow() - serverTime)).toBeLessThan(1000);
  });

  it('keeps the clock for a drift of 3 s or less, for GET answers and for slow answers', async () => {
    fetchMock.mockImplementationOnce(() => answer({ status: 0, time: Date.now() + 2_500 }));
    await apiPost('/api/small-drift');
    fetchMock.mockImplementationOnce(() => answer({ status: 0, time: Date.now() + 60_000 }));
    await apiGet('/api/get-answer');
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      () =>
        new Promise((resolve) =>
          setTimeout(
            () => resolve(new Response(JSON.stringify({ status: 0, time: Date.now() + 60_000 }))),
            1_500,
          ),
        ),
    );
    const slow = apiPost('/api/slow');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await vi.advanceTimersByTimeAsync(1_500);
    await slow;
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(100);
  });

  it('on REQUEST_EXPIRED resyncs from the answer time and retries once', async () => {
    const serverTime = Date.now() - 300_000;
    fetchMock.mockImplementationOnce(() => answer({ status: STATUS.REQUEST_EXPIRED, time: serverTime }));
    fetchMock.mockImplementationOnce(() => answer({ status: 0, time: serverTime, model: 'second try' }));
    const envelope = await apiCall('/api/user/vip_list');
    expect(envelope).toMatchObject({ status: 0, model: 'second try' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const retriedSt = Number(sentHeaders(1)[HEADER.serverTime]);
    expect(Math.abs(retriedSt - serverTime)).toBeLessThan(1000);
    expect(sentHeaders(1)[HEADER.timeChecksum]).toBe(timeChecksum('/api/user/vip_list', retriedSt));
  });

  it('retries REQUEST_EXPIRED only once', async () => {
    fetchMock.mockImplementation(() =>
      answer({ status: STATUS.REQUEST_EXPIRED, time: Date.now(), message: 'X' }),
    );
    const envelope = await apiPost('/api/x', {}, { noAlert: true });
    expect(envelope.status).toBe(STATUS.REQUEST_EXPIRED);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
