import { STATUS } from '@casino/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ONE_TIME_CODE_PATTERN, OneTimeCodeField } from '../../../components/ui/code-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiStatusError } from '../../../lib/api/api-error';
import { newRequestId } from '../../../lib/api/request-id';
import { useResendCountdown } from '../../../lib/hooks/use-resend-countdown';
import { useMoney } from '../../../lib/money/use-money';
import { KYC_PAGE_PATH } from '../../../lib/navigation/account-paths';
import { refreshUser } from '../../../lib/session/get-user-info';
import { createWithdraw } from '../api/create-withdraw';
import { getWithdrawInfo } from '../api/get-withdraw-info';
import { getWithdrawRules } from '../api/get-withdraw-rules';
import { sendWithdrawCode } from '../api/send-withdraw-code';
import { useWalletStore } from '../stores/wallet-store';
import { checkAmount, floorAmount, parseAmountText } from '../utils/amount';
import { RecentWithdrawals } from './recent-withdrawals';
import { useWalletError } from './use-wallet-error';
import { WithdrawInfoForm } from './withdraw-info-form';
import styles from './wallet.module.css';

/** Balance, wagering left, amount within the limits, SMS and authenticator codes when asked, and recent requests. */
export function WithdrawPanel() {
  const { t } = useTranslation();
  const money = useMoney();
  const describeError = useWalletError();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: ['wallet', 'withdraw-info'], queryFn: getWithdrawInfo });
  const rules = useQuery({ queryKey: ['wallet', 'withdraw-rules'], queryFn: getWithdrawRules, staleTime: 0 });
  const [editingInfo, setEditingInfo] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [askTwoFactor, setAskTwoFactor] = useState(false);
  const [touched, setTouched] = useState(false);
  // After a first submit, a code that is not six digits says so under its field.
  const codeError = (code: string) =>
    touched && !ONE_TIME_CODE_PATTERN.test(code) ? t('WALLET_CODE_SIX_DIGITS') : undefined;
  const [resendLeft, startResend] = useResendCountdown();
  const requestId = useRef(newRequestId('w'));

  const sendCode = useMutation({ mutationFn: sendWithdrawCode, onSuccess: startResend });
  const create = useMutation({
    mutationFn: createWithdraw,
    onSuccess: async () => {
      requestId.current = newRequestId('w');
      setAmountText('');
      setSmsCode('');
      setGoogleCode('');
      setTouched(false);
      await Promise.all([
        refreshUser(),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'withdraw-list'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'withdraw-rules'] }),
      ]);
    },
    onError: (error) => {
      if (!(error instanceof ApiStatusError)) return;
      if (error.status === STATUS.TWO_FACTOR_REQUIRED) setAskTwoFactor(true);
      if (error.status === STATUS.WITHDRAW_INFO_REQUIRED) setEditingInfo(true);
    },
  });

  if (info.isPending || rules.isPending) return <p className={styles.note}>{t('PLEASE_WAIT')}</p>;
  const loadError = info.error ?? rules.error;
  if (loadError || !rules.data) {
    return (
      <p className={styles.error} role="alert">
        {describeError(loadError)}
      </p>
    );
  }

  if (editingInfo || !info.data) {
    return (
      <WithdrawInfoForm
        initial={info.data ?? null}
        onSaved={() => {
          setEditingInfo(false);
          create.reset();
        }}
        onCancel={info.data ? () => setEditingInfo(false) : undefined}
      />
    );
  }

  const limits = rules.data;
  const decimals = limits.withdrawDecimalLength;
  const amount = parseAmountText(amountText);
  const problem = checkAmount(amount, {
    min: limits.min,
    max: limits.max,
    decimals,
    available: money.balance,
    format: money.format,
  });
  const blockedByWagering = limits.wageringRemaining > 0;
  const needsTwoFactor = limits.needsTwoFactor || askTwoFactor;
  const codeProblem =
    (limits.needsSmsCode && !ONE_TIME_CODE_PATTERN.test(smsCode)) ||
    (needsTwoFactor && !ONE_TIME_CODE_PATTERN.test(googleCode));

  function changeAmount(text: string) {
    setAmountText(text);
    requestId.current = newRequestId('w');
  }

  function floorTyped() {
    setTouched(true);
    const typed = parseAmountText(amountText);
    if (Number.isFinite(typed) && typed > 0) {
      const floored = floorAmount(typed, decimals);
      if (floored !== typed) changeAmount(String(floored));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (blockedByWagering || problem || codeProblem) return;
    create.mutate({
      amount,
      requestId: requestId.current,
      smsCode: limits.needsSmsCode ? smsCode : undefined,
      googleCode: needsTwoFactor ? googleCode : undefined,
    });
  }

  const destination = info.data;
  return (
    <div className={styles.section}>
      <div className={styles.summary}>
        <span className={styles.summaryLabel}>{t('BALANCE')}</span>
        <span className={styles.summaryValue} data-testid="wallet-balance">
          {money.format(money.balance)}
        </span>
      </div>
      {blockedByWagering ? (
        <p className={styles.notice} role="status" data-testid="withdraw-wagering">
          {t('WALLET_WAGERING_REMAINING', { amount: money.format(limits.wageringRemaining) })}
        </p>
      ) : null}
      <div className={styles.summary}>
        <span>
          <span className={styles.summaryLabel}>{t('WALLET_PIX_DESTINATION')}</span>
          <br />
          <span data-testid="withdraw-destination">{destination.pixKey}</span>
        </span>
        <Button
          variant="ghost"
          size="small"
          onClick={() => setEditingInfo(true)}
          data-testid="withdraw-info-edit"
        >
          {t('WALLET_CHANGE')}
        </Button>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="withdraw-form">
        <TextField
          label={t('WALLET_WITHDRAW_AMOUNT')}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          disabled={blockedByWagering}
          onChange={(event) => changeAmount(event.target.value)}
          onBlur={floorTyped}
          hint={t('WALLET_LIMITS', { min: money.format(limits.min), max: money.format(limits.max) })}
          error={touched && problem && !blockedByWagering ? t(problem.key, problem.values) : undefined}
          data-testid="withdraw-amount"
          data-autofocus
        />
        {limits.needsSmsCode ? (
          <div className={styles.row}>
            <div className={styles.grow}>
              <OneTimeCodeField
                label={t('WALLET_SMS_CODE')}
                value={smsCode}
                onChange={setSmsCode}
                error={codeError(smsCode)}
                testId="withdraw-sms-code"
              />
            </div>
            <Button
              variant="secondary"
              disabled={resendLeft > 0 || sendCode.isPending || blockedByWagering}
              onClick={() => sendCode.mutate()}
              data-testid="withdraw-send-code"
            >
              {resendLeft > 0 ? t('WALLET_RESEND_IN', { seconds: resendLeft }) : t('WALLET_SEND_CODE')}
            </Button>
          </div>
        ) : null}
        {sendCode.isSuccess && resendLeft > 0 ? (
          <p className={styles.note} role="status">
            {t('WALLET_CODE_SENT')}
          </p>
        ) : null}
        {sendCode.error ? (
          <p className={styles.error} role="alert">
            {describeError(sendCode.error)}
          </p>
        ) : null}
        {needsTwoFactor ? (
          <OneTimeCodeField
            label={t('WALLET_AUTHENTICATOR_CODE')}
            value={googleCode}
            onChange={setGoogleCode}
            error={codeError(googleCode)}
            testId="withdraw-google-code"
          />
        ) : null}
        {create.error ? (
          <p className={styles.error} role="alert" data-testid="withdraw-error">
            {describeError(create.error)}
            {create.error instanceof ApiStatusError && create.error.status === STATUS.KYC_REQUIRED ? (
              <>
                {' '}
                <Link
                  to={KYC_PAGE_PATH}
                  onClick={() => useWalletStore.getState().close()}
                  data-testid="withdraw-kyc-link"
                >
                  {t('KYC_VERIFY_NOW')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        {create.isSuccess ? (
          <p className={styles.success} role="status" data-testid="withdraw-success">
            {t('WALLET_WITHDRAW_REQUESTED')}
          </p>
        ) : null}
        <Button
          type="submit"
          block
          disabled={blockedByWagering || create.isPending}
          data-testid="withdraw-submit"
        >
          {create.isPending ? t('PLEASE_WAIT') : t('WALLET_WITHDRAW')}
        </Button>
      </form>
      <RecentWithdrawals />
    </div>
  );
}
