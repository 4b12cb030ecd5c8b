import type { CrashChainView } from '@casino/contracts';
import { isCrashScheme } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import { BeaconCheckFacts } from './beacon-check';
import styles from './crash.module.css';

/** The props of ChainFacts. */
export interface ChainFactsProps {
  /** The chain's public record. */
  chain: CrashChainView;
}

/**
 * A hash chain's public record as <dt>/<dd> pairs, for a <dl>: its scheme, its commitment, when it was
 * announced, the public beacon round announced with it (due after the announcement, so nobody knew the
 * salt then) with a link to that round, and the salt (the round's randomness) with the round's signature
 * once published, and a check of that signature and salt made in the browser. A chain salted before the
 * beacon shows its operator's announcement instead.
 */
export function ChainFacts({ chain }: ChainFactsProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const when = (time: number | null) => (time === null ? t('CRASH_CHAIN_NOT_YET') : dateFormat.format(time));
  const round = chain.beaconRound;
  return (
    <>
      <dt>{t('CRASH_CHAIN_STATUS')}</dt>
      <dd data-testid="crash-chain-status">
        {chain.status === 'AWAITING_BEACON' ? t('CRASH_CHAIN_AWAITING_BEACON') : t('CRASH_CHAIN_ACTIVE')}
        {chain.preBeacon ? <span className={styles.bad}> {t('CRASH_CHAIN_PRE_BEACON')}</span> : null}
        {chain.demo ? <span className={styles.bad}> {t('CRASH_CHAIN_DEMO')}</span> : null}
      </dd>
      <dt>{t('CRASH_CHAIN_SCHEME')}</dt>
      <dd data-testid="crash-chain-scheme">
        {isCrashScheme(chain.scheme)
          ? t(`CRASH_CHAIN_SCHEME_${chain.scheme}`)
          : t('CRASH_CHAIN_SCHEME_UNKNOWN', { scheme: chain.scheme })}
      </dd>
      <dt>{t('CRASH_CHAIN_ANNOUNCED_AT')}</dt>
      <dd>{when(chain.saltAnnouncedAt ?? chain.createdAt)}</dd>
      <dt>{t('CRASH_VERIFY_TERMINATING')}</dt>
      <dd className={styles.hash}>{chain.terminatingHash}</dd>
      {round === null ? (
        <>
          <dt>{t('CRASH_CHAIN_ANNOUNCEMENT')}</dt>
          <dd>{chain.saltAnnouncement ?? t('CRASH_CHAIN_NONE')}</dd>
        </>
      ) : (
        <>
          <dt>{t('CRASH_CHAIN_BEACON_ROUND')}</dt>
          <dd data-testid="crash-chain-beacon-round">
            {round}{' '}
            <a href={`/api/fairness/beacon/${round}`} target="_blank" rel="noreferrer">
              {t('CRASH_CHAIN_BEACON_LINK', { round })}
            </a>
          </dd>
          <dt>{t('CRASH_CHAIN_BEACON_DUE')}</dt>
          <dd>{when(chain.beaconDueAt)}</dd>
        </>
      )}
      <dt>{t('CRASH_VERIFY_SALT')}</dt>
      <dd className={styles.hash} data-testid="crash-chain-salt">
        {chain.salt ?? t('CRASH_CHAIN_NOT_YET')}
      </dd>
      {round === null ? null : (
        <>
          <dt>{t('CRASH_CHAIN_BEACON_SIGNATURE')}</dt>
          <dd className={styles.hash} data-testid="crash-chain-signature">
            {chain.beaconSignature ?? t('CRASH_CHAIN_NOT_YET')}
          </dd>
          {chain.beaconSignature && chain.salt ? (
            <BeaconCheckFacts
              key={`${round}:${chain.beaconSignature}`}
              round={round}
              signature={chain.beaconSignature}
              salt={chain.salt}
            />
          ) : null}
        </>
      )}
      <dt>{t('CRASH_CHAIN_SALT_SET_AT')}</dt>
      <dd>{when(chain.saltSetAt)}</dd>
    </>
  );
}
