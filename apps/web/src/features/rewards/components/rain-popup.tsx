import type { RedPacket } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { refusalText } from '../../../lib/api/refusal-text';
import { useServerNow } from '../../../lib/hooks/use-server-now';
import { useMoney } from '../../../lib/money/use-money';
import { useSessionStore } from '../../../lib/session/user-store';
import { useShownVipLevel } from '../../../lib/site/shown-vip-level';
import { useRainGrab } from '../hooks/use-rain-grab';
import { rewardsKeys, useMoneyRain } from '../hooks/use-rewards-queries';
import { formatCountdown } from '../utils/format-countdown';
import { rainPhase, rainRefusal, type RainPhase } from '../utils/rain-view';
import { BALANCE_NAME } from '../utils/reward-rules';
import styles from './rain.module.css';
import { RedPacketIcon } from './reward-icons';

/** Where the falling packets start across the sky (percent), with their delay and fall time (s). */
const FALLING: readonly [left: number, delay: number, duration: number][] = [
  [6, 0, 2.6],
  [18, 1.1, 3.1],
  [31, 0.4, 2.4],
  [44, 1.7, 2.9],
  [57, 0.8, 2.5],
  [69, 2.1, 3.2],
  [81, 0.2, 2.7],
  [92, 1.4, 3],
];

/** Red packets falling behind the heading: decoration only, CSS-animated, still with reduced motion. */
function FallingPackets() {
  return (
    <div className={styles.sky} aria-hidden="true">
      {FALLING.map(([left, delay, duration]) => (
        <span
          key={left}
          className={styles.falling}
          style={{ left: `${left}%`, animationDelay: `${delay}s`, animationDuration: `${duration}s` }}
        />
      ))}
    </div>
  );
}

/** What RainClock shows. */
interface RainClockProps {
  /** The rain. */
  rain: RedPacket;
  /** Its phase at `now`. */
  phase: RainPhase;
  /** The server clock, epoch ms. */
  now: number;
}

/** "Starts in 0:01:20" / "Ends in 0:00:42" / "Ended", ticking with the server clock. */
function RainClock({ rain, phase, now }: RainClockProps) {
  const { t } = useTranslation();
  const label =
    phase === 'soon' ? t('RAIN_STARTS_IN') : phase === 'live' ? t('RAIN_ENDS_IN') : t('RAIN_STATUS_OVER');
  const until = phase === 'soon' ? rain.siteConf.startTime : rain.siteConf.endTime;
  return (
    <div className={styles.stat} data-testid="rain-countdown">
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue}>{phase === 'over' ? '—' : formatCountdown(until - now)}</span>
    </div>
  );
}

/** The catch: the grab button while the player may catch, then what they caught and where it was paid. */
function RainCatch({ rain, phase }: Pick<RainClockProps, 'rain' | 'phase'>) {
  const { t } = useTranslation();
  const money = useMoney();
  const grab = useRainGrab(rain.id);
  const caught = grab.data ?? (rain.caught === null ? null : { amount: rain.caught, paysTo: rain.paysTo });
  if (caught) {
    return (
      <div className={styles.caught} role="status" data-testid="rain-caught">
        <p className={styles.caughtAmount}>{t('RAIN_CAUGHT', { amount: money.format(caught.amount) })}</p>
        <p className={styles.muted}>{t('RAIN_PAID_INTO', { balance: t(BALANCE_NAME[caught.paysTo]) })}</p>
      </div>
    );
  }
  const empty = rain.remaining <= 0;
  const label = grab.isPending
    ? t('PLEASE_WAIT')
    : phase === 'soon'
      ? t('RAIN_GRAB_SOON')
      : phase === 'over'
        ? t('RAIN_STATUS_OVER')
        : empty
          ? t('RAIN_ALL_CAUGHT')
          : t('RAIN_GRAB');
  return (
    <>
      <Button
        block
        className={styles.grab}
        data-testid="rain-grab"
        disabled={phase !== 'live' || empty || grab.isPending}
        onClick={() => grab.mutate()}
      >
        {label}
      </Button>
      {grab.error ? (
        <p role="alert" className={styles.error} data-testid="rain-error">
          {refusalText(grab.error)}
        </p>
      ) : null}
    </>
  );
}

/** The rain: its clock, packets left, and the catch (or why this player cannot catch one). */
function RainBody({ rain }: { /** The rain on show. */ rain: RedPacket }) {
  const { t } = useTranslation();
  const now = useServerNow(true, 1000);
  const shown = useShownVipLevel();
  const vipLevel = useSessionStore((state) => state.user?.vipLevel?.level ?? 0);
  const phase = rainPhase(rain, now);
  const refusal = rainRefusal(rain, vipLevel);
  // When the rain starts or ends, its packets and status are read again at once.
  const queryClient = useQueryClient();
  const seenPhase = useRef(phase);
  useEffect(() => {
    if (seenPhase.current === phase) return;
    seenPhase.current = phase;
    void queryClient.invalidateQueries({ queryKey: rewardsKeys.rains });
  }, [phase, queryClient]);
  return (
    <>
      <div className={styles.stats}>
        <RainClock rain={rain} phase={phase} now={now} />
        <div className={styles.stat} data-testid="rain-left">
          <span className={styles.statLabel}>{t('RAIN_PACKETS_LEFT')}</span>
          <span className={styles.statValue}>
            {t('RAIN_PACKETS_OF', { left: rain.remaining, total: rain.packets })}
          </span>
        </div>
      </div>
      {refusal ? (
        <p className={styles.unavailable} data-testid="rain-unavailable">
          {refusal === 'vip'
            ? t('RAIN_VIP_ONLY', { level: shown(rain.siteConf.minVipLevel) })
            : t('RAIN_REGION')}
        </p>
      ) : (
        <RainCatch rain={rain} phase={phase} />
      )}
      <p className={styles.rule}>{t('RAIN_RULE', { balance: t(BALANCE_NAME[rain.paysTo]) })}</p>
    </>
  );
}

/** The props of RainPopup. */
export interface RainPopupProps {
  /** Closes the popup (Escape, ×, the backdrop). */
  onClose: () => void;
}

/**
 * The money-rain popup (`#moneyRain`, spec §4): red packets falling, the time to the start or the end,
 * the packets left and the grab; refusals in the server's words. Read every 5 s while open.
 */
export function RainPopup({ onClose }: RainPopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const rain = useMoneyRain(true);
  return (
    <Modal onClose={onClose} labelledBy={titleId} closeLabel={t('CLOSE')} testId="rain-popup">
      <div className={styles.popup}>
        <header className={styles.head}>
          <FallingPackets />
          <span className={styles.headIcon}>
            <RedPacketIcon size={34} />
          </span>
          <h2 id={titleId} className={styles.title}>
            {t('RAIN_TITLE')}
          </h2>
          <p className={styles.subtitle}>{t('RAIN_SUBTITLE')}</p>
        </header>
        {rain.data ? (
          <RainBody rain={rain.data} />
        ) : rain.data === null ? (
          <p className={styles.unavailable}>{t('RAIN_EVENT_ENDED')}</p>
        ) : rain.error ? (
          <div className={styles.failed}>
            <p role="alert">{refusalText(rain.error)}</p>
            <Button variant="secondary" onClick={() => void rain.refetch()}>
              {t('TRY_AGAIN')}
            </Button>
          </div>
        ) : (
          <p role="status" className={styles.muted}>
            {t('PLEASE_WAIT')}
          </p>
        )}
      </div>
    </Modal>
  );
}
