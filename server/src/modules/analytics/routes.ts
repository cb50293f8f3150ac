import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AnalyticsComputing, AnalyticsQuery } from '@comptoir/core/modules/analytics';
import { analyticsApi } from '@comptoir/core/modules/analytics.routes';
import { sendFile } from '../../platform/download';
import { implement } from '../../platform/routes';
import { requestLanguage, t } from '../../platform/i18n';
import { analyticsPdf, analyticsXlsx } from './export';
import { queueOf } from '../../platform/jobs';
import { ORDER_COSTS_PER_REQUEST, refreshOrderCosts } from '../purchases/service/order-costs';
import { MONTHS_JOB, ensureMonths, monthSoFar, refreshMonths, wholeMonths } from './months';
import { compactOpenBalances } from './open-balances';
import { profitability } from './profitability';
import { ageing, analyticsClock, cashflow, overview, rangePlans, resolveRange } from './service';
import { detailed } from './journal';

/** Minutes between two runs of the job keeping the month summaries built (decision 0025). */
export const MONTHS_REFRESH_MINUTES = 10;

/**
 * Months without a current summary that a request still reads, from the books; beyond: 202. Also
 * how many months whose payments alone changed are left to the job's next round.
 */
export const MONTHS_FROM_BOOKS = 2;

/** How long a request does not ask the job again for the same months (it is at work on them). */
const ASK_AGAIN_MS = 10_000;

/** The job's work: the months named (a request found them missing or stale), else the refresh. */
interface MonthsJob {
  months?: string[];
}

/**
 * The financial analysis ('Analyses Financières', /api/analytics/*): figures computed from the books;
 * the handlers of `analyticsApi`. No request builds a month summary: the job does, at start, every
 * few minutes, and when a request finds one of its months missing or out of date (decision 0025).
 */
export function analyticsRoutes(app: FastifyInstance): void {
  const queue = queueOf(app);
  queue.define<MonthsJob>(MONTHS_JOB, async ({ months }) => {
    const today = analyticsClock.today();
    while ((await refreshOrderCosts(app.db)).left > 0);
    if (months?.length) await ensureMonths(app.db, months, monthSoFar(today));
    else await refreshMonths(app.db, today);
    await compactOpenBalances(app.db);
  });
  queue.every(MONTHS_JOB, MONTHS_REFRESH_MINUTES);
  if (app.config.analyticsAtStart)
    app.addHook('onReady', async () => {
      // Not awaited: the server answers while the summaries of the last 13 months are built.
      queue.send(MONTHS_JOB, {}, { singletonKey: 'refresh' }).catch((err: unknown) => {
        app.log.warn({ err }, 'analytics: the month summaries job could not be queued');
      });
    });

  /**
   * Queues the job for `months` once per ASK_AGAIN_MS in this process: a page asking again every
   * second, or many users at once, must not pile up jobs doing the same work (pg-boss's
   * singletonKey does not hold on a queue of the standard policy).
   */
  const asked = new Map<string, number>();
  async function ask(months: string[]): Promise<void> {
    const key = months.join(',');
    const now = Date.now();
    for (const [k, at] of asked) if (now - at > ASK_AGAIN_MS) asked.delete(k);
    if (asked.has(key)) return;
    asked.set(key, now);
    // A queue that cannot take the job must not fail the request: the months are read from the
    // books meanwhile, and the next request (or the job's own schedule) asks again.
    await queue
      .send<MonthsJob>(MONTHS_JOB, { months }, { singletonKey: `months:${key}` })
      .catch((err: unknown) => {
        asked.delete(key);
        app.log.warn({ err }, 'analytics: the month summaries job could not be queued');
      });
  }

  /**
   * Asks the job for the months `query`'s ranges would read without a current summary (never
   * built, or changed since). A few are read from the books meanwhile (service.ts plansOf: a
   * payment dated last month costs one month of books); more, as on a fresh database or after an
   * import, would cost seconds a year: the answer is then 202 'computing' until the job is done.
   */
  async function computing(query: AnalyticsQuery, reply: FastifyReply): Promise<AnalyticsComputing | null> {
    // Orders whose purchase cost changed since: a few computed now (their months then read as
    // changed), the rest by the job.
    const costs = await refreshOrderCosts(app.db, ORDER_COSTS_PER_REQUEST);
    if (costs.left > 0) await ask([]);
    const { period, previous } = resolveRange(query);
    const { plans, states } = await rangePlans(app.db, period, previous);
    const months = [...states.missing, ...states.stale].sort();
    // Only the months read whole count against MONTHS_FROM_BOOKS: a month of which an edge reads
    // thirds or days (decisions 0054, 0059) reads at most those days from the books meanwhile, as
    // an edge did before them; the job is still asked for it.
    const whole = new Set(plans.flatMap((p) => (p ? wholeMonths(p) : [])));
    const wholeUnread = months.filter((m) => whole.has(m)).length;
    // A month whose payments only changed reads them from the books (a month's payments): never a
    // 202. A few such months alone are left to the job's next round (at most
    // MONTHS_REFRESH_MINUTES away): rebuilt now, each would take a core for a second or two while
    // the requests right after the payment read it (the overview 230 → 450 to 700 ms on the
    // bench), and a day of bank matching would have them rebuilt again and again.
    if (months.length === 0 && states.payments.length <= MONTHS_FROM_BOOKS) return null;
    await ask([...months, ...states.payments].sort());
    if (wholeUnread <= MONTHS_FROM_BOOKS) return null;
    reply.status(202);
    return { computing: true, months: months.length };
  }

  implement(app, analyticsApi, {
    overview: async ({ db, auth, query, reply }) =>
      (await computing(query, reply)) ?? overview(db, auth, query),
    cashflow: async ({ db, auth, query, reply }) =>
      (await computing(query, reply)) ?? cashflow(db, auth, query),
    profitability: async ({ db, auth, query, reply }) =>
      (await computing(query, reply)) ?? profitability(db, auth, query),
    receivables: async ({ auth, query, reply }) =>
      (await computing(query, reply)) ?? ageing(app.db, auth, query, 'outgoing'),
    payables: async ({ auth, query, reply }) =>
      (await computing(query, reply)) ?? ageing(app.db, auth, query, 'incoming'),
    detailed: async ({ auth, query, reply }) =>
      (await computing(query, reply)) ?? detailed(app.db, auth, query),
    export: async ({ request, reply, auth, query }) => {
      await refreshOrderCosts(app.db, ORDER_COSTS_PER_REQUEST);
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
