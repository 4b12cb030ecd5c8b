import type { CrashChainView } from '@casino/contracts';
import { isCrashScheme } from '@casino/game-math';
import { useTranslation } from 'react-i18next';

import styles from './crash.module.css';

/** The props of ChainFacts. */
export interface ChainFactsProps {
  /** The chain's public record. */
  chain: CrashChainView;
}

/**
 * A hash chain's public record as <dt>/<dd> pairs, for a <dl>: its scheme, its commitment, and where its
 * salt came from and when, so a player can see the salt did not exist when the chain was committed.
 */
export function ChainFacts({ chain }: ChainFactsProps) {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const when = (time: number | null) => (time === null ? t('CRASH_CHAIN_NOT_YET') : dateFormat.format(time));
  return (
    <>
      <dt>{t('CRASH_CHAIN_STATUS')}</dt>
      <dd data-testid="crash-chain-status">
        {chain.status === 'AWAITING_SALT' ? t('CRASH_CHAIN_AWAITING_SALT') : t('CRASH_CHAIN_ACTIVE')}
        {chain.demo ? <span className={styles.bad}> {t('CRASH_CHAIN_DEMO')}</span> : null}
      </dd>
      <dt>{t('CRASH_CHAIN_SCHEME')}</dt>
      <dd data-testid="crash-chain-scheme">
        {isCrashScheme(chain.scheme)
          ? t(`CRASH_CHAIN_SCHEME_${chain.scheme}`)
          : t('CRASH_CHAIN_SCHEME_UNKNOWN', { scheme: chain.scheme })}
      </dd>
      <dt>{t('CRASH_VERIFY_TERMINATING')}</dt>
      <dd className={styles.hash}>{chain.terminatingHash}</dd>
      <dt>{t('CRASH_CHAIN_ANNOUNCEMENT')}</dt>
      <dd>{chain.saltAnnouncement ?? t('CRASH_CHAIN_NONE')}</dd>
      <dt>{t('CRASH_CHAIN_ANNOUNCED_AT')}</dt>
      <dd>{when(chain.saltAnnouncedAt)}</dd>
      <dt>{t('CRASH_VERIFY_SALT')}</dt>
      <dd className={styles.hash}>{chain.salt ?? t('CRASH_CHAIN_NOT_YET')}</dd>
      <dt>{t('CRASH_CHAIN_SALT_SET_AT')}</dt>
      <dd>{when(chain.saltSetAt)}</dd>
    </>
  );
}
