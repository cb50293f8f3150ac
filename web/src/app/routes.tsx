import type { RouteObject } from 'react-router';
import { MENU_ITEMS } from '@comptoir/core/permissions';
import { modulePages } from './pages';
import { InitialFallback, RootLayout, RootRedirect } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

/** The protected shell (sidebar, header) around every menu screen. */
export const protectedLayout = async () => ({
  Component: (await import('./shell/ProtectedLayout')).ProtectedLayout,
});

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
        lazy: protectedLayout,
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
