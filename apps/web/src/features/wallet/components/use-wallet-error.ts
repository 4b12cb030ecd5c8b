import { STATUS } from '@casino/contracts';
import { useTranslation } from 'react-i18next';

import { ApiStatusError } from '../../../lib/api/api-error';
import { translateServerMessage } from '../../../lib/i18n/server-message';

/** Statuses the wallet explains in its own words, closer to the screen than the server's general text. */
const STATUS_TEXT_KEYS: ReadonlyMap<number, string> = new Map([
  [STATUS.PAY_MAINTENANCE, 'WALLET_PAY_MAINTENANCE'],
  [STATUS.KYC_REQUIRED, 'WALLET_KYC_REQUIRED'],
  [STATUS.TWO_FACTOR_REQUIRED, 'WALLET_TWO_FACTOR_REQUIRED'],
  [STATUS.WITHDRAW_INFO_REQUIRED, 'WALLET_WITHDRAW_INFO_REQUIRED'],
]);

/** The server's message key; ApiStatusError writes `status <n>` when the answer had none. */
function messageKeyOf(error: ApiStatusError): string | undefined {
  return error.message === `status ${error.status}` ? undefined : error.message;
}

/** Turns a failed wallet call into the sentence to show (the server's message key, translated). */
export function useWalletError(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (!(error instanceof ApiStatusError)) return t('REQUEST_FAILED');
    const key = messageKeyOf(error);
    const own = STATUS_TEXT_KEYS.get(error.status);
    if (own) return t(own);
    return translateServerMessage(error.status, key, error.extra);
  };
}
