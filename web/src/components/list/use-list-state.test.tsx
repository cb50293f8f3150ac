import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useListState, type ListState } from './use-list-state';
import { pageChange } from './ListBody';
import { SearchBox } from './controls';

const CONFIG = {
  filters: { status: ['open', 'done'], scope: { values: ['all', 'mine'], fallback: 'all' } },
  sorts: ['createdAt', 'name'],
  pageSize: 20,
  pageSizes: [20, 50],
  views: { view: ['grid', 'table'] },
} as const;

let state: ListState<
  { status: readonly ['open', 'done']; scope: { values: readonly ['all', 'mine']; fallback: 'all' } },
  'createdAt' | 'name',
  { view: readonly ['grid', 'table'] }
>;

function report(next: typeof state) {
  state = next;
}

function Probe() {
  const current = useListState(CONFIG as never) as typeof state;
  report(current);
  return (
    <>
      <p data-testid="q">{current.q}</p>
      <SearchBox label="Rechercher" value={current.q} onSearch={(q) => current.update({ q })} />
    </>
  );
}

function mount(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useListState', () => {
  it('reads every parameter from the URL, with defaults for missing or unknown values', () => {
    mount('/list?q=+lampe+&status=done&scope=bogus&sort=name&order=asc&page=3&pageSize=50&view=table');
    expect(state.q).toBe(' lampe ');
    expect(state.filters).toEqual({ status: 'done', scope: 'all' });
    expect(state.sort).toBe('name');
    expect(state.order).toBe('asc');
    expect(state.page).toBe(3);
    expect(state.pageSize).toBe(50);
    expect(state.views).toEqual({ view: 'table' });
    expect(state.query).toEqual({
      q: 'lampe',
      status: 'done',
      scope: 'all',
      sort: 'name',
      order: 'asc',
      page: 3,
      pageSize: 50,
      after: undefined,
      before: undefined,
    });
  });

  it('falls back on bad values: unknown sort, page 0, a page size not offered, a non-UUID id', () => {
    mount('/list?status=closed&sort=price&order=up&page=0&pageSize=1000&id=42');
    expect(state.filters.status).toBe('');
    expect(state.sort).toBe('createdAt');
    expect(state.order).toBe('desc');
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(20);
    expect(state.id).toBe('');
    expect(state.query.status).toBeUndefined();
    expect(state.query.q).toBeUndefined();
  });

  it('a filter change goes back to page 1; a view switch or opening a record keeps the page', () => {
    const router = mount('/list?page=4');
    act(() => state.update({ view: 'table' }));
    expect(router.state.location.search).toBe('?page=4&view=table');
    act(() => state.update({ status: 'open' }));
    expect(router.state.location.search).toBe('?view=table&status=open');
    act(() => state.update({ page: 2 }));
    act(() => state.update({ status: 'all' }));
    expect(router.state.location.search).toBe('?view=table');
  });

  it('opening a record pushes a history entry: Back returns to the same list view', () => {
    const id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const router = mount('/list?status=done&page=2');
    expect(state.hrefFor(id)).toBe(`?status=done&page=2&id=${id}`);
    act(() => state.select(id));
    expect(state.id).toBe(id);
    act(() => void router.navigate(-1));
    expect(state.id).toBe('');
    expect(state.filters.status).toBe('done');
    expect(state.page).toBe(2);
  });

  it('the search box writes q once typing pauses, and shows a q changed by navigation', async () => {
    const user = userEvent.setup();
    const router = mount('/list?page=2');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), ' vis ');
    expect(screen.getByRole('searchbox')).toHaveValue(' vis ');
    await screen.findByText('vis', { selector: '[data-testid="q"]' }, { timeout: 3000 });
    // A new search starts from page 1.
    expect(router.state.location.search).toBe('?q=vis');
    act(() => void router.navigate('/list?q=boulon'));
    expect(screen.getByRole('searchbox')).toHaveValue('boulon');
  });

  it('a record opened while a typed search is pending stays open when the search lands', async () => {
    // The record's screen suspends (code or data still loading): React keeps the list, and its
    // search box, on screen until it is ready, so the pending search lands after the opening.
    const id = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
    let ready = false;
    let resolve = () => {};
    const loading = new Promise<void>((done) => (resolve = () => ((ready = true), done())));
    function Record(): never | null {
      if (!ready) throw loading;
      return null;
    }
    function Screen() {
      const current = useListState(CONFIG as never) as typeof state;
      report(current);
      return current.id ? (
        <Record />
      ) : (
        <SearchBox label="Rechercher" value={current.q} onSearch={(q) => current.update({ q })} />
      );
    }
    const router = createMemoryRouter([{ path: '/list', element: <Screen /> }], {
      initialEntries: ['/list'],
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'vis');
    act(() => state.select(id));
    await waitFor(() => expect(router.state.location.search).toContain('q=vis'), { timeout: 3000 });
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(id);
    await act(async () => resolve());
    expect(router.state.location.search).toBe(`?id=${id}&q=vis`);
  });

  it('Next and Previous carry the row the page starts after or before; a filter or page 1 drops it', () => {
    const [a, b] = ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'];
    const data = { page: 3, pageSize: 2, total: 10, items: [{ id: a }, { id: b }] };
    expect(pageChange(data, 4)).toEqual({ page: 4, after: b, before: undefined });
    expect(pageChange(data, 2)).toEqual({ page: 2, after: undefined, before: a });
    // Page 1, a jump, or rows without ids: by number alone.
    expect(pageChange({ ...data, page: 2 }, 1)).toEqual({ page: 1, after: undefined, before: undefined });
    expect(pageChange(data, 5)).toEqual({ page: 5, after: undefined, before: undefined });
    expect(pageChange({ ...data, items: [{}, {}] }, 4)).toEqual({
      page: 4,
      after: undefined,
      before: undefined,
    });

    const router = mount('/list?status=done');
    act(() => state.update(pageChange(data, 4)));
    expect(router.state.location.search).toBe(`?status=done&page=4&after=${b}`);
    expect(state.query).toMatchObject({ page: 4, after: b, before: undefined });
    act(() => state.update(pageChange({ ...data, page: 4, items: [{ id: a }] }, 3)));
    expect(router.state.location.search).toBe(`?status=done&page=3&before=${a}`);
    act(() => state.update({ view: 'table' }));
    expect(state.query.before).toBe(a);
    act(() => state.update({ status: 'open' }));
    expect(router.state.location.search).toBe('?status=open&view=table');
    // A cursor that is not a row id, or on page 1, is not sent.
    act(() => void router.navigate('/list?page=2&after=1%20or%201'));
    expect(state.query.after).toBeUndefined();
    act(() => void router.navigate(`/list?after=${a}`));
    expect(state.query.after).toBeUndefined();
  });
});
