import type { RefObject } from 'react';

import type { SmsCodeSendHandlers } from '../../../lib/phone/use-sms-code-sender';
import { errorsFromEnvelope, type AuthErrors } from './auth-form-errors';

/**
 * How the two-step SMS forms (login, password reset) show each outcome of "send code": a bad phone under
 * the phone field with the cursor back in it, earlier errors cleared while the send is under way, a
 * refusal where errorsFromEnvelope puts it, and the cursor in the code field once a code is on its way.
 */
export function codeStepHandlers(
  t: (key: string) => string,
  setErrors: (errors: AuthErrors) => void,
  phoneRef: RefObject<HTMLInputElement | null>,
  codeRef: RefObject<HTMLInputElement | null>,
): SmsCodeSendHandlers {
  return {
    onInvalidPhone: (problemKey) => {
      setErrors({ fields: { phone: t(problemKey) } });
      phoneRef.current?.focus();
    },
    onSending: () => setErrors({ fields: {} }),
    onRefused: (answer) => setErrors(errorsFromEnvelope(answer)),
    // The code field appears with this render: move the cursor there on the next frame.
    onSent: () => requestAnimationFrame(() => codeRef.current?.focus()),
  };
}
