import type { FastifyInstance } from 'fastify';
import {
  ageingResponse,
  analyticsQuery,
  cashflowResponse,
  detailedQuery,
  detailedResponse,
  exportAnalyticsQuery,
  overviewResponse,
  profitabilityResponse,
} from '@comptoir/core/modules/analytics';
import { sendFile } from '../../platform/download';
import { errorResponses, moduleRoutes } from '../../platform/routes';
import { requestLanguage, t } from '../../platform/i18n';
import { analyticsPdf, analyticsXlsx } from './export';
import { queueOf } from '../../platform/jobs';
import { MONTHS_JOB, refreshMonths } from './months';
import { ageing, analyticsClock, cashflow, detailed, overview, profitability, resolveRange } from './service';

/** Minutes between two runs of the job keeping the month summaries built (decision 0025). */
export const MONTHS_REFRESH_MINUTES = 10;

const range =
  '(from and to, inclusive, else the period week|month|quarter|year around today; compare=previous adds the period just before)';

/** The financial analysis ('Analyses Financières', /api/analytics/*): figures computed from the books. */
export function analyticsRoutes(app: FastifyInstance): void {
  const queue = queueOf(app);
  queue.define(MONTHS_JOB, async () => {
    await refreshMonths(app.db, analyticsClock.today());
  });
  queue.every(MONTHS_JOB, MONTHS_REFRESH_MINUTES);

  const { route } = moduleRoutes(app, 'analytics', {
    tags: ['analytics'],
    errors: errorResponses(400, 401, 403),
  });

  const tabs = [
    [
      'overview',
      'Revenue, cash collected, purchases, gross margin, open receivables and payables, order intake, quote conversion, average order; by month; top 10 clients and products',
      overviewResponse,
      overview,
    ],
    [
      'cashflow',
      'Payments received and made by week or month, net and cumulative, and the 90-day forecast from the due dates of unpaid invoices',
      cashflowResponse,
      cashflow,
    ],
    [
      'profitability',
      'Margin by order, client and product, with the source of each cost and the time spent at hourly cost',
      profitabilityResponse,
      profitability,
    ],
  ] as const;
  for (const [tab, summary, response, compute] of tabs) {
    route('GET', `/api/analytics/${tab}`, {
      summary: `${summary} ${range}`,
      query: analyticsQuery,
      response: { 200: response },
      handler: async ({ db, auth, query }) => compute(db, auth, query),
    });
  }

  const ageingTabs = [
    [
      'receivables',
      'outgoing',
      "Client balances by age at the period's end (not due, 1-30, 31-60, 61-90, over 90 days) and DSO",
    ],
    ['payables', 'incoming', "Supplier balances by age at the period's end and DPO"],
  ] as const;
  for (const [tab, direction, summary] of ageingTabs) {
    route('GET', `/api/analytics/${tab}`, {
      summary: `${summary} ${range}`,
      query: analyticsQuery,
      response: { 200: ageingResponse },
      handler: async ({ auth, query }) => ageing(app.db, auth, query, direction),
    });
  }

  route('GET', '/api/analytics/detailed', {
    summary: `The journal of the invoices and payments of the period, filtered (q, type, direction), sorted and paged ${range}`,
    query: detailedQuery,
    response: { 200: detailedResponse },
    handler: async ({ auth, query }) => detailed(app.db, auth, query),
  });

  route('GET', '/api/analytics/export', {
    summary: `The analysis of the period as xlsx (one sheet per tab) or as a PDF report ${range}`,
    query: exportAnalyticsQuery,
    response: {},
    handler: async ({ request, reply, auth, query }) => {
      const language = requestLanguage(request);
      const { period } = resolveRange(query);
      const base = t(request, 'analytics.exportFile.fileName', { from: period.from, to: period.to });
      if (query.format === 'pdf') {
        return sendFile(reply, `${base}.pdf`, await analyticsPdf(app.db, auth, query, language));
      }
      return sendFile(reply, `${base}.xlsx`, await analyticsXlsx(app.db, auth, query, language));
    },
  });
}
