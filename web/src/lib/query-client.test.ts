import { QueryObserver, skipToken } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

/** What useQuery does while a component renders: an observer, which makes the query in the cache. */
const observe = (client: ReturnType<typeof createQueryClient>, options: object) =>
  new QueryObserver(client, { queryKey: ['thing'], ...options });

describe('createQueryClient', () => {
  it('fetches a new query as soon as a render makes it, before its component mounts', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'answer');
    const observer = observe(client, { queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);

    // The mount (subscription) joins that request instead of making another.
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('answer'));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('leaves alone a disabled query, one that has data, and one without a function', () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'answer');
    observe(client, { queryKey: ['off'], queryFn, enabled: false });
    observe(client, { queryKey: ['off', 'fn'], queryFn, enabled: () => false });
    observe(client, { queryKey: ['skipped'], queryFn: skipToken });
    observe(client, { queryKey: ['known'], queryFn, initialData: 'cached' });
    client.setQueryData(['set'], 'cached');
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('keeps a failed early request as the query error, for the component to show', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new Error('down')));
    observe(client, { queryFn, retry: false });
    await vi.waitFor(() => expect(client.getQueryState(['thing'])?.status).toBe('error'));
    expect(client.getQueryState(['thing'])?.error).toEqual(new Error('down'));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
