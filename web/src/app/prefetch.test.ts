import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { json, makeSession, stubFetch, stubSignedIn } from '@/test/utils';
import { prefetchScreen } from './prefetch';

const answer = () => json(200, {});
const DASHBOARD = { 'GET /api/dashboard': answer, 'GET /api/goals': answer };
const urls = (calls: { url: string }[]) =>
  calls.map((call) => call.url).filter((url) => !url.includes('session'));

describe('prefetchScreen', () => {
  it("requests the dashboard's data for its period once the session says who is signed in", async () => {
    const calls = stubSignedIn({ modules: ['dashboard', 'goals'] }, DASHBOARD);
    const queryClient = createQueryClient();
    prefetchScreen(queryClient, { pathname: '/dashboard', search: '?period=year' });
    await expect
      .poll(() => urls(calls))
      .toEqual(['/api/dashboard?period=year', '/api/goals?mine=1&period=current&pageSize=6']);
    expect(calls.filter((call) => call.url === '/api/auth/session')).toHaveLength(1);
  });

  it('leaves out what the user may not see, and asks nothing when signed out', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, makeSession({ modules: ['dashboard'] }));
    const calls = stubFetch(DASHBOARD);
    prefetchScreen(queryClient, { pathname: '/dashboard', search: '' });
    await expect.poll(() => urls(calls)).toEqual(['/api/dashboard?period=month']);

    const signedOut = createQueryClient();
    signedOut.setQueryData(SESSION_QUERY_KEY, null);
    prefetchScreen(signedOut, { pathname: '/dashboard', search: '' });
    queryClient.setQueryData(SESSION_QUERY_KEY, makeSession({ modules: ['orders'] }));
    prefetchScreen(queryClient, { pathname: '/dashboard', search: '?period=week' });
    prefetchScreen(queryClient, { pathname: '/orders', search: '' }); // no queries listed
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls(calls)).toEqual(['/api/dashboard?period=month']);
  });
});
