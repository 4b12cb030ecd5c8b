import { useTranslation } from 'react-i18next';

import { Button } from './button';

/** What the "send code" button of an SMS code form knows. */
export interface SendCodeButtonProps {
  /** Seconds until another code may be asked for (from useResendCountdown); 0 when it may. */
  secondsLeft: number;
  /** A send is on its way. */
  pending: boolean;
  /** A code was sent already: the label offers a new one. */
  sent: boolean;
  /** Asks for a code. */
  onSend: () => void;
  /** Test id of the button. */
  testId: string;
  /** Disabled for another reason too (e.g. the form is submitting). */
  disabled?: boolean | undefined;
}

/** "Send code", then "Send a new code in N s" until the countdown ends, then "Send a new code". */
export function SendCodeButton({
  secondsLeft,
  pending,
  sent,
  onSend,
  testId,
  disabled,
}: SendCodeButtonProps) {
  const { t } = useTranslation();
  const label = pending
    ? t('PLEASE_WAIT')
    : secondsLeft > 0
      ? t('SMS_RESEND_CODE_IN', { seconds: secondsLeft })
      : sent
        ? t('SMS_RESEND_CODE')
        : t('SMS_SEND_CODE');
  return (
    <Button
      variant="secondary"
      block
      disabled={pending || secondsLeft > 0 || disabled === true}
      aria-busy={pending}
      onClick={onSend}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
