import type { FastifyInstance } from 'fastify';
import { analyticsApi } from '@comptoir/core/modules/analytics.routes';
import { sendFile } from '../../platform/download';
import { implement } from '../../platform/routes';
import { requestLanguage, t } from '../../platform/i18n';
import { analyticsPdf, analyticsXlsx } from './export';
import { queueOf } from '../../platform/jobs';
import { MONTHS_JOB, refreshMonths } from './months';
import { ageing, analyticsClock, cashflow, detailed, overview, profitability, resolveRange } from './service';

/** Minutes between two runs of the job keeping the month summaries built (decision 0025). */
export const MONTHS_REFRESH_MINUTES = 10;

/**
 * The financial analysis ('Analyses Financières', /api/analytics/*): figures computed from the books;
 * the handlers of `analyticsApi`.
 */
export function analyticsRoutes(app: FastifyInstance): void {
  const queue = queueOf(app);
  queue.define(MONTHS_JOB, async () => {
    await refreshMonths(app.db, analyticsClock.today());
  });
  queue.every(MONTHS_JOB, MONTHS_REFRESH_MINUTES);

  implement(app, analyticsApi, {
    overview: async ({ db, auth, query }) => overview(db, auth, query),
    cashflow: async ({ db, auth, query }) => cashflow(db, auth, query),
    profitability: async ({ db, auth, query }) => profitability(db, auth, query),
    receivables: async ({ auth, query }) => ageing(app.db, auth, query, 'outgoing'),
    payables: async ({ auth, query }) => ageing(app.db, auth, query, 'incoming'),
    detailed: async ({ auth, query }) => detailed(app.db, auth, query),
    export: async ({ request, reply, auth, query }) => {
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
