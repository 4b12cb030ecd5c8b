import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { newRequestId } from '../../../lib/api/request-id';
import { useMoney } from '../../../lib/money/use-money';
import { refreshUser } from '../../../lib/session/get-user-info';
import { createRecharge } from '../api/create-recharge';
import { getPaidList } from '../api/get-paid-list';
import { getRechargeChannels } from '../api/get-recharge-channels';
import { getRechargeOrder } from '../api/get-recharge-order';
import { useWalletStore } from '../stores/wallet-store';
import { checkAmount, parseAmountText } from '../utils/amount';
import { checkPaidList, trackPurchase } from '../utils/paid-list';
import { useWalletError } from './use-wallet-error';
import styles from './wallet.module.css';

/** Spec: the open recharge screen polls a pending order every 2 s. */
export const RECHARGE_POLL_MS = 2000;

/** Channel, amount with quick chips and limits, then the provider's payment page and the order's outcome. */
export function RechargePanel() {
  const { t } = useTranslation();
  const money = useMoney();
  const describeError = useWalletError();
  const lowBalanceNotice = useWalletStore((state) => state.lowBalanceNotice);
  const pendingOrderId = useWalletStore((state) => state.pendingOrderId);
  const setPendingOrder = useWalletStore((state) => state.setPendingOrder);
  const channels = useQuery({ queryKey: ['wallet', 'recharge-channels'], queryFn: getRechargeChannels });
  const [channelId, setChannelId] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const requestId = useRef(newRequestId('w'));

  const channel = channels.data?.find((item) => item.id === channelId) ?? channels.data?.[0];
  const amount = parseAmountText(amountText);
  const problem = channel
    ? checkAmount(amount, {
        min: channel.min,
        max: channel.max,
        decimals: money.decimals,
        format: money.format,
      })
    : null;

  const create = useMutation({
    mutationFn: createRecharge,
    onSuccess: (order) => {
      trackPurchase(order.id, getPaidList);
      setPendingOrder(order.id);
      requestId.current = newRequestId('w');
      window.open(order.payUrl, '_blank', 'noopener');
    },
  });

  const order = useQuery({
    queryKey: ['wallet', 'recharge-order', pendingOrderId],
    queryFn: () => getRechargeOrder(pendingOrderId ?? ''),
    enabled: pendingOrderId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' || query.state.data?.status === 'REFUNDING'
        ? RECHARGE_POLL_MS
        : false,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

  const paid = order.data?.status === 'PAID';
  const paidOrderId = paid ? order.data?.id : undefined;
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!paidOrderId || announced.current === paidOrderId) return;
    announced.current = paidOrderId;
    void refreshUser();
    void checkPaidList(getPaidList);
    useWalletStore.getState().setAppDownloadOpen(true);
  }, [paidOrderId]);

  function changeAmount(text: string) {
    setAmountText(text);
    requestId.current = newRequestId('w');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!channel || problem) return;
    create.mutate({ channelId: channel.id, amount, requestId: requestId.current });
  }

  function startOver() {
    setPendingOrder(null);
    create.reset();
    setAmountText('');
    setTouched(false);
  }

  if (pendingOrderId !== null && order.data) {
    const { status, payUrl } = order.data;
    return (
      <div className={styles.section} data-testid="recharge-order" data-status={status}>
        <div className={styles.summary}>
          <span className={styles.summaryLabel}>{t('WALLET_DEPOSIT_AMOUNT')}</span>
          <span className={styles.summaryValue}>{money.format(order.data.amount)}</span>
        </div>
        {status === 'PENDING' ? (
          <>
            <p className={styles.notice} role="status" data-testid="recharge-pending">
              {t('WALLET_RECHARGE_PENDING')}
            </p>
            <a
              className={styles.link}
              href={payUrl}
              target="_blank"
              rel="noopener"
              data-testid="recharge-pay-link"
            >
              {t('WALLET_OPEN_PAYMENT_PAGE')}
            </a>
          </>
        ) : null}
        {status === 'PAID' ? (
          <p className={styles.success} role="status" data-testid="recharge-success">
            {t('WALLET_RECHARGE_PAID', { balance: money.format(money.balance) })}
          </p>
        ) : null}
        {status === 'FAILED' || status === 'EXPIRED' ? (
          <p className={styles.error} role="alert" data-testid="recharge-failed">
            {t(status === 'FAILED' ? 'WALLET_RECHARGE_FAILED' : 'WALLET_RECHARGE_EXPIRED')}
          </p>
        ) : null}
        {status === 'REFUNDING' || status === 'REFUNDED' ? (
          <p className={styles.error} role="alert" data-testid="recharge-refunded">
            {t(status === 'REFUNDING' ? 'WALLET_RECHARGE_REFUNDING' : 'WALLET_RECHARGE_REFUNDED')}
          </p>
        ) : null}
        <Button
          variant={paid ? 'primary' : 'secondary'}
          block
          onClick={startOver}
          data-testid="recharge-again"
        >
          {t(status === 'PENDING' ? 'WALLET_NEW_DEPOSIT' : 'WALLET_DEPOSIT_AGAIN')}
        </Button>
      </div>
    );
  }

  if (channels.isPending) return <p className={styles.note}>{t('PLEASE_WAIT')}</p>;
  if (channels.error) {
    return (
      <p className={styles.error} role="alert">
        {describeError(channels.error)}
      </p>
    );
  }
  if (!channel) return <p className={styles.notice}>{t('WALLET_NO_CHANNELS')}</p>;

  const shownError = touched && problem ? t(problem.key, problem.values) : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="recharge-form">
      {lowBalanceNotice ? (
        <p className={styles.notice} role="status" data-testid="recharge-low-balance">
          {t('WALLET_LOW_BALANCE_NOTICE')}
        </p>
      ) : null}
      <div className={styles.summary}>
        <span className={styles.summaryLabel}>{t('BALANCE')}</span>
        <span className={styles.summaryValue} data-testid="wallet-balance">
          {money.format(money.balance)}
        </span>
      </div>
      {channels.data.length > 1 ? (
        <fieldset className={styles.chips}>
          <legend className={styles.legend}>{t('WALLET_CHANNEL')}</legend>
          {channels.data.map((item) => (
            <button
              key={item.id}
              type="button"
              className={styles.chip}
              aria-pressed={item.id === channel.id}
              onClick={() => setChannelId(item.id)}
            >
              {item.name}
            </button>
          ))}
        </fieldset>
      ) : (
        <p className={styles.note}>{t('WALLET_CHANNEL_NAMED', { name: channel.name })}</p>
      )}
      <TextField
        label={t('WALLET_DEPOSIT_AMOUNT')}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => changeAmount(event.target.value)}
        onBlur={() => setTouched(true)}
        hint={t('WALLET_LIMITS', { min: money.format(channel.min), max: money.format(channel.max) })}
        error={shownError}
        data-testid="recharge-amount"
        data-autofocus
      />
      {channel.quickAmounts.length > 0 ? (
        <fieldset className={styles.chips}>
          <legend className={styles.legend}>{t('WALLET_QUICK_AMOUNTS')}</legend>
          {channel.quickAmounts.map((quick) => (
            <button
              key={quick}
              type="button"
              className={styles.chip}
              aria-pressed={amount === quick}
              onClick={() => changeAmount(String(quick))}
              data-testid={`recharge-quick-${quick}`}
            >
              {money.format(quick)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {create.error ? (
        <p className={styles.error} role="alert" data-testid="recharge-error">
          {describeError(create.error)}
        </p>
      ) : null}
      <Button type="submit" block disabled={create.isPending} data-testid="recharge-submit">
        {create.isPending ? t('PLEASE_WAIT') : t('WALLET_PAY')}
      </Button>
      <p className={styles.note}>{t('WALLET_PAY_NOTE')}</p>
    </form>
  );
}
