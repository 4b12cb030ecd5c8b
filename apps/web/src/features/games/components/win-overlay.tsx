import type { BetView } from '@casino/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './game-page.module.css';
import { useNumberFormat } from '../../../lib/i18n/use-number-format';

/** How long the win stays on the board before it fades by itself. */
const WIN_SHOWN_MS = 2_600;

/** The win overlay's inputs. */
export interface WinOverlayProps {
  /** The paid round. */
  bet: BetView;
  /** Formats an amount in the game's currency. */
  format: (value: number) => string;
  /** Hides the overlay (a click, or after a moment). */
  onDone: () => void;
}

/** A paid win across the board: amount and multiplier, gone after a moment or a click. */
export function WinOverlay({ bet, format, onDone }: WinOverlayProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  useEffect(() => {
    const timer = setTimeout(onDone, WIN_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <button type="button" className={styles.winOverlay} onClick={onDone} data-testid="game-win">
      <span className={styles.winBurst} aria-hidden="true" />
      <span className={styles.winCard} role="status">
        <span className={styles.winTitle}>{t('GAMES_YOU_WON')}</span>
        <span className={styles.winAmount}>{format(bet.winAmount)}</span>
        <span className={styles.winMultiplier}>×{numbers.multiplier(bet.multiplier)}</span>
      </span>
    </button>
  );
}
