import type { LotteryGameId } from '@casino/game-math';
import { LOTTERY_CLOSE_BEFORE_DRAW_MS } from '@casino/game-math';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '../../../lib/i18n/use-number-format';
import { kindKey, payTable } from '../utils/bet-options';
import styles from './lottery.module.css';

/** The inputs of RulesSheet. */
export interface RulesSheetProps {
  gameId: LotteryGameId;
  onClose: () => void;
}

/** The pay table: every kind with the multiplier it pays and its exact RTP, and the cut-off. */
export function RulesSheet({ gameId, onClose }: RulesSheetProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const ids = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const rows = useMemo(() => payTable(gameId), [gameId]);
  const range = (min: string, max: string) => (min === max ? min : `${min} – ${max}`);
  const percent = (rtp: number) => `${numbers.decimal(rtp * 100, 2)} %`;

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className={styles.backdrop} onClick={onClose} role="presentation">
      <div
        className={`${styles.sheet} ${styles.rulesSheet}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        onClick={(event) => event.stopPropagation()}
        data-testid="lottery-rules-sheet"
      >
        <header className={styles.sheetHeader}>
          <h2 id={`${ids}-title`} className={styles.sheetTitle}>
            {t('LOTTERY_RULES_TITLE', { game: t(`LOTTERY_GAME_${gameId.toUpperCase()}`) })}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.closeButton}
            onClick={onClose}
            aria-label={t('LOTTERY_CLOSE')}
          >
            ×
          </button>
        </header>
        <p className={styles.explain}>
          {t(`LOTTERY_RULES_${gameId.toUpperCase()}`)}{' '}
          {t('LOTTERY_RULES_CUTOFF', { seconds: LOTTERY_CLOSE_BEFORE_DRAW_MS / 1_000 })}
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('LOTTERY_RULES_KIND')}</th>
              <th scope="col">{t('LOTTERY_RULES_PAYS')}</th>
              <th scope="col">{t('LOTTERY_RULES_RTP')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.kind}>
                <td>{t(kindKey(row.kind))}</td>
                <td className={styles.mono}>
                  {range(
                    `×${numbers.multiplier(row.minMultiplier)}`,
                    `×${numbers.multiplier(row.maxMultiplier)}`,
                  )}
                </td>
                <td className={styles.mono}>{range(percent(row.minRtp), percent(row.maxRtp))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>{t('LOTTERY_VERIFY_EXPLAIN')}</p>
      </div>
    </div>
  );
}
