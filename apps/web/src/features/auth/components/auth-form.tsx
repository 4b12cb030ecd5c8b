import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Envelope } from '@casino/contracts';

import { Button } from '../../../components/ui/button';
import { ONE_TIME_CODE_PATTERN } from '../../../components/ui/code-field';
import { TextField } from '../../../components/ui/text-field';
import { useStartupSettings } from '../../../lib/site/use-startup-settings';
import { readLocal } from '../../../lib/storage/local-storage';
import { useUiStore } from '../../../lib/ui-store';
import type { AuthMode } from '../../../lib/ui-store';
import { login, loginInputSchema } from '../api/login';
import { buildRegisterRequest, register, registerInputSchema } from '../api/register';
import { errorsFromEnvelope, errorsFromIssues } from './auth-form-errors';
import type { AuthErrors, AuthField } from './auth-form-errors';
import styles from './auth-form.module.css';
import { DepositLimitChoice, depositLimitOf, type DepositLimitPeriod } from './deposit-limit-choice';
import { emptyIdentityFields, IdentityFields } from './identity-fields';
import { RegisterCodeFields } from './register-code-fields';

type Identity = 'username' | 'phone';

const NO_ERRORS: AuthErrors = { fields: {} };

/** Which form, and the heading id that names the dialog. */
export interface AuthFormProps {
  /** Which form to show. */
  mode: AuthMode;
  /** Id for the heading, which names the surrounding dialog. */
  titleId: string;
  /** Shows the SMS-code login instead; the way there appears only when given (SMS login switched on). */
  onUseSmsCode?: (() => void) | undefined;
  /** Shows the password reset by SMS; the "Forgot password?" link appears only when given. */
  onForgotPassword?: (() => void) | undefined;
}

/**
 * The login or register form. Validates with the contracts schemas before sending, then shows the
 * server's answer inline (translated, under the field it concerns). Enter submits. With SMS registration
 * on (smsConfig.enableRegister) the register form asks for a username, the phone and the code texted to it;
 * where the visitor's market asks for identity (registration.identity 'cpf') also the CPF, the full name
 * and the birth date.
 */
export function AuthForm({ mode, titleId, onUseSmsCode, onForgotPassword }: AuthFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closeLogin = useUiStore((state) => state.closeLogin);
  const openLogin = useUiStore((state) => state.openLogin);
  const startup = useStartupSettings();
  const identityRef = useRef<HTMLInputElement>(null);
  const [identity, setIdentity] = useState<Identity>('username');
  const [values, setValues] = useState({
    username: '',
    phone: '',
    password: '',
    promoCode: '',
    code: '',
    cpf: '',
    fullName: '',
    birthDate: '',
    depositLimitPeriod: '' as DepositLimitPeriod,
    depositLimit: '',
  });
  const [errors, setErrors] = useState<AuthErrors>(NO_ERRORS);
  const [pending, setPending] = useState(false);

  const isRegister = mode === 'register';
  const inviteCode = isRegister ? readLocal('InvitedCode') : null;
  const promoCodeEnabled = isRegister && (startup.data?.enableRegisterPromoCode ?? false);
  const smsRegister = isRegister && (startup.data?.smsConfig?.enableRegister ?? false);
  const identityRequired = isRegister && startup.data?.registration?.identity === 'cpf';
  const minimumAge = startup.data?.registration?.minimumAge ?? 18;
  const typedIdentity = { cpf: values.cpf, fullName: values.fullName, birthDate: values.birthDate };
  const limitRequired = isRegister && (startup.data?.registration?.limitsAtRegistration ?? false);
  const chosenLimit = depositLimitOf(values);
  const registrant = {
    ...(identityRequired ? typedIdentity : {}),
    ...(limitRequired ? { depositLimit: chosenLimit } : {}),
  };

  /** The fields a registration must not leave empty where the market asks for them. */
  function emptyRegistrantFields(): AuthErrors['fields'] {
    const empty: AuthErrors['fields'] = identityRequired ? emptyIdentityFields(typedIdentity, t) : {};
    if (limitRequired && chosenLimit === undefined) empty.depositLimit = t('DEPOSIT_LIMIT_REQUIRED');
    return empty;
  }

  // A switch between login and register mounts a new form: put the cursor in its first field again.
  useEffect(() => {
    identityRef.current?.focus();
  }, []);

  function change(field: AuthField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ fields: { ...current.fields, [field]: undefined } }));
  }

  function switchIdentity(next: Identity) {
    setIdentity(next);
    setErrors(NO_ERRORS);
  }

  async function submitBySms() {
    const empty: AuthErrors = { fields: {} };
    if (!values.username.trim()) empty.fields.username = t('FIELD_REQUIRED');
    if (!values.phone.trim()) empty.fields.phone = t('FIELD_REQUIRED');
    if (!ONE_TIME_CODE_PATTERN.test(values.code)) empty.fields.code = t('SMS_LOGIN_CODE_SIX_DIGITS');
    if (!values.password) empty.fields.password = t('FIELD_REQUIRED');
    Object.assign(empty.fields, emptyRegistrantFields());
    if (Object.keys(empty.fields).length > 0) {
      setErrors(empty);
      return;
    }
    const parsed = registerInputSchema.safeParse(
      buildRegisterRequest(
        {
          username: values.username.trim(),
          phone: values.phone.trim(),
          smsCode: values.code,
          password: values.password,
          promoCode: values.promoCode,
          ...registrant,
        },
        promoCodeEnabled,
      ),
    );
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, null));
      return;
    }
    const request = parsed.data;
    await send(() => register(request));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (smsRegister) {
      await submitBySms();
      return;
    }
    const typed = identity === 'username' ? values.username.trim() : values.phone.trim();
    const empty: AuthErrors = { fields: {} };
    if (!typed) empty.fields[identity] = t('FIELD_REQUIRED');
    if (!values.password) empty.fields.password = t('FIELD_REQUIRED');
    if (isRegister) Object.assign(empty.fields, emptyRegistrantFields());
    if (Object.keys(empty.fields).length > 0) {
      setErrors(empty);
      return;
    }
    const who = identity === 'username' ? { username: typed } : { phone: typed };
    if (isRegister) {
      const parsed = registerInputSchema.safeParse(
        buildRegisterRequest(
          { ...who, password: values.password, promoCode: values.promoCode, ...registrant },
          promoCodeEnabled,
        ),
      );
      if (!parsed.success) {
        setErrors(errorsFromIssues(parsed.error.issues, identity));
        return;
      }
      const request = parsed.data;
      await send(() => register(request));
      return;
    }
    const parsed = loginInputSchema.safeParse({ ...who, password: values.password });
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, identity));
      return;
    }
    const request = parsed.data;
    await send(() => login(request));
  }

  /** Sends a checked login or registration; closes the modal on success, shows the refusal otherwise. */
  async function send(call: () => Promise<Envelope>) {
    setErrors(NO_ERRORS);
    setPending(true);
    const envelope = await call();
    setPending(false);
    if (envelope.status !== 0) {
      setErrors(errorsFromEnvelope(envelope));
      return;
    }
    const { jumpPathAfterRegister, setUi } = useUiStore.getState();
    closeLogin();
    if (isRegister && jumpPathAfterRegister) {
      setUi({ jumpPathAfterRegister: null });
      await navigate(jumpPathAfterRegister);
    }
  }

  return (
    <>
      <h2 id={titleId} className={styles.title}>
        {isRegister ? t('REGISTER_TITLE') : t('LOGIN_TITLE')}
      </h2>
      <p className={styles.subtitle}>{isRegister ? t('REGISTER_SUBTITLE') : t('LOGIN_SUBTITLE')}</p>

      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {smsRegister ? null : (
          <div className={styles.toggle} role="group" aria-label={t('IDENTITY_TYPE')}>
            {(['username', 'phone'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={styles.toggleOption}
                aria-pressed={identity === option}
                onClick={() => switchIdentity(option)}
                data-testid={`auth-identity-${option}`}
              >
                {option === 'username' ? t('USERNAME') : t('PHONE')}
              </button>
            ))}
          </div>
        )}

        {smsRegister || identity === 'username' ? (
          <TextField
            key="username"
            label={t('USERNAME')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('USERNAME_PLACEHOLDER')}
            value={values.username}
            onChange={(event) => change('username', event.target.value)}
            error={errors.fields.username}
            hint={isRegister ? t('USERNAME_HINT') : undefined}
            data-testid="auth-username"
            ref={identityRef}
            data-autofocus
          />
        ) : null}

        {smsRegister || identity === 'phone' ? (
          <TextField
            key="phone"
            label={t('PHONE')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('PHONE_PLACEHOLDER')}
            value={values.phone}
            onChange={(event) => change('phone', event.target.value)}
            error={errors.fields.phone}
            hint={smsRegister ? t('REGISTER_PHONE_HINT') : undefined}
            data-testid="auth-phone"
            ref={smsRegister ? undefined : identityRef}
            data-autofocus={smsRegister ? undefined : true}
          />
        ) : null}

        {smsRegister ? (
          <RegisterCodeFields
            phone={values.phone}
            code={values.code}
            codeError={errors.fields.code}
            onCodeChange={(digits) => change('code', digits)}
            onErrors={setErrors}
            disabled={pending}
          />
        ) : null}

        <TextField
          label={t('PASSWORD')}
          name="password"
          type="password"
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          placeholder={t('PASSWORD_PLACEHOLDER')}
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          error={errors.fields.password}
          hint={isRegister ? t('PASSWORD_HINT') : undefined}
          data-testid="auth-password"
        />

        {identityRequired ? (
          <IdentityFields
            values={typedIdentity}
            errors={errors.fields}
            minimumAge={minimumAge}
            onChange={change}
          />
        ) : null}

        {limitRequired ? (
          <DepositLimitChoice values={values} error={errors.fields.depositLimit} onChange={change} />
        ) : null}

        {!isRegister && onForgotPassword ? (
          <p className={styles.forgot}>
            <button
              type="button"
              className={styles.switchButton}
              onClick={onForgotPassword}
              data-testid="auth-forgot-password"
            >
              {t('FORGOT_PASSWORD')}
            </button>
          </p>
        ) : null}

        {inviteCode ? (
          <TextField label={t('INVITE_CODE')} value={inviteCode} readOnly data-testid="auth-invite-code" />
        ) : null}

        {promoCodeEnabled ? (
          <TextField
            label={t('PROMO_CODE_OPTIONAL')}
            name="promoCode"
            autoCapitalize="characters"
            value={values.promoCode}
            onChange={(event) => change('promoCode', event.target.value)}
            error={errors.fields.promoCode}
            data-testid="auth-promo-code"
          />
        ) : null}

        {errors.form ? (
          <p className={styles.formError} role="alert" data-testid="auth-error">
            {errors.form}
          </p>
        ) : null}

        <Button type="submit" block disabled={pending} aria-busy={pending} data-testid="auth-submit">
          {pending ? t('PLEASE_WAIT') : isRegister ? t('CREATE_ACCOUNT') : t('LOG_IN')}
        </Button>

        {isRegister ? <p className={styles.notice}>{t('REGISTER_AGE_NOTICE')}</p> : null}
        <p className={styles.notice} data-testid="auth-risk-warning">
          {t(isRegister ? 'RISK_WARNING' : 'LOGIN_RISK_WARNING')}
        </p>

        {!isRegister && onUseSmsCode ? (
          <>
            <p className={styles.divider}>{t('SMS_LOGIN_OR')}</p>
            <Button variant="secondary" block onClick={onUseSmsCode} data-testid="auth-use-sms">
              {t('SMS_LOGIN_OPEN')}
            </Button>
          </>
        ) : null}
      </form>

      <p className={styles.switch}>
        {isRegister ? t('HAVE_ACCOUNT') : t('NO_ACCOUNT')}{' '}
        <button
          type="button"
          className={styles.switchButton}
          onClick={() => openLogin(isRegister ? 'login' : 'register')}
          data-testid="auth-switch-mode"
        >
          {isRegister ? t('LOG_IN') : t('REGISTER')}
        </button>
      </p>
    </>
  );
}
