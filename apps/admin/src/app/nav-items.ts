import type { BackofficeArea } from '@casino/contracts';

/** One entry of the side navigation: where it goes, which area admits it, and its common-pack label. */
export interface NavItem {
  /** Route path below /admin. */
  path: string;
  area: BackofficeArea;
  /** Key in the `common` namespace. */
  labelKey: string;
}

/** The screens of the back office in menu order; the router gates each path by the same area. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/players', area: 'players', labelKey: 'nav.players' },
  { path: '/withdrawals', area: 'money', labelKey: 'nav.withdrawals' },
  { path: '/payments', area: 'money', labelKey: 'nav.payments' },
  { path: '/reports', area: 'reports', labelKey: 'nav.reports' },
  { path: '/audit', area: 'audit', labelKey: 'nav.audit' },
  { path: '/chat', area: 'chat', labelKey: 'nav.chat' },
  { path: '/notices', area: 'notices', labelKey: 'nav.notices' },
  { path: '/rewards', area: 'rewards', labelKey: 'nav.rewards' },
  { path: '/lottery', area: 'lottery', labelKey: 'nav.lottery' },
  { path: '/sportsbook', area: 'sportsbook', labelKey: 'nav.sportsbook' },
  { path: '/games', area: 'games', labelKey: 'nav.games' },
  { path: '/design', area: 'design', labelKey: 'nav.design' },
  { path: '/settings', area: 'settings', labelKey: 'nav.settings' },
  { path: '/staff', area: 'staff', labelKey: 'nav.staff' },
];
