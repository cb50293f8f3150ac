import type { FastifyInstance } from 'fastify';
import {
  CURRENCY_CODES,
  RATE_UNAVAILABLE_KEY,
  convert,
  latestByPair,
  resolveRate,
} from '@comptoir/core/currency';
import type { RateEntry } from '@comptoir/core/modules/currency';
import { currencyApi } from '@comptoir/core/modules/currency.routes';
import { recordAudit } from '../../platform/audit';
import { implement } from '../../platform/routes';
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

  implement(app, currencyApi, {
    list: async () => ({ items: await listCurrencies(app.db) }),
    rates: async ({ request, query, auth }) => {
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
    convert: async ({ request, body }) => {
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
    status: async () => refresher.status(),
    enterRate: async ({ request, body, auth }) => {
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
      return presentStored(stored);
    },
    refresh: async () => {
      const refresh = await refresher.refresh();
      return { refresh, ...(await refresher.status()) };
    },
    base: async ({ auth }) => ({ currency: await getBaseCurrency(app.db, auth.user.id) }),
    setBase: async ({ auth, body }) => {
      await setBaseCurrency(app.db, auth.user.id, body.currency);
      return { currency: body.currency };
    },
  });
}
