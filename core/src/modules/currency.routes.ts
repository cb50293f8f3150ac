/** The routes of currencies, exchange rates and conversion (/api/currencies/*): see core/src/route.ts. */
import { access, routes } from '../route';
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
} from './currency';

const r = routes('authenticated', { tags: ['currencies'], errors: [400, 401] });

export const currencyApi = {
  list: r.get('/api/currencies', {
    summary: 'The currencies (code, name, symbol, flag)',
    response: currenciesResponse,
    errors: [401],
  }),
  rates: r.get('/api/currencies/rates', {
    summary:
      "Current rates from a base (default: the user's base currency) to every other currency: direct, inverse or via EUR, or unavailable",
    query: ratesQuery,
    response: ratesResponse,
  }),
  convert: r.post('/api/currencies/convert', {
    summary:
      "Converts an amount (decimal string) with the current rate; 200 { unavailable: true, message: 'taux indisponible' } when no rate is known",
    body: convertBody,
    response: convertResponse,
  }),
  status: r.get('/api/currencies/status', {
    summary: 'ECB refresh status (last success, last error, next refresh) and manual entries',
    response: ratesStatus,
    errors: [401],
  }),
  enterRate: r.post('/api/currencies/rates', {
    summary: "Enters a rate (source 'manual', e.g. EUR→MUR); recorded in the audit log",
    access: access.superAdmin('create'),
    body: manualRateBody,
    response: storedRateSchema,
    status: 201,
    errors: [400, 401, 403],
  }),
  refresh: r.post('/api/currencies/refresh', {
    summary: 'Fetches the ECB rates now (unless the last success is younger than the cache time)',
    access: access.superAdmin('update'),
    response: refreshResponse,
    errors: [401, 403],
  }),
  base: r.get('/api/currencies/base', {
    summary: "The signed-in user's base currency (EUR by default)",
    response: baseCurrencyResponse,
    errors: [401],
  }),
  setBase: r.put('/api/currencies/base', {
    summary: "Sets the signed-in user's base currency",
    body: baseCurrencyBody,
    response: baseCurrencyResponse,
  }),
};
