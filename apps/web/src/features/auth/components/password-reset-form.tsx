import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ONE_TIME_CODE_PATTERN, OneTimeCodeField } from '../../../components/ui/code-field';
import { SendCodeButton } from '../../../components/ui/send-code-button';
import { TextField } from '../../../components/ui/text-field';
import { useSmsCodeSender } from '../../../lib/phone/use-sms-code-sender';
import { passwordResetInputSchema, resetPassword } from '../api/reset-password';
import { sendPasswordResetCode } from '../api/send-password-reset-code';
import { errorsFromEnvelope, errorsFromIssues } from './auth-form-errors';
import type { AuthErrors } from './auth-form-errors';
import styles from './auth-form.module.css';
import { codeStepHandlers } from './code-step-handlers';
import smsStyles from './sms-login-form.module.css';

const NO_ERRORS: AuthErrors = { fields: {} };

/** The heading id and the way back to the login form. */
export interface PasswordResetFormProps {
  /** Id for the heading, which names the surrounding dialog. */
  titleId: string;
  /** Shows the password login form again. */
  onBackToLogin: () => void;
}

/**
 * "Forgot password" by SMS: the phone and "send code", then the code and a new password. Every session
 * of the account ends, so the player logs in again with the new password. Enter does each step's action.
 */
export function PasswordResetForm({ titleId, onBackToLogin }: PasswordResetFormProps) {
  const { t } = useTranslation();
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<AuthErrors>(NO_ERRORS);
  const [resetting, setResetting] = useState(false);
  const codeSender = useSmsCodeSender({
    requestCode: (typed) => sendPasswordResetCode({ phone: typed }),
  });
  const { sentTo, sending } = codeSender;

  useEffect(() => {
    phoneRef.current?.focus();
  }, []);

  function clearError(field: 'phone' | 'code' | 'password') {
    setErrors((current) => ({ fields: { ...current.fields, [field]: undefined } }));
  }

  async function sendCode() {
    if (resetting) return;
    await codeSender.send(phone, codeStepHandlers(t, setErrors, phoneRef, codeRef));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || resetting) return;
    if (sentTo === null) {
      await sendCode();
      return;
    }
    if (!ONE_TIME_CODE_PATTERN.test(code)) {
      setErrors({ fields: { code: t('SMS_LOGIN_CODE_SIX_DIGITS') } });
      codeRef.current?.focus();
      return;
    }
    const parsed = passwordResetInputSchema.safeParse({ phone: phone.trim(), code, password });
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, 'phone'));
      return;
    }
    setErrors(NO_ERRORS);
    setResetting(true);
    const envelope = await resetPassword(parsed.data);
    setResetting(false);
    if (envelope.status !== 0) {
      setErrors(errorsFromEnvelope(envelope));
      return;
    }
    setDone(true);
  }

  if (done) {
    return (
      <>
        <h2 id={titleId} className={styles.title}>
          {t('RESET_DONE_TITLE')}
        </h2>
        <p className={smsStyles.sent} role="status" data-testid="reset-done">
          {t('RESET_DONE')}
        </p>
        <Button block onClick={onBackToLogin} data-testid="reset-back-to-login">
          {t('LOG_IN')}
        </Button>
      </>
    );
  }

  return (
    <>
      <h2 id={titleId} className={styles.title}>
        {t('RESET_TITLE')}
      </h2>
      <p className={styles.subtitle}>{t('RESET_SUBTITLE')}</p>

      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          ref={phoneRef}
          label={t('PHONE')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('PHONE_PLACEHOLDER')}
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            clearError('phone');
          }}
          error={errors.fields.phone}
          data-testid="reset-phone"
          data-autofocus
        />

        {sentTo !== null ? (
          <>
            <p className={smsStyles.sent} role="status" data-testid="reset-sent">
              {t('RESET_SENT', { phone: sentTo })}
            </p>
            <OneTimeCodeField
              ref={codeRef}
              label={t('SMS_LOGIN_CODE')}
              value={code}
              onChange={(digits) => {
                setCode(digits);
                clearError('code');
              }}
              error={errors.fields.code}
              testId="reset-code"
            />
            <TextField
              label={t('RESET_NEW_PASSWORD')}
              name="new-password"
              type="password"
              autoComplete="new-password"
              placeholder={t('PASSWORD_PLACEHOLDER')}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                clearError('password');
              }}
              error={errors.fields.password}
              hint={t('PASSWORD_HINT')}
              data-testid="reset-password"
            />
          </>
        ) : null}

        {errors.form ? (
          <p className={styles.formError} role="alert" data-testid="reset-error">
            {errors.form}
          </p>
        ) : null}

        {sentTo !== null ? (
          <Button
            type="submit"
            block
            disabled={sending || resetting}
            aria-busy={resetting}
            data-testid="reset-submit"
          >
            {resetting ? t('PLEASE_WAIT') : t('RESET_SUBMIT')}
          </Button>
        ) : null}
        <SendCodeButton
          secondsLeft={codeSender.secondsLeft}
          pending={sending}
          sent={sentTo !== null}
          onSend={() => void sendCode()}
          disabled={resetting}
          testId="reset-send"
        />
      </form>

      <p className={styles.switch}>
        {t('RESET_REMEMBERED')}{' '}
        <button
          type="button"
          className={styles.switchButton}
          onClick={onBackToLogin}
          data-testid="reset-back"
        >
          {t('LOG_IN')}
        </button>
      </p>
    </>
  );
}
