import { mayUse } from '@casino/contracts';
import { Suspense, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';

import { LanguageSelect } from '../lib/language-select';
import { useOperator, useSignOut } from '../lib/session';
import { NAV_ITEMS } from './nav-items';

const NAV_ID = 'side-nav';

/** The top bar's right side: who is signed in, language, security settings, sign-out. */
function OperatorBar() {
  const { t } = useTranslation('common');
  const operator = useOperator();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const roles = operator?.roles.map((role) => t(`roles.${role}`)).join(', ') ?? '';

  return (
    <div className="top-bar-end">
      {operator ? (
        <p className="operator-badge">
          <span className="visually-hidden">{t('topBar.operator')} </span>
          <strong>{operator.username}</strong>
          <span className="operator-roles">
            <span className="visually-hidden">{t('topBar.roles')}: </span>
            {roles}
          </span>
        </p>
      ) : null}
      <LanguageSelect />
      <NavLink to="/security" className="btn btn-quiet">
        {t('nav.security')}
      </NavLink>
      <button
        type="button"
        className="btn btn-quiet"
        onClick={() => void signOut().then(() => navigate('/login', { replace: true }))}
      >
        {t('topBar.signOut')}
      </button>
    </div>
  );
}

/** The signed-in frame: top bar, side navigation (a drawer below desktop width) and the screen. */
export function Layout() {
  const { t } = useTranslation('common');
  const operator = useOperator();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = NAV_ITEMS.filter((item) => operator && mayUse(operator.roles, item.area));
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setMenuOpen(false);
  };

  return (
    <div className={`shell ${menuOpen ? 'shell-menu-open' : ''}`} onKeyDown={closeOnEscape}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="top-bar">
        <button
          type="button"
          className="btn btn-quiet menu-button"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span> {menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        </button>
        <span className="brand">{t('app.title')}</span>
        <OperatorBar />
      </header>
      <nav id={NAV_ID} className="side-nav" aria-label={t('nav.label')}>
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} onClick={() => setMenuOpen(false)}>
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="main" tabIndex={-1}>
        <Suspense
          fallback={
            <p className="page-loading" role="status">
              {t('app.loading')}
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
