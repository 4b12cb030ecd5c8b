import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

import { useSignOut, useOperatorQuery } from '../lib/session';
import { useToken } from '../lib/session-token';
import { ErrorBanner } from '../lib/ui';

/** Lets only a signed-in operator through; everyone else goes to the login screen and comes back after. */
export function SessionGate() {
  const { t } = useTranslation('common');
  const token = useToken();
  const location = useLocation();
  const operator = useOperatorQuery();
  const signOut = useSignOut();

  if (token === undefined) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (operator.isPending) {
    return (
      <p className="page-loading" role="status">
        {t('app.loading')}
      </p>
    );
  }
  if (operator.isError) {
    return (
      <main className="page-centered">
        <ErrorBanner error={operator.error} onRetry={() => void operator.refetch()} />
        <button type="button" className="btn" onClick={() => void signOut()}>
          {t('topBar.signOut')}
        </button>
      </main>
    );
  }
  return <Outlet />;
}
