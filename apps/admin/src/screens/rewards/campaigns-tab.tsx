import type { Campaign } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../lib/dialog';
import { useOperator } from '../../lib/session';
import { DataTable, DateTime, ErrorBanner, Money } from '../../lib/ui';
import { CAMPAIGNS_KEY, useCampaigns } from './api/list-campaigns';
import { setCampaignStatus, type CampaignStatus } from './api/set-campaign-status';
import { CampaignCreateDialog } from './campaign-create-dialog';
import { CampaignFundDialog } from './campaign-fund-dialog';
import { mayFundCampaigns, mayManageRewards } from './reward-roles';
import styles from './rewards.module.css';

const column = createColumnHelper<Campaign>();
const STATUS_TONE: Record<CampaignStatus, string> = { ACTIVE: 'badge-ok', PAUSED: 'badge-warn', ENDED: '' };

/** The status actions a campaign offers: an ended campaign stays ended. */
function statusActions(status: CampaignStatus): CampaignStatus[] {
  if (status === 'ACTIVE') return ['PAUSED', 'ENDED'];
  if (status === 'PAUSED') return ['ACTIVE', 'ENDED'];
  return [];
}

/** The campaigns: budget and status, a new-campaign dialog, funding (finance) and status changes. */
export function CampaignsTab() {
  const { t } = useTranslation('rewards');
  const queryClient = useQueryClient();
  const operator = useOperator();
  const manages = operator !== undefined && mayManageRewards(operator.roles);
  const funds = operator !== undefined && mayFundCampaigns(operator.roles);
  const [creating, setCreating] = useState(false);
  const [funding, setFunding] = useState<Campaign>();
  const [ending, setEnding] = useState<Campaign>();
  const [done, setDone] = useState<string>();
  const campaigns = useCampaigns();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
  const status = useMutation({
    mutationFn: ({ campaign, next }: { campaign: Campaign; next: CampaignStatus }) =>
      setCampaignStatus(campaign.id, next),
    onSuccess: (campaign) => {
      setEnding(undefined);
      setDone(t(`campaigns.done.${campaign.status}`, { name: campaign.name }));
      refresh();
    },
  });

  const changeStatus = (campaign: Campaign, next: CampaignStatus) => {
    setDone(undefined);
    status.reset();
    if (next === 'ENDED') setEnding(campaign);
    else status.mutate({ campaign, next });
  };

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('campaigns.columns.name') }),
      column.accessor('kind', {
        header: t('campaigns.columns.kind'),
        cell: (c) => t(`kinds.${c.getValue()}`),
      }),
      column.accessor('paysTo', {
        header: t('campaigns.columns.paysTo'),
        cell: (c) => t(`paysTo.${c.getValue()}`),
      }),
      column.accessor('wageringMultiplier', {
        header: t('campaigns.columns.wagering'),
        cell: (c) => t('campaigns.times', { count: c.getValue() }),
      }),
      column.accessor('status', {
        header: t('campaigns.columns.status'),
        cell: (c) => (
          <span className={`badge ${STATUS_TONE[c.getValue()]}`}>{t(`status.${c.getValue()}`)}</span>
        ),
      }),
      column.accessor('budget', {
        header: t('campaigns.columns.budget'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currencyId} />,
      }),
      column.accessor('granted', {
        header: t('campaigns.columns.granted'),
        cell: (c) => (
          <>
            <Money amount={c.getValue()} currency={c.row.original.currencyId} />{' '}
            <span className="muted">{t('campaigns.grants', { count: c.row.original.grants })}</span>
          </>
        ),
      }),
      column.accessor('createdAt', {
        header: t('campaigns.columns.createdAt'),
        cell: (c) => <DateTime ms={c.getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: t('common:table.actions'),
        cell: ({ row: { original } }) => (
          <div className="row-actions">
            {funds && original.status !== 'ENDED' ? (
              <button
                type="button"
                className="btn btn-small"
                aria-label={t('campaigns.fundButton', { name: original.name })}
                onClick={() => {
                  setDone(undefined);
                  setFunding(original);
                }}
              >
                {t('campaigns.fund')}
              </button>
            ) : null}
            {manages
              ? statusActions(original.status).map((next) => (
                  <button
                    key={next}
                    type="button"
                    className={`btn btn-small ${next === 'ENDED' ? 'btn-danger' : ''}`}
                    aria-label={t(`campaigns.actionButton.${next}`, { name: original.name })}
                    disabled={status.isPending}
                    onClick={() => changeStatus(original, next)}
                  >
                    {t(`campaigns.action.${next}`)}
                  </button>
                ))
              : null}
          </div>
        ),
      }),
    ],
    // changeStatus only closes over setters and the mutation, which the table re-reads through `status`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, funds, manages, status.isPending],
  );

  return (
    <div className={styles.tabBody}>
      <div className={styles.toolbar}>
        <p className={styles.hint}>{t('campaigns.hint')}</p>
        {manages ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setDone(undefined);
              setCreating(true);
            }}
          >
            {t('campaigns.new')}
          </button>
        ) : null}
      </div>
      <p className="action-done" role="status">
        {done ?? null}
      </p>
      <ErrorBanner error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      {ending ? null : <ErrorBanner error={status.error} />}
      <DataTable
        caption={t('campaigns.caption')}
        columns={columns}
        data={campaigns.data ?? []}
        loading={campaigns.isPending}
        emptyText={t('campaigns.empty')}
        getRowId={(campaign) => String(campaign.id)}
      />
      {creating ? (
        <CampaignCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(campaign) => {
            setCreating(false);
            setDone(t('campaigns.done.created', { name: campaign.name }));
            refresh();
          }}
        />
      ) : null}
      {funding ? (
        <CampaignFundDialog
          campaign={funding}
          onClose={() => setFunding(undefined)}
          onFunded={(campaign) => {
            setFunding(undefined);
            setDone(t('campaigns.done.funded', { name: campaign.name }));
            refresh();
          }}
        />
      ) : null}
      {ending ? (
        <Dialog title={t('campaigns.endTitle', { name: ending.name })} onClose={() => setEnding(undefined)}>
          <div className="dialog-form">
            <p className="dialog-description">{t('campaigns.endDescription')}</p>
            <ErrorBanner error={status.error} />
            <div className="dialog-actions">
              <button
                type="button"
                className="btn"
                disabled={status.isPending}
                onClick={() => setEnding(undefined)}
              >
                {t('common:actions.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                disabled={status.isPending}
                onClick={() => status.mutate({ campaign: ending, next: 'ENDED' })}
              >
                {t('campaigns.action.ENDED')}
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
