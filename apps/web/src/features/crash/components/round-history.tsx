import type { CrashRoundView } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { crashPointTone } from '../utils/curve';
import styles from './crash.module.css';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** The history strip's inputs. */
export interface RoundHistoryProps {
  history: readonly CrashRoundView[];
  /** Opens a past round in the verifier. */
  onPick: (round: CrashRoundView) => void;
}

/** The last crash points as chips coloured by size; each opens its round in the verifier. */
export function RoundHistory({ history, onPick }: RoundHistoryProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  return (
    <ol className={styles.history} aria-label={t('CRASH_HISTORY')} data-testid="crash-history">
      {history.map((round) => {
        const point = round.crashPoint ?? 1;
        return (
          <li key={round.id}>
            <button
              type="button"
              className={`${styles.historyChip} ${styles[`tone_${crashPointTone(point)}`]}`}
              onClick={() => onPick(round)}
              aria-label={t('CRASH_HISTORY_CHIP', {
                id: round.number,
                multiplier: numbers.multiplier(point),
              })}
            >
              {numbers.multiplier(point)}x
            </button>
          </li>
        );
      })}
    </ol>
  );
}
