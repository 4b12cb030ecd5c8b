import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { RevealedSeed } from '@casino/contracts';

import { Button } from '../../../../components/ui/button';
import styles from './fairness.module.css';

/** The props of RevealedList. */
export interface RevealedListProps {
  /** The rotated pairs, newest first; undefined while loading. */
  seeds: RevealedSeed[] | undefined;
  /** Fills the verifier with a pair (nonce 0). */
  onVerify: (seed: RevealedSeed) => void;
}

/** The player's revealed seed pairs: each server seed beside the hash it was committed by. */
export function RevealedList({ seeds, onVerify }: RevealedListProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="fairness-revealed">
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('FAIRNESS_REVEALED_TITLE')}
      </h2>
      {seeds === undefined ? (
        <p className={styles.muted}>{t('FAIRNESS_LOADING')}</p>
      ) : seeds.length === 0 ? (
        <p className={styles.muted} data-testid="fairness-revealed-empty">
          {t('FAIRNESS_REVEALED_EMPTY')}
        </p>
      ) : (
        <ul className={styles.revealed}>
          {seeds.map((seed) => (
            <li
              key={seed.serverSeedHash}
              className={styles.revealedItem}
              data-testid="fairness-revealed-item"
            >
              <dl className={styles.pairs}>
                <div>
                  <dt>{t('FAIRNESS_SERVER_SEED')}</dt>
                  <dd className={styles.mono} data-testid="fairness-revealed-seed">
                    {seed.serverSeed}
                  </dd>
                </div>
                <div>
                  <dt>{t('FAIRNESS_SERVER_SEED_HASH')}</dt>
                  <dd className={styles.mono}>{seed.serverSeedHash}</dd>
                </div>
                <div>
                  <dt>{t('FAIRNESS_CLIENT_SEED')}</dt>
                  <dd className={styles.mono}>{seed.clientSeed}</dd>
                </div>
                <div>
                  <dt>{t('FAIRNESS_BETS_MADE')}</dt>
                  <dd>{t('FAIRNESS_NONCES', { count: seed.nonces, last: Math.max(0, seed.nonces - 1) })}</dd>
                </div>
              </dl>
              <Button variant="secondary" size="small" onClick={() => onVerify(seed)}>
                {t('FAIRNESS_VERIFY_PAIR')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
