import { QueryObserver, skipToken } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, invalidateAfterChange } from './query-client';

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

describe('invalidateAfterChange', () => {
  /** A query function whose answers the test gives, one call at a time. */
  function answers() {
    const waiting: ((value: string) => void)[] = [];
    const queryFn = vi.fn(() => new Promise<string>((resolve) => waiting.push(resolve)));
    const answer = async (value: string) => {
      await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()?.(value);
    };
    return { queryFn, answer };
  }

  it('fetches again a query on screen whose first fetch was under way during the change', async () => {
    const client = createQueryClient();
    const { queryFn, answer } = answers();
    const observer = observe(client, { queryKey: ['team', 'candidates', 'x'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1); // asked before the change

    const done = invalidateAfterChange(client, [['team']]);
    await answer('before the change');
    await answer('after the change');
    await done;

    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data).toBe('after the change');
    unsubscribe();
  });

  it('marks out of date a first fetch under way off screen, fetched again when shown', async () => {
    const client = createQueryClient();
    const { queryFn, answer } = answers();
    void client.prefetchQuery({ queryKey: ['team', 'list'], queryFn });

    const done = invalidateAfterChange(client, [['team']]);
    await answer('before the change');
    await done;

    expect(client.getQueryState(['team', 'list'])).toMatchObject({
      data: 'before the change',
      isInvalidated: true,
    });
    expect(queryFn).toHaveBeenCalledTimes(1);

    const observer = observe(client, { queryKey: ['team', 'list'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await answer('after the change');
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('after the change'));
    unsubscribe();
  });

  it('restarts a fetch under way of a query with data once, as react-query does, and leaves other keys', async () => {
    const client = createQueryClient();
    const { queryFn, answer } = answers();
    client.setQueryData(['team', 'list'], 'old');
    const other = vi.fn(async () => 'other');
    const observer = observe(client, { queryKey: ['team', 'list'], queryFn, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    observe(client, { queryKey: ['tasks'], queryFn: other }).subscribe(() => undefined);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));

    const done = invalidateAfterChange(client, [['team']]);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    await answer('cancelled');
    await answer('new');
    await done;

    expect(observer.getCurrentResult().data).toBe('new');
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
