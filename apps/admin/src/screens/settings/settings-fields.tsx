import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { describedByOf, FieldNotes } from '../../lib/field-notes';
import { Field } from '../../lib/ui';
import styles from './settings.module.css';

/** The element id of a setting's control, so a refused setting can be focused: `setting-smsConfig-enableRegister`. */
export const settingId = (name: string) => `setting-${name.replaceAll('.', '-')}`;

/** A setting's label and optional hint from the pack (`fields.<name>.label`, `fields.<name>.hint`). */
function useSettingTexts(name: string): { label: string; hint: string | undefined } {
  const { t, i18n } = useTranslation('settings');
  const hintKey = `fields.${name}.hint`;
  return {
    label: t(`fields.${name}.label`),
    hint: i18n.exists(hintKey, { ns: 'settings' }) ? t(hintKey) : undefined,
  };
}

/** Props of ToggleSetting. */
export interface ToggleSettingProps {
  /** The setting's path, e.g. `payMaintenance` or `smsConfig.enableRegister`: its texts and id. */
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The translated refusal, shown under the hint. */
  error?: string;
  /** A label instead of the pack's (e.g. an SMS switch code the pack does not know). */
  label?: string;
}

/** A labelled checkbox with its hint and error wired for assistive technology. */
export function ToggleSetting({ name, checked, onChange, error, label }: ToggleSettingProps) {
  const texts = useSettingTexts(name);
  const id = settingId(name);
  return (
    <div className={styles.toggle}>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, texts.hint, error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label ?? texts.label}
      </label>
      <FieldNotes id={id} hint={texts.hint} error={error} />
    </div>
  );
}

/** Props of TextSetting: every other prop goes to the <input>. */
export interface TextSettingProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** The setting's key: its texts and id. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated refusal. */
  error?: string;
  /** Spans the section's whole width. */
  wide?: boolean;
}

/** A labelled one-line setting (amount, link, host, code). */
export function TextSetting({ name, value, onChange, error, wide = false, ...input }: TextSettingProps) {
  const texts = useSettingTexts(name);
  return (
    <Field
      id={settingId(name)}
      label={texts.label}
      hint={texts.hint}
      error={error}
      value={value}
      autoComplete="off"
      spellCheck={false}
      className={wide ? styles.wide : undefined}
      onChange={(event) => onChange(event.target.value)}
      {...input}
    />
  );
}

/** Props of LinesSetting. */
export interface LinesSettingProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> {
  /** The setting's key: its texts and id. */
  name: string;
  /** One entry per line. */
  value: string;
  onChange: (value: string) => void;
  /** The translated refusal. */
  error?: string;
}

/** A labelled list setting typed one entry per line. */
export function LinesSetting({ name, value, onChange, error, ...textarea }: LinesSettingProps) {
  const texts = useSettingTexts(name);
  const id = settingId(name);
  return (
    <div className={`field ${styles.wide}`}>
      <label htmlFor={id}>{texts.label}</label>
      <textarea
        id={id}
        className={styles.lines}
        value={value}
        rows={4}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, texts.hint, error)}
        onChange={(event) => onChange(event.target.value)}
        {...textarea}
      />
      <FieldNotes id={id} hint={texts.hint} error={error} />
    </div>
  );
}
