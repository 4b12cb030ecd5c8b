import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { ONE_TIME_CODE_PATTERN, OneTimeCodeField } from '../../../components/ui/code-field';
import { SendCodeButton } from '../../../components/ui/send-code-button';
import { TextField } from '../../../components/ui/text-field';
import { refusalText } from '../../../lib/api/refusal-text';
import { translateServerMessage } from '../../../lib/i18n/server-message';
import { useSmsCodeSender } from '../../../lib/phone/use-sms-code-sender';
import { getUserInfo } from '../../../lib/session/get-user-info';
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
  // A stored phone carries its country code: typed back with "+", it is read as it is.
  const [typed, setTyped] = useState(phone !== null && !verified ? `+${phone}` : '');
  const [code, setCode] = useState('');
  const [phoneProblem, setPhoneProblem] = useState<string | undefined>();
  const [sendRefusal, setSendRefusal] = useState<string | undefined>();
  const codeSender = useSmsCodeSender({ requestCode: sendPhoneCode });
  const { sentTo } = codeSender;

  const verify = useMutation({
    mutationFn: (input: { phone: string; code: string }) => verifyPhone(input.phone, input.code),
    onSuccess: async () => {
      codeSender.forget();
      setCode('');
      setTyped('');
      await getUserInfo();
    },
  });

  function sendCode() {
    return codeSender.send(typed, {
      onInvalidPhone: (problemKey) => setPhoneProblem(t(problemKey)),
      onSending: () => {
        setPhoneProblem(undefined);
        setSendRefusal(undefined);
        verify.reset();
      },
      onRefused: ({ status, message, extra }) =>
        setSendRefusal(translateServerMessage(status, message, extra)),
    });
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
          if (sentTo === null) void sendCode();
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
            setSendRefusal(undefined);
            setPhoneProblem(undefined);
            codeSender.forget();
          }}
          error={phoneProblem ?? (sentTo === null ? sendRefusal : undefined)}
          data-testid="account-phone-input"
        />
        <SendCodeButton
          secondsLeft={codeSender.secondsLeft}
          pending={codeSender.sending}
          sent={sentTo !== null}
          onSend={() => void sendCode()}
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
