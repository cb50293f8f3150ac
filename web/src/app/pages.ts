/**
 * The menu screens' code, with the messages each needs, loaded by the router on a first visit or
 * ahead of it (issue 30 §2): on the intent to open one (the pointer over its sidebar link, the
 * link focused) and when the browser is idle (./preload.ts). A page's loader only imports (the
 * browser keeps a module once loaded or loading) and loads messages (each file once): calling it
 * ahead of the router costs nothing twice.
 */
import type { RouteObject } from 'react-router';
import { MENU_ITEMS, menuItemForPath } from '@comptoir/core/permissions';
import { loadNamespaces, type Namespace } from '@/lib/i18n';

type Lazy = () => Promise<{ Component: RouteObject['Component'] }>;

/**
 * A module's page. None of the business modules exist yet: each one shows the "en construction"
 * page until its feature folder provides a real page here.
 */
const underConstruction: Lazy = async () => ({
  Component: (await import('./pages/UnderConstructionPage')).UnderConstructionPage,
});

/** A feature page whose messages (namespaces) load with its code. */
function featurePage(namespaces: Namespace[], load: () => Promise<RouteObject['Component']>): Lazy {
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component };
  };
}

/** Each menu item's page (core's MENU_ITEMS ids). */
export const modulePages: Record<string, Lazy> = {
  ...Object.fromEntries(MENU_ITEMS.map((item) => [item.id, underConstruction])),
  dashboard: featurePage(
    ['dashboard', 'goals', 'bank'],
    async () => (await import('@/features/dashboard/pages/DashboardPage')).DashboardPage,
  ),
  users: featurePage(['admin'], async () => (await import('@/features/users/pages/UsersPage')).UsersPage),
  'super-admin': featurePage(
    ['admin'],
    async () => (await import('@/features/users/pages/SuperAdminPage')).SuperAdminPage,
  ),
  settings: featurePage(
    ['settings', 'currency', 'invoices'],
    async () => (await import('@/features/settings/pages/SettingsPage')).SettingsPage,
  ),
  products: featurePage(
    ['products', 'import'],
    async () => (await import('@/features/products/pages/ProductsPage')).ProductsPage,
  ),
  pricelist: featurePage(
    ['pricelist', 'products', 'import'],
    async () => (await import('@/features/pricelist/pages/PriceListPage')).PriceListPage,
  ),
  tasks: featurePage(['tasks'], async () => (await import('@/features/tasks/pages/TasksPage')).TasksPage),
  team: featurePage(['team'], async () => (await import('@/features/team/pages/TeamPage')).TeamPage),
  demandes: featurePage(
    ['demandes'],
    async () => (await import('@/features/demandes/pages/DemandesPage')).DemandesPage,
  ),
  clients: featurePage(
    ['clients'],
    async () => (await import('@/features/clients/pages/ClientsPage')).ClientsPage,
  ),
  quotes: featurePage(
    ['quotes', 'products'],
    async () => (await import('@/features/quotes/pages/QuotesPage')).QuotesPage,
  ),
  orders: featurePage(
    ['orders', 'products'],
    async () => (await import('@/features/orders/pages/OrdersPage')).OrdersPage,
  ),
  purchases: featurePage(
    ['purchases'],
    async () => (await import('@/features/purchases/pages/PurchasesPage')).PurchasesPage,
  ),
  invoices: featurePage(
    ['invoices', 'orders', 'products', 'extraction'],
    async () => (await import('@/features/invoices/pages/InvoicesPage')).InvoicesPage,
  ),
  bank: featurePage(['bank'], async () => (await import('@/features/bank/pages/BankPage')).BankPage),
  testing: featurePage(
    ['selftest'],
    async () => (await import('@/features/selftest/pages/TestingPage')).TestingPage,
  ),
  time: featurePage(['time'], async () => (await import('@/features/time/pages/TimePage')).TimePage),
  goals: featurePage(['goals'], async () => (await import('@/features/goals/pages/GoalsPage')).GoalsPage),
  analytics: featurePage(
    ['analytics', 'bank'],
    async () => (await import('@/features/analytics/pages/AnalyticsPage')).AnalyticsPage,
  ),
};

/**
 * Loads the code and messages of the menu screen at `path` ahead of its visit. A failure is left
 * for the visit itself to show.
 */
export function preloadScreen(path: string): Promise<void> {
  const item = menuItemForPath(path);
  const load = item ? modulePages[item.id] : undefined;
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
