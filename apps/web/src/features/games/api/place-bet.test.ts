import { STATUS } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { envelopeResponse } from '../../../testing/fixtures';
import { placeBet, refuseBetLocally } from './place-bet';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(envelopeResponse({ model: { id: 1 } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a bet refused locally (spec §5)', () => {
  it.each([
    ['no model', null],
    ['no betAmount', { mines: 3 }],
    ['a text betAmount', { betAmount: '5' }],
    ['a NaN betAmount', { betAmount: Number.NaN }],
  ])('refuses %s with the network-error message', (_name, model) => {
    expect(refuseBetLocally(model)).toMatchObject({ status: STATUS.NETWORK_ERROR, message: 'Network Error' });
  });

  it('lets a numeric betAmount through', () => {
    expect(refuseBetLocally({ betAmount: 5, mines: 3 })).toBeNull();
  });

  it('never calls the server for a refused bet, and sends a good one', async () => {
    const refused = await placeBet({
      gameId: 'mines',
      model: { betAmount: 'lots' },
      demo: false,
      requestId: 'g-request-1',
    });
    expect(refused.status).toBe(STATUS.NETWORK_ERROR);
    expect(fetchMock).not.toHaveBeenCalled();

    const sent = await placeBet({
      gameId: 'mines',
      model: { betAmount: 5, mines: 3 },
      demo: true,
      requestId: 'g-request-2',
    });
    expect(sent.status).toBe(0);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/game/bet');
    expect(JSON.parse(String(init?.body))).toEqual({
      gameId: 'mines',
      model: { betAmount: 5, mines: 3 },
      demo: true,
      requestId: 'g-request-2',
    });
  });
});
