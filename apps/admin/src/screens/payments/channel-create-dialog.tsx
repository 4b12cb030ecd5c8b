import type { PaymentChannelAdmin } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog, DialogActions } from '../../lib/dialog';
import { SelectField } from '../../lib/select-field';
import { ErrorBanner, Field } from '../../lib/ui';
import { createPaymentChannel, type PaymentChannelCreate } from './api/create-payment-channel';
import { ChannelFields } from './channel-fields';
import {
  channelCreateOf,
  newChannelDraft,
  refusedFieldOf,
  type FormErrors,
  type NewChannelDraft,
} from './payment-forms';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { useFormErrorText } from './use-form-error-text';

/** Props of ChannelCreateDialog. */
export interface ChannelCreateDialogProps {
  /** The providers installed on this server; the first is preselected. */
  providers: readonly string[];
  /** The site's enabled currencies; the first is preselected. */
  currencies: readonly string[];
  /** The order the new channel starts with (after the existing ones). */
  sortOrder: number;
  /** Called with the channel as the server stored it. */
  onCreated: (channel: PaymentChannelAdmin) => void;
  /** Called on Cancel and Escape. */
  onClose: () => void;
}

/** A modal adding a deposit channel: its id, provider and currency, then the fields an edit can change. */
export function ChannelCreateDialog({
  providers,
  currencies,
  sortOrder,
  onCreated,
  onClose,
}: ChannelCreateDialogProps) {
  const { t } = useTranslation('payments');
  const errorText = useFormErrorText();
  const [draft, setDraft] = useState<NewChannelDraft>(() =>
    newChannelDraft(providers[0] ?? '', currencies[0] ?? '', sortOrder),
  );
  const [errors, setErrors] = useState<FormErrors<NewChannelDraft>>({});
  const create = useMutation({
    mutationFn: (channel: PaymentChannelCreate) => createPaymentChannel(channel),
    onSuccess: onCreated,
  });
  const refused = refusedFieldOf(create.error);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, errors);
  useFocusFirstInvalid(form, create.error);
  const set = (change: Partial<NewChannelDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = channelCreateOf(draft);
    setErrors(checked.errors ?? {});
    if (!checked.errors) create.mutate(checked.request);
  };

  return (
    <Dialog title={t('channels.addTitle')} onClose={onClose}>
      <form ref={form} className="dialog-form" onSubmit={submit} noValidate>
        <Field
          label={t('fields.id')}
          hint={t('hints.id')}
          value={draft.id}
          maxLength={40}
          required
          autoComplete="off"
          spellCheck={false}
          error={errorText(errors.id)}
          aria-invalid={errors.id || refused === 'id' ? true : undefined}
          onChange={(event) => set({ id: event.target.value })}
        />
        <SelectField
          label={t('fields.provider')}
          hint={t('hints.provider')}
          options={providers.map((provider) => ({ value: provider, label: provider }))}
          value={draft.provider}
          error={errorText(errors.provider)}
          invalid={refused === 'provider'}
          onChange={(event) => set({ provider: event.target.value })}
        />
        <SelectField
          label={t('fields.currency')}
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
          value={draft.currencyId}
          error={errorText(errors.currencyId)}
          invalid={refused === 'currencyId'}
          onChange={(event) => set({ currencyId: event.target.value })}
        />
        <ChannelFields
          draft={draft}
          onChange={set}
          errors={errors}
          refused={refused}
          currencyId={draft.currencyId}
        />
        <ErrorBanner error={create.error} />
        <DialogActions pending={create.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
