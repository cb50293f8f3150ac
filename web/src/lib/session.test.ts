import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { SESSION_CHECK_TIMEOUT_MS } from '@comptoir/core/modules/auth';
import { json, makeSession, mockApi, signedOut } from '@/test/utils';
import { setUnauthorizedHandler } from './api';
import { fetchSession, SESSION_QUERY_KEY, sessionQuery, type SessionResponse } from './session';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A session check the test answers when it wants, and a client that has run it past its time-out. */
async function timedOutCheck() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let answer: (response: Response) => void = () => undefined;
  mockApi({ 'GET /api/auth/session': () => new Promise<Response>((resolve) => (answer = resolve)) });
  const client = new QueryClient();
  const first = client.fetchQuery(sessionQuery);
  await vi.advanceTimersByTimeAsync(SESSION_CHECK_TIMEOUT_MS);
  expect(await first).toBeNull();
  return { client, answer: (session: SessionResponse) => answer(json(200, session)) };
}

const sessionOf = (client: QueryClient) => client.getQueryData<SessionResponse | null>(SESSION_QUERY_KEY);

describe('fetchSession', () => {
  it("reads the server's null answer (200) as signed out, without a failed request", async () => {
    const { fetchMock } = mockApi({ 'GET /api/auth/session': signedOut });
    expect(await fetchSession()).toBeNull();
    const response = (await fetchMock.mock.results[0]!.value) as Response;
    expect(response.ok).toBe(true);
  });

  it('gives the session when signed in', async () => {
    const session = makeSession();
    mockApi({ 'GET /api/auth/session': () => json(200, session) });
    expect(await fetchSession()).toEqual(session);
  });

  it('signs out on a later check answering null: the session ended elsewhere', async () => {
    mockApi({ 'GET /api/auth/session': signedOut });
    expect(await fetchSession(1000, makeSession())).toBeNull();
  });

  it('keeps the current session through a failure of a later check, but not a 401', async () => {
    mockApi({ 'GET /api/auth/session': () => json(503, { error: { code: 'unavailable', message: 'x' } }) });
    await expect(fetchSession(1000, makeSession())).rejects.toThrow();
    mockApi({
      'GET /api/auth/session': () => json(401, { error: { code: 'unauthenticated', message: 'x' } }),
    });
    expect(await fetchSession(1000, makeSession())).toBeNull();
  });
});

describe('a later session check', () => {
  it('takes the screen to /login as a 401 does when it finds the session ended, and only then', async () => {
    const ended = vi.fn();
    const undo = setUnauthorizedHandler(ended);
    try {
      const client = new QueryClient();
      // The first check finding no session is the sign-in page's: nothing ended.
      mockApi({ 'GET /api/auth/session': signedOut });
      expect(await client.fetchQuery(sessionQuery)).toBeNull();
      const session = makeSession();
      mockApi({ 'GET /api/auth/session': () => json(200, session) });
      expect(await client.fetchQuery({ ...sessionQuery, staleTime: 0 })).toEqual(session);
      // A failure keeps the session (a network blip), and ends nothing.
      mockApi({ 'GET /api/auth/session': () => json(503, { error: { code: 'unavailable', message: 'x' } }) });
      await expect(client.fetchQuery({ ...sessionQuery, staleTime: 0 })).rejects.toThrow();
      expect(ended).not.toHaveBeenCalled();
      // Deactivated, expired or signed out elsewhere: the server answers no session.
      mockApi({ 'GET /api/auth/session': signedOut });
      expect(await client.fetchQuery({ ...sessionQuery, staleTime: 0 })).toBeNull();
      expect(ended).toHaveBeenCalledTimes(1);
    } finally {
      undo();
    }
  });
});

describe('a first check answered after its time-out (a loaded server)', () => {
  it('shows signed out at the time-out, then signs the screen in when the signed-in answer comes', async () => {
    const { client, answer } = await timedOutCheck();
    const session = makeSession();
    answer(session);
    await vi.waitFor(() => expect(sessionOf(client)).toEqual(session));
  });

  it('keeps a sign-in made meanwhile, and a sign-out made meanwhile', async () => {
    const late = makeSession({ id: 'late' });
    const signedInMeanwhile = makeSession({ id: 'meanwhile' });
    const a = await timedOutCheck();
    a.client.setQueryData(SESSION_QUERY_KEY, signedInMeanwhile);
    a.answer(late);
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.resolve();
    expect(sessionOf(a.client)).toEqual(signedInMeanwhile);

    const b = await timedOutCheck();
    b.client.setQueryData(SESSION_QUERY_KEY, signedInMeanwhile);
    b.client.setQueryData(SESSION_QUERY_KEY, null);
    b.answer(late);
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.resolve();
    expect(sessionOf(b.client)).toBeNull();
  });
});
