import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDemandeListParams } from './list-params';

const REQUEST = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const PRODUCT = '33333333-3333-4333-8333-333333333333';

function setup(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useDemandeListParams(), location: useLocation() }), { wrapper });
}

describe('useDemandeListParams().select', () => {
  it("closing a request drops its product's quotations panel and keeps the list's filters", () => {
    const { result } = setup(
      `/demandes?status=pending&id=${REQUEST}&quotations=${PRODUCT}&qq=acier&qstatus=pending&qsort=price&qorder=desc&qtab=compare`,
    );
    act(() => result.current.list.select(undefined));
    const params = new URLSearchParams(result.current.location.search);
    expect([...params.keys()]).toEqual(['status']);
    expect(params.get('status')).toBe('pending');
  });

  it('opening another request does not carry the previous panel over', () => {
    const { result } = setup(`/demandes?id=${REQUEST}&quotations=${PRODUCT}&qsort=supplier`);
    act(() => result.current.list.select(OTHER));
    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('id')).toBe(OTHER);
    expect(params.has('quotations')).toBe(false);
    expect(params.has('qsort')).toBe(false);
  });
});
