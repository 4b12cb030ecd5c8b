import { winGoColours, type LotteryGameId } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import styles from './lottery.module.css';

/** The inputs of OutcomeView. */
export interface OutcomeViewProps {
  gameId: LotteryGameId;
  outcome: readonly number[];
  /** Smaller balls, for lists. */
  small?: boolean;
}

/** The CSS class of a Win Go digit's ball: its colour, split in two for the violet digits 0 and 5. */
export function ballClass(digit: number): string | undefined {
  const colours = winGoColours(digit);
  if (colours.includes('violet'))
    return colours.includes('red') ? styles.ballRedViolet : styles.ballGreenViolet;
  return colours.includes('red') ? styles.ballRed : styles.ballGreen;
}

/** A draw's result: a coloured ball (Win Go), three dice (K3) or five digits A–E (5D). */
export function OutcomeView({ gameId, outcome, small = false }: OutcomeViewProps) {
  const { t } = useTranslation();
  const size = small ? styles.small : '';
  return (
    <span
      className={styles.outcome}
      role="img"
      aria-label={t('LOTTERY_OUTCOME_ARIA', { outcome: outcome.join(' ') })}
    >
      {outcome.map((face, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={`${gameId === 'k3' ? styles.die : styles.ball} ${gameId === 'wingo' ? (ballClass(face) ?? '') : ''} ${size}`}
        >
          {face}
        </span>
      ))}
    </span>
  );
}

/** Win Go's reading of a digit: big or small and its colours, as pack texts. */
export function winGoReading(digit: number, t: (key: string) => string): string {
  const size = t(digit >= 5 ? 'LOTTERY_KIND_BIG' : 'LOTTERY_KIND_SMALL');
  const colours = winGoColours(digit).map((colour) => t(`LOTTERY_KIND_${colour.toUpperCase()}`));
  return [size, ...colours].join(' · ');
}
