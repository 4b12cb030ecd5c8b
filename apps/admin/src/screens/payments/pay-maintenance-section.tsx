import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmSwitchDialog } from '../../lib/ui';
import { PAYMENT_DESK_KEY } from './api/get-payment-desk';
import { setPayMaintenance } from './api/set-pay-maintenance';
import styles from './payments.module.css';

/** Props of PayMaintenanceSection. */
export interface PayMaintenanceSectionProps {
  /** Whether pay maintenance is on now. */
  enabled: boolean;
}

/**
 * The pay maintenance switch: while on, every deposit and withdrawal answers PAY_MAINTENANCE (-1119).
 * Turning it either way asks for a confirmation first, since it stops or restarts every player's payments.
 */
export function PayMaintenanceSection({ enabled }: PayMaintenanceSectionProps) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  /** The state the open confirmation would switch to; undefined while it is closed. */
  const [confirming, setConfirming] = useState<boolean>();
  const [done, setDone] = useState('');
  const change = useMutation({
    mutationFn: setPayMaintenance,
    onSuccess: (now) => {
      setConfirming(undefined);
      setDone(t(now ? 'maintenance.turnedOn' : 'maintenance.turnedOff'));
      void queryClient.invalidateQueries({ queryKey: PAYMENT_DESK_KEY });
    },
  });

  return (
    <section className={`card ${styles.section}`} aria-labelledby="payments-maintenance-title">
      <div className={styles.maintenance}>
        <div className={styles.maintenanceState}>
          <h2 id="payments-maintenance-title" className={styles.maintenanceTitle}>
            {t('maintenance.title')}{' '}
            <span className={`badge ${enabled ? 'badge-warn' : 'badge-ok'}`}>
              {enabled ? t('maintenance.on') : t('maintenance.off')}
            </span>
          </h2>
          <p className={styles.hint}>{enabled ? t('maintenance.stateOn') : t('maintenance.stateOff')}</p>
        </div>
        <button
          type="button"
          className={`btn ${enabled ? 'btn-primary' : 'btn-danger'}`}
          onClick={() => {
            change.reset();
            setDone('');
            setConfirming(!enabled);
          }}
        >
          {enabled ? t('maintenance.turnOff') : t('maintenance.turnOn')}
        </button>
      </div>
      <p className={styles.done} role="status">
        {done}
      </p>
      {confirming !== undefined ? (
        <ConfirmSwitchDialog
          title={t(confirming ? 'maintenance.confirmOnTitle' : 'maintenance.confirmOffTitle')}
          description={t(confirming ? 'maintenance.confirmOn' : 'maintenance.confirmOff')}
          confirmLabel={t(confirming ? 'maintenance.confirmOnButton' : 'maintenance.confirmOffButton')}
          danger={confirming}
          pending={change.isPending}
          error={change.error}
          onConfirm={() => change.mutate(confirming)}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
    </section>
  );
}
