import { useTranslation } from 'react-i18next';

import { ErrorBanner } from '../../lib/ui';
import { usePaymentDesk } from './api/get-payment-desk';
import { ChannelsSection } from './channels-section';
import { PayMaintenanceSection } from './pay-maintenance-section';
import { WithdrawLimitsSection } from './withdraw-limits-section';

/**
 * The payment desk (finance): the pay maintenance switch, the deposit channels and the withdrawal limits
 * per currency. One call loads it all; every change reloads it, so the screen shows what the server stored.
 */
export function PaymentsScreen() {
  const { t } = useTranslation('payments');
  const desk = usePaymentDesk();

  return (
    <section className="page" aria-labelledby="payments-title">
      <h1 id="payments-title">{t('title')}</h1>
      <ErrorBanner error={desk.error} onRetry={() => void desk.refetch()} />
      {desk.isPending ? <p className="muted">{t('common:app.loading')}</p> : null}
      {desk.data ? (
        <>
          <PayMaintenanceSection enabled={desk.data.payMaintenance} />
          <ChannelsSection
            channels={desk.data.channels}
            providers={desk.data.providers}
            currencies={desk.data.currencies}
          />
          <WithdrawLimitsSection
            limits={desk.data.withdrawLimits}
            providers={desk.data.providers}
            currencies={desk.data.currencies}
          />
        </>
      ) : null}
    </section>
  );
}
