import type { CrashChainView, CrashDeskChain } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { localeOf } from '../../lib/i18n';
import { DataTable, DateTime, ErrorBanner } from '../../lib/ui';
import { announceCrashSalt } from './api/announce-crash-salt';
import { CRASH_CHAINS_KEY, useCrashChains } from './api/list-crash-chains';
import { setCrashSalt } from './api/set-crash-salt';
import styles from './games.module.css';
import { SaltDialog } from './salt-dialog';

const column = createColumnHelper<CrashDeskChain>();

/** The salt step an operator is taking on a chain. */
type SaltStep = { kind: 'announce' | 'set'; chain: CrashChainView };

/** Longest announcement and salt the server takes (crashSaltAnnouncementRequestSchema, crashSaltRequestSchema). */
const MAX_LENGTH = { announce: 500, set: 200 } as const;

/** The next salt step a chain waits for, if any: announce where the salt comes from, then set it. */
export function nextSaltStep(chain: CrashChainView): SaltStep['kind'] | undefined {
  if (chain.salt !== null) return undefined;
  return chain.saltAnnouncement === null ? 'announce' : 'set';
}

/** A long hash shortened for the table; the whole value stays in the text for copying and screen readers. */
function Hash({ value }: { /** The hex hash. */ value: string }) {
  return <code className={styles.hash}>{value}</code>;
}

/** Where each crash chain stands in its salt lifecycle; announce the salt's source, then set the salt. */
export function CrashChainsSection() {
  const { t, i18n } = useTranslation('games');
  const locale = localeOf(i18n.resolvedLanguage ?? 'en');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SaltStep>();
  const [done, setDone] = useState<SaltStep>();
  const chains = useCrashChains();

  const saltAction = useMutation({
    mutationFn: ({ kind, chain, value }: SaltStep & { value: string }) =>
      kind === 'announce' ? announceCrashSalt(chain.id, value) : setCrashSalt(chain.id, value),
    onSuccess: async (_chain, { kind, chain }) => {
      setStep(undefined);
      setDone({ kind, chain });
      await queryClient.invalidateQueries({ queryKey: CRASH_CHAINS_KEY });
    },
  });

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
      column.accessor('saltAnnouncement', {
        header: t('chains.columns.announcement'),
        cell: ({ row: { original } }) =>
          original.saltAnnouncement === null ? (
            <span className="muted">{t('chains.notAnnounced')}</span>
          ) : (
            <>
              <span className={styles.announcement}>{original.saltAnnouncement}</span>
              {original.saltAnnouncedAt !== null ? (
                <span className="muted">
                  {t('chains.at')} <DateTime ms={original.saltAnnouncedAt} />
                </span>
              ) : null}
            </>
          ),
      }),
      column.accessor('salt', {
        header: t('chains.columns.salt'),
        cell: ({ row: { original } }) => <SaltState chain={original} />,
      }),
      column.display({
        id: 'actions',
        header: t('common:table.actions'),
        cell: ({ row: { original } }) => {
          const kind = nextSaltStep(original);
          if (!kind) return null;
          return (
            <button
              type="button"
              className="btn btn-small"
              aria-label={t(`chains.${kind}Button`, { id: original.id })}
              onClick={() => {
                saltAction.reset();
                setDone(undefined);
                setStep({ kind, chain: original });
              }}
            >
              {t(`chains.${kind}`)}
            </button>
          );
        },
      }),
    ],
    [t, saltAction, locale],
  );

  return (
    <section className={styles.section} aria-labelledby="crash-chains-title">
      <h2 id="crash-chains-title" className={styles.sectionTitle}>
        {t('chains.title')}
      </h2>
      <p className={styles.hint}>{t('chains.hint')}</p>
      <p className="action-done" role="status">
        {done ? t(`chains.done.${done.kind}`, { id: done.chain.id }) : null}
      </p>
      <ErrorBanner error={chains.error} onRetry={() => void chains.refetch()} />
      <DataTable
        caption={t('chains.caption')}
        columns={columns}
        data={chains.data ?? []}
        loading={chains.isPending}
        emptyText={t('chains.empty')}
        getRowId={(chain) => String(chain.id)}
      />
      {step ? (
        <SaltDialog
          title={t(`chains.${step.kind}Title`, { id: step.chain.id })}
          label={t(`chains.${step.kind}Label`)}
          hint={t(`chains.${step.kind}Hint`)}
          description={
            step.kind === 'set' && step.chain.saltAnnouncement
              ? t('chains.setDescription', { announcement: step.chain.saltAnnouncement })
              : undefined
          }
          maxLength={MAX_LENGTH[step.kind]}
          pending={saltAction.isPending}
          error={saltAction.error}
          onConfirm={(value) => saltAction.mutate({ ...step, value })}
          onCancel={() => setStep(undefined)}
        />
      ) : null}
    </section>
  );
}

/** The salt, once set, with when; a demo chain's salt is the server's own and proves nothing. */
function SaltState({ chain }: { /** The chain shown. */ chain: CrashChainView }) {
  const { t } = useTranslation('games');
  if (chain.salt === null) {
    return <span className="badge badge-warn">{t('chains.awaitingSalt')}</span>;
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
