import { currencyIdSchema } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { amountText } from '../../lib/amount-input';
import { AmountField } from '../../lib/ui';
import { useWheel, wheelKey } from './api/get-wheel';
import { saveWheel } from './api/save-wheel';
import { emptyWheelDraft, expectedSpinValue, wheelBody, type WheelDraft } from './reward-bodies';
import { wheelDraftOf } from './reward-drafts';
import { CurrencyField, useFieldError } from './reward-fields';
import styles from './rewards.module.css';
import { RowTable } from './row-table';
import { SaveFooter } from './save-footer';
import { SavedNotice } from './saved-notice';
import { useSavedEditor } from './use-saved-editor';

const SEGMENT_FIELDS = ['weight', 'amount'] as const;

/**
 * One currency's invite wheel: its segments (weight, prize) and what an invitee must do to earn a spin.
 * Choosing a currency loads its saved wheel (unless the form was edited: then the operator chooses).
 */
export function WheelTab() {
  const { t } = useTranslation('rewards');
  const [currencyId, setCurrencyId] = useState('');
  const chosen = currencyIdSchema.safeParse(currencyId).success ? currencyId : undefined;
  const saved = useWheel(chosen);
  const wheel = useSavedEditor({
    saved: chosen === undefined ? undefined : saved.data,
    draftOf: wheelDraftOf,
    blank: emptyWheelDraft,
    check: (draft) => wheelBody(currencyId, draft),
    send: saveWheel,
    savedKey: (body) => wheelKey(body.currencyId),
  });
  const { draft, errors, save, submit } = wheel;
  const errorOf = useFieldError(errors);
  const expected = expectedSpinValue(draft.segments);
  const set = <Key extends keyof WheelDraft>(key: Key, value: WheelDraft[Key]) =>
    wheel.edit((current) => ({ ...current, [key]: value }));

  return (
    <form className={styles.tabBody} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t('wheel.hint')}</p>
      <div className="form-grid">
        <CurrencyField value={currencyId} error={errorOf('currencyId')} onChange={setCurrencyId} />
        <AmountField
          label={t('fields.qualifyDeposit')}
          hint={t('hints.qualifyDeposit')}
          value={draft.qualifyDeposit}
          error={errorOf('qualifyDeposit')}
          onChange={(event) => set('qualifyDeposit', event.target.value)}
        />
        <AmountField
          label={t('fields.qualifyWager')}
          hint={t('hints.qualifyWager')}
          value={draft.qualifyWager}
          error={errorOf('qualifyWager')}
          onChange={(event) => set('qualifyWager', event.target.value)}
        />
      </div>
      <SavedNotice
        loading={saved.isLoading}
        error={saved.error}
        onRetry={() => void saved.refetch()}
        heldBack={wheel.heldBack}
        onLoad={wheel.loadHeldBack}
      />
      <RowTable
        caption={t('wheel.caption')}
        columns={SEGMENT_FIELDS.map((field) => ({
          label: t(`fields.segment.${field}`),
          inputMode: field === 'weight' ? 'numeric' : 'decimal',
          path: (row: number) => `segments.${row}.${field}`,
        }))}
        values={draft.segments.map((segment) => [segment.weight, segment.amount])}
        errors={errors}
        listPath="segments"
        minRows={2}
        maxRows={24}
        addLabel={t('rows.addSegment')}
        onAdd={() => set('segments', [...draft.segments, { weight: '', amount: '' }])}
        onRemove={(row) =>
          set(
            'segments',
            draft.segments.filter((_, index) => index !== row),
          )
        }
        onChange={(row, column, value) =>
          set(
            'segments',
            draft.segments.map((each, index) =>
              index !== row ? each : { ...each, [SEGMENT_FIELDS[column] ?? 'amount']: value },
            ),
          )
        }
      />
      <p className={styles.hint} aria-live="polite">
        {expected === undefined
          ? t('wheel.expectedUnknown')
          : t('wheel.expected', { value: amountText(expected) })}
      </p>
      <SaveFooter
        done={save.isSuccess ? t('wheel.done', { currency: save.variables.currencyId }) : null}
        error={save.error}
        busy={save.isPending || saved.isLoading}
      />
    </form>
  );
}
