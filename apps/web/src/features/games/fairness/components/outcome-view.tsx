import { useTranslation } from 'react-i18next';

import { MINES_TILES, type SinglePlayerGameId } from '@casino/game-math';

import { manifestOf } from '../../game-manifest';
import { ScratchSymbol } from '../../scratch/scratch-symbols';
import type { RecomputedOutcome } from '../utils/recompute-outcome';
import styles from './fairness.module.css';

/** The props of OutcomeView. */
export interface OutcomeViewProps {
  /** The game the outcome was recomputed for. */
  gameId: SinglePlayerGameId;
  /** What the round dealt. */
  outcome: RecomputedOutcome;
}

/**
 * The label of a row (or spot) of a game's outcome, named by the unit its manifest moves by: a tile, a
 * floor, a step, a kick, a level, a lane. A game opened in one reveal has no unit; its rows are steps.
 */
function rowLabelOf(gameId: SinglePlayerGameId): string {
  const { move } = manifestOf(gameId);
  return move.call === 'play' ? `FAIRNESS_ROW_${move.unit.toUpperCase()}` : 'FAIRNESS_ROW_STEP';
}

/** A recomputed outcome drawn in the terms of its game, with a text line a screen reader can read. */
export function OutcomeView({ gameId, outcome }: OutcomeViewProps) {
  const { t } = useTranslation();
  const label = rowLabelOf(gameId);
  if (outcome.kind === 'mines') {
    return (
      <div className={styles.outcome} data-testid="fairness-outcome">
        <p>{t('FAIRNESS_OUTCOME_MINES', { tiles: outcome.mineTiles.map((tile) => tile + 1).join(', ') })}</p>
        <div className={styles.minesGrid} aria-hidden="true">
          {Array.from({ length: MINES_TILES }, (_, tile) => (
            <span
              key={tile}
              className={outcome.mineTiles.includes(tile) ? styles.mine : styles.gem}
              title={t(label, { row: tile + 1 })}
            >
              {tile + 1}
            </span>
          ))}
        </div>
      </div>
    );
  }
  if (outcome.kind === 'scratch') {
    return (
      <div className={styles.outcome} data-testid="fairness-outcome">
        <p>
          {outcome.prize
            ? t('FAIRNESS_OUTCOME_SCRATCH_WIN', {
                symbol: t(`SCRATCH_SYMBOL_${outcome.prize.symbol.toUpperCase()}`),
                multiplier: outcome.prize.multiplier,
              })
            : t('FAIRNESS_OUTCOME_SCRATCH_NONE')}
        </p>
        <div className={styles.scratchGrid}>
          {outcome.cells.map((symbol, cell) => (
            <span key={cell} className={symbol === outcome.prize?.symbol ? styles.scratchWin : undefined}>
              <ScratchSymbol symbol={symbol} className={styles.scratchSymbol} />
              <span className={styles.visuallyHidden}>{t(`SCRATCH_SYMBOL_${symbol.toUpperCase()}`)}</span>
            </span>
          ))}
        </div>
      </div>
    );
  }
  if (gameId === 'kangaroo') {
    return (
      <div className={styles.outcome} data-testid="fairness-outcome">
        <p>
          {t('FAIRNESS_OUTCOME_KANGAROO', {
            lanes:
              outcome.safeSpots
                .map((spots, lane) => (spots.length === 0 ? lane + 1 : null))
                .filter((lane) => lane !== null)
                .join(', ') || '—',
          })}
        </p>
        <ol className={styles.lanes} aria-hidden="true">
          {outcome.safeSpots.map((spots, lane) => (
            <li
              key={lane}
              className={spots.length === 0 ? styles.mine : styles.gem}
              title={t(label, { row: lane + 1 })}
            >
              {lane + 1}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <div className={styles.outcome} data-testid="fairness-outcome">
      <ol className={styles.rows}>
        {outcome.rows.map((row, index) => {
          const safe = outcome.safeSpots[index] ?? [];
          return (
            <li key={index} className={styles.row}>
              <span className={styles.rowLabel}>{t(label, { row: index + 1 })}</span>
              <span className={styles.rowSpots} aria-hidden="true">
                {Array.from({ length: row.size }, (_, spot) => (
                  <span key={spot} className={safe.includes(spot) ? styles.gem : styles.mine}>
                    {spot + 1}
                  </span>
                ))}
              </span>
              <span className={styles.visuallyHidden}>
                {t('FAIRNESS_OUTCOME_SAFE', { spots: safe.map((spot) => spot + 1).join(', ') })}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
