import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmSwitchDialog } from '../../lib/ui';
import { setSiteMaintenance } from './api/set-site-maintenance';
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
        <ConfirmSwitchDialog
          title={t(confirming ? 'maintenance.confirmOnTitle' : 'maintenance.confirmOffTitle')}
          description={t(confirming ? 'maintenance.confirmOn' : 'maintenance.confirmOff')}
          confirmLabel={t(confirming ? 'maintenance.turnOn' : 'maintenance.turnOff')}
          danger={confirming}
          pending={change.isPending}
          error={change.error}
          onConfirm={() => change.mutate(confirming)}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
    </fieldset>
  );
}
