import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import styles from './fairness.module.css';

/** How a round is defined, then how each game draws from it, in the order the page tells them. */
const RULES = [
  'FAIRNESS_BEACON_ROUND_TIME',
  'FAIRNESS_BEACON_SIGNATURE',
  'FAIRNESS_BEACON_RANDOMNESS',
  'FAIRNESS_BEACON_LOTTERY',
  'FAIRNESS_BEACON_CRASH',
] as const;

/**
 * The public randomness beacon (issue 34): what drand quicknet is, the chain this site checks every round
 * against (GET /api/fairness/beacon: scheme, chain hash, public key, period, genesis), how a round's time,
 * signature and randomness are defined, and how lottery draws and crash salts use a round. A development
 * site's SANDBOX beacon is labelled as such.
 */
export function BeaconSection() {
  const { t, i18n } = useTranslation();
  const info = useQuery({
    queryKey: ['fairness', 'beacon'],
    // Imported on demand (as the lottery's and crash's checks do), so that no shared chunk is made.
    queryFn: async () => (await import('../../../../lib/beacon/get-beacon')).getBeaconInfo(),
    staleTime: Infinity,
  });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Etc/UTC',
  });
  const chain = info.data;
  return (
    <section className={styles.card} aria-labelledby="fairness-beacon" data-testid="fairness-beacon">
      <h2 id="fairness-beacon" className={styles.cardTitle}>
        {t('FAIRNESS_BEACON_TITLE')}
      </h2>
      <p className={styles.muted}>{t('FAIRNESS_BEACON_INTRO')}</p>
      {chain?.sandbox ? (
        <p className={styles.bad} data-testid="fairness-beacon-sandbox">
          {t('FAIRNESS_BEACON_SANDBOX')}
        </p>
      ) : null}
      {chain ? (
        <dl className={styles.pairs}>
          <dt>{t('FAIRNESS_BEACON_SCHEME')}</dt>
          <dd className={styles.mono}>{chain.scheme}</dd>
          <dt>{t('FAIRNESS_BEACON_CHAIN_HASH')}</dt>
          <dd className={styles.mono} data-testid="fairness-beacon-chain-hash">
            {chain.chainHash}
          </dd>
          <dt>{t('FAIRNESS_BEACON_PUBLIC_KEY')}</dt>
          <dd className={styles.mono}>{chain.publicKey}</dd>
          <dt>{t('FAIRNESS_BEACON_PERIOD')}</dt>
          <dd>{t('FAIRNESS_BEACON_PERIOD_VALUE', { seconds: chain.periodSeconds })}</dd>
          <dt>{t('FAIRNESS_BEACON_GENESIS')}</dt>
          <dd>
            {t('FAIRNESS_BEACON_GENESIS_VALUE', {
              date: dateFormat.format(chain.genesisTime * 1000),
              seconds: chain.genesisTime,
            })}
          </dd>
        </dl>
      ) : (
        <p className={styles.muted}>
          {info.isError ? t('FAIRNESS_BEACON_UNAVAILABLE') : t('FAIRNESS_LOADING')}
        </p>
      )}
      <ul className={styles.steps}>
        {RULES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
