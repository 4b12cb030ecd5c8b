import { useTranslation } from 'react-i18next';

import { useVipLadder, VIP_LADDER_KEY } from './api/get-vip-ladder';
import { saveVipLadder } from './api/save-vip-ladder';
import { newVipLevel, vipLadderBody } from './reward-bodies';
import { emptyVipLadderDraft, vipLadderDraftOf, type VipLadderDraft } from './reward-drafts';
import styles from './rewards.module.css';
import { RowTable } from './row-table';
import { SaveFooter } from './save-footer';
import { SavedNotice } from './saved-notice';
import { useSavedEditor } from './use-saved-editor';

const LEVEL_FIELDS = ['level', 'name', 'depositRequired', 'betRequired', 'rakebackPercent'] as const;
const REWARD_FIELDS = ['currencyId', 'level', 'amount'] as const;

/** Replaces one field of one row. */
function withCell<Row>(rows: readonly Row[], row: number, key: keyof Row, value: string): Row[] {
  return rows.map((each, index) => (index === row ? { ...each, [key]: value } : each));
}

/**
 * The whole VIP ladder (thresholds, rakeback) and its level-up rewards per currency, loaded as saved;
 * Save replaces both.
 */
export function VipLadderTab() {
  const { t } = useTranslation('rewards');
  const saved = useVipLadder();
  const ladder = useSavedEditor({
    saved: saved.data,
    draftOf: vipLadderDraftOf,
    blank: emptyVipLadderDraft,
    check: (draft) => vipLadderBody(draft.levels, draft.rewards),
    send: saveVipLadder,
    savedKey: () => VIP_LADDER_KEY,
  });
  const { errors, save, submit } = ladder;
  const { levels, rewards } = ladder.draft;
  const setLevels = (change: (current: VipLadderDraft['levels']) => VipLadderDraft['levels']) =>
    ladder.edit((current) => ({ ...current, levels: change(current.levels) }));
  const setRewards = (change: (current: VipLadderDraft['rewards']) => VipLadderDraft['rewards']) =>
    ladder.edit((current) => ({ ...current, rewards: change(current.rewards) }));

  return (
    <form className={styles.tabBody} onSubmit={submit} noValidate>
      <p className={styles.hint}>
        {t('vip.hint')} {saved.data ? t('vip.thresholdCurrency', { currency: saved.data.currencyId }) : null}
      </p>
      <SavedNotice
        loading={saved.isLoading}
        error={saved.error}
        onRetry={() => void saved.refetch()}
        heldBack={ladder.heldBack}
        onLoad={ladder.loadHeldBack}
      />
      <RowTable
        caption={t('vip.levelsCaption')}
        columns={LEVEL_FIELDS.map((field) => ({
          label: t(`fields.${field}`),
          inputMode: field === 'name' ? 'text' : field === 'level' ? 'numeric' : 'decimal',
          narrow: field === 'level' || field === 'rakebackPercent',
          path: (row: number) => `levels.${row}.${field}`,
        }))}
        values={levels.map((level) => LEVEL_FIELDS.map((field) => level[field]))}
        errors={errors}
        listPath="levels"
        minRows={1}
        maxRows={101}
        addLabel={t('rows.addLevel')}
        onAdd={() => setLevels((current) => [...current, newVipLevel(current)])}
        onRemove={(row) => setLevels((current) => current.filter((_, index) => index !== row))}
        onChange={(row, column, value) =>
          setLevels((current) => withCell(current, row, LEVEL_FIELDS[column] ?? 'level', value))
        }
      />
      <p className={styles.hint}>{t('vip.rewardsHint')}</p>
      <RowTable
        caption={t('vip.rewardsCaption')}
        columns={REWARD_FIELDS.map((field) => ({
          label: t(field === 'amount' ? 'fields.levelUpReward' : `fields.${field}`),
          inputMode: field === 'amount' ? 'decimal' : field === 'level' ? 'numeric' : 'text',
          narrow: field !== 'amount',
          path: (row: number) => `rewardRows.${row}.${field}`,
        }))}
        values={rewards.map((reward) => REWARD_FIELDS.map((field) => reward[field]))}
        errors={errors}
        listPath="rewards"
        minRows={0}
        maxRows={1000}
        addLabel={t('rows.addReward')}
        onAdd={() => setRewards((current) => [...current, { currencyId: '', level: '', amount: '' }])}
        onRemove={(row) => setRewards((current) => current.filter((_, index) => index !== row))}
        onChange={(row, column, value) =>
          setRewards((current) =>
            withCell(
              current,
              row,
              REWARD_FIELDS[column] ?? 'amount',
              column === 0 ? value.toUpperCase() : value,
            ),
          )
        }
      />
      <SaveFooter
        done={save.isSuccess ? t('vip.done', { count: save.variables.levels.length }) : null}
        error={save.error}
        busy={save.isPending || saved.isLoading}
      />
    </form>
  );
}
