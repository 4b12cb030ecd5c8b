import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { writeLocalJson } from '../../../lib/storage/local-storage';
import { useUiStore } from '../../../lib/ui-store';
import { useWalletStore } from '../stores/wallet-store';
import { useRechargeSuccess } from './use-recharge-success';

beforeEach(() => {
  localStorage.clear();
  useUiStore.setState({ rechargeAppDownloadPopupData: null });
  useWalletStore.setState({ appDownloadOpen: false });
});
afterEach(cleanup);

describe('a RECHARGE_SUCCESS push', () => {
  it('opens the app-download popup once and clears the request', () => {
    const fetchPaid = vi.fn(() => Promise.resolve([]));
    renderHook(() => useRechargeSuccess(fetchPaid));
    expect(useWalletStore.getState().appDownloadOpen).toBe(false);

    act(() => useUiStore.getState().setUi({ rechargeAppDownloadPopupData: { requestedAt: Date.now() } }));
    expect(useWalletStore.getState().appDownloadOpen).toBe(true);
    expect(useUiStore.getState().rechargeAppDownloadPopupData).toBeNull();
  });

  it('rechecks the stored purchases', async () => {
    writeLocalJson('paidList', [{ id: 'R1', addedAt: Date.now() }]);
    const fetchPaid = vi.fn(() => Promise.resolve([]));
    renderHook(() => useRechargeSuccess(fetchPaid));
    act(() => useUiStore.getState().setUi({ rechargeAppDownloadPopupData: { requestedAt: Date.now() } }));
    await vi.waitFor(() => expect(fetchPaid).toHaveBeenCalledWith(['R1']));
  });
});
