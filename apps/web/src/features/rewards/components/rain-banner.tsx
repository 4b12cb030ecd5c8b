import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { serverNow } from '../../../lib/api/server-clock';
import { useMoneyRain } from '../hooks/use-rewards-queries';
import type { RainAlert } from '../stores/rain-alert-store';
import { rainPhase } from '../utils/rain-view';
import styles from './rain.module.css';
import { RedPacketIcon } from './reward-icons';

/** The props of RainBanner. */
export interface RainBannerProps {
  /** The rain the push announced. */
  alert: RainAlert;
  /** Opens the money-rain popup (`#moneyRain`). */
  onOpen: () => void;
  /** Hides the banner (the ×, and the rain's end). */
  onDismiss: () => void;
}

/**
 * A small banner when a money rain starts: "Money rain is falling — catch a packet!" with a button to the
 * popup. Not a dialog: it never blocks the page. Shown only while a rain of the player's own currency is
 * falling, one they may catch and have not caught yet; it goes by itself at the announced end.
 */
export function RainBanner({ alert, onOpen, onDismiss }: RainBannerProps) {
  const { t } = useTranslation();
  const rain = useMoneyRain(false);

  useEffect(() => {
    const timer = window.setTimeout(onDismiss, Math.max(0, alert.endTime - serverNow()));
    return () => window.clearTimeout(timer);
  }, [alert.endTime, onDismiss]);

  // The push goes to every player; the banner is for one whose own rain (their currency) is falling now.
  const mine = rain.data;
  if (!mine || rainPhase(mine, serverNow()) !== 'live' || !mine.eligible || mine.caught !== null) return null;
  return (
    <aside className={styles.banner} aria-label={t('RAIN_TITLE')} data-testid="rain-banner">
      <span className={styles.bannerIcon}>
        <RedPacketIcon size={26} />
      </span>
      <p className={styles.bannerText} role="status">
        {t('RAIN_BANNER')}
      </p>
      <Button size="small" onClick={onOpen} data-testid="rain-banner-open">
        {t('RAIN_BANNER_OPEN')}
      </Button>
      <button
        type="button"
        className={styles.bannerDismiss}
        aria-label={t('RAIN_BANNER_DISMISS')}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
