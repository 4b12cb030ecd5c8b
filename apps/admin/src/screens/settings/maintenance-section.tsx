import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../lib/dialog';
import { ErrorBanner } from '../../lib/ui';
import { setSiteMaintenance } from './settings-api';
import styles from './settings.module.css';

/** Props of MaintenanceSection. */
export interface MaintenanceSectionProps {
  /** Whether the site is in maintenance now. */
  enabled: boolean;
  /** Called with the new state once the server switched it. */
  onChanged: (enabled: boolean) => void;
}

/** The site maintenance switch: turning it either way asks for a confirmation first. */
export function MaintenanceSection({ enabled, onChanged }: MaintenanceSectionProps) {
  const { t } = useTranslation('settings');
  const [confirming, setConfirming] = useState<boolean>();
  const change = useMutation({
    mutationFn: setSiteMaintenance,
    onSuccess: (now) => {
      setConfirming(undefined);
      onChanged(now);
    },
  });

  return (
    <fieldset className={styles.section}>
      <legend>{t('sections.maintenance')}</legend>
      <div className={styles.toggle}>
        <div className={styles.maintenanceRow}>
          <label className="checkbox">
            <input
              type="checkbox"
              role="switch"
              checked={enabled}
              aria-describedby="site-maintenance-hint"
              onChange={(event) => {
                change.reset();
                setConfirming(event.target.checked);
              }}
            />
            {t('maintenance.label')}
          </label>
          <span className={`badge ${enabled ? 'badge-warn' : 'badge-ok'}`}>
            {enabled ? t('maintenance.on') : t('maintenance.off')}
          </span>
        </div>
        <p id="site-maintenance-hint" className="field-hint">
          {t('maintenance.hint')}
        </p>
      </div>
      {confirming !== undefined ? (
        <Dialog
          title={t(confirming ? 'maintenance.confirmOnTitle' : 'maintenance.confirmOffTitle')}
          onClose={() => setConfirming(undefined)}
        >
          <div className="dialog-form">
            <p className="dialog-description">
              {t(confirming ? 'maintenance.confirmOn' : 'maintenance.confirmOff')}
            </p>
            <ErrorBanner error={change.error} />
            <div className="dialog-actions">
              <button
                type="button"
                className="btn"
                disabled={change.isPending}
                onClick={() => setConfirming(undefined)}
              >
                {t('common:actions.cancel')}
              </button>
              <button
                type="button"
                className={`btn ${confirming ? 'btn-danger' : 'btn-primary'}`}
                disabled={change.isPending}
                onClick={() => change.mutate(confirming)}
              >
                {t(confirming ? 'maintenance.turnOn' : 'maintenance.turnOff')}
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </fieldset>
  );
}
