import type { ReactNode } from 'react';

import { ApiStatusError } from '../../../lib/api/api-error';
import { translateServerMessage } from '../../../lib/i18n/server-message';
import styles from './account-page.module.css';

/** What a refused call says, translated; nothing while it has not failed. */
export function refusal(error: unknown): string | undefined {
  if (!error) return undefined;
  return error instanceof ApiStatusError
    ? translateServerMessage(error.status, error.message, error.extra)
    : translateServerMessage(-1, undefined);
}

/** One card of the account area, named by its title. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title} data-testid={testId}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}
