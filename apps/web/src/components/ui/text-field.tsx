import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';

import styles from './text-field.module.css';

/** An input's attributes plus its label, error and hint. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Translated error under the field; marks the input invalid. */
  error?: string | undefined;
  /** Translated help text under the field. */
  hint?: string | undefined;
  /** Ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error and hint wired to aria-describedby. */
export function TextField({ label, error, hint, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // An error replaces the hint: both at once would say the same rule twice.
  const showHint = Boolean(hint) && !error;
  const describedBy = error ? errorId : showHint ? hintId : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {showHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
