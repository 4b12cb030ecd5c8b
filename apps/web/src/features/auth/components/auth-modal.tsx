import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SMS_LOGIN_SWITCH } from '@casino/contracts';

import { Modal } from '../../../components/ui/modal';
import { useStartupSettings } from '../../../lib/site/use-startup-settings';
import { useUiStore } from '../../../lib/ui-store';
import type { AuthMode } from '../../../lib/ui-store';
import { AuthForm } from './auth-form';
import { PasswordResetForm } from './password-reset-form';
import { SmsLoginForm } from './sms-login-form';

/** The login form shown: by password, by SMS code, or the password reset by SMS. */
type LoginView = 'password' | 'sms' | 'reset';

/** Which form the modal opens with. */
export interface AuthModalProps {
  /** Which form to show. */
  mode: AuthMode;
}

/**
 * The login / register modal. The dialog stays open across a switch between the forms (password login,
 * SMS-code login, password reset, register); the form itself is new each time, so no value or error
 * carries over. Escape, × and the backdrop close it. SMS login and "Forgot password?" are offered only
 * while the site has them switched on.
 */
export function AuthModal({ mode }: AuthModalProps) {
  const { t } = useTranslation();
  const closeLogin = useUiStore((state) => state.closeLogin);
  const titleId = useId();
  const startup = useStartupSettings();
  const [view, setView] = useState<LoginView>('password');
  const smsLoginEnabled = startup.data?.enabledSmsConfigs?.includes(SMS_LOGIN_SWITCH) ?? false;
  const resetEnabled = startup.data?.smsConfig?.enableForgetPassword ?? false;
  const usePassword = () => setView('password');
  return (
    <Modal onClose={closeLogin} labelledBy={titleId} closeLabel={t('CLOSE')} testId="auth-modal">
      {mode === 'login' && smsLoginEnabled && view === 'sms' ? (
        <SmsLoginForm titleId={titleId} onUsePassword={usePassword} />
      ) : mode === 'login' && resetEnabled && view === 'reset' ? (
        <PasswordResetForm titleId={titleId} onBackToLogin={usePassword} />
      ) : (
        <AuthForm
          key={mode}
          mode={mode}
          titleId={titleId}
          onUseSmsCode={smsLoginEnabled ? () => setView('sms') : undefined}
          onForgotPassword={resetEnabled ? () => setView('reset') : undefined}
        />
      )}
    </Modal>
  );
}
