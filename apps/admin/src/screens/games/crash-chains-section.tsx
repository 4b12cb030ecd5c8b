import type { CrashChainView, CrashDeskChain } from '@casino/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { DataTable, DateTime, ErrorBanner } from '../../lib/ui';
import { useCrashChains } from './api/list-crash-chains';
import styles from './games.module.css';

const column = createColumnHelper<CrashDeskChain>();

/** A long hash shortened for the table; the whole value stays in the text for copying and screen readers. */
function Hash({ value }: { /** The hex hash. */ value: string }) {
  return <code className={styles.hash}>{value}</code>;
}

/**
 * Each crash chain with the public beacon round announced with it and when that round is due; its salt is
 * that round's randomness, taken by the server once published (issue 34). Nobody types a salt here.
 */
export function CrashChainsSection() {
  const { t, i18n } = useTranslation('games');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const chains = useCrashChains();

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('chains.columns.id') }),
      column.accessor('gameId', { header: t('chains.columns.game') }),
      column.accessor('length', {
        header: t('chains.columns.length'),
        cell: (c) => new Intl.NumberFormat(locale).format(c.getValue()),
      }),
      column.accessor('remaining', {
        header: t('chains.columns.remaining'),
        cell: ({ row: { original } }) => (
          <>
            {new Intl.NumberFormat(locale).format(original.remaining)}
            <br />
            <span className="muted">
              {t('chains.played', {
                count: original.roundsPlayed,
                formatted: new Intl.NumberFormat(locale).format(original.roundsPlayed),
              })}
            </span>
          </>
        ),
      }),
      column.accessor('terminatingHash', {
        header: t('chains.columns.commitment'),
        cell: (c) => <Hash value={c.getValue()} />,
      }),
      column.accessor('beaconRound', {
        header: t('chains.columns.beaconRound'),
        cell: ({ row: { original } }) => <BeaconRound chain={original} />,
      }),
      column.accessor('salt', {
        header: t('chains.columns.salt'),
        cell: ({ row: { original } }) => <SaltState chain={original} />,
      }),
    ],
    [t, locale],
  );

  return (
    <section className={styles.section} aria-labelledby="crash-chains-title">
      <h2 id="crash-chains-title" className={styles.sectionTitle}>
        {t('chains.title')}
      </h2>
      <p className={styles.hint}>{t('chains.hint')}</p>
      <ErrorBanner error={chains.error} onRetry={() => void chains.refetch()} />
      <DataTable
        caption={t('chains.caption')}
        columns={columns}
        data={chains.data ?? []}
        loading={chains.isPending}
        emptyText={t('chains.empty')}
        getRowId={(chain) => String(chain.id)}
      />
    </section>
  );
}

/** The announced beacon round and when it is due; a pre-beacon chain shows its operator's announcement. */
function BeaconRound({ chain }: { /** The chain shown. */ chain: CrashChainView }) {
  const { t } = useTranslation('games');
  const announced =
    chain.saltAnnouncedAt === null ? null : (
      <span className="muted">
        {t('chains.announcedAt')} <DateTime ms={chain.saltAnnouncedAt} />
      </span>
    );
  if (chain.beaconRound === null) {
    return (
      <>
        <span className="badge">{t('chains.preBeacon')}</span>
        <br />
        <span className={styles.announcement}>{chain.saltAnnouncement ?? t('chains.notAnnounced')}</span>
        {announced}
      </>
    );
  }
  return (
    <>
      <span>{t('chains.round', { round: chain.beaconRound })}</span>
      {chain.beaconDueAt !== null ? (
        <>
          <br />
          <span className="muted">
            {t('chains.dueAt')} <DateTime ms={chain.beaconDueAt} />
          </span>
        </>
      ) : null}
      <br />
      {announced}
    </>
  );
}

/** The salt once taken from the beacon round, with when; until then, that it waits for the beacon. */
function SaltState({ chain }: { /** The chain shown. */ chain: CrashChainView }) {
  const { t } = useTranslation('games');
  if (chain.salt === null) {
    return <span className="badge badge-warn">{t('chains.awaitingBeacon')}</span>;
  }
  return (
    <>
      <span className="badge badge-ok">{t('chains.active')}</span>{' '}
      {chain.demo ? <span className="badge">{t('chains.demo')}</span> : null}
      <br />
      <Hash value={chain.salt} />
      {chain.saltSetAt !== null ? (
        <>
          <br />
          <span className="muted">
            {t('chains.at')} <DateTime ms={chain.saltSetAt} />
          </span>
        </>
      ) : null}
    </>
  );
}
