import { useEffect } from 'react';

import { useUiStore } from '../../../lib/ui-store';
import { getPaidList } from '../api/get-paid-list';
import { useWalletStore } from '../stores/wallet-store';
import { checkPaidList } from '../utils/paid-list';

/**
 * Spec §4 "Session": a RECHARGE_SUCCESS push rechecks the purchases and opens the recharge app-download
 * popup. The push handler (features/notices) leaves its request in `rechargeAppDownloadPopupData`;
 * the wallet answers it here and clears it.
 */
export function useRechargeSuccess(fetchPaid = getPaidList): void {
  const request = useUiStore((state) => state.rechargeAppDownloadPopupData);
  const setAppDownloadOpen = useWalletStore((state) => state.setAppDownloadOpen);
  useEffect(() => {
    if (!request) return;
    useUiStore.getState().setUi({ rechargeAppDownloadPopupData: null });
    void checkPaidList(fetchPaid);
    setAppDownloadOpen(true);
  }, [request, fetchPaid, setAppDownloadOpen]);
}
