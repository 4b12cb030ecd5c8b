import type { PaymentChannelAdmin, PaymentChannelPatch } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog, DialogActions } from '../../lib/dialog';
import { ErrorBanner } from '../../lib/ui';
import { updatePaymentChannel } from './api/update-payment-channel';
import { ChannelFields } from './channel-fields';
import {
  channelDraftOf,
  channelPatchOf,
  refusedFieldOf,
  type ChannelDraft,
  type FormErrors,
} from './payment-forms';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** Props of ChannelEditDialog. */
export interface ChannelEditDialogProps {
  channel: PaymentChannelAdmin;
  /** Called once the server took the change, or with false when nothing was changed. */
  onSaved: (changed: boolean) => void;
  /** Called on Cancel and Escape. */
  onClose: () => void;
}

/** A modal editing a channel's name, amounts, order and whether players see it; sends only what changed. */
export function ChannelEditDialog({ channel, onSaved, onClose }: ChannelEditDialogProps) {
  const { t } = useTranslation('payments');
  const [draft, setDraft] = useState<ChannelDraft>(() => channelDraftOf(channel));
  const [errors, setErrors] = useState<FormErrors<ChannelDraft>>({});
  const save = useMutation({
    mutationFn: (patch: PaymentChannelPatch) => updatePaymentChannel(channel.id, patch),
    onSuccess: () => onSaved(true),
  });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, errors);
  useFocusFirstInvalid(form, save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = channelPatchOf(channel, draft);
    setErrors(checked.errors ?? {});
    if (checked.errors) return;
    // The server refuses an empty patch; an unchanged form is simply closed.
    if (Object.keys(checked.request).length === 0) onSaved(false);
    else save.mutate(checked.request);
  };

  return (
    <Dialog title={t('channels.editTitle', { id: channel.id })} onClose={onClose}>
      <form ref={form} className="dialog-form" onSubmit={submit} noValidate>
        <p className="dialog-description">
          {t('channels.editDescription', { provider: channel.provider, currency: channel.currencyId })}
        </p>
        <ChannelFields
          draft={draft}
          onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
          errors={errors}
          refused={refusedFieldOf(save.error)}
          currencyId={channel.currencyId}
        />
        <ErrorBanner error={save.error} />
        <DialogActions pending={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
