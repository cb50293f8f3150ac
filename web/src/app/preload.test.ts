import type { DataRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_ITEMS } from '@comptoir/core/permissions';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { makeSession, SUPER_ADMIN } from '@/test/utils';
import { connectPreloading, preloadWhenIdle } from './preload';

// What would be loaded, recorded instead (the web tests share their modules: no vi.mock).
const preloadScreen = vi.fn((_path: string) => Promise.resolve());
const protectedLayout = vi.fn(() => Promise.resolve());
const load = { screen: preloadScreen, shell: protectedLayout };

type State = { initialized: boolean; navigation: { state: string }; location: { pathname: string } };

/** A router whose state the test sets; `set` tells the subscribers, as the router does. */
function fakeRouter(state: State) {
  const listeners = new Set<(state: State) => void>();
  const router = {
    state,
    subscribe: (listener: (state: State) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Partial<State>) {
      router.state = { ...router.state, ...next };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}
const asRouter = (router: ReturnType<typeof fakeRouter>) =>
  router as unknown as Pick<DataRouter, 'state' | 'subscribe'>;

const IDLE = { initialized: true, navigation: { state: 'idle' } };

beforeEach(() => {
  vi.useFakeTimers();
  preloadScreen.mockClear();
  protectedLayout.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('preloadWhenIdle', () => {
  it('runs the loads one after the other, each when idle and not busy, until stopped', async () => {
    const calls: number[] = [];
    let busy = true;
    let release: () => void = () => undefined;
    const loads = [0, 1, 2].map((n) => () => {
      calls.push(n);
      return n === 0 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
    });
    const stop = preloadWhenIdle(loads, () => busy);

    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([]); // busy: nothing starts
    busy = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([0]); // the second waits for the first
    release();
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toEqual([0, 1]);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([0, 1]);
  });
});

describe('connectPreloading', () => {
  it("loads the signed-in user's menu screens, in order, once the first screen is there", async () => {
    const queryClient = createQueryClient();
    const router = fakeRouter({
      initialized: false,
      navigation: { state: 'idle' },
      location: { pathname: '/' },
    });
    const disconnect = connectPreloading(queryClient, asRouter(router), load);

    queryClient.setQueryData(SESSION_QUERY_KEY, makeSession(SUPER_ADMIN));
    await vi.advanceTimersByTimeAsync(1000);
    expect(preloadScreen).not.toHaveBeenCalled(); // the first route is still loading

    router.set({ ...IDLE, location: { pathname: '/dashboard' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(preloadScreen.mock.calls.map(([path]) => path)).toEqual(MENU_ITEMS.map((item) => item.path));

    // Later navigations of the same user load nothing more.
    router.set({ location: { pathname: '/orders' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(preloadScreen).toHaveBeenCalledTimes(MENU_ITEMS.length);
    disconnect();
  });

  it('loads only the screens the user may open', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, makeSession({ modules: ['dashboard', 'orders'] }));
    const disconnect = connectPreloading(
      queryClient,
      asRouter(fakeRouter({ ...IDLE, location: { pathname: '/orders' } })),
      load,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(preloadScreen.mock.calls.map(([path]) => path)).toEqual(['/dashboard', '/orders']);
    disconnect();
  });

  it('on the sign-in page, loads the shell and the dashboard a sign-in leads to', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    const disconnect = connectPreloading(
      queryClient,
      asRouter(fakeRouter({ ...IDLE, location: { pathname: '/login' } })),
      load,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(protectedLayout).toHaveBeenCalledTimes(1);
    expect(preloadScreen.mock.calls).toEqual([['/dashboard']]);
    disconnect();
  });

  it('waits for the first session check, and for the queries running to end', async () => {
    const queryClient = createQueryClient();
    const disconnect = connectPreloading(
      queryClient,
      asRouter(fakeRouter({ ...IDLE, location: { pathname: '/dashboard' } })),
      load,
    );
    let answer: (value: string) => void = () => undefined;
    void queryClient.prefetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    await vi.advanceTimersByTimeAsync(1000);
    queryClient.setQueryData(SESSION_QUERY_KEY, makeSession({ modules: ['dashboard'] }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(preloadScreen).not.toHaveBeenCalled(); // a query is running
    answer('done');
    await vi.advanceTimersByTimeAsync(5000);
    expect(preloadScreen.mock.calls).toEqual([['/dashboard']]);
    disconnect();
  });
});
