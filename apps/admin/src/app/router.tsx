import type { BackofficeArea } from '@casino/contracts';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';

import { LoginScreen } from '../screens/login/login-screen';
import { NotFoundScreen } from '../screens/no-access/not-found-screen';
import { PlayerScreen } from '../screens/players/player-screen';
import { PlayersScreen } from '../screens/players/players-screen';
import { StaffScreen } from '../screens/staff/staff-screen';
import { WithdrawalsScreen } from '../screens/withdrawals/withdrawals-screen';
import { HomeRedirect } from './home-redirect';
import { Layout } from './layout';
import { RequireArea } from './require-area';
import { SecurityPage } from './security-page';
import { SessionGate } from './session-gate';

/** A named export loaded on first visit, so the screens of other areas stay out of the first download. */
function lazyScreen<TModule>(load: () => Promise<TModule>, name: keyof TModule) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const ReportsScreen = lazyScreen(() => import('../screens/reports/reports-screen'), 'ReportsScreen');
const AuditScreen = lazyScreen(() => import('../screens/audit/audit-screen'), 'AuditScreen');
const ChatScreen = lazyScreen(() => import('../screens/chat/chat-screen'), 'ChatScreen');
const NoticesScreen = lazyScreen(() => import('../screens/notices/notices-screen'), 'NoticesScreen');
const RewardsScreen = lazyScreen(() => import('../screens/rewards/rewards-screen'), 'RewardsScreen');
const LotteryScreen = lazyScreen(() => import('../screens/lottery/lottery-screen'), 'LotteryScreen');
const SportsbookScreen = lazyScreen(
  () => import('../screens/sportsbook/sportsbook-screen'),
  'SportsbookScreen',
);
const PaymentsScreen = lazyScreen(() => import('../screens/payments/payments-screen'), 'PaymentsScreen');
const GamesScreen = lazyScreen(() => import('../screens/games/games-screen'), 'GamesScreen');
const DesignScreen = lazyScreen(() => import('../screens/design/design-screen'), 'DesignScreen');
const SettingsScreen = lazyScreen(() => import('../screens/settings/settings-screen'), 'SettingsScreen');

function gated(path: string, area: BackofficeArea, screen: ReactNode) {
  return { path, element: <RequireArea area={area}>{screen}</RequireArea> };
}

/** Every route of the back office, below /admin; each screen is gated by the area its calls belong to. */
export function createRouter() {
  return createBrowserRouter(
    [
      { path: '/login', element: <LoginScreen /> },
      {
        element: <SessionGate />,
        children: [
          {
            element: <Layout />,
            children: [
              { index: true, element: <HomeRedirect /> },
              gated('players', 'players', <PlayersScreen />),
              gated('players/:id', 'players', <PlayerScreen />),
              gated('withdrawals', 'money', <WithdrawalsScreen />),
              gated('payments', 'money', <PaymentsScreen />),
              gated('reports', 'reports', <ReportsScreen />),
              gated('audit', 'audit', <AuditScreen />),
              gated('chat', 'chat', <ChatScreen />),
              gated('notices', 'notices', <NoticesScreen />),
              gated('rewards', 'rewards', <RewardsScreen />),
              gated('lottery', 'lottery', <LotteryScreen />),
              gated('sportsbook', 'sportsbook', <SportsbookScreen />),
              gated('games', 'games', <GamesScreen />),
              gated('design', 'design', <DesignScreen />),
              gated('settings', 'settings', <SettingsScreen />),
              gated('staff', 'staff', <StaffScreen />),
              { path: 'security', element: <SecurityPage /> },
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
        ],
      },
    ],
    { basename: '/admin' },
  );
}
