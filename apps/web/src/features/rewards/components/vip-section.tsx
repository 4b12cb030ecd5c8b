import type { VipInfo } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { refusalText } from '../../../lib/api/refusal-text';
import { useMoney } from '../../../lib/money/use-money';
import { useShownVipLevel } from '../../../lib/site/shown-vip-level';
import { useVipInfo } from '../hooks/use-rewards-queries';
import { RakebackPanel } from './rakeback-panel';
import { CrownIcon } from './reward-icons';
import styles from './rewards-page.module.css';

/** The way to the next level: bets and deposits against its thresholds, and its level-up reward. */
function NextLevel({ vip }: { /** The player's VIP information. */ vip: VipInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const shown = useShownVipLevel();
  const { next } = vip;
  if (!next) {
    return (
      <p className={styles.vipTop} data-testid="vip-next-progress">
        {t('REWARDS_VIP_TOP')}
      </p>
    );
  }
  const figures = (done: number, needed: number) =>
    t('REWARDS_VIP_FIGURES', { done: money.format(done), needed: money.format(needed) });
  return (
    <div className={styles.vipNext} data-testid="vip-next-progress">
      <p className={styles.vipNextTitle}>
        {t('REWARDS_VIP_NEXT', { level: shown(next.level), name: next.name })}
      </p>
      <ProgressBar
        label={t('REWARDS_VIP_BETS')}
        value={vip.wagered}
        max={next.betRequired}
        text={figures(vip.wagered, next.betRequired)}
      />
      <ProgressBar
        label={t('REWARDS_VIP_DEPOSITS')}
        value={vip.deposited}
        max={next.depositRequired}
        text={figures(vip.deposited, next.depositRequired)}
      />
      <p className={styles.muted}>{t('REWARDS_VIP_BOTH')}</p>
      {vip.rewardsOffered && next.levelUpReward > 0 ? (
        <p className={styles.levelUpReward}>
          {t('REWARDS_VIP_LEVEL_UP_REWARD', { amount: money.format(next.levelUpReward) })}
        </p>
      ) : null}
    </div>
  );
}

/** Every level of the ladder: what it takes and, where the market allows, what reaching it pays. */
function VipLadder({ vip }: { /** The player's VIP information. */ vip: VipInfo }) {
  const { t } = useTranslation();
  const captionId = useId();
  const money = useMoney();
  const shown = useShownVipLevel();
  const amountHeading = (key: string) => (money.symbol ? `${t(key)} (${money.symbol})` : t(key));
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} data-testid="vip-ladder">
        <caption id={captionId} className={styles.caption}>
          {t('REWARDS_VIP_LADDER')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('REWARDS_VIP_COL_LEVEL')}</th>
            <th scope="col">{t('REWARDS_VIP_COL_NAME')}</th>
            <th scope="col">{amountHeading('REWARDS_VIP_COL_BETS')}</th>
            <th scope="col">{amountHeading('REWARDS_VIP_COL_DEPOSITS')}</th>
            {vip.rewardsOffered ? <th scope="col">{amountHeading('REWARDS_VIP_COL_REWARD')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {vip.ladder.map((row) => {
            const mine = row.level === vip.level;
            return (
              <tr key={row.level} className={mine ? styles.mine : undefined}>
                <th scope="row">
                  {t('REWARDS_VIP_SHORT', { level: shown(row.level) })}
                  {mine ? <span className="visually-hidden"> ({t('REWARDS_YOUR_LEVEL')})</span> : null}
                </th>
                <td>{row.name}</td>
                <td>{money.plain(row.betRequired)}</td>
                <td>{money.plain(row.depositRequired)}</td>
                {vip.rewardsOffered ? (
                  <td>{row.levelUpReward > 0 ? money.plain(row.levelUpReward) : '—'}</td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The VIP card: the level (shown +1) and its name, the way to the next level, rakeback where the market
 * offers it, and the whole ladder.
 */
export function VipSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const vip = useVipInfo();
  const shown = useShownVipLevel();
  const current = vip.data?.ladder.find((row) => row.level === vip.data?.level);
  return (
    <section className={`${styles.card} ${styles.vip}`} aria-labelledby={titleId} data-testid="rewards-vip">
      <div className={styles.vipHero}>
        <span className={styles.vipBadge}>
          <CrownIcon size={30} />
        </span>
        <div>
          <h2 id={titleId} className={styles.vipTitle}>
            {t('REWARDS_VIP_TITLE')}
          </h2>
          {vip.data ? (
            <p className={styles.vipLevel}>
              <span className={styles.vipPrefix}>{t('REWARDS_VIP_PREFIX')}</span>{' '}
              <strong data-testid="vip-level">{shown(vip.data.level)}</strong>
              {current?.name ? <span className={styles.vipName}> · {current.name}</span> : null}
            </p>
          ) : null}
        </div>
      </div>
      {vip.data ? (
        <>
          <NextLevel vip={vip.data} />
          {vip.data.rakeback.offered ? <RakebackPanel vip={vip.data} /> : null}
          {vip.data.ladder.length > 0 ? <VipLadder vip={vip.data} /> : null}
        </>
      ) : vip.error ? (
        <div className={styles.failed}>
          <p role="alert">{refusalText(vip.error)}</p>
          <Button variant="secondary" onClick={() => void vip.refetch()}>
            {t('TRY_AGAIN')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('PLEASE_WAIT')}</p>
      )}
    </section>
  );
}
