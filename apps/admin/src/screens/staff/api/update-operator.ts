import type { updateOperatorRequestSchema } from '@casino/contracts';
import type { z } from 'zod';

import { api } from '../../../lib/api';

/** The changes to one staff account; at least one of them. */
export type OperatorChanges = z.input<typeof updateOperatorRequestSchema>;

/** PATCH /api/operator/operators/:id: new roles, or disabling / enabling the account. */
export async function updateOperator(id: number, changes: OperatorChanges): Promise<void> {
  await api('PATCH', `/operators/${id}`, { body: changes });
}
