import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../lib/ui';
import { settingId } from './settings-fields';
import { CURRENCY_CODE, thresholdKey, type AmountRow } from './settings-draft';
import styles from './settings.module.css';

/** Props of ThresholdList. */
export interface ThresholdListProps {
  rows: readonly AmountRow[];
  onChange: (rows: AmountRow[]) => void;
  /** The site's currency codes, suggested when adding one. */
  currencyCodes: readonly string[];
  /** The translated error of a field key (`withdrawSecondApprovalAbove` or one currency's key). */
  errorOf: (key: string) => string | undefined;
}

const NAME = 'withdrawSecondApprovalAbove';

/** The four-eyes amounts per currency: one amount field per listed currency, plus a field to add one. */
export function ThresholdList({ rows, onChange, currencyCodes, errorOf }: ThresholdListProps) {
  const { t } = useTranslation('settings');
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState<string>();
  const listId = useId();
  const listed = rows.map((row) => row.currencyId);
  const suggestions = currencyCodes.filter((code) => !listed.includes(code));
  const listError = errorOf(NAME);

  const add = () => {
    const code = adding.trim().toUpperCase();
    if (!CURRENCY_CODE.test(code)) {
      setAddError(t('errors.currency'));
      return;
    }
    if (listed.includes(code)) {
      setAddError(t('errors.currencyListed', { currency: code }));
      return;
    }
    onChange([...rows, { currencyId: code, amount: '' }]);
    setAdding('');
    setAddError(undefined);
    // The new row's amount is what the operator types next.
    requestAnimationFrame(() => document.getElementById(settingId(thresholdKey(code)))?.focus());
  };

  return (
    <fieldset className={`${styles.group} ${styles.wide}`} aria-describedby={`${settingId(NAME)}-hint`}>
      <legend>{t(`fields.${NAME}.label`)}</legend>
      <p id={`${settingId(NAME)}-hint`} className="field-hint">
        {t(`fields.${NAME}.hint`)}
      </p>
      {rows.length === 0 ? <p className="muted">{t('thresholds.none')}</p> : null}
      <ul className={styles.thresholds}>
        {rows.map((row) => {
          const id = settingId(thresholdKey(row.currencyId));
          const error = errorOf(thresholdKey(row.currencyId));
          return (
            <li key={row.currencyId} className={styles.threshold}>
              <label htmlFor={id} className={styles.currencyCode}>
                {row.currencyId}
              </label>
              <input
                id={id}
                className={styles.amountInput}
                inputMode="decimal"
                autoComplete="off"
                value={row.amount}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) =>
                  onChange(
                    rows.map((each) =>
                      each.currencyId === row.currencyId ? { ...each, amount: event.target.value } : each,
                    ),
                  )
                }
              />
              <button
                type="button"
                className="btn btn-small btn-danger"
                aria-label={t('thresholds.remove', { currency: row.currencyId })}
                onClick={() => onChange(rows.filter((each) => each.currencyId !== row.currencyId))}
              >
                {t('thresholds.removeShort')}
              </button>
              {error ? (
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? <p className="field-error">{listError}</p> : null}
      <div className={styles.addRow}>
        <Field
          label={t('thresholds.currency')}
          value={adding}
          list={listId}
          autoComplete="off"
          maxLength={5}
          error={addError}
          onChange={(event) => setAdding(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <datalist id={listId}>
          {suggestions.map((code) => (
            <option key={code} value={code} />
          ))}
        </datalist>
        <button type="button" className="btn" onClick={add}>
          {t('thresholds.add')}
        </button>
      </div>
    </fieldset>
  );
}
