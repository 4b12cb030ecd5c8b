import { cashflowRowSchema, type CashflowRow } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';
import { isRangeComplete, type ReportRange } from '../report-range';

/** The path of the deposits and withdrawals report, for JSON and CSV alike. */
export const CASHFLOW_REPORT_PATH = '/api/operator/reports/cashflow';

/** Deposits, withdrawals and active players per day and currency. */
export async function getCashflowReport(range: ReportRange): Promise<CashflowRow[]> {
  const answer = await api('GET', CASHFLOW_REPORT_PATH, { query: { ...range, format: 'json' } });
  return z.array(cashflowRowSchema).parse(answer.list ?? []);
}

/** The cash-flow report of the range, fetched once both dates are set. */
export function useCashflowReport(range: ReportRange) {
  return useQuery({
    queryKey: ['reports', 'cashflow', range.from, range.to],
    queryFn: () => getCashflowReport(range),
    enabled: isRangeComplete(range),
  });
}
