/**
 * Every route of the API, by module (generated list: one import per `core/src/modules/*.routes.ts`).
 * The server checks at start that it implements exactly these, and the OpenAPI description is
 * written from them (decision 0032).
 */
import type { AnyRoute } from './route';
import { adminUsersApi } from './modules/admin-users.routes';
import { analyticsApi } from './modules/analytics.routes';
import { authApi } from './modules/auth.routes';
import { bankApi } from './modules/bank.routes';
import { clientsApi } from './modules/clients.routes';
import { conversationsApi } from './modules/conversations.routes';
import { currencyApi } from './modules/currency.routes';
import { dashboardApi } from './modules/dashboard.routes';
import { demandesApi } from './modules/demandes.routes';
import { documentsApi } from './modules/documents.routes';
import { extractionApi } from './modules/extraction.routes';
import { goalsApi } from './modules/goals.routes';
import { importsApi } from './modules/imports.routes';
import { invoicesApi } from './modules/invoices.routes';
import { ordersApi } from './modules/orders.routes';
import { platformApi } from './modules/platform.routes';
import { pricelistApi } from './modules/pricelist.routes';
import { productsApi } from './modules/products.routes';
import { purchasesApi } from './modules/purchases.routes';
import { quotationsApi } from './modules/quotations.routes';
import { quotesApi } from './modules/quotes.routes';
import { selfTestApi } from './modules/selftest.routes';
import { settingsApi } from './modules/settings.routes';
import { shipmentsApi } from './modules/shipments.routes';
import { tasksApi } from './modules/tasks.routes';
import { teamApi } from './modules/team.routes';
import { timeApi } from './modules/time.routes';

export const API = {
  adminUsersApi,
  analyticsApi,
  authApi,
  bankApi,
  clientsApi,
  conversationsApi,
  currencyApi,
  dashboardApi,
  demandesApi,
  documentsApi,
  extractionApi,
  goalsApi,
  importsApi,
  invoicesApi,
  ordersApi,
  platformApi,
  pricelistApi,
  productsApi,
  purchasesApi,
  quotationsApi,
  quotesApi,
  selfTestApi,
  settingsApi,
  shipmentsApi,
  tasksApi,
  teamApi,
  timeApi,
} as const;

/** Every declared route, module after module. */
export function declaredRoutes(): AnyRoute[] {
  return Object.values(API).flatMap((table) => Object.values(table) as AnyRoute[]);
}
