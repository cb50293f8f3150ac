import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, expect, vi } from 'vitest';
import type { DemoAccountsResponse, SessionResponse, SessionUser } from '@comptoir/core/modules/auth';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { connectSessionEvents } from '@/app/session-events';
import { createQueryClient } from '@/lib/query-client';

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A list's answer holding all of `items`: its only page, of `pageSize`. */
export function onePage<T>(items: T[], pageSize = 20) {
  return { items, total: items.length, page: 1, pageSize };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of `'METHOD /path'` handlers (`'METHOD /path?query'` for one query only;
 * a path alone answers any query of it). Unlisted calls answer 404.
 * Returns the recorded requests.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      url,
      headers: { ...((init?.headers as Record<string, string> | undefined) ?? {}) },
      credentials: init?.credentials,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    // The exact URL first, then the path alone (a handler for any query of that path).
    const handler = handlers[`${method} ${url}`] ?? handlers[`${method} ${url.split('?')[0]}`];
    if (!handler) return json(404, { error: { code: 'not_found', message: 'not found' } });
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** What GET /api/auth/session answers without a live session: 200 with null (not an error). */
export const signedOut = () => json(200, null);
export const noDemo = () => json(200, { demo: false, accounts: [] } satisfies DemoAccountsResponse);

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '4b1c8f5e-8d5a-4f53-9a43-0f3f3f6b2a11',
    email: 'lea@comptoir.test',
    full_name: 'Léa Moreau',
    phone: null,
    is_super_admin: false,
    role: 'Editor',
    status: 'Active',
    modules: ['dashboard', 'tasks'],
    companies: [],
    preferences: {},
    ...overrides,
  };
}

export function makeSession(overrides: Partial<SessionUser> = {}): SessionResponse {
  return {
    user: makeUser(overrides),
    session: { expiresAt: '2030-01-01T00:00:00.000Z', rememberMe: false, idleTimeoutMinutes: 30 },
    demoAccounts: false,
  };
}

export const SUPER_ADMIN: Partial<SessionUser> = {
  email: 'admin@comptoir.test',
  full_name: 'Camille Laurent',
  is_super_admin: true,
  role: 'Super Admin',
  modules: [],
};

/** Renders the whole app (real routes, providers, session wiring) at `path`. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const disconnect = connectSessionEvents(queryClient, router);
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user, disconnect };
}

/**
 * Waits for the dashboard's title (a lazy page: it may take a while) and checks that the address
 * is /dashboard.
 */
export async function expectDashboard(router: ReturnType<typeof renderApp>['router']) {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Tableau de Bord Opérationnel' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
}

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

/**
 * Replaces fetch with a table of `'METHOD /path'` handlers (the query is ignored, kept in `url`;
 * unlisted calls answer 404). A JSON body is parsed, any other (FormData) kept as it is. Returns
 * the calls as they come; `onCall` sees each too.
 */
export function stubFetch(handlers: Record<string, ApiHandler>, onCall?: (call: ApiCall) => void): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const call: ApiCall = {
        method: (init?.method ?? 'GET').toUpperCase(),
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      };
      calls.push(call);
      onCall?.(call);
      const handler = handlers[`${call.method} ${url.split('?')[0]}`];
      return handler ? handler(call) : json(404, { error: { code: 'not_found', message: 'not found' } });
    }),
  );
  return calls;
}

/** Signs `user` in (its session, no demo accounts), then `stubFetch` with `handlers`. */
export function stubSignedIn(
  user: Partial<SessionUser>,
  handlers: Record<string, ApiHandler> = {},
  onCall?: (call: ApiCall) => void,
): ApiCall[] {
  const session = makeSession(user);
  return stubFetch(
    {
      'GET /api/auth/session': () => json(200, session),
      'GET /api/auth/demo-accounts': noDemo,
      ...handlers,
    },
    onCall,
  );
}

/** Renders `ui` (a dialog, a section) with a query client of its own. */
export function renderWithQueries(ui: ReactElement) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

/** Loads a lazy page's chunk once, before the first test's time budget starts (in the page's describe). */
export function preloadPage(load: () => Promise<unknown>) {
  beforeAll(async () => {
    await load();
  });
}
