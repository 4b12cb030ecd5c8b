import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  BACKOFFICE_AREAS,
  cashflowRowSchema,
  ggrReportQuerySchema,
  ggrRowSchema,
  reportRangeQuerySchema,
  rtpRowSchema,
} from '@casino/contracts';

import type { Db } from '../../db/client.ts';
import { ok } from '../../platform/envelope.ts';
import { tokenOf } from '../../platform/auth-header.ts';
import type { OperatorService } from '../operators/index.ts';
import type { SiteService } from '../site/index.ts';
import { toCsv, type CsvValue } from './reports.csv.ts';
import { LedgerReporter } from './reports.service.ts';

/** What the report routes need. */
export interface BackofficeReportDeps {
  db: Db;
  site: SiteService;
  /** Checks each call's operator for the reports area. */
  operators: OperatorService;
}

/** The query every report answers to: its period and whether to answer a CSV file. */
interface ReportQuery {
  from: string;
  to: string;
  format: 'json' | 'csv';
}

/**
 * Answers a report's rows: in the envelope's `list`, or as a CSV download (header row of the contract's
 * field names, in the contract's order) named after the report and its period.
 */
function answer<Row extends Record<string, CsvValue>>(
  reply: FastifyReply,
  report: string,
  query: ReportQuery,
  columns: readonly (keyof Row & string)[],
  list: Row[],
): FastifyReply {
  if (query.format === 'json') return ok(reply, { list });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${report}-${query.from}-${query.to}.csv"`)
    .send(toCsv(columns, list));
}

const GGR_COLUMNS = ggrRowSchema.keyof().options;
const CASHFLOW_COLUMNS = cashflowRowSchema.keyof().options;
const RTP_COLUMNS = rtpRowSchema.keyof().options;

/** The back office's ledger reports: GGR/NGR, cash flow and RTP, for the reports area's roles. */
export function registerBackofficeReportRoutes(app: FastifyInstance, deps: BackofficeReportDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const reporter = new LedgerReporter(deps.db, deps.site);
  const reportsArea: preHandlerAsyncHookHandler = async (request) => {
    request.operator = await deps.operators.authenticate(tokenOf(request), BACKOFFICE_AREAS.reports);
  };

  typed.get(
    '/api/operator/reports/ggr',
    { preHandler: reportsArea, schema: { querystring: ggrReportQuerySchema } },
    async (request, reply) =>
      answer(
        reply,
        'ggr',
        request.query,
        GGR_COLUMNS,
        await reporter.ggr(request.query, request.query.groupBy),
      ),
  );

  typed.get(
    '/api/operator/reports/cashflow',
    { preHandler: reportsArea, schema: { querystring: reportRangeQuerySchema } },
    async (request, reply) =>
      answer(reply, 'cashflow', request.query, CASHFLOW_COLUMNS, await reporter.cashflow(request.query)),
  );

  typed.get(
    '/api/operator/reports/rtp',
    { preHandler: reportsArea, schema: { querystring: reportRangeQuerySchema } },
    async (request, reply) =>
      answer(reply, 'rtp', request.query, RTP_COLUMNS, await reporter.rtp(request.query)),
  );
}
