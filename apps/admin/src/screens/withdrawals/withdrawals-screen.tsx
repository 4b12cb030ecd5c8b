import { WITHDRAW_STATUSES, type WithdrawQueueItem } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { Tabs } from '../../lib/tabs';
import { DataTable, DateTime, ErrorBanner, Money, Pager, ReasonDialog } from '../../lib/ui';
import { approveWithdrawal } from './api/approve-withdrawal';
import { useWithdrawQueue, WITHDRAWALS_KEY, type WithdrawStatus } from './api/get-withdraw-queue';
import { rejectWithdrawal } from './api/reject-withdrawal';

const PAGE_SIZE = 20;
const column = createColumnHelper<WithdrawQueueItem>();

function isStatus(value: string | null): value is WithdrawStatus {
  return (WITHDRAW_STATUSES as readonly string[]).includes(value ?? '');
}

/** The outcome announced after an approval or a rejection. */
type Outcome = { kind: 'paid' | 'awaitingSecond' | 'rejected'; id: string };

/** The withdrawal review queue (finance): approve with four eyes above the site's amount, or reject. */
export function WithdrawalsScreen() {
  const { t } = useTranslation('withdrawals');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: WithdrawStatus = isStatus(statusParam) ? statusParam : 'PENDING_REVIEW';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [rejecting, setRejecting] = useState<WithdrawQueueItem>();
  const [outcome, setOutcome] = useState<Outcome>();

  const queue = useWithdrawQueue(status, pageNo, PAGE_SIZE);
  const refresh = () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY });

  const approve = useMutation({
    mutationFn: approveWithdrawal,
    onMutate: () => setOutcome(undefined),
    onSuccess: async (approval) => {
      setOutcome({ kind: approval.awaitingSecondApproval ? 'awaitingSecond' : 'paid', id: approval.id });
      await refresh();
    },
  });
  const reject = useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => rejectWithdrawal(id, note),
    onSuccess: async (_answer, { id }) => {
      setRejecting(undefined);
      setOutcome({ kind: 'rejected', id });
      await refresh();
    },
  });

  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: t('columns.createdAt'),
        cell: (c) => <DateTime ms={c.getValue()} />,
      }),
      column.accessor('id', { header: t('columns.id') }),
      column.accessor('username', {
        header: t('columns.player'),
        cell: (c) => <Link to={`/players/${c.row.original.userId}`}>{c.getValue()}</Link>,
      }),
      column.accessor('amount', {
        header: t('columns.amount'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currencyId} />,
      }),
      column.display({
        id: 'payee',
        header: t('columns.payee'),
        cell: ({ row: { original } }) => (
          <>
            {original.holderName}
            <br />
            <span className="muted">
              {original.pixKeyType}: {original.pixKey}
            </span>
          </>
        ),
      }),
      column.display({
        id: 'review',
        header: t('columns.review'),
        cell: ({ row: { original } }) => <ReviewState item={original} />,
      }),
      column.display({
        id: 'actions',
        header: t('common:table.actions'),
        cell: ({ row: { original } }) =>
          original.status === 'PENDING_REVIEW' ? (
            <div className="row-actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={approve.isPending && approve.variables === original.id}
                onClick={() => approve.mutate(original.id)}
              >
                {t('common:actions.approve')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                onClick={() => {
                  reject.reset();
                  setRejecting(original);
                }}
              >
                {t('common:actions.reject')}
              </button>
            </div>
          ) : null,
      }),
    ],
    [t, approve, reject, setRejecting],
  );

  return (
    <section className="page" aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title">{t('title')}</h1>
      <Tabs
        label={t('tabsLabel')}
        tabs={WITHDRAW_STATUSES.map((name) => ({ id: name, label: t(`status.${name}`) }))}
        selected={status}
        onSelect={(next) => setParams({ status: next })}
      >
        <p className="action-done" role="status">
          {outcome ? t(`outcome.${outcome.kind}`, { id: outcome.id }) : null}
        </p>
        <ErrorBanner error={approve.error} />
        <ErrorBanner error={queue.error} onRetry={() => void queue.refetch()} />
        <DataTable
          caption={t(`status.${status}`)}
          columns={columns}
          data={queue.data ?? []}
          loading={queue.isPending}
          emptyText={t('empty')}
          getRowId={(item) => item.id}
        />
        <Pager
          pageNo={pageNo}
          pageSize={PAGE_SIZE}
          hasNext={(queue.data?.length ?? 0) === PAGE_SIZE}
          onPageChange={(next) => setParams({ status, page: String(next) })}
        />
      </Tabs>
      {rejecting ? (
        <ReasonDialog
          title={t('rejectTitle', { id: rejecting.id })}
          description={t('rejectDescription', { username: rejecting.username })}
          pending={reject.isPending}
          error={reject.error}
          onConfirm={(note) => reject.mutate({ id: rejecting.id, note })}
          onCancel={() => setRejecting(undefined)}
        />
      ) : null}
    </section>
  );
}

/** Who reviewed the withdrawal so far: the first of two approvals, or the final review and its note. */
function ReviewState({ item }: { item: WithdrawQueueItem }) {
  const { t } = useTranslation('withdrawals');
  if (item.status === 'PENDING_REVIEW') {
    if (item.firstApprovedBy) {
      return (
        <span className="badge badge-warn">
          {t('firstApprovedBy', { operator: item.firstApprovedBy })} · {t('awaitingSecond')}
        </span>
      );
    }
    return item.needsSecondApproval ? <span className="muted">{t('needsTwoApprovals')}</span> : null;
  }
  return (
    <span>
      {/* Four eyes: both approvers stay on the paid order, the first before the final reviewer. */}
      {item.firstApprovedBy ? <>{t('firstApprovedBy', { operator: item.firstApprovedBy })} · </> : null}
      {item.reviewedBy ? t('reviewedBy', { operator: item.reviewedBy }) : null}
      {item.reviewNote ? <span className="muted"> · {item.reviewNote}</span> : null}
    </span>
  );
}
