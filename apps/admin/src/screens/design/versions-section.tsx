import type { DesignPublished, DesignVersion } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, DateTime, ErrorBanner } from '../../lib/ui';
import { DESIGN_VERSIONS_KEY, useDesignVersions } from './api/list-design-versions';
import { restoreVersion } from './api/restore-version';
import { ConfirmDialog } from './confirm-dialog';

const column = createColumnHelper<DesignVersion>();

/** Props of VersionsSection. */
export interface VersionsSectionProps {
  /** Called once a rollback is live, with the version it restored and the new version. */
  onRestored: (from: number, published: DesignPublished) => void;
}

/** The published versions, the live one first, each older one with "Roll back to this version". */
export function VersionsSection({ onRestored }: VersionsSectionProps) {
  const { t } = useTranslation('design');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<DesignVersion>();
  const versions = useDesignVersions();
  const liveVersion = versions.data?.[0]?.version;

  const restore = useMutation({
    mutationFn: (version: number) => restoreVersion(version, t('versions.restoreNote', { version })),
    onSuccess: async (published, version) => {
      setConfirming(undefined);
      onRestored(version, published);
      await queryClient.invalidateQueries({ queryKey: DESIGN_VERSIONS_KEY });
    },
  });

  const columns = useMemo(
    () => [
      column.accessor('version', {
        header: t('versions.version'),
        cell: (c) => (
          <>
            {c.getValue()}{' '}
            {c.getValue() === liveVersion ? (
              <span className="badge badge-ok">{t('versions.live')}</span>
            ) : null}
          </>
        ),
      }),
      column.accessor('publishedAt', {
        header: t('versions.publishedAt'),
        cell: (c) => {
          const ms = c.getValue();
          return ms === null ? '—' : <DateTime ms={ms} />;
        },
      }),
      column.accessor('createdBy', { header: t('versions.publishedBy') }),
      column.accessor('note', { header: t('versions.note') }),
      column.display({
        id: 'actions',
        header: t('common:table.actions'),
        cell: ({ row: { original } }) =>
          original.version === liveVersion ? null : (
            <button
              type="button"
              className="btn btn-small"
              aria-label={t('versions.restoreLabel', { version: original.version })}
              onClick={() => {
                restore.reset();
                setConfirming(original);
              }}
            >
              {t('versions.restore')}
            </button>
          ),
      }),
    ],
    [t, liveVersion, restore],
  );

  return (
    <section className="stack" aria-labelledby="design-versions-title">
      <h2 id="design-versions-title">{t('versions.title')}</h2>
      <ErrorBanner error={versions.error} onRetry={() => void versions.refetch()} />
      <DataTable
        columns={columns}
        data={versions.data ?? []}
        loading={versions.isPending}
        emptyText={t('versions.empty')}
        getRowId={(row) => String(row.version)}
      />
      {confirming ? (
        <ConfirmDialog
          title={t('versions.confirmTitle', { version: confirming.version })}
          description={t('versions.confirmDescription', { version: confirming.version })}
          confirmLabel={t('versions.restore')}
          pending={restore.isPending}
          error={restore.error}
          onConfirm={() => restore.mutate(confirming.version)}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
    </section>
  );
}
