import type { MarketProfile } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../lib/dialog';
import { describedByOf, FieldNotes } from '../../lib/field-notes';
import { useOperator } from '../../lib/session';
import { DataTable, ErrorBanner } from '../../lib/ui';
import { MARKET_PROFILES_KEY, useMarketProfiles } from './api/list-market-profiles';
import { saveMarketProfile } from './api/save-market-profile';
import { profileText, readProfileText } from './market-profile-text';

const column = createColumnHelper<MarketProfile>();

/**
 * Market profiles: per country group, whether money is real, which reward kinds exist and what the market
 * demands. Marketing reads them; an admin edits one as JSON (rare, and every rule is the contract's).
 */
export function MarketProfilesTab() {
  const { t } = useTranslation('rewards');
  const operator = useOperator();
  const admin = operator?.roles.includes('admin') ?? false;
  const profiles = useMarketProfiles();
  const [editing, setEditing] = useState<MarketProfile | undefined>();
  const [saved, setSaved] = useState<string | undefined>();

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('markets.id') }),
      column.accessor('name', { header: t('markets.name') }),
      column.accessor('realMoney', {
        header: t('markets.realMoney'),
        cell: (c) => (c.getValue() ? t('common:yes') : t('common:no')),
      }),
      column.accessor('rewardKinds', {
        header: t('markets.rewardKinds'),
        cell: (c) => c.getValue().join(', '),
      }),
      column.accessor('countries', { header: t('markets.countries'), cell: (c) => c.getValue().join(', ') }),
      ...(admin
        ? [
            column.display({
              id: 'actions',
              header: t('markets.actions'),
              cell: (c) => (
                <button type="button" className="btn btn-small" onClick={() => setEditing(c.row.original)}>
                  {t('markets.edit')}
                </button>
              ),
            }),
          ]
        : []),
    ],
    [t, admin],
  );

  return (
    <div>
      <p className="field-hint">{admin ? t('markets.hintAdmin') : t('markets.hint')}</p>
      <ErrorBanner error={profiles.error} />
      <DataTable
        caption={t('tabs.markets')}
        columns={columns}
        data={profiles.data ?? []}
        loading={profiles.isPending}
        getRowId={(row) => row.id}
      />
      <div role="status">{saved ? t('markets.saved', { name: saved }) : null}</div>
      {editing ? (
        <MarketProfileDialog
          profile={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(name) => {
            setEditing(undefined);
            setSaved(name);
          }}
        />
      ) : null}
    </div>
  );
}

function MarketProfileDialog({
  profile,
  onClose,
  onSaved,
}: {
  profile: MarketProfile;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation('rewards');
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => profileText(profile));
  const [problem, setProblem] = useState<string | undefined>();
  const fieldId = useId();
  const save = useMutation({
    mutationFn: saveMarketProfile,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: MARKET_PROFILES_KEY });
      onSaved(result.name);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readProfileText(text);
    if (!read.ok) {
      setProblem(
        read.problem === 'json'
          ? t('markets.notJson')
          : t('markets.breaksRule', { field: read.path || '—', rule: read.problem }),
      );
      return;
    }
    setProblem(undefined);
    save.mutate(read.profile);
  };

  return (
    <Dialog title={t('markets.editTitle', { name: profile.name })} onClose={onClose}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={fieldId}>{t('markets.profileJson')}</label>
          <textarea
            id={fieldId}
            rows={18}
            spellCheck={false}
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedByOf(fieldId, undefined, problem)}
            onChange={(event) => setText(event.target.value)}
          />
          <FieldNotes id={fieldId} error={problem} />
        </div>
        <ErrorBanner error={save.error} />
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('markets.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
