import { useId, type SelectHTMLAttributes } from 'react';

import { describedByOf, FieldNotes } from './field-notes';

/** Props of SelectField: a labelled <select>; every other prop goes to it. */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The visible label, also the select's accessible name. */
  label: string;
  /** The choices: value and shown text. */
  options: readonly { value: string; label: string }[];
  /** A line under the select describing the choice. */
  hint?: string;
  /** The validation message; marks the select invalid and is announced with it. */
  error?: string;
  /** Marks the select invalid without a message of its own (the server's refusal names it). */
  invalid?: boolean;
}

/** Label + select + hint + error, in the shared `field` look (lib/ui's Field is for inputs only). */
export function SelectField({ label, options, hint, error, invalid, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
