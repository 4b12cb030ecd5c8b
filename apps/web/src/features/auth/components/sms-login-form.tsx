import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ONE_TIME_CODE_PATTERN, OneTimeCodeField } from '../../../components/ui/code-field';
import { TextField } from '../../../components/ui/text-field';
import { useSmsCodeSender } from '../../../lib/phone/use-sms-code-sender';
import { useUiStore } from '../../../lib/ui-store';
import { sendSmsLoginCode } from '../api/send-sms-login-code';
import { smsLogin, smsLoginInputSchema } from '../api/sms-login';
import { errorsFromEnvelope, errorsFromIssues } from './auth-form-errors';
import type { AuthErrors } from './auth-form-errors';
import styles from './auth-form.module.css';
import { codeStepHandlers } from './code-step-handlers';
import smsStyles from './sms-login-form.module.css';

const NO_ERRORS: AuthErrors = { fields: {} };

/** The heading id and the way back to the password form. */
export interface SmsLoginFormProps {
  /** Id for the heading, which names the surrounding dialog. */
  titleId: string;
  /** Shows the password form instead. */
  onUsePassword: () => void;
}

/**
 * Login by SMS code in two steps: the phone (checked by the §5 rule before anything is sent) and "send
 * code"; then the six-digit code, login, and "send a new code" after a countdown. Enter does each step's action.
 */
export function SmsLoginForm({ titleId, onUsePassword }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const closeLogin = useUiStore((state) => state.closeLogin);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<AuthErrors>(NO_ERRORS);
  const [loggingIn, setLoggingIn] = useState(false);
  const codeSender = useSmsCodeSender({ requestCode: (typed) => sendSmsLoginCode({ phone: typed }) });
  const { sentTo, sending, secondsLeft: resendIn } = codeSender;
  const pending = sending || loggingIn;

  useEffect(() => {
    phoneRef.current?.focus();
  }, []);

  function changePhone(value: string) {
    setPhone(value);
    setErrors((current) => ({ fields: { ...current.fields, phone: undefined } }));
  }

  function changeCode(value: string) {
    setCode(value);
    setErrors((current) => ({ fields: { ...current.fields, code: undefined } }));
  }

  async function sendCode() {
    if (loggingIn) return;
    await codeSender.send(phone, codeStepHandlers(t, setErrors, phoneRef, codeRef));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (sentTo === null) {
      await sendCode();
      return;
    }
    if (!ONE_TIME_CODE_PATTERN.test(code)) {
      setErrors({ fields: { code: t('SMS_LOGIN_CODE_SIX_DIGITS') } });
      codeRef.current?.focus();
      return;
    }
    const parsed = smsLoginInputSchema.safeParse({ phone: phone.trim(), code });
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues, 'phone'));
      return;
    }
    setErrors(NO_ERRORS);
    setLoggingIn(true);
    const envelope = await smsLogin(parsed.data);
    setLoggingIn(false);
    if (envelope.status !== 0) {
      setErrors(errorsFromEnvelope(envelope));
      return;
    }
    closeLogin();
  }

  const sendLabel = sending
    ? t('PLEASE_WAIT')
    : resendIn > 0
      ? t('SMS_LOGIN_RESEND_IN', { seconds: resendIn })
      : sentTo === null
        ? t('SMS_LOGIN_SEND')
        : t('SMS_LOGIN_RESEND');

  return (
    <>
      <h2 id={titleId} className={styles.title}>
        {t('SMS_LOGIN_TITLE')}
      </h2>
      <p className={styles.subtitle}>{t('SMS_LOGIN_SUBTITLE')}</p>

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
          onChange={(event) => changePhone(event.target.value)}
          error={errors.fields.phone}
          data-testid="sms-login-phone"
          data-autofocus
        />

        {sentTo !== null ? (
          <>
            <p className={smsStyles.sent} role="status" data-testid="sms-login-sent">
              {t('SMS_LOGIN_SENT', { phone: sentTo })}
            </p>
            <OneTimeCodeField
              ref={codeRef}
              label={t('SMS_LOGIN_CODE')}
              value={code}
              onChange={changeCode}
              error={errors.fields.code}
              testId="sms-login-code"
            />
          </>
        ) : null}

        {errors.form ? (
          <p className={styles.formError} role="alert" data-testid="sms-login-error">
            {errors.form}
          </p>
        ) : null}

        {sentTo === null ? (
          <Button type="submit" block disabled={pending} aria-busy={sending} data-testid="sms-login-send">
            {sendLabel}
          </Button>
        ) : (
          <>
            <Button
              type="submit"
              block
              disabled={pending}
              aria-busy={loggingIn}
              data-testid="sms-login-submit"
            >
              {loggingIn ? t('PLEASE_WAIT') : t('LOG_IN')}
            </Button>
            <Button
              variant="secondary"
              block
              disabled={pending || resendIn > 0}
              aria-busy={sending}
              onClick={() => void sendCode()}
              data-testid="sms-login-send"
            >
              {sendLabel}
            </Button>
          </>
        )}
      </form>

      <p className={styles.switch}>
        {t('SMS_LOGIN_PASSWORD_PROMPT')}{' '}
        <button
          type="button"
          className={styles.switchButton}
          onClick={onUsePassword}
          data-testid="sms-login-use-password"
        >
          {t('SMS_LOGIN_USE_PASSWORD')}
        </button>
      </p>
    </>
  );
}
