import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ONE_TIME_CODE_PATTERN, OneTimeCodeField } from '../../../components/ui/code-field';
import { SendCodeButton } from '../../../components/ui/send-code-button';
import { TextField } from '../../../components/ui/text-field';
import { refusalText } from '../../../lib/api/refusal-text';
import { useResendCountdown } from '../../../lib/hooks/use-resend-countdown';
import { smsPhoneProblem } from '../../../lib/phone/sms-phone-problem';
import { getUserInfo } from '../../../lib/session/get-user-info';
import { useStartupSettings } from '../../../lib/site/use-startup-settings';
import { sendPhoneCode, verifyPhone } from '../api/account-api';
import styles from './account-page.module.css';
import { Section } from './account-section';

/** The account's phone as the user record has it. */
export interface PhoneSectionProps {
  /** The stored phone (digits with the country code), null when the account has none. */
  phone: string | null;
  /** Whether the owner proved the phone with a code (`phoneChecked`). */
  verified: boolean;
}

/**
 * The account's phone and whether it is verified; verify it, or change it, with a code texted to the
 * phone: "send code", then the code and "verify". The user record is read again once it is verified.
 */
export function PhoneSection({ phone, verified }: PhoneSectionProps) {
  const { t } = useTranslation();
  const startup = useStartupSettings();
  // A stored phone carries its country code: typed back with "+", it is read as it is.
  const [typed, setTyped] = useState(phone !== null && !verified ? `+${phone}` : '');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [phoneProblem, setPhoneProblem] = useState<string | undefined>();
  const [resendIn, restartCountdown] = useResendCountdown();
  const countryPhoneCode =
    startup.data?.countries.find((country) => country.id === startup.data?.countryId)?.phoneCode ?? '';

  const send = useMutation({
    mutationFn: sendPhoneCode,
    onSuccess: (_answer, sent) => {
      setSentTo(sent);
      restartCountdown();
    },
  });
  const verify = useMutation({
    mutationFn: (input: { phone: string; code: string }) => verifyPhone(input.phone, input.code),
    onSuccess: async () => {
      setSentTo(null);
      setCode('');
      setTyped('');
      await getUserInfo();
    },
  });

  function sendCode() {
    const problem = smsPhoneProblem(typed, countryPhoneCode);
    setPhoneProblem(problem ? t(problem) : undefined);
    if (!problem) {
      verify.reset();
      send.mutate(typed.trim());
    }
  }

  return (
    <Section title={t('ACCOUNT_PHONE')} testId="account-phone">
      <p data-testid="account-phone-state">
        {phone === null
          ? t('ACCOUNT_PHONE_NONE')
          : verified
            ? t('ACCOUNT_PHONE_VERIFIED', { phone: `+${phone}` })
            : t('ACCOUNT_PHONE_UNVERIFIED', { phone: `+${phone}` })}
      </p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (sentTo === null) sendCode();
          else if (ONE_TIME_CODE_PATTERN.test(code)) verify.mutate({ phone: sentTo, code });
        }}
      >
        <TextField
          label={phone === null || !verified ? t('PHONE') : t('ACCOUNT_PHONE_NEW')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('PHONE_PLACEHOLDER')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            send.reset();
            setPhoneProblem(undefined);
            setSentTo(null);
          }}
          error={phoneProblem ?? (sentTo === null ? refusalText(send.error) : undefined)}
          data-testid="account-phone-input"
        />
        <SendCodeButton
          secondsLeft={resendIn}
          pending={send.isPending}
          sent={sentTo !== null}
          onSend={sendCode}
          testId="account-phone-send"
        />
        {sentTo !== null ? (
          <>
            <p className={styles.muted} role="status" data-testid="account-phone-sent">
              {t('ACCOUNT_PHONE_SENT', { phone: sentTo })}
            </p>
            <OneTimeCodeField
              label={t('SMS_LOGIN_CODE')}
              value={code}
              onChange={setCode}
              error={refusalText(verify.error)}
              testId="account-phone-code"
            />
            <Button
              type="submit"
              disabled={!ONE_TIME_CODE_PATTERN.test(code) || verify.isPending}
              data-testid="account-phone-verify"
            >
              {t('ACCOUNT_PHONE_VERIFY')}
            </Button>
          </>
        ) : null}
        {verify.isSuccess ? (
          <p role="status" data-testid="account-phone-done">
            {t('ACCOUNT_PHONE_DONE')}
          </p>
        ) : null}
      </form>
    </Section>
  );
}
