import { useEffect } from 'react';

import { openMoneyRain } from '../hooks/use-reward-links';
import { useCheckinStore } from '../stores/checkin-store';
import { useRainAlertStore } from '../stores/rain-alert-store';
import { closeRain, useRainStore } from '../stores/rain-store';
import { findMoneyRain } from '../utils/find-money-rain';
import { CheckinDialog } from './checkin-dialog';
import { RainBanner } from './rain-banner';
import { RainPopup } from './rain-popup';

/** Opening the popup from the banner puts the banner away. */
function openFromBanner(): void {
  useRainAlertStore.getState().dismiss();
  openMoneyRain();
}

/**
 * The rewards' popups of a player: the daily check-in dialog, the money-rain popup (once `#moneyRain` was
 * answered) and, while neither is open, the banner of a rain that just started. Loaded on first use by the
 * rewards host.
 */
export function RewardsPopups() {
  const checkinOpen = useCheckinStore((state) => state.open);
  const closeCheckin = useCheckinStore((state) => state.close);
  const rainView = useRainStore((state) => state.view);
  const rainOpen = rainView === 'open';
  useEffect(() => {
    if (rainView === 'asked') void findMoneyRain();
  }, [rainView]);
  const rainAlert = useRainAlertStore((state) => state.alert);
  const dismissRainAlert = useRainAlertStore((state) => state.dismiss);
  return (
    <>
      {checkinOpen ? <CheckinDialog onClose={closeCheckin} /> : null}
      {rainOpen ? <RainPopup onClose={closeRain} /> : null}
      {rainAlert && !rainOpen && !checkinOpen ? (
        <RainBanner alert={rainAlert} onOpen={openFromBanner} onDismiss={dismissRainAlert} />
      ) : null}
    </>
  );
}
