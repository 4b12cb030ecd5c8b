import type { WithdrawLimitAdmin } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PAYMENT_DESK_KEY } from './api/get-payment-desk';
import styles from './payments.module.css';
import { WithdrawLimitDialog } from './withdraw-limit-dialog';
import { WithdrawLimitTable, type CurrencyLimitRow } from './withdraw-limit-table';

/** Props of WithdrawLimitsSection. */
export interface WithdrawLimitsSectionProps {
  limits: readonly WithdrawLimitAdmin[];
  /** The providers installed on this server. */
  providers: readonly string[];
  /** The site's enabled currencies: those without limits get a row to set them. */
  currencies: readonly string[];
}

/** The withdrawal limits per currency, each set in a dialog; a currency without limits offers no withdrawals. */
export function WithdrawLimitsSection({ limits, providers, currencies }: WithdrawLimitsSectionProps) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CurrencyLimitRow>();
  const [done, setDone] = useState('');
  const rows = useMemo<CurrencyLimitRow[]>(
    () => [
      ...limits.map((limit) => ({ currencyId: limit.currencyId, limit })),
      ...currencies
        .filter((currencyId) => !limits.some((limit) => limit.currencyId === currencyId))
        .map((currencyId) => ({ currencyId, limit: undefined })),
    ],
    [limits, currencies],
  );
  const onEdit = useCallback((row: CurrencyLimitRow) => {
    setDone('');
    setEditing(row);
  }, []);

  return (
    <section className={styles.section} aria-labelledby="payments-limits-title">
      <div>
        <h2 id="payments-limits-title" className={styles.sectionTitle}>
          {t('limits.title')}
        </h2>
        <p className={styles.hint}>{t('limits.hint')}</p>
      </div>
      <p className={styles.done} role="status">
        {done}
      </p>
      <WithdrawLimitTable rows={rows} onEdit={onEdit} />
      {editing ? (
        <WithdrawLimitDialog
          currencyId={editing.currencyId}
          limit={editing.limit}
          providers={providers}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            setDone(t('limits.saved', { currency: editing.currencyId }));
            void queryClient.invalidateQueries({ queryKey: PAYMENT_DESK_KEY });
          }}
        />
      ) : null}
    </section>
  );
}
