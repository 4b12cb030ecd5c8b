import type { PlayerDetail } from '@casino/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import type { ChatLinkState } from '../../lib/chat-link';
import { useMayUse } from '../../lib/session';
import { DateTime, ErrorBanner } from '../../lib/ui';
import { usePlayer } from './api/get-player';
import { PlayerActions } from './player-actions';
import { BalancesTable, PlayerHistory, type HistoryTab } from './player-history';
import { PlayerNotes } from './player-notes';

/** Who the player is, at a glance: status, KYC, 2FA, VIP and contact. */
function PlayerFacts({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const facts: [string, ReactNode][] = [
    [t('facts.id'), player.userId],
    [t('facts.phone'), player.phone ?? '—'],
    [t('facts.currency'), player.currencyId],
    [t('facts.createdAt'), <DateTime key="created" ms={player.createdAt} />],
    [t('facts.kyc'), player.kycStatus],
    [t('facts.twoFactor'), player.twoFactorEnabled ? t('twoFactorOn') : t('twoFactorOff')],
    [t('facts.vip'), player.vipLevel],
  ];
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The 360° view of one player: facts, balances, actions, notes and history. */
export function PlayerScreen() {
  const { t } = useTranslation('players');
  const userId = Number(useParams().id);
  const [tab, setTab] = useState<HistoryTab>('ledger');
  const mayChat = useMayUse('chat');
  const player = usePlayer(userId);

  const data = player.data;
  return (
    <section className="page" aria-labelledby="player-title">
      <p className="breadcrumb">
        <Link to="/players">{t('backToSearch')}</Link>
      </p>
      <div className="page-header">
        <h1 id="player-title">{data ? data.username : t('playerTitle')}</h1>
        {data ? (
          <span className={`badge ${data.disabled ? 'badge-danger' : 'badge-ok'}`}>
            {data.disabled ? t('status.blocked') : t('status.active')}
          </span>
        ) : null}
        {data && data.chatConversationId !== null && mayChat ? (
          <Link
            to="/chat"
            state={
              {
                conversation: { id: data.chatConversationId, username: data.username, userId: data.userId },
              } satisfies ChatLinkState
            }
            className="btn btn-quiet"
          >
            {t('openChat')}
          </Link>
        ) : null}
      </div>
      <ErrorBanner error={player.error} onRetry={() => void player.refetch()} />
      {player.isLoading ? <p role="status">{t('common:app.loading')}</p> : null}
      {data ? (
        <>
          <PlayerFacts player={data} />
          <PlayerActions player={data} />
          <div className="grid-2">
            <section className="card" aria-labelledby="balances-title">
              <h2 id="balances-title">{t('sections.balances')}</h2>
              <BalancesTable balances={data.balances} />
            </section>
            <PlayerNotes player={data} />
          </div>
          <PlayerHistory player={data} tab={tab} onTabChange={setTab} />
        </>
      ) : null}
    </section>
  );
}
