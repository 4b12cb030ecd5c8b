import type { ReactNode } from 'react';

import styles from './account-page.module.css';

/** One card of the account area, named by its title. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title} data-testid={testId}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}
