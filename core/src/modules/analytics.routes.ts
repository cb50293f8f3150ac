/** The routes of the financial analysis ('Analyses Financières', /api/analytics/*): see core/src/route.ts. */
import { routes } from '../route';
import {
  ageingResponse,
  analyticsComputing,
  analyticsQuery,
  cashflowResponse,
  detailedQuery,
  detailedResponse,
  exportAnalyticsQuery,
  overviewResponse,
  profitabilityResponse,
} from './analytics';

const r = routes('analytics', { tags: ['analytics'], errors: [400, 401, 403] });

/** While the month summaries a tab needs are built for the first time. */
const computing = { 202: analyticsComputing };

const range =
  '(from and to, inclusive, else the period week|month|quarter|year around today; compare=previous adds the period just before)';

/** One route per tab of the page (by the tab's name, ANALYTICS_TABS), and the export. */
export const analyticsApi = {
  overview: r.get('/api/analytics/overview', {
    summary: `Revenue, cash collected, purchases, gross margin, open receivables and payables, order intake, quote conversion, average order; by month; top 10 clients and products ${range}`,
    query: analyticsQuery,
    response: overviewResponse,
    alsoAnswers: computing,
  }),
  cashflow: r.get('/api/analytics/cashflow', {
    summary: `Payments received and made by week or month, net and cumulative, and the 90-day forecast from the due dates of unpaid invoices ${range}`,
    query: analyticsQuery,
    response: cashflowResponse,
    alsoAnswers: computing,
  }),
  profitability: r.get('/api/analytics/profitability', {
    summary: `Margin by order, client and product, with the source of each cost and the time spent at hourly cost ${range}`,
    query: analyticsQuery,
    response: profitabilityResponse,
    alsoAnswers: computing,
  }),
  receivables: r.get('/api/analytics/receivables', {
    summary: `Client balances by age at the period's end (not due, 1-30, 31-60, 61-90, over 90 days) and DSO ${range}`,
    query: analyticsQuery,
    response: ageingResponse,
    alsoAnswers: computing,
  }),
  payables: r.get('/api/analytics/payables', {
    summary: `Supplier balances by age at the period's end and DPO ${range}`,
    query: analyticsQuery,
    response: ageingResponse,
    alsoAnswers: computing,
  }),
  detailed: r.get('/api/analytics/detailed', {
    summary: `The journal of the invoices and payments of the period, filtered (q, type, direction), sorted and paged ${range}`,
    query: detailedQuery,
    response: detailedResponse,
    alsoAnswers: computing,
  }),
  export: r.get('/api/analytics/export', {
    summary: `The analysis of the period as xlsx (one sheet per tab) or as a PDF report ${range}`,
    query: exportAnalyticsQuery,
    response: 'file',
  }),
};
