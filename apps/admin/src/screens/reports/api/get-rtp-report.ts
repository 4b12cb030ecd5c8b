import { rtpRowSchema, type RtpRow } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api';
import { isRangeComplete, type ReportRange } from '../report-range';

/** The path of the RTP report, for JSON and CSV alike. */
export const RTP_REPORT_PATH = '/api/operator/reports/rtp';

/** Each game's actual RTP per currency against its declared one and its 99 % band. */
export async function getRtpReport(range: ReportRange): Promise<RtpRow[]> {
  const answer = await api('GET', RTP_REPORT_PATH, { query: { ...range, format: 'json' } });
  return z.array(rtpRowSchema).parse(answer.list ?? []);
}

/**
 * The RTP report of the range, fetched once both dates are set. The screen's alert banner reads it too,
 * whichever report is open, so the same cache entry serves both.
 */
export function useRtpReport(range: ReportRange) {
  return useQuery({
    queryKey: ['reports', 'rtp', range.from, range.to],
    queryFn: () => getRtpReport(range),
    enabled: isRangeComplete(range),
  });
}
