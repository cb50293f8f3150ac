import type { FastifyInstance } from 'fastify';
import { apiError } from '@comptoir/core/api';
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
import { access, defineRoute } from '../../platform/http';
import { requestLanguage, t } from '../../platform/i18n';
import { pdfDisposition } from '../../platform/pdf';
import { analyticsPdf, analyticsXlsx } from './export';
import { ageing, cashflow, detailed, overview, profitability, resolveRange } from './service';

const TAGS = ['analytics'];
const errors = { 400: apiError, 401: apiError, 403: apiError };
const range =
  '(from and to, inclusive, else the period week|month|quarter|year around today; compare=previous adds the period just before)';

/** The financial analysis ('Analyses Financières', /api/analytics/*): figures computed from the books. */
export function analyticsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/analytics/overview',
    access: access.module('analytics', 'read'),
    summary: `Revenue, cash collected, purchases, gross margin, open receivables and payables, order intake, quote conversion, average order; by month; top 10 clients and products ${range}`,
    tags: TAGS,
    query: analyticsQuery,
    response: { 200: overviewResponse, ...errors },
    handler: async ({ auth, query }) => overview(app.db, auth, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/analytics/cashflow',
    access: access.module('analytics', 'read'),
    summary: `Payments received and made by week or month, net and cumulative, and the 90-day forecast from the due dates of unpaid invoices ${range}`,
    tags: TAGS,
    query: analyticsQuery,
    response: { 200: cashflowResponse, ...errors },
    handler: async ({ auth, query }) => cashflow(app.db, auth, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/analytics/profitability',
    access: access.module('analytics', 'read'),
    summary: `Margin by order, client and product, with the source of each cost and the time spent at hourly cost ${range}`,
    tags: TAGS,
    query: analyticsQuery,
    response: { 200: profitabilityResponse, ...errors },
    handler: async ({ auth, query }) => profitability(app.db, auth, query),
  });

  const ageingTabs = [
    [
      'receivables',
      'outgoing',
      "Client balances by age at the period's end (not due, 1-30, 31-60, 61-90, over 90 days) and DSO",
    ],
    ['payables', 'incoming', "Supplier balances by age at the period's end and DPO"],
  ] as const;
  for (const [tab, direction, summary] of ageingTabs) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/analytics/${tab}`,
      access: access.module('analytics', 'read'),
      summary: `${summary} ${range}`,
      tags: TAGS,
      query: analyticsQuery,
      response: { 200: ageingResponse, ...errors },
      handler: async ({ auth, query }) => ageing(app.db, auth, query, direction),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/analytics/detailed',
    access: access.module('analytics', 'read'),
    summary: `The journal of the invoices and payments of the period, filtered (q, type, direction), sorted and paged ${range}`,
    tags: TAGS,
    query: detailedQuery,
    response: { 200: detailedResponse, ...errors },
    handler: async ({ auth, query }) => detailed(app.db, auth, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/analytics/export',
    access: access.module('analytics', 'read'),
    summary: `The analysis of the period as xlsx (one sheet per tab) or as a PDF report ${range}`,
    tags: TAGS,
    query: exportAnalyticsQuery,
    response: errors,
    handler: async ({ request, reply, auth, query }) => {
      const language = requestLanguage(request);
      const { period } = resolveRange(query);
      const base = t(request, 'analytics.exportFile.fileName', { from: period.from, to: period.to });
      reply.header('cache-control', 'private, no-store');
      if (query.format === 'pdf') {
        const buffer = await analyticsPdf(app.db, auth, query, language);
        reply.header('content-disposition', pdfDisposition(`${base}.pdf`, false));
        return reply.type('application/pdf').send(buffer);
      }
      const buffer = await analyticsXlsx(app.db, auth, query, language);
      reply.header('content-disposition', pdfDisposition(`${base}.xlsx`, false));
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(buffer);
    },
  });
}
