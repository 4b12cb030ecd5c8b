import { STATUS } from '@casino/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { pageNavigator } from '../../../lib/navigation';
import { envelopeResponse } from '../../../testing/fixtures';
import { REPAIR_POLL_MS, RepairPage } from './repair-page';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RepairPage', () => {
  it('asks POST /api/auth/check every 10 s and goes home once it answers 0', async () => {
    const assign = vi.spyOn(pageNavigator, 'assign').mockImplementation(() => undefined);
    fetchMock.mockImplementationOnce(() => Promise.resolve(envelopeResponse({ status: STATUS.MAINTENANCE })));
    fetchMock.mockImplementationOnce(() => Promise.resolve(envelopeResponse({ model: { loggedIn: false } })));
    render(<RepairPage />);
    expect(screen.getByTestId('repair-page')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(REPAIR_POLL_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // The call goes out once its checksum header is hashed (Web Crypto, off the fake clock).
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/check');
    expect(fetchMock.mock.calls[0]![1].method).toBe('POST');
    expect(assign).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(REPAIR_POLL_MS));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(assign).not.toHaveBeenCalledWith('/repair');
  });
});
