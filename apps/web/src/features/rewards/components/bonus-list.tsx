import type { RewardGrant } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { refusalText } from '../../../lib/api/refusal-text';
import { useMyBonuses } from '../hooks/use-rewards-queries';
import { BonusItem } from './bonus-item';
import { CoinsIcon } from './reward-icons';
import styles from './rewards-page.module.css';

/** Bonuses still being wagered first, then the newest. */
function byRelevance(a: RewardGrant, b: RewardGrant): number {
  const wagering = Number(b.status === 'WAGERING') - Number(a.status === 'WAGERING');
  return wagering || b.createdAt - a.createdAt;
}

/** "My bonuses": every reward the player received, read every 10 s so wagering is seen completing. */
export function BonusList() {
  const { t } = useTranslation();
  const titleId = useId();
  const bonuses = useMyBonuses();
  const grants = [...(bonuses.data?.grants ?? [])].sort(byRelevance);
  return (
    <section
      className={`${styles.card} ${styles.bonuses}`}
      aria-labelledby={titleId}
      data-testid="rewards-bonuses"
    >
      <div className={styles.cardHead}>
        <span className={styles.cardIcon}>
          <CoinsIcon />
        </span>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('REWARDS_BONUSES_TITLE')}
        </h2>
      </div>
      {bonuses.data ? (
        grants.length > 0 ? (
          <ul className={styles.bonusList}>
            {grants.map((grant) => (
              <BonusItem key={grant.id} grant={grant} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty} data-testid="bonuses-empty">
            {t('REWARDS_BONUSES_EMPTY')}
          </p>
        )
      ) : bonuses.error ? (
        <div className={styles.failed}>
          <p role="alert">{refusalText(bonuses.error)}</p>
          <Button variant="secondary" onClick={() => void bonuses.refetch()}>
            {t('TRY_AGAIN')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('PLEASE_WAIT')}</p>
      )}
    </section>
  );
}
