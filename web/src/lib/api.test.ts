import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/utils';
import { z } from 'zod';
import { routes } from '@comptoir/core/route';
import { ApiError, call, multipart, setUnauthorizedHandler, upload, urlOf } from './api';
import { fetchSession } from './session';
import { formatDate, formatDateTime, formatLongDate } from './format';

const r = routes('authenticated', { tags: ['test'], errors: [400, 401] });
const things = {
  create: r.post('/api/things', {
    summary: 'probe',
    body: z.object({ name: z.string() }),
    response: z.object({}),
  }),
  list: r.get('/api/things', { summary: 'probe', response: z.object({}) }),
  one: r.get('/api/things/:id/files/:name', {
    summary: 'probe',
    params: z.object({ id: z.string(), name: z.string() }),
    query: z.object({ download: z.string().optional(), q: z.string().optional() }),
    response: 'file',
  }),
  send: r.post('/api/things/:id/files', {
    summary: 'probe',
    params: z.object({ id: z.string() }),
    body: 'multipart',
    response: z.object({}),
  }),
};

describe('api client', () => {
  it('fills a route path with its params and query, encoded', () => {
    expect(urlOf(things.one, { params: { id: 'a b', name: 'é/x' }, query: { download: '1', q: '' } })).toBe(
      '/api/things/a%20b/files/%C3%A9%2Fx?download=1',
    );
    expect(() => urlOf(things.one, { params: { id: '', name: 'x' } })).toThrow(/id is missing/);
  });

  it('sends the method, path and JSON body its route declares', async () => {
    const { requests } = mockApi({ 'POST /api/things': () => json(200, {}) });
    await call(things.create, { body: { name: 'x' } });
    expect(requests).toMatchObject([{ method: 'POST', url: '/api/things', body: { name: 'x' } }]);
  });

  let undo: () => void = () => {};
  afterEach(() => undo());

  it('turns an error envelope into an ApiError with status, code, message and fields', async () => {
    mockApi({
      'POST /api/things': () =>
        json(400, { error: { code: 'validation', message: 'Champs invalides', fields: { name: 'Requis' } } }),
    });
    const error = await call(things.create, { body: { name: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation', message: 'Champs invalides' });
    expect((error as ApiError).fields).toEqual({ name: 'Requis' });
  });

  it("keeps the error body's details, of a JSON call and of an upload, and none when it sent none", async () => {
    const details = { headers: ['Date', 'Montant'], proposal: null, sample: [['01/02/2026', '12,50']] };
    mockApi({
      'POST /api/things': () => json(422, { error: { code: 'csv_mapping', message: 'Colonnes', details } }),
      'POST /api/things/7/files': () =>
        json(422, { error: { code: 'csv_mapping', message: 'Colonnes', details } }),
      'GET /api/things': () => json(400, { error: { code: 'validation', message: 'Non' } }),
    });
    const sent = await call(things.create, { body: { name: 'x' } }).catch((e: unknown) => e);
    expect(sent).toMatchObject({ status: 422, code: 'csv_mapping', details });
    const uploaded = await upload(
      things.send,
      { params: { id: '7' } },
      multipart({ file: new Blob(['a']) }),
      'common.operationFailed',
    ).catch((e: unknown) => e);
    expect(uploaded).toBeInstanceOf(ApiError);
    expect((uploaded as ApiError).details).toEqual(details);
    const plain = await call(things.list).catch((e: unknown) => e);
    expect((plain as ApiError).details).toBeUndefined();
  });

  it('maps a fetch TypeError to the network message', async () => {
    mockApi({ 'GET /api/things': () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await call(things.list).catch((e: unknown) => e);
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
    await expect(call(things.list, {}, { skipUnauthorizedHandler: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).not.toHaveBeenCalled();
    await expect(call(things.list)).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('sends the language header, same-origin credentials and JSON', async () => {
    const { requests } = mockApi({ 'POST /api/things': () => json(200, { ok: true }) });
    await expect(call(things.create, { body: { name: 'a' } })).resolves.toEqual({ ok: true });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: { name: 'a' },
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
