import type { LotteryGameId } from '@casino/game-math';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '../../../lib/i18n/use-number-format';
import {
  BOARD_ROWS,
  isPositionKind,
  kindKey,
  optionsAt,
  pickText,
  POSITION_NAMES,
  selectionName,
  type LotteryOption,
} from '../utils/bet-options';
import { ballClass } from './outcome-view';
import styles from './lottery.module.css';

/** The inputs of BetBoard. */
export interface BetBoardProps {
  gameId: LotteryGameId;
  /** Betting is open on the current term. */
  open: boolean;
  /** Opens the bet sheet for an option. */
  onChoose: (option: LotteryOption) => void;
}

const COLOUR_CLASS: Record<string, string | undefined> = {
  green: styles.optionGreen,
  red: styles.optionRed,
  violet: styles.optionViolet,
  big: styles.optionBig,
  small: styles.optionSmall,
  positionBig: styles.optionBig,
  positionSmall: styles.optionSmall,
  sumBig: styles.optionBig,
  sumSmall: styles.optionSmall,
};

/**
 * The game's options, built from its pay table row by row (Win Go colours, balls, big/small; K3 sums,
 * triples, pairs…; 5D positions A–E and the sum), each with the multiplier it pays.
 */
export function BetBoard({ gameId, open, onChoose }: BetBoardProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const [position, setPosition] = useState(0);
  const hasPositions = BOARD_ROWS[gameId].some((row) => row.some((kind) => isPositionKind(gameId, kind)));

  const label = (option: LotteryOption) =>
    option.selection.pick.length === 0
      ? t(kindKey(option.selection.kind))
      : pickText(gameId, option.selection);

  return (
    <section className={styles.board} aria-label={t('LOTTERY_BOARD')}>
      {hasPositions ? (
        <div className={styles.positions} role="group" aria-label={t('LOTTERY_POSITION_PICK')}>
          {POSITION_NAMES.map((name, index) => (
            <button
              key={name}
              type="button"
              aria-pressed={position === index}
              className={`${styles.positionTab} ${position === index ? styles.positionOn : ''}`}
              onClick={() => setPosition(index)}
              data-testid={`lottery-position-${name}`}
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}
      {BOARD_ROWS[gameId].map((row) => {
        const options = row.flatMap((kind) => optionsAt(gameId, kind, position));
        const picked = options.some(
          (option) => option.selection.pick.length > (isPositionKind(gameId, option.selection.kind) ? 1 : 0),
        );
        const heading = row.length === 1 && row[0] ? t(kindKey(row[0])) : null;
        return (
          <div key={row.join()} className={styles.boardRow}>
            {heading && picked ? <h3 className={styles.rowTitle}>{heading}</h3> : null}
            <div className={picked ? styles.optionGrid : styles.optionRow}>
              {options.map((option) => {
                const { kind, pick } = option.selection;
                const wingoBall = gameId === 'wingo' && kind === 'number';
                const digitBall = gameId === '5d' && kind === 'digit';
                return (
                  <button
                    key={option.testId}
                    type="button"
                    className={`${styles.option} ${COLOUR_CLASS[kind] ?? ''} ${wingoBall || digitBall ? styles.optionBall : ''}`}
                    disabled={!open}
                    onClick={() => onChoose(option)}
                    aria-label={t('LOTTERY_OPTION_ARIA', {
                      name: selectionName(t, gameId, option.selection),
                      multiplier: numbers.multiplier(option.multiplier),
                    })}
                    data-testid={option.testId}
                  >
                    {wingoBall ? (
                      <span className={`${styles.ball} ${ballClass(pick[0] ?? 0) ?? ''}`}>{pick[0]}</span>
                    ) : digitBall ? (
                      <span className={styles.ball}>{pick[1]}</span>
                    ) : (
                      <span className={styles.optionLabel}>
                        {isPositionKind(gameId, kind) && pick.length === 1 ? t(kindKey(kind)) : label(option)}
                      </span>
                    )}
                    <span className={styles.multiplier}>×{numbers.multiplier(option.multiplier)}</span>
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </section>
  );
}
