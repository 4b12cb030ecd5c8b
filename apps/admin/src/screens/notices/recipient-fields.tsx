import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../lib/ui';
import type { RecipientDraft } from './notice-draft';
import styles from './notices-screen.module.css';

/** The recipient part of a form. */
export interface RecipientFieldsProps {
  /** The recipient as typed. */
  value: RecipientDraft;
  /** Called with the changed recipient. */
  onChange: (value: RecipientDraft) => void;
  /** Whether the contract refused the player id. */
  userIdInvalid: boolean;
}

/** Everyone, or one player by id. */
export function RecipientFields({ value, onChange, userIdInvalid }: RecipientFieldsProps) {
  const { t } = useTranslation('notices');
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('recipients')}</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={value.audience === 'everyone'}
            onChange={() => onChange({ ...value, audience: 'everyone' })}
          />
          {t('everyone')}
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={value.audience === 'player'}
            onChange={() => onChange({ ...value, audience: 'player' })}
          />
          {t('onePlayer')}
        </label>
      </div>
      {value.audience === 'player' ? (
        <Field
          label={t('playerId')}
          inputMode="numeric"
          autoComplete="off"
          value={value.userId}
          error={userIdInvalid ? t('playerIdInvalid') : undefined}
          onChange={(event) => onChange({ ...value, userId: event.target.value })}
        />
      ) : null}
    </fieldset>
  );
}
