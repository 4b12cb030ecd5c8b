import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';

import { ApiFailure } from '../../lib/api';
import { LanguageSelect } from '../../lib/language-select';
import { signIn, type Credentials } from '../../lib/session';
import { useToken } from '../../lib/session-token';
import { ErrorBanner, Field } from '../../lib/ui';

/** Where the session gate sent the operator from, to return there after signing in. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== '/login' ? from : '/';
}

/** Staff sign-in: username and password, then the authenticator code when the operator has TOTP on. */
export function LoginScreen() {
  const { t } = useTranslation('login');
  const token = useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needsTotp, setNeedsTotp] = useState(false);

  const login = useMutation({
    mutationFn: (credentials: Credentials) => signIn(credentials),
    onSuccess: () => navigate(returnPath(location.state), { replace: true }),
    onError: (error) => {
      if (error instanceof ApiFailure && error.statusName === 'OPERATOR_TOTP_REQUIRED') setNeedsTotp(true);
    },
  });

  if (token !== undefined && !login.isPending) return <Navigate to={returnPath(location.state)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ username: username.trim(), password, ...(needsTotp ? { totp: totp.trim() } : {}) });
  };
  // Asking for the code is the second step, not a failure: say so without the error styling.
  const askedForCode =
    login.error instanceof ApiFailure && login.error.statusName === 'OPERATOR_TOTP_REQUIRED' && !totp;

  return (
    <main className="login-page">
      <div className="login-card card">
        <div className="login-header">
          <h1>{t('title')}</h1>
          <LanguageSelect />
        </div>
        <form className="stack" onSubmit={submit} noValidate>
          <Field
            label={t('username')}
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            disabled={needsTotp}
          />
          <Field
            label={t('password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={needsTotp}
          />
          {needsTotp ? (
            <Field
              label={t('totp')}
              hint={t('totpHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              autoFocus
              value={totp}
              onChange={(event) => setTotp(event.target.value)}
            />
          ) : null}
          {askedForCode ? null : <ErrorBanner error={login.error} />}
          <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
            {t('signIn')}
          </button>
          {needsTotp ? (
            <button
              type="button"
              className="btn btn-quiet btn-block"
              onClick={() => {
                setNeedsTotp(false);
                setTotp('');
                login.reset();
              }}
            >
              {t('startOver')}
            </button>
          ) : null}
        </form>
      </div>
    </main>
  );
}
