import { useTranslation } from 'react-i18next';

import { Field } from '../../lib/ui';
import type { PopupDraft } from './notice-draft';
import styles from './notices-screen.module.css';

/** The popup look part of the notice form. */
export interface PopupLookFieldsProps {
  /** The look as typed. */
  value: PopupDraft;
  /** Called with the changed look. */
  onChange: (value: PopupDraft) => void;
  /** Form fields the last check refused (`popup.interval`, …). */
  refused: readonly string[];
}

type TextKey = Exclude<keyof PopupDraft, 'enableMaskClose'>;

/** Text fields of the look: its draft key, its label key, and whether it takes a number. */
const TEXT_FIELDS: readonly { key: TextKey; label: string; numeric?: boolean; hint?: string }[] = [
  { key: 'bg', label: 'popupImage', hint: 'popupImageHint' },
  { key: 'link', label: 'popupLink', hint: 'popupLinkHint' },
  { key: 'buttonText', label: 'popupButtonText' },
  { key: 'buttonBg', label: 'popupButtonBg', hint: 'colourHint' },
  { key: 'buttonTextColor', label: 'popupButtonTextColor', hint: 'colourHint' },
  { key: 'contentTextColor', label: 'popupTextColor', hint: 'colourHint' },
  { key: 'contentTextSize', label: 'popupTextSize', numeric: true },
  { key: 'contentPadding', label: 'popupTextPadding', numeric: true },
  { key: 'buttonMargin', label: 'popupButtonMargin', numeric: true },
  { key: 'interval', label: 'popupInterval', numeric: true, hint: 'popupIntervalHint' },
];

/**
 * The look of a configured popup (spec §3 "Notice popup config"): image, link, button, colours, sizes,
 * whether a click on the backdrop closes it, and how often the client checks for it.
 */
export function PopupLookFields({ value, onChange, refused }: PopupLookFieldsProps) {
  const { t } = useTranslation('notices');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('popupLook')}</legend>
      <p className={styles.hint}>{t('popupLookHint')}</p>
      <div className={styles.grid}>
        {TEXT_FIELDS.map(({ key, label, numeric, hint }) => {
          const invalid = refused.includes(`popup.${key}`);
          return (
            <Field
              key={key}
              label={t(label)}
              value={value[key]}
              inputMode={numeric ? 'numeric' : undefined}
              autoComplete="off"
              hint={hint ? t(hint) : undefined}
              error={invalid ? t(key === 'interval' ? 'intervalInvalid' : 'pixelsInvalid') : undefined}
              onChange={(event) => onChange({ ...value, [key]: event.target.value })}
            />
          );
        })}
      </div>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={value.enableMaskClose}
          onChange={(event) => onChange({ ...value, enableMaskClose: event.target.checked })}
        />
        {t('popupMaskClose')}
      </label>
    </fieldset>
  );
}
