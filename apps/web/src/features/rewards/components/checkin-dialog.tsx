import type { CheckinData } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { refusalText } from '../../../lib/api/refusal-text';
import { useServerNow } from '../../../lib/hooks/use-server-now';
import { localeOf } from '../../../lib/i18n/language';
import { useMoney } from '../../../lib/money/use-money';
import { useCheckinClaim } from '../hooks/use-checkin-claim';
import { rewardsKeys, useCheckinData } from '../hooks/use-rewards-queries';
import { checkinDays, type CheckinDayView } from '../utils/checkin-view';
import { formatCountdown } from '../utils/format-countdown';
import { payoutRule } from '../utils/reward-rules';
import styles from './checkin.module.css';
import { CheckinTable } from './checkin-table';
import { CheckIcon, GiftIcon } from './reward-icons';

/** The seven tiles of the week: claimed ones ticked, today's lit, the seventh the big one. */
function CheckinWeek({ days }: { /** The tiles, day 1 to 7. */ days: CheckinDayView[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ol className={styles.week} aria-label={t('CHECKIN_WEEK')}>
      {days.map((day) => (
        <li
          key={day.day}
          className={styles.day}
          data-testid="checkin-day"
          data-claimed={day.claimed ? 'true' : undefined}
          data-today={day.today ? 'true' : undefined}
          aria-current={day.today ? 'date' : undefined}
        >
          <span className={styles.dayName}>{t('CHECKIN_DAY', { day: day.day })}</span>
          <span className={styles.dayAmount}>{money.format(day.amount)}</span>
          <span className={styles.dayState}>
            {day.claimed ? (
              <>
                <CheckIcon />
                <span className="visually-hidden">{t('CHECKIN_DAY_CLAIMED')}</span>
              </>
            ) : day.today ? (
              t('CHECKIN_DAY_TODAY')
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** "Next reward in 5:02:09, at 00:00", ticking; reads the check-in again once the new day has begun. */
function NextDayCountdown({ at }: { /** When the site's next day starts, epoch ms. */ at: number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const now = useServerNow(true, 1000);
  const due = now >= at;
  useEffect(() => {
    if (due) void queryClient.invalidateQueries({ queryKey: rewardsKeys.all });
  }, [due, queryClient]);
  const time = new Intl.DateTimeFormat(localeOf(i18n.language), { timeStyle: 'short' }).format(at);
  return (
    <p className={styles.next} data-testid="checkin-next">
      {t('CHECKIN_NEXT_IN', { countdown: formatCountdown(at - now), time })}
    </p>
  );
}

/** The week, the claim (or "come back tomorrow"), how the reward is paid and the table by VIP level. */
function CheckinBody({ data }: { /** The player's check-in. */ data: CheckinData }) {
  const { t } = useTranslation();
  const money = useMoney();
  const claim = useCheckinClaim();
  const days = checkinDays(data);
  const today = days.find((day) => day.today);
  const rule = payoutRule(data.paysTo, data.wageringMultiplier);
  const claimed = days.filter((day) => day.claimed).length;
  return (
    <>
      <p className={styles.streak}>{t('CHECKIN_STREAK', { days: claimed })}</p>
      <CheckinWeek days={days} />
      {/* Until the streak is read again, a claim that just paid counts as today's. */}
      {data.claimedToday || claim.isSuccess ? (
        <>
          <Button block disabled data-testid="checkin-claim">
            {t('CHECKIN_COME_BACK')}
          </Button>
          <NextDayCountdown at={data.nextDayAt} />
        </>
      ) : (
        <Button block onClick={() => claim.mutate()} disabled={claim.isPending} data-testid="checkin-claim">
          {claim.isPending
            ? t('PLEASE_WAIT')
            : t('CHECKIN_CLAIM', { amount: money.format(today?.amount ?? 0) })}
        </Button>
      )}
      <div role="status" className={styles.outcome}>
        {claim.data ? (
          <p className={styles.won} data-testid="checkin-claimed">
            {t('CHECKIN_CLAIMED', { amount: money.format(claim.data.amount) })}
          </p>
        ) : null}
      </div>
      {claim.error ? (
        <p role="alert" className={styles.error} data-testid="checkin-error">
          {refusalText(claim.error)}
        </p>
      ) : null}
      <p className={styles.rule}>{t(rule.key, rule.values)}</p>
      <CheckinTable items={data.items} vipLevel={data.vipLevel} />
    </>
  );
}

/** The props of CheckinDialog. */
export interface CheckinDialogProps {
  /** Closes the dialog (Escape, ×, the backdrop). */
  onClose: () => void;
}

/**
 * The daily check-in (`#signPopup`): the player's week of rewards for their VIP level, today's claim, and
 * what a claim pays into. Where the market or the operator offers no check-in it says so, without a claim.
 */
export function CheckinDialog({ onClose }: CheckinDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const checkin = useCheckinData();
  return (
    <Modal onClose={onClose} labelledBy={titleId} closeLabel={t('CLOSE')} testId="checkin-dialog">
      <div className={styles.dialog}>
        <header className={styles.head}>
          <span className={styles.headIcon}>
            <GiftIcon size={28} />
          </span>
          <div>
            <h2 id={titleId} className={styles.title}>
              {t('CHECKIN_TITLE')}
            </h2>
            <p className={styles.subtitle}>{t('CHECKIN_SUBTITLE')}</p>
          </div>
        </header>
        {checkin.data ? (
          checkin.data.available ? (
            <CheckinBody data={checkin.data} />
          ) : (
            <p className={styles.unavailable} data-testid="checkin-unavailable">
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
          <p role="status" className={styles.loading}>
            {t('PLEASE_WAIT')}
          </p>
        )}
      </div>
    </Modal>
  );
}
