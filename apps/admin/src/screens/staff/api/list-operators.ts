import { operatorSchema, type Operator } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';

const operatorsSchema = z.array(operatorSchema);

/** Query key of the staff list, refreshed after every change to an account. */
export const STAFF_KEY = ['staff'] as const;

/** GET /api/operator/operators: every staff account. */
export async function listOperators(): Promise<Operator[]> {
  const { list } = await api('GET', '/operators');
  return operatorsSchema.parse(list ?? []);
}

/** The staff list. */
export function useOperators() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: listOperators });
}
