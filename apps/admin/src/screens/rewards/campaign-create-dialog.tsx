import { PRE_BET_REWARD_KINDS, REWARD_KINDS, type Campaign } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../lib/dialog';
import { SelectField } from '../../lib/select-field';
import { ErrorBanner, Field } from '../../lib/ui';
import { createCampaign } from './api/create-campaign';
import type { FieldErrors } from './form-check';
import { campaignBody, emptyCampaignDraft, type CampaignDraft } from './reward-bodies';
import { CurrencyField, PaysToField, useFieldError } from './reward-fields';
import styles from './rewards.module.css';
import { RowTable } from './row-table';

/** Props of CampaignCreateDialog. */
export interface CampaignCreateDialogProps {
  onClose: () => void;
  /** Called with the campaign as the server created it. */
  onCreated: (campaign: Campaign) => void;
}

type TextField = 'name' | 'wageringMultiplier' | 'expiryHours' | 'velocityPerHour' | 'maxBet' | 'amount';
const NUMBER_FIELDS: readonly { field: TextField; mode: 'numeric' | 'decimal' }[] = [
  { field: 'wageringMultiplier', mode: 'numeric' },
  { field: 'expiryHours', mode: 'numeric' },
  { field: 'velocityPerHour', mode: 'numeric' },
  { field: 'maxBet', mode: 'decimal' },
  { field: 'amount', mode: 'decimal' },
];

/** Every field of a new campaign; it starts without budget until finance funds it. */
export function CampaignCreateDialog({ onClose, onCreated }: CampaignCreateDialogProps) {
  const { t } = useTranslation('rewards');
  const [draft, setDraft] = useState<CampaignDraft>(emptyCampaignDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorOf = useFieldError(errors);
  const create = useMutation({ mutationFn: createCampaign, onSuccess: onCreated });
  const set = <Key extends keyof CampaignDraft>(key: Key, value: CampaignDraft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = campaignBody(draft);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) create.mutate(checked.body);
  };

  return (
    <Dialog title={t('create.title')} onClose={onClose}>
      <form className={`dialog-form ${styles.wideDialog}`} onSubmit={submit} noValidate>
        <div className="form-grid">
          <Field
            label={t('fields.name')}
            value={draft.name}
            maxLength={64}
            error={errorOf('name')}
            onChange={(event) => set('name', event.target.value)}
          />
          <SelectField
            label={t('fields.kind')}
            hint={PRE_BET_REWARD_KINDS.has(draft.kind) ? t('hints.preBet') : t('hints.loyalty')}
            value={draft.kind}
            options={REWARD_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            onChange={(event) =>
              set('kind', REWARD_KINDS.find((kind) => kind === event.target.value) ?? draft.kind)
            }
          />
          <CurrencyField
            value={draft.currencyId}
            error={errorOf('currencyId')}
            onChange={(value) => set('currencyId', value)}
          />
          <PaysToField value={draft.paysTo} onChange={(value) => set('paysTo', value)} />
          {NUMBER_FIELDS.map(({ field, mode }) => (
            <Field
              key={field}
              label={t(`fields.${field}`)}
              hint={t(`hints.${field}`)}
              inputMode={mode}
              autoComplete="off"
              value={draft[field]}
              error={errorOf(field)}
              onChange={(event) => set(field, event.target.value)}
            />
          ))}
        </div>
        <fieldset className="stack">
          <legend>{t('fields.gameWeights')}</legend>
          <p className="field-hint">{t('hints.gameWeights')}</p>
          <RowTable
            caption={t('fields.gameWeights')}
            columns={[
              {
                label: t('fields.gameId'),
                inputMode: 'text',
                path: (index) => `gameWeights.${index}.gameId`,
              },
              {
                label: t('fields.weightPercent'),
                inputMode: 'numeric',
                narrow: true,
                path: (index) => `gameWeights.${index}.percent`,
              },
            ]}
            values={draft.gameWeights.map((row) => [row.gameId, row.percent])}
            errors={errors}
            listPath="gameWeights"
            minRows={0}
            maxRows={100}
            addLabel={t('rows.addGame')}
            onAdd={() => set('gameWeights', [...draft.gameWeights, { gameId: '', percent: '' }])}
            onRemove={(row) =>
              set(
                'gameWeights',
                draft.gameWeights.filter((_, index) => index !== row),
              )
            }
            onChange={(row, columnIndex, value) =>
              set(
                'gameWeights',
                draft.gameWeights.map((each, index) =>
                  index !== row
                    ? each
                    : columnIndex === 0
                      ? { ...each, gameId: value }
                      : { ...each, percent: value },
                ),
              )
            }
          />
        </fieldset>
        <ErrorBanner error={create.error} />
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {t('create.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
