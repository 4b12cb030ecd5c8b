import type { PaymentChannelAdmin } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PAYMENT_DESK_KEY } from './api/get-payment-desk';
import { ChannelCreateDialog } from './channel-create-dialog';
import { ChannelEditDialog } from './channel-edit-dialog';
import { ChannelTable } from './channel-table';
import styles from './payments.module.css';

/** Props of ChannelsSection. */
export interface ChannelsSectionProps {
  channels: readonly PaymentChannelAdmin[];
  /** The providers installed on this server, offered for a new channel. */
  providers: readonly string[];
  /** The site's enabled currencies, offered for a new channel. */
  currencies: readonly string[];
}

/** Which dialog is open: a channel's edit, or the new channel's. */
type ChannelDialog = { kind: 'edit'; channel: PaymentChannelAdmin } | { kind: 'create' };

/** The deposit channels: each editable in a dialog, and new ones added through another. */
export function ChannelsSection({ channels, providers, currencies }: ChannelsSectionProps) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<ChannelDialog>();
  const [done, setDone] = useState('');
  const canAdd = providers.length > 0 && currencies.length > 0;
  const nextSortOrder = Math.min(9999, Math.max(0, ...channels.map((channel) => channel.sortOrder + 1)));

  const open = useCallback((next: ChannelDialog) => {
    setDone('');
    setDialog(next);
  }, []);
  const onEdit = useCallback((channel: PaymentChannelAdmin) => open({ kind: 'edit', channel }), [open]);
  const finish = (message: string) => {
    setDialog(undefined);
    setDone(message);
    void queryClient.invalidateQueries({ queryKey: PAYMENT_DESK_KEY });
  };

  return (
    <section className={styles.section} aria-labelledby="payments-channels-title">
      <div className={styles.sectionHeader}>
        <div>
          <h2 id="payments-channels-title" className={styles.sectionTitle}>
            {t('channels.title')}
          </h2>
          <p className={styles.hint}>{canAdd ? t('channels.hint') : t('channels.noProviders')}</p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!canAdd}
          onClick={() => open({ kind: 'create' })}
        >
          {t('channels.add')}
        </button>
      </div>
      <p className={styles.done} role="status">
        {done}
      </p>
      <ChannelTable channels={channels} onEdit={onEdit} />
      {dialog?.kind === 'edit' ? (
        <ChannelEditDialog
          channel={dialog.channel}
          onClose={() => setDialog(undefined)}
          onSaved={(changed) =>
            finish(t(changed ? 'channels.saved' : 'channels.nothingChanged', { id: dialog.channel.id }))
          }
        />
      ) : null}
      {dialog?.kind === 'create' ? (
        <ChannelCreateDialog
          providers={providers}
          currencies={currencies}
          sortOrder={nextSortOrder}
          onClose={() => setDialog(undefined)}
          onCreated={(channel) => finish(t('channels.created', { id: channel.id }))}
        />
      ) : null}
    </section>
  );
}
