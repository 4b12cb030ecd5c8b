import { CHECKIN_DAYS, currencyIdSchema } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { checkinTableKey, useCheckinTable } from './api/get-checkin-table';
import { saveCheckinTable } from './api/save-checkin-table';
import { checkinBody, newCheckinRow, type CheckinRowDraft } from './reward-bodies';
import { checkinRowsOf } from './reward-drafts';
import { CurrencyField, useFieldError } from './reward-fields';
import styles from './rewards.module.css';
import { RowTable } from './row-table';
import { SaveFooter } from './save-footer';
import { SavedNotice } from './saved-notice';
import { useSavedEditor } from './use-saved-editor';

const DAYS = Array.from({ length: CHECKIN_DAYS }, (_, day) => day);
const blankRows = (): CheckinRowDraft[] => [newCheckinRow([])];

/**
 * The check-in table of one currency: a row per VIP level, a reward per streak day. Choosing a currency
 * loads its saved table (unless the rows were edited: then the operator chooses); Save replaces it.
 */
export function CheckinTab() {
  const { t } = useTranslation('rewards');
  const [currencyId, setCurrencyId] = useState('');
  const chosen = currencyIdSchema.safeParse(currencyId).success ? currencyId : undefined;
  const saved = useCheckinTable(chosen);
  const table = useSavedEditor({
    saved: chosen === undefined ? undefined : saved.data,
    draftOf: checkinRowsOf,
    blank: blankRows,
    check: (rows) => checkinBody(currencyId, rows),
    send: saveCheckinTable,
    savedKey: (body) => checkinTableKey(body.currencyId),
  });
  const { draft: rows, edit: setRows, errors, save, submit } = table;
  const errorOf = useFieldError(errors);

  return (
    <form className={styles.tabBody} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t('checkin.hint')}</p>
      <div className={styles.currency}>
        <CurrencyField value={currencyId} error={errorOf('currencyId')} onChange={setCurrencyId} />
      </div>
      <SavedNotice
        loading={saved.isLoading}
        error={saved.error}
        onRetry={() => void saved.refetch()}
        heldBack={table.heldBack}
        onLoad={table.loadHeldBack}
      />
      <RowTable
        caption={t('checkin.caption')}
        columns={[
          {
            label: t('fields.vipLevel'),
            inputMode: 'numeric',
            narrow: true,
            path: (row) => `rows.${row}.vipLevel`,
          },
          ...DAYS.map((day) => ({
            label: t('checkin.day', { day: day + 1 }),
            inputMode: 'decimal' as const,
            narrow: true,
            path: (row: number) => `rows.${row}.rewards.${day}`,
          })),
        ]}
        values={rows.map((row) => [row.vipLevel, ...row.rewards])}
        errors={errors}
        listPath="rows"
        minRows={1}
        maxRows={101}
        addLabel={t('rows.addLevel')}
        onAdd={() => setRows((current) => [...current, newCheckinRow(current)])}
        onRemove={(row) => setRows((current) => current.filter((_, index) => index !== row))}
        onChange={(row, column, value) =>
          setRows((current) =>
            current.map((each, index) =>
              index !== row
                ? each
                : column === 0
                  ? { ...each, vipLevel: value }
                  : {
                      ...each,
                      rewards: each.rewards.map((reward, day) => (day === column - 1 ? value : reward)),
                    },
            ),
          )
        }
      />
      <SaveFooter
        done={save.isSuccess ? t('checkin.done', { currency: save.variables.currencyId }) : null}
        error={save.error}
        busy={save.isPending || saved.isLoading}
      />
    </form>
  );
}
