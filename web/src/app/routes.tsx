import type { RouteObject } from 'react-router';
import { MENU_ITEMS } from '@comptoir/core/permissions';
import { loadNamespaces, type Namespace } from '@/lib/i18n';
import { InitialFallback, RootLayout, RootRedirect } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * A module's page. None of the business modules exist yet: each one shows the "en construction"
 * page until its feature folder provides a real page here.
 */
const underConstruction = async () => ({
  Component: (await import('./pages/UnderConstructionPage')).UnderConstructionPage,
});

/** A feature page whose messages (namespaces) load with its code. */
function featurePage(
  namespaces: Namespace[],
  load: () => Promise<RouteObject['Component']>,
): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component };
  };
}

const modulePages: Record<string, RouteObject['lazy']> = {
  ...Object.fromEntries(MENU_ITEMS.map((item) => [item.id, underConstruction])),
  dashboard: featurePage(
    ['dashboard', 'goals'],
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
  invoices: featurePage(
    ['invoices', 'orders', 'products', 'extraction'],
    async () => (await import('@/features/invoices/pages/InvoicesPage')).InvoicesPage,
  ),
  testing: featurePage(
    ['selftest'],
    async () => (await import('@/features/selftest/pages/TestingPage')).TestingPage,
  ),
  time: featurePage(['time'], async () => (await import('@/features/time/pages/TimePage')).TimePage),
  goals: featurePage(['goals'], async () => (await import('@/features/goals/pages/GoalsPage')).GoalsPage),
  analytics: featurePage(
    ['analytics'],
    async () => (await import('@/features/analytics/pages/AnalyticsPage')).AnalyticsPage,
  ),
};

/**
 * The route table. Everything but the root frame is lazy, so /login loads only what it needs.
 * Shell routes: one per sidebar menu item (core's MENU_ITEMS), guarded by the shell's ModuleGuard.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: InitialFallback,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, Component: RootRedirect },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('@/features/auth/pages/LoginPage')).LoginPage }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        lazy: async () => ({ Component: (await import('./shell/ProtectedLayout')).ProtectedLayout }),
        children: [
          {
            // Errors inside a page keep the shell around them.
            errorElement: <RouteErrorPage inShell />,
            children: MENU_ITEMS.map((item) => ({
              path: item.path.slice(1),
              lazy: modulePages[item.id],
            })),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];
