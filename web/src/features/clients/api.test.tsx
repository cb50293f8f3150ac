import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { sessionQuery } from '@/lib/session';
import { json, makeSession, mockApi } from '@/test/utils';
import { company, COMPANY_ID } from './test/fixtures';
import { useDeleteCompany, useSaveCompany } from './api';

/**
 * The company pickers (bank account, purchase order) list the session's granted companies: a
 * company created or deleted here changes them, so the session is asked again at once, not at its
 * next minute's check.
 */
function setup() {
  const before = makeSession({ companies: [] });
  const after = makeSession({ companies: [{ id: COMPANY_ID, name: company.name }] });
  let sessionCalls = 0;
  const api = mockApi({
    'GET /api/auth/session': () => json(200, (sessionCalls += 1) === 1 ? before : after),
    'POST /api/companies': () => json(201, { company, message: 'Entreprise créée' }),
    [`DELETE /api/companies/${COMPANY_ID}`]: () => json(200, { message: 'Entreprise supprimée' }),
  });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    () => ({ session: useQuery(sessionQuery), save: useSaveCompany(), remove: useDeleteCompany() }),
    { wrapper },
  );
  const sessionRequests = () => api.requests.filter((r) => r.url === '/api/auth/session').length;
  return { ...view, sessionRequests };
}

describe('the company changes of the clients module', () => {
  it('a company created is in the session’s companies right after', async () => {
    const { result, sessionRequests } = setup();
    await waitFor(() => expect(result.current.session.data?.user.companies).toEqual([]));
    await act(() => result.current.save.mutateAsync({ body: { name: company.name } }));
    await waitFor(() =>
      expect(result.current.session.data?.user.companies).toEqual([{ id: COMPANY_ID, name: company.name }]),
    );
    expect(sessionRequests()).toBe(2);
  });

  it('a company deleted has the session asked again', async () => {
    const { result, sessionRequests } = setup();
    await waitFor(() => expect(result.current.session.data).toBeTruthy());
    await act(() => result.current.remove.mutateAsync(COMPANY_ID));
    await waitFor(() => expect(sessionRequests()).toBe(2));
  });
});
