import type { LotteryRoomState } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '../../../lib/i18n/use-number-format';
import { useLotteryCountdown } from '../hooks/use-lottery-countdown';
import styles from './lottery.module.css';

/** The inputs of RoomHeader. */
export interface RoomHeaderProps {
  state: LotteryRoomState;
}

/** The hash shown in a line: its first and last characters, the whole in the title. */
const shortHash = (hash: string) => (hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash);

/**
 * The current term: its period label, the countdown to the cut-off (from the server clock), the phase
 * (announced to screen readers when it changes), the online count, the next term's committed seed hash and
 * the public beacon round the current term's draw waits for.
 */
export function RoomHeader({ state }: RoomHeaderProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const countdown = useLotteryCountdown(state.term);
  const [minutes = '00', seconds = '00'] = countdown.text.split(':');
  const round = state.term.beaconRound;
  // Past the cut-off the draw waits for its public beacon round (issue 34): said so, with the round.
  const phaseKey =
    countdown.phase === 'open'
      ? 'LOTTERY_PHASE_OPEN'
      : countdown.phase === 'closed'
        ? 'LOTTERY_PHASE_CLOSED'
        : round === null
          ? 'LOTTERY_PHASE_DRAWING'
          : 'LOTTERY_PHASE_BEACON';
  return (
    <section className={styles.termCard} aria-label={t('LOTTERY_CURRENT_TERM')}>
      <div className={styles.termLeft}>
        <span className={styles.termCaption}>{t('LOTTERY_PERIOD')}</span>
        <strong className={styles.termLabel} data-testid="lottery-term-label">
          {state.term.label}
        </strong>
        <span className={styles.online} data-testid="lottery-online">
          <span className={styles.onlineDot} aria-hidden="true" />
          {t('LOTTERY_ONLINE', { count: numbers.count(state.room.online) })}
        </span>
      </div>
      <div className={styles.termRight}>
        <span className={styles.termCaption}>{t('LOTTERY_TIME_LEFT')}</span>
        <span
          className={`${styles.countdown} ${countdown.phase === 'open' && countdown.secondsLeft <= 5 ? styles.countdownHot : ''}`}
          data-testid="lottery-countdown"
          role="timer"
          aria-label={t('LOTTERY_TIME_LEFT_ARIA', { time: countdown.text })}
        >
          {[...minutes, ':', ...seconds].map((char, index) => (
            <span key={index} className={char === ':' ? styles.colon : styles.digitBox} aria-hidden="true">
              {char}
            </span>
          ))}
        </span>
        <span
          className={`${styles.phase} ${countdown.phase === 'open' ? '' : styles.phaseClosed}`}
          data-testid="lottery-phase"
          aria-live="polite"
        >
          {t(phaseKey, { round })}
        </span>
      </div>
      <p className={styles.nextHash}>
        <span>{t('LOTTERY_NEXT_HASH', { label: state.next.label })}</span>{' '}
        <code title={state.next.seedHash} data-testid="lottery-next-hash">
          {shortHash(state.next.seedHash)}
        </code>
      </p>
      {round === null ? null : (
        <p className={styles.nextHash} data-testid="lottery-beacon-round">
          {t('LOTTERY_BEACON_ROUND', { label: state.term.label, round })}
        </p>
      )}
    </section>
  );
}
