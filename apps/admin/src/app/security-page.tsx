import { operatorMeSchema, operatorTotpSetupSchema } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { api } from '../lib/api';
import { OPERATOR_ME_KEY, useOperator } from '../lib/session';
import { ErrorBanner, Field } from '../lib/ui';

const TOTP_CODE = /^\d{6}$/;

/** POST /api/operator/auth/totp/setup: a new secret, shown once. */
async function startTotpSetup() {
  const { model } = await api('POST', '/auth/totp/setup');
  return operatorTotpSetupSchema.parse(model);
}

/** POST /api/operator/auth/totp/enable: confirms the secret with a first code. */
async function enableTotp(code: string) {
  const { model } = await api('POST', '/auth/totp/enable', { body: { code } });
  return operatorMeSchema.parse(model);
}

/** The operator's own sign-in security: turning on an authenticator app (TOTP). */
export function SecurityPage() {
  const { t } = useTranslation('common');
  const operator = useOperator();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  const setup = useMutation({ mutationFn: startTotpSetup });
  const enable = useMutation({
    mutationFn: enableTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATOR_ME_KEY }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setCodeInvalid(!TOTP_CODE.test(trimmed));
    if (TOTP_CODE.test(trimmed)) enable.mutate(trimmed);
  };

  return (
    <section className="page page-narrow" aria-labelledby="security-title">
      <h1 id="security-title">{t('security.title')}</h1>
      <div className="card">
        <h2>{t('security.totpHeading')}</h2>
        {enable.isSuccess ? (
          <p className="banner banner-success" role="status">
            {t('security.enabled')}
          </p>
        ) : null}
        <p>{operator?.totpEnabled ? t('security.totpOn') : t('security.totpOff')}</p>
        {!operator?.totpEnabled && !setup.data ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={setup.isPending}
            onClick={() => setup.mutate()}
          >
            {t('security.setUp')}
          </button>
        ) : null}
        <ErrorBanner error={setup.error} />
        {!operator?.totpEnabled && setup.data ? (
          <form className="stack" onSubmit={submit} noValidate>
            <p>{t('security.scan')}</p>
            <div className="qr">
              <QRCodeSVG value={setup.data.uri} size={176} role="img" aria-label={t('security.qrLabel')} />
            </div>
            <p>
              {t('security.secret')}: <code className="secret">{setup.data.secret}</code>
            </p>
            <Field
              label={t('security.code')}
              hint={t('security.codeHint')}
              error={codeInvalid ? t('security.codeInvalid') : undefined}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <ErrorBanner error={enable.error} />
            <div>
              <button type="submit" className="btn btn-primary" disabled={enable.isPending}>
                {t('security.enable')}
              </button>
            </div>
          </form>
        ) : null}
      </div>
    </section>
  );
}
