import { ggrRowSchema, type GGR_GROUPINGS, type GgrRow } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';
import { isRangeComplete, type ReportRange } from '../report-range';

/** How the GGR report groups its rows. */
export type GgrGrouping = (typeof GGR_GROUPINGS)[number];

/** The path of the GGR report, for JSON and CSV alike. */
export const GGR_REPORT_PATH = '/api/operator/reports/ggr';

/** GGR and NGR over the range, one row per day, game or currency and per currency. */
export async function getGgrReport(range: ReportRange, groupBy: GgrGrouping): Promise<GgrRow[]> {
  const answer = await api('GET', GGR_REPORT_PATH, { query: { ...range, groupBy, format: 'json' } });
  return z.array(ggrRowSchema).parse(answer.list ?? []);
}

/** The GGR report of the range, fetched once both dates are set. */
export function useGgrReport(range: ReportRange, groupBy: GgrGrouping) {
  return useQuery({
    queryKey: ['reports', 'ggr', range.from, range.to, groupBy],
    queryFn: () => getGgrReport(range, groupBy),
    enabled: isRangeComplete(range),
  });
}
