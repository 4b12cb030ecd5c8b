import type { createOperatorRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** What a new staff account needs; the password is at least 12 characters. */
export type NewOperator = z.input<typeof createOperatorRequestSchema>;

/** POST /api/operator/operators. */
export async function createOperator(operator: NewOperator): Promise<void> {
  await api('POST', '/operators', { body: operator });
}
