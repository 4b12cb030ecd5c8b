import type { VipInfo } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { refusalText } from '../../../lib/api/refusal-text';
import { localeOf } from '../../../lib/i18n/language';
import { useMoney } from '../../../lib/money/use-money';
import { useShownVipLevel } from '../../../lib/site/shown-vip-level';
import { useRakebackClaim } from '../hooks/use-rakeback-claim';
import { RakebackIcon } from './reward-icons';
import styles from './rewards-page.module.css';

/**
 * Rakeback on the VIP card: the level's share of the house edge played and what is claimable now, with
 * the claim (off while nothing is due).
 */
export function RakebackPanel({ vip }: { /** The player's VIP information. */ vip: VipInfo }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const money = useMoney();
  const shown = useShownVipLevel();
  const claim = useRakebackClaim();
  const { percent, accrued } = vip.rakeback;
  const percentText = new Intl.NumberFormat(localeOf(i18n.language), { maximumFractionDigits: 2 });
  // At a level without rakeback, the rule names the first level that has it.
  const firstLevel = vip.ladder.find((row) => row.level > vip.level && row.rakebackPercent > 0);
  const rule =
    percent > 0 || !firstLevel
      ? t('RAKEBACK_RULE', { percent: percentText.format(percent) })
      : t('RAKEBACK_FROM_LEVEL', {
          level: shown(firstLevel.level),
          percent: percentText.format(firstLevel.rakebackPercent),
        });
  return (
    <div className={styles.rakeback} role="group" aria-labelledby={titleId} data-testid="rakeback">
      <div className={styles.rakebackHead}>
        <span className={styles.rakebackIcon}>
          <RakebackIcon size={22} />
        </span>
        <div>
          <h3 id={titleId} className={styles.rakebackTitle}>
            {t('RAKEBACK_TITLE')}
          </h3>
          <p className={styles.muted} data-testid="rakeback-rule">
            {rule}
          </p>
        </div>
      </div>
      <div className={styles.rakebackClaim}>
        <p className={styles.rakebackAmount}>
          <span className={styles.muted}>{t('RAKEBACK_CLAIMABLE')}</span>{' '}
          <strong data-testid="rakeback-accrued">{money.format(accrued)}</strong>
        </p>
        <Button
          onClick={() => claim.mutate()}
          disabled={accrued <= 0 || claim.isPending}
          data-testid="rakeback-claim"
        >
          {claim.isPending ? t('PLEASE_WAIT') : t('RAKEBACK_CLAIM')}
        </Button>
      </div>
      <div role="status" className={styles.outcome}>
        {claim.data ? (
          <p className={styles.won} data-testid="rakeback-claimed">
            {t('RAKEBACK_CLAIMED', { amount: money.format(claim.data.amount) })}
          </p>
        ) : null}
      </div>
      {claim.error ? (
        <p role="alert" className={styles.error}>
          {refusalText(claim.error)}
        </p>
      ) : null}
    </div>
  );
}
