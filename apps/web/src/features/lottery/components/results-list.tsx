import type { LotteryTermView } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { OutcomeView, winGoReading } from './outcome-view';
import styles from './lottery.module.css';

/** The inputs of ResultsList. */
export interface ResultsListProps {
  results: readonly LotteryTermView[];
  /** Opens the verifier on a term. */
  onVerify: (termId: number) => void;
}

/** The finished terms, newest first: period, outcome and (Win Go) big/small and colour. */
export function ResultsList({ results, onVerify }: ResultsListProps) {
  const { t } = useTranslation();
  if (results.length === 0) return <p className={styles.muted}>{t('LOTTERY_NO_RESULTS')}</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('LOTTERY_PERIOD')}</th>
          <th scope="col">{t('LOTTERY_RESULT')}</th>
          <th scope="col">
            <span className={styles.visuallyHidden}>{t('LOTTERY_TAB_VERIFY')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {results.map((term) => (
          <tr key={term.id} data-testid={`lottery-result-${term.id}`}>
            <td className={styles.mono}>{term.label}</td>
            <td>
              {term.outcome ? (
                <span className={styles.resultCell}>
                  <OutcomeView gameId={term.gameId} outcome={term.outcome} small />
                  {term.gameId === 'wingo' && term.outcome[0] !== undefined ? (
                    <span className={styles.muted}>{winGoReading(term.outcome[0], t)}</span>
                  ) : term.gameId === 'k3' ? (
                    <span className={styles.muted}>
                      {t('LOTTERY_SUM', { sum: term.outcome.reduce((sum, face) => sum + face, 0) })}
                    </span>
                  ) : null}
                </span>
              ) : (
                '—'
              )}
            </td>
            <td>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onVerify(term.id)}
                aria-label={t('LOTTERY_VERIFY_TERM_ARIA', { label: term.label })}
              >
                {t('LOTTERY_VERIFY')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
