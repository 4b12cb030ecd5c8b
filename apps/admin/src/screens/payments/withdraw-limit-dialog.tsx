import type { WithdrawLimitAdmin, WithdrawLimitPut } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog, DialogActions } from '../../lib/dialog';
import { SelectField } from '../../lib/select-field';
import { ErrorBanner, AmountField } from '../../lib/ui';
import { putWithdrawLimit } from './api/put-withdraw-limit';
import { limitDraftOf, limitPutOf, refusedFieldOf, type FormErrors, type LimitDraft } from './payment-forms';
import styles from './payments.module.css';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { useFormErrorText } from './use-form-error-text';

/** Props of WithdrawLimitDialog. */
export interface WithdrawLimitDialogProps {
  currencyId: string;
  /** The currency's limits now; undefined when it has none yet. */
  limit: WithdrawLimitAdmin | undefined;
  /** The providers installed on this server. */
  providers: readonly string[];
  /** Called once the server stored the limits. */
  onSaved: () => void;
  /** Called on Cancel and Escape. */
  onClose: () => void;
}

/** A modal setting a currency's withdrawal provider, minimum, maximum and KYC threshold, whole. */
export function WithdrawLimitDialog({
  currencyId,
  limit,
  providers,
  onSaved,
  onClose,
}: WithdrawLimitDialogProps) {
  const { t } = useTranslation('payments');
  const errorText = useFormErrorText();
  const [draft, setDraft] = useState<LimitDraft>(() => limitDraftOf(limit, providers[0] ?? ''));
  const [errors, setErrors] = useState<FormErrors<LimitDraft>>({});
  const save = useMutation({
    mutationFn: (limits: WithdrawLimitPut) => putWithdrawLimit(currencyId, limits),
    onSuccess: onSaved,
  });
  const refused = refusedFieldOf(save.error);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, errors);
  useFocusFirstInvalid(form, save.error);
  const set = (change: Partial<LimitDraft>) => setDraft((current) => ({ ...current, ...change }));
  const invalid = (field: keyof LimitDraft) => (errors[field] || refused === field ? true : undefined);
  const amountHint = t('hints.amount', { currency: currencyId });
  // A provider no longer installed stays listed, so the form shows what is set now; saving it is refused.
  const providerOptions = [
    ...providers.map((provider) => ({ value: provider, label: provider })),
    ...(limit && !providers.includes(limit.provider)
      ? [{ value: limit.provider, label: t('providerOption', { provider: limit.provider }) }]
      : []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = limitPutOf(draft);
    setErrors(checked.errors ?? {});
    if (!checked.errors) save.mutate(checked.request);
  };

  return (
    <Dialog title={t('limits.dialogTitle', { currency: currencyId })} onClose={onClose}>
      <form ref={form} className="dialog-form" onSubmit={submit} noValidate>
        <p className="dialog-description">{t('limits.dialogDescription')}</p>
        <SelectField
          label={t('fields.provider')}
          hint={t('hints.provider')}
          options={providerOptions}
          value={draft.provider}
          error={errorText(errors.provider)}
          invalid={refused === 'provider'}
          onChange={(event) => set({ provider: event.target.value })}
        />
        <div className={styles.pair}>
          <AmountField
            label={t('fields.limitMin')}
            hint={amountHint}
            required
            value={draft.min}
            error={errorText(errors.min)}
            aria-invalid={invalid('min')}
            onChange={(event) => set({ min: event.target.value })}
          />
          <AmountField
            label={t('fields.limitMax')}
            hint={amountHint}
            required
            value={draft.max}
            error={errorText(errors.max)}
            aria-invalid={invalid('max')}
            onChange={(event) => set({ max: event.target.value })}
          />
        </div>
        <AmountField
          label={t('fields.kycThreshold')}
          hint={t('hints.kycThreshold', { currency: currencyId })}
          required
          value={draft.kycThreshold}
          error={errorText(errors.kycThreshold)}
          aria-invalid={invalid('kycThreshold')}
          onChange={(event) => set({ kycThreshold: event.target.value })}
        />
        <ErrorBanner error={save.error} />
        <DialogActions pending={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
