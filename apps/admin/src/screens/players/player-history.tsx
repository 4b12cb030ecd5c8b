import type {
  PlayerBalance,
  PlayerBonusLine,
  PlayerDetail,
  PlayerExclusionLine,
  PlayerLedgerLine,
  PlayerLimitLine,
  PlayerOrderLine,
  PlayerRoundLine,
  PlayerSessionLine,
} from '@casino/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { Tabs } from '../../lib/tabs';
import { DataTable, DateTime, Money } from '../../lib/ui';

const balanceColumn = createColumnHelper<PlayerBalance>();
const ledgerColumn = createColumnHelper<PlayerLedgerLine>();
const orderColumn = createColumnHelper<PlayerOrderLine>();
const sessionColumn = createColumnHelper<PlayerSessionLine>();
const roundColumn = createColumnHelper<PlayerRoundLine>();
const bonusColumn = createColumnHelper<PlayerBonusLine>();
const limitColumn = createColumnHelper<PlayerLimitLine>();
const exclusionColumn = createColumnHelper<PlayerExclusionLine>();

const optionalTime = (ms: number | null) => (ms === null ? '—' : <DateTime ms={ms} />);

/** The player's wallet, one row per currency. */
export function BalancesTable({ balances }: { /** From the player detail. */ balances: PlayerBalance[] }) {
  const { t } = useTranslation('players');
  const columns = useMemo(() => {
    const money = (key: 'cash' | 'withdrawHold' | 'bonus' | 'wagering') =>
      balanceColumn.accessor(key, {
        header: t(`balances.${key}`),
        cell: (cell) => <Money amount={cell.getValue()} currency={cell.row.original.currencyId} />,
      });
    return [
      balanceColumn.accessor('currencyId', { header: t('balances.currency') }),
      money('cash'),
      money('withdrawHold'),
      money('bonus'),
      money('wagering'),
    ];
  }, [t]);
  return (
    <DataTable
      caption={t('sections.balances')}
      columns={columns}
      data={balances}
      getRowId={(row) => row.currencyId}
    />
  );
}

function LedgerTable({ lines }: { lines: PlayerLedgerLine[] }) {
  const { t } = useTranslation('players');
  const columns = useMemo(
    () => [
      ledgerColumn.accessor('createdAt', {
        header: t('ledger.when'),
        cell: (c) => <DateTime ms={c.getValue()} />,
      }),
      ledgerColumn.accessor('kind', { header: t('ledger.kind') }),
      ledgerColumn.accessor('account', { header: t('ledger.account') }),
      ledgerColumn.accessor('amount', {
        header: t('ledger.amount'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currencyId} signed />,
      }),
      ledgerColumn.accessor('reference', { header: t('ledger.reference') }),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('sections.ledger')}
      columns={columns}
      data={lines}
      getRowId={(row) => String(row.id)}
    />
  );
}

function OrdersTable({ lines, caption }: { lines: PlayerOrderLine[]; caption: string }) {
  const { t } = useTranslation('players');
  const columns = useMemo(
    () => [
      orderColumn.accessor('createdAt', {
        header: t('orders.when'),
        cell: (c) => <DateTime ms={c.getValue()} />,
      }),
      orderColumn.accessor('id', { header: t('orders.id') }),
      orderColumn.accessor('amount', {
        header: t('orders.amount'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currencyId} />,
      }),
      orderColumn.accessor('status', { header: t('orders.status') }),
    ],
    [t],
  );
  return <DataTable caption={caption} columns={columns} data={lines} getRowId={(row) => row.id} />;
}

function SessionsTable({ sessions }: { sessions: PlayerSessionLine[] }) {
  const { t } = useTranslation('players');
  const columns = useMemo(
    () => [
      sessionColumn.accessor('createdAt', {
        header: t('sessions.started'),
        cell: (c) => <DateTime ms={c.getValue()} />,
      }),
      sessionColumn.accessor('lastSeenAt', {
        header: t('sessions.lastSeen'),
        cell: (c) => {
          const value = c.getValue();
          return value === null ? '—' : <DateTime ms={value} />;
        },
      }),
      sessionColumn.accessor('ip', { header: t('sessions.ip'), cell: (c) => c.getValue() ?? '—' }),
      sessionColumn.accessor('device', { header: t('sessions.device'), cell: (c) => c.getValue() ?? '—' }),
      sessionColumn.accessor('active', {
        header: t('sessions.active'),
        cell: (c) => (c.getValue() ? t('common:yes') : t('common:no')),
      }),
    ],
    [t],
  );
  return <DataTable caption={t('sections.sessions')} columns={columns} data={sessions} />;
}

function RoundsTable({ rounds }: { rounds: PlayerRoundLine[] }) {
  const { t } = useTranslation('players');
  const columns = useMemo(
    () => [
      roundColumn.accessor('createdAt', {
        header: t('rounds.when'),
        cell: (c) => <DateTime ms={c.getValue()} />,
      }),
      roundColumn.accessor('gameId', { header: t('rounds.game') }),
      roundColumn.accessor('stake', {
        header: t('rounds.stake'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currencyId} />,
      }),
      roundColumn.accessor('payout', {
        header: t('rounds.payout'),
        cell: (c) => {
          const value = c.getValue();
          return value === null ? '—' : <Money amount={value} currency={c.row.original.currencyId} />;
        },
      }),
      roundColumn.accessor('status', { header: t('rounds.status') }),
      roundColumn.accessor('demo', {
        header: t('rounds.demo'),
        cell: (c) => (c.getValue() ? t('common:yes') : t('common:no')),
      }),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('sections.rounds')}
      columns={columns}
      data={rounds}
      getRowId={(row) => String(row.id)}
    />
  );
}

/** The bonuses granted to the player, by campaign, with where each one's wagering stands. */
function BonusesTable({ bonuses }: { bonuses: PlayerBonusLine[] }) {
  const { t } = useTranslation('players');
  const columns = useMemo(
    () => [
      bonusColumn.accessor('createdAt', {
        header: t('bonuses.when'),
        cell: (c) => <DateTime ms={c.getValue()} />,
      }),
      bonusColumn.accessor('campaign', {
        header: t('bonuses.campaign'),
        cell: (c) => (
          <>
            {c.getValue()}
            <br />
            <span className="muted">{c.row.original.kind}</span>
          </>
        ),
      }),
      bonusColumn.accessor('amount', {
        header: t('bonuses.amount'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currencyId} />,
      }),
      bonusColumn.accessor('paysTo', { header: t('bonuses.paysTo') }),
      bonusColumn.accessor('wageringRequired', {
        header: t('bonuses.wagering'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currencyId} />,
      }),
      bonusColumn.accessor('status', { header: t('bonuses.status') }),
      bonusColumn.accessor('expiresAt', {
        header: t('bonuses.expires'),
        cell: (c) => optionalTime(c.getValue()),
      }),
    ],
    [t],
  );
  return (
    <DataTable
      caption={t('sections.bonuses')}
      columns={columns}
      data={bonuses}
      getRowId={(row) => String(row.id)}
    />
  );
}

/** Responsible gaming: the limits the player set and their exclusions (timeouts, self-exclusion). */
function LimitsTables({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const limitColumns = useMemo(
    () => [
      limitColumn.accessor('kind', { header: t('limits.kind') }),
      limitColumn.accessor('period', { header: t('limits.period') }),
      limitColumn.accessor('value', {
        header: t('limits.value'),
        cell: (c) => {
          const value = c.getValue();
          if (value === null) return '—';
          return c.row.original.kind === 'session' ? (
            t('limits.minutes', { count: value })
          ) : (
            <Money amount={value} currency={player.currencyId} />
          );
        },
      }),
      limitColumn.accessor('pendingEffectiveAt', {
        header: t('limits.pendingFrom'),
        cell: (c) => optionalTime(c.getValue()),
      }),
    ],
    [t, player.currencyId],
  );
  const exclusionColumns = useMemo(
    () => [
      exclusionColumn.accessor('kind', { header: t('limits.kind') }),
      exclusionColumn.accessor('source', { header: t('limits.source') }),
      exclusionColumn.accessor('startsAt', {
        header: t('limits.from'),
        cell: (c) => <DateTime ms={c.getValue()} />,
      }),
      exclusionColumn.accessor('endsAt', {
        header: t('limits.until'),
        cell: (c) => optionalTime(c.getValue()),
      }),
      exclusionColumn.accessor('reason', { header: t('limits.reason'), cell: (c) => c.getValue() ?? '—' }),
    ],
    [t],
  );
  return (
    <>
      <DataTable caption={t('sections.limits')} columns={limitColumns} data={player.limits} />
      <DataTable caption={t('sections.exclusions')} columns={exclusionColumns} data={player.exclusions} />
    </>
  );
}

const HISTORY_TABS = [
  'ledger',
  'rounds',
  'deposits',
  'withdrawals',
  'bonuses',
  'sessions',
  'limits',
] as const;
/** Which history list is shown. */
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** Props of PlayerHistory. */
export interface PlayerHistoryProps {
  player: PlayerDetail;
  /** The open tab (kept by the parent so an action's refetch does not reset it). */
  tab: HistoryTab;
  onTabChange: (tab: HistoryTab) => void;
}

/** Ledger, rounds, deposits, withdrawals, bonuses, sessions and responsible-gaming limits as tabs (one list at a time keeps the page dense). */
export function PlayerHistory({ player, tab, onTabChange }: PlayerHistoryProps) {
  const { t } = useTranslation('players');
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">{t('sections.history')}</h2>
      <Tabs
        label={t('sections.history')}
        tabs={HISTORY_TABS.map((name) => ({ id: name, label: t(`sections.${name}`) }))}
        selected={tab}
        onSelect={onTabChange}
      >
        {tab === 'ledger' ? <LedgerTable lines={player.ledger} /> : null}
        {tab === 'deposits' ? <OrdersTable lines={player.deposits} caption={t('sections.deposits')} /> : null}
        {tab === 'withdrawals' ? (
          <OrdersTable lines={player.withdrawals} caption={t('sections.withdrawals')} />
        ) : null}
        {tab === 'sessions' ? <SessionsTable sessions={player.sessions} /> : null}
        {tab === 'rounds' ? <RoundsTable rounds={player.rounds} /> : null}
        {tab === 'bonuses' ? <BonusesTable bonuses={player.bonuses} /> : null}
        {tab === 'limits' ? <LimitsTables player={player} /> : null}
      </Tabs>
    </section>
  );
}
