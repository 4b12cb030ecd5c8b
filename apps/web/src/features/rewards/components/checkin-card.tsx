import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { refusalText } from '../../../lib/api/refusal-text';
import { useMoney } from '../../../lib/money/use-money';
import { useCheckinData } from '../hooks/use-rewards-queries';
import { useCheckinStore } from '../stores/checkin-store';
import { checkinDays } from '../utils/checkin-view';
import { GiftIcon } from './reward-icons';
import styles from './rewards-page.module.css';

/**
 * The daily check-in on the rewards page: today's reward (or that it is claimed) and the button that opens
 * the check-in dialog; where check-in is not offered, a plain message instead of the button.
 */
export function CheckinCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const money = useMoney();
  const checkin = useCheckinData();
  const show = useCheckinStore((state) => state.show);
  const data = checkin.data;
  const today = data ? checkinDays(data).find((day) => day.today) : undefined;
  return (
    <section
      className={`${styles.card} ${styles.checkin}`}
      aria-labelledby={titleId}
      data-testid="rewards-checkin"
    >
      <div className={styles.cardHead}>
        <span className={styles.cardIcon}>
          <GiftIcon />
        </span>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('CHECKIN_TITLE')}
        </h2>
      </div>
      {data ? (
        data.available ? (
          <>
            <p className={styles.muted}>{t('CHECKIN_SUBTITLE')}</p>
            <p className={styles.checkinToday}>
              {data.claimedToday
                ? t('REWARDS_CHECKIN_DONE')
                : t('REWARDS_CHECKIN_WAITING', { amount: money.format(today?.amount ?? 0) })}
            </p>
            <Button block onClick={show} data-testid="rewards-checkin-open">
              {t('REWARDS_CHECKIN_OPEN')}
            </Button>
          </>
        ) : (
          <p className={styles.empty} data-testid="rewards-checkin-unavailable">
            {t('CHECKIN_UNAVAILABLE')}
          </p>
        )
      ) : checkin.error ? (
        <div className={styles.failed}>
          <p role="alert">{refusalText(checkin.error)}</p>
          <Button variant="secondary" onClick={() => void checkin.refetch()}>
            {t('TRY_AGAIN')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('PLEASE_WAIT')}</p>
      )}
    </section>
  );
}
