import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeSession, mockApi, signedOut } from '@/test/utils';
import { fetchSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
});

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
