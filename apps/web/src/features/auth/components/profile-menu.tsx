import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AppLink } from '../../../lib/navigation/app-link';
import styles from './header-account.module.css';

/** The places a player reaches from the profile menu (special links of spec §2, so also new-tab addresses). */
const PROFILE_LINKS = [
  { link: '/account', label: 'ACCOUNT_TITLE', testId: 'profile-account' },
  { link: '/rewards', label: 'REWARDS_TITLE', testId: 'profile-rewards' },
  { link: '#recharge', label: 'WALLET_TAB_RECHARGE', testId: 'profile-deposit' },
  { link: '#withdraw', label: 'WALLET_TAB_WITHDRAW', testId: 'profile-withdraw' },
  { link: '#history', label: 'WALLET_TAB_HISTORY', testId: 'profile-history' },
  { link: '#notifications', label: 'MENU_NOTIFICATIONS', testId: 'profile-notifications' },
];

/** The props of ProfileMenu. */
export interface ProfileMenuProps {
  /** The player's username, the button's name. */
  username: string;
  /** The player's uploaded picture, or null for their initial. */
  avatar?: string | null | undefined;
  /** The balance as shown: symbol and floored amount. */
  balance: string;
  /** Logs the player out. */
  onLogout: () => void;
  /** A logout is under way. */
  loggingOut: boolean;
}

/**
 * The player's menu in the header: a button with the name and the balance that opens the wallet, history
 * and notification links and log out. A disclosure (links reached with Tab), closed by Escape, by a click
 * outside and by following a link.
 */
export function ProfileMenu({ username, avatar, balance, onLogout, loggingOut }: ProfileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.profile}>
      <button
        ref={button}
        type="button"
        className={styles.profileButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="profile-menu-button"
      >
        {avatar ? (
          <img className={styles.avatar} src={avatar} alt="" data-testid="header-avatar" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {username.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className={styles.identity}>
          <span className={styles.username} data-testid="header-username">
            {username}
          </span>
          <span className={styles.balance}>
            <span className="visually-hidden">{t('BALANCE')}: </span>
            <span data-testid="header-balance">{balance}</span>
          </span>
        </span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} data-testid="profile-menu">
        <ul className={styles.panelList}>
          {PROFILE_LINKS.map((entry) => (
            <li key={entry.link}>
              <AppLink
                link={entry.link}
                className={styles.panelItem}
                onClick={() => setOpen(false)}
                data-testid={entry.testId}
              >
                {t(entry.label)}
              </AppLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.panelItem}
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
              disabled={loggingOut}
              data-testid="logout"
            >
              {t('LOG_OUT')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
