import type { FastifyInstance } from 'fastify';
import {
  CURRENCY_CODES,
  RATE_UNAVAILABLE_KEY,
  convert,
  latestByPair,
  resolveRate,
} from '@comptoir/core/currency';
import {
  baseCurrencyBody,
  baseCurrencyResponse,
  convertBody,
  convertResponse,
  currenciesResponse,
  manualRateBody,
  ratesQuery,
  ratesResponse,
  ratesStatus,
  refreshResponse,
  storedRateSchema,
  type RateEntry,
} from '@comptoir/core/modules/currency';
import { apiError } from '@comptoir/core/api';
import { recordAudit } from '../../platform/audit';
import { access, defineRoute } from '../../platform/http';
import { t } from '../../platform/i18n';
import { manualSource } from './sources/manual';
import { queueOf } from '../../platform/jobs';
import { onCloseStep } from '../../platform/shutdown';
import { RatesRefresher } from './refresher';
import {
  currentRates,
  findRate,
  getBaseCurrency,
  listCurrencies,
  presentRate,
  presentStored,
  setBaseCurrency,
  storeBatch,
} from './service';

/** The queued job that refreshes the ECB rates (PostgreSQL). */
export const RATES_JOB = 'rates-refresh';

const refreshers = new WeakMap<FastifyInstance, RatesRefresher>();

/** The app's ECB refresher (tests use it to wait for a background refresh). */
export function ratesRefresherOf(app: FastifyInstance): RatesRefresher {
  const refresher = refreshers.get(app);
  if (!refresher) throw new Error('currencyRoutes() was not registered on this app');
  return refresher;
}

/** Currencies, exchange rates and conversion (/api/currencies/*). */
export function currencyRoutes(app: FastifyInstance): void {
  const refresher = new RatesRefresher(app.db, app.config.rates, app.log);
  refreshers.set(app, refresher);
  // Start-up fetch and timer once the app is ready (a failing fetch never blocks or breaks it);
  // stopped, and any fetch in progress awaited, when the app closes.
  // On PostgreSQL the periodic refresh is a job scheduled once across every process (decision 0017).
  const queue = queueOf(app);
  if (queue.kind === 'postgres') {
    queue.define(RATES_JOB, async () => {
      await refresher.refresh();
    });
    if (app.config.rates.fetch) queue.every(RATES_JOB, app.config.rates.refreshMinutes);
  }
  app.addHook('onReady', async () =>
    queue.kind === 'postgres' ? refresher.startScheduled() : refresher.start(),
  );
  onCloseStep(app, 'exchange rates', () => refresher.stop());

  const tags = ['currencies'];

  defineRoute(app, {
    method: 'GET',
    url: '/api/currencies',
    access: access.authenticated,
    summary: 'The currencies (code, name, symbol, flag)',
    tags,
    response: { 200: currenciesResponse, 401: apiError },
    handler: async () => ({ items: await listCurrencies(app.db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/currencies/rates',
    access: access.authenticated,
    summary:
      "Current rates from a base (default: the user's base currency) to every other currency: direct, inverse or via EUR, or unavailable",
    tags,
    query: ratesQuery,
    response: { 200: ratesResponse, 400: apiError, 401: apiError },
    handler: async ({ request, query, auth }) => {
      const base = query.base ?? (await getBaseCurrency(app.db, auth.user.id));
      const current = latestByPair(await currentRates(app.db));
      const rates: RateEntry[] = CURRENCY_CODES.filter((c) => c !== base).map((currency) => {
        const resolved = resolveRate(current, base, currency);
        return resolved
          ? { currency, unavailable: false as const, ...presentRate(resolved) }
          : { currency, unavailable: true as const, message: t(request, RATE_UNAVAILABLE_KEY) };
      });
      return { base, rates };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/currencies/convert',
    access: access.authenticated,
    summary:
      "Converts an amount (decimal string) with the current rate; 200 { unavailable: true, message: 'taux indisponible' } when no rate is known",
    tags,
    body: convertBody,
    response: { 200: convertResponse, 400: apiError, 401: apiError },
    handler: async ({ request, body }) => {
      const result = convert(await currentRates(app.db), body.amount, body.from, body.to);
      if (result.unavailable) {
        return {
          unavailable: true as const,
          from: body.from,
          to: body.to,
          message: t(request, RATE_UNAVAILABLE_KEY),
        };
      }
      return {
        unavailable: false as const,
        amount: result.amount,
        from: body.from,
        to: body.to,
        ...presentRate(result.rate),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/currencies/status',
    access: access.authenticated,
    summary: 'ECB refresh status (last success, last error, next refresh) and manual entries',
    tags,
    response: { 200: ratesStatus, 401: apiError },
    handler: async () => refresher.status(),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/currencies/rates',
    access: access.superAdmin('create'),
    summary: "Enters a rate (source 'manual', e.g. EUR→MUR); recorded in the audit log",
    tags,
    body: manualRateBody,
    response: { 201: storedRateSchema, 400: apiError, 401: apiError, 403: apiError },
    handler: async ({ request, reply, body, auth }) => {
      const batch = await manualSource.collect({ body, userId: auth.user.id });
      const stored = await app.db.transaction(async (tx) => {
        const before = await findRate(tx, { ...body, source: 'manual' });
        const [row] = await storeBatch(tx, batch);
        if (!row) throw new Error('The manual rate was not stored');
        await recordAudit(tx, request, auth, {
          action: 'rates.manual_entry',
          targetType: 'exchange_rate',
          targetId: row.id,
          targetLabel: `${row.base}→${row.quote} ${row.rateDate}`,
          before: before ? presentStored(before) : undefined,
          after: presentStored(row),
        });
        return row;
      });
      reply.status(201);
      return presentStored(stored);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/currencies/refresh',
    access: access.superAdmin('update'),
    summary: 'Fetches the ECB rates now (unless the last success is younger than the cache time)',
    tags,
    response: { 200: refreshResponse, 401: apiError, 403: apiError },
    handler: async () => {
      const refresh = await refresher.refresh();
      return { refresh, ...(await refresher.status()) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/currencies/base',
    access: access.authenticated,
    summary: "The signed-in user's base currency (EUR by default)",
    tags,
    response: { 200: baseCurrencyResponse, 401: apiError },
    handler: async ({ auth }) => ({ currency: await getBaseCurrency(app.db, auth.user.id) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/currencies/base',
    access: access.authenticated,
    summary: "Sets the signed-in user's base currency",
    tags,
    body: baseCurrencyBody,
    response: { 200: baseCurrencyResponse, 400: apiError, 401: apiError },
    handler: async ({ auth, body }) => {
      await setBaseCurrency(app.db, auth.user.id, body.currency);
      return { currency: body.currency };
    },
  });
}
