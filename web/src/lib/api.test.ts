import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/utils';
import { api, ApiError, setUnauthorizedHandler } from './api';
import { fetchSession } from './session';
import { formatDate, formatDateTime, formatLongDate } from './format';

describe('api client', () => {
  let undo: () => void = () => {};
  afterEach(() => undo());

  it('turns an error envelope into an ApiError with status, code, message and fields', async () => {
    mockApi({
      'POST /api/things': () =>
        json(400, { error: { code: 'validation', message: 'Champs invalides', fields: { name: 'Requis' } } }),
    });
    const error = await api.post('/api/things', { name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', message: 'Champs invalides' });
    expect((error as ApiError).fields).toEqual({ name: 'Requis' });
  });

  it('maps a fetch TypeError to the network message', async () => {
    mockApi({ 'GET /api/things': () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await api.get('/api/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect((error as ApiError).message).toBe(
      'Problème de connexion réseau. Veuillez vérifier votre connexion internet et réessayer.',
    );
  });

  it('calls the 401 handler, except when the caller handles 401 itself', async () => {
    const handler = vi.fn();
    undo = setUnauthorizedHandler(handler);
    mockApi({ 'GET /api/things': () => json(401, { error: { code: 'unauthenticated', message: 'Non' } }) });
    await expect(api.get('/api/things', { skipUnauthorizedHandler: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).not.toHaveBeenCalled();
    await expect(api.get('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('sends the language header, same-origin credentials and JSON', async () => {
    const { requests } = mockApi({ 'PATCH /api/x': () => json(200, { ok: true }) });
    await expect(api.patch('/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      credentials: 'same-origin',
      body: { a: 1 },
      headers: { 'content-type': 'application/json', 'x-comptoir-lang': 'fr' },
    });
  });
});

describe('session check', () => {
  it('gives up after the time-out and counts as signed out', async () => {
    mockApi({ 'GET /api/auth/session': () => new Promise<Response>(() => {}) });
    const started = Date.now();
    await expect(fetchSession(50)).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('counts a 401, an error and an answer without user as signed out', async () => {
    mockApi({ 'GET /api/auth/session': () => json(401, { error: { code: 'x', message: 'x' } }) });
    await expect(fetchSession()).resolves.toBeNull();
    mockApi({ 'GET /api/auth/session': () => json(500, {}) });
    await expect(fetchSession()).resolves.toBeNull();
    mockApi({ 'GET /api/auth/session': () => json(200, {}) });
    await expect(fetchSession()).resolves.toBeNull();
  });

  it('rechecking a shown session signs out on a 401 only, and keeps it through other failures', async () => {
    const shown = { user: { id: 'u1' } } as unknown as Parameters<typeof fetchSession>[1];
    mockApi({
      'GET /api/auth/session': () => json(401, { error: { code: 'unauthenticated', message: 'x' } }),
    });
    await expect(fetchSession(1000, shown)).resolves.toBeNull();
    mockApi({ 'GET /api/auth/session': () => json(503, {}) });
    await expect(fetchSession(1000, shown)).rejects.toBeDefined();
    mockApi({ 'GET /api/auth/session': () => new Promise<Response>(() => {}) });
    await expect(fetchSession(50, shown)).rejects.toBeDefined();
  });
});

describe('date formatting', () => {
  it('writes dates the French way', () => {
    const date = new Date(2026, 2, 5, 14, 30);
    expect(formatDate(date)).toBe('05/03/2026');
    expect(formatDateTime(date)).toBe('05/03/2026 14:30');
    expect(formatLongDate(date)).toBe('5 mars 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
