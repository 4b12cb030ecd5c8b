import { HEADER, STATUS, timeChecksum } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiFailure, api, downloadCsv } from './api';
import { clearToken, currentToken, storeToken } from './session-token';

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiFailure)) throw new Error(`expected an ApiFailure, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  storeToken('token-1');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearToken();
});

describe('api', () => {
  it('sends the session token and a JSON body to /api/operator and resolves a status-0 envelope', async () => {
    fetchMock.mockResolvedValue(answer({ status: 0, model: { id: 'w1' }, time: 42 }));

    const result = await api('POST', '/withdraws/approve', { body: { id: 'w1' }, query: { dry: undefined } });

    expect(result).toEqual({
      model: { id: 'w1' },
      list: undefined,
      page: undefined,
      extra: undefined,
      time: 42,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/operator/withdraws/approve');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":"w1"}');
    expect((init?.headers as Record<string, string>).Auth).toBe('token-1');
  });

  it('signs the request time of player-side calls only, over the path without its query', async () => {
    fetchMock.mockImplementation(async () => answer({ status: 0, list: [], time: 1 }));

    await api('GET', '/api/sports/events', { query: { sport: 'football' } });
    await api('GET', '/players');

    const player = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    const st = player[HEADER.serverTime] ?? '';
    expect(player[HEADER.timeChecksum]).toBe(timeChecksum('/api/sports/events', st));
    const operator = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(operator[HEADER.serverTime]).toBeUndefined();
  });

  it('keeps an absolute /api path and leaves empty query values out', async () => {
    fetchMock.mockResolvedValue(answer({ status: 0, list: [], time: 1 }));

    await api('GET', '/api/operator/players', { query: { q: '', pageNo: 2, active: true } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/operator/players?pageNo=2&active=true');
  });

  it("sends a call's own headers beside the defaults, and a /static path as it is", async () => {
    fetchMock.mockResolvedValue(answer({ status: 0, model: {}, time: 1 }));

    await api('GET', '/static/theme/draft', {
      query: { device: 'pc', t: 7 },
      headers: { [HEADER.designToken]: 'design-1' },
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/static/theme/draft?device=pc&t=7');
    const sent = init?.headers as Record<string, string>;
    expect(sent[HEADER.designToken]).toBe('design-1');
    expect(sent[HEADER.accept]).toBe('application/json');
  });

  it('throws a refusal as an ApiFailure with its catalogue name and extra', async () => {
    fetchMock.mockResolvedValue(
      answer({
        status: STATUS.INVALID_INPUT,
        extra: { field: 'reason', reason: 'REASON_REQUIRED' },
        time: 1,
      }),
    );

    const failure = await failureOf(api('POST', '/players/1/block', { body: {} }));

    expect(failure.status).toBe(STATUS.INVALID_INPUT);
    expect(failure.statusName).toBe('INVALID_INPUT');
    expect(failure.extra).toEqual({ field: 'reason', reason: 'REASON_REQUIRED' });
    expect(currentToken()).toBe('token-1');
  });

  it('turns a transport failure or a non-envelope answer into status -1', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));

    expect((await failureOf(api('GET', '/players'))).status).toBe(STATUS.NETWORK_ERROR);
    expect((await failureOf(api('GET', '/players'))).status).toBe(STATUS.NETWORK_ERROR);
  });

  it('ends the session on OPERATOR_LOGIN_REQUIRED', async () => {
    fetchMock.mockResolvedValue(answer({ status: STATUS.OPERATOR_LOGIN_REQUIRED, time: 1 }));

    const failure = await failureOf(api('GET', '/auth/me'));

    expect(failure.statusName).toBe('OPERATOR_LOGIN_REQUIRED');
    expect(currentToken()).toBeUndefined();
  });

  it('ends the session on HTTP 401 even without an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));

    const failure = await failureOf(api('GET', '/auth/me'));

    expect(failure.status).toBe(STATUS.OPERATOR_LOGIN_REQUIRED);
    expect(currentToken()).toBeUndefined();
  });
});

describe('downloadCsv', () => {
  it('throws the envelope when the server refuses instead of sending the file', async () => {
    fetchMock.mockResolvedValue(answer({ status: STATUS.FORBIDDEN, time: 1 }));

    const failure = await failureOf(downloadCsv('/reports/ggr', { format: 'csv' }, 'ggr.csv'));

    expect(failure.statusName).toBe('FORBIDDEN');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/operator/reports/ggr?format=csv');
  });
});
