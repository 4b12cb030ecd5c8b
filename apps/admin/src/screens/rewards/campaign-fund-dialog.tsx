import type { Campaign } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../lib/dialog';
import { describedByOf, FieldNotes } from '../../lib/field-notes';
import { newRequestId } from '../../lib/request-id';
import { ErrorBanner, Money, AmountField } from '../../lib/ui';
import { fundCampaign, type FundCampaignBody } from './api/fund-campaign';
import type { FieldErrors } from './form-check';
import { fundBody } from './reward-bodies';
import { useFieldError } from './reward-fields';

/** Props of CampaignFundDialog. */
export interface CampaignFundDialogProps {
  campaign: Campaign;
  onClose: () => void;
  /** Called with the campaign as the server answered it, new budget included. */
  onFunded: (campaign: Campaign) => void;
}

/** Finance adds to a campaign's budget, with a reason for the audit log; a retry funds once. */
export function CampaignFundDialog({ campaign, onClose, onFunded }: CampaignFundDialogProps) {
  const { t } = useTranslation('rewards');
  const [requestId] = useState(newRequestId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorOf = useFieldError(errors);
  const reasonId = useId();
  const fund = useMutation({
    mutationFn: (body: FundCampaignBody) => fundCampaign(campaign.id, body),
    onSuccess: onFunded,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = fundBody(amount, reason, requestId);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) fund.mutate(checked.body);
  };
  const reasonError = errorOf('reason');

  return (
    <Dialog title={t('fund.title', { name: campaign.name })} onClose={onClose}>
      <form className="dialog-form" onSubmit={submit} noValidate>
        <p className="dialog-description">
          {t('fund.budgetNow')} <Money amount={campaign.budget} currency={campaign.currencyId} />
        </p>
        <AmountField
          label={t('fund.amount', { currency: campaign.currencyId })}
          hint={t('fund.amountHint')}
          value={amount}
          error={errorOf('amount')}
          onChange={(event) => setAmount(event.target.value)}
        />
        <div className="field">
          <label htmlFor={reasonId}>{t('fund.reason')}</label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={200}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={describedByOf(reasonId, t('fund.reasonHint'), reasonError)}
            onChange={(event) => setReason(event.target.value)}
          />
          <FieldNotes id={reasonId} hint={t('fund.reasonHint')} error={reasonError} />
        </div>
        <ErrorBanner error={fund.error} />
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose} disabled={fund.isPending}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={fund.isPending}>
            {t('fund.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
