import { salaryStatementSchema, type SalaryStatement } from '@casino/contracts';

import { unwrapModel } from '../../../lib/api/api-error';
import { apiGet } from '../../../lib/api/client';

/** The weekly salary's rules, the week in progress and the weeks paid. */
export async function getSalaryStatement(): Promise<SalaryStatement> {
  return salaryStatementSchema.parse(
    unwrapModel(await apiGet('/api/salary/statement', { noAlert: true } as const)),
  );
}
