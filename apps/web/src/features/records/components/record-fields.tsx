import { useId, type ReactNode } from 'react';

import styles from './record-page.module.css';

/** One line of a record: what it is and its value. */
export interface RecordField {
  /** The translated name of the value ("Bet"). */
  label: string;
  /** The value as shown. */
  value: ReactNode;
  /** The e2e handle of the value. */
  testId: string;
  /** Hashes and seeds: monospaced and broken anywhere so they fit a phone. */
  mono?: boolean;
}

/** The props of RecordFields. */
export interface RecordFieldsProps {
  /** The section's heading. */
  title: string;
  fields: readonly RecordField[];
  /** Links or notes under the list. */
  children?: ReactNode;
}

/** A titled section of a record: a description list of its values. */
export function RecordFields({ title, fields, children }: RecordFieldsProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <dl className={styles.fields}>
        {fields.map((field) => (
          <div key={field.testId} className={styles.field}>
            <dt>{field.label}</dt>
            <dd className={field.mono ? styles.mono : undefined} data-testid={field.testId}>
              {field.value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
