import { useTranslation } from 'react-i18next';

import { OneTimeCodeField } from '../../../components/ui/code-field';
import { SendCodeButton } from '../../../components/ui/send-code-button';
import { useSmsCodeSender } from '../../../lib/phone/use-sms-code-sender';
import { readLocal } from '../../../lib/storage/local-storage';
import { sendRegisterCode } from '../api/send-register-code';
import { errorsFromEnvelope } from './auth-form-errors';
import type { AuthErrors } from './auth-form-errors';
import smsStyles from './sms-login-form.module.css';

/** The register form's phone and code, and where the send's problems go. */
export interface RegisterCodeFieldsProps {
  /** The phone typed in the register form. */
  phone: string;
  /** The code typed so far. */
  code: string;
  /** Translated error under the code field, if any. */
  codeError: string | undefined;
  /** Called with the digits typed into the code field. */
  onCodeChange: (digits: string) => void;
  /** Shows the errors of a send (a phone that breaks the rule, a taken phone) in the form. */
  onErrors: (errors: AuthErrors) => void;
  /** The form is submitting. */
  disabled: boolean;
}

/**
 * The SMS part of the register form (smsConfig.enableRegister): "send code" for the typed phone (checked
 * by the §5 rule first), a countdown to the next send, and the six-digit code field.
 */
export function RegisterCodeFields({
  phone,
  code,
  codeError,
  onCodeChange,
  onErrors,
  disabled,
}: RegisterCodeFieldsProps) {
  const { t } = useTranslation();
  const codeSender = useSmsCodeSender({
    requestCode: sendRegisterCode,
    // The registration reads the phone by the stored country, as the register call sends it.
    countryId: readLocal('countryId') || undefined,
  });
  const { sentTo } = codeSender;

  function sendCode() {
    return codeSender.send(phone, {
      onInvalidPhone: (problemKey) => onErrors({ fields: { phone: t(problemKey) } }),
      onSending: () => onErrors({ fields: {} }),
      onRefused: (answer) => onErrors(errorsFromEnvelope(answer)),
    });
  }

  return (
    <>
      <SendCodeButton
        secondsLeft={codeSender.secondsLeft}
        pending={codeSender.sending}
        sent={sentTo !== null}
        onSend={() => void sendCode()}
        disabled={disabled}
        testId="auth-send-code"
      />
      {sentTo !== null ? (
        <p className={smsStyles.sent} role="status" data-testid="auth-code-sent">
          {t('REGISTER_CODE_SENT', { phone: sentTo })}
        </p>
      ) : null}
      <OneTimeCodeField
        label={t('SMS_LOGIN_CODE')}
        value={code}
        onChange={onCodeChange}
        error={codeError}
        testId="auth-code"
      />
    </>
  );
}
