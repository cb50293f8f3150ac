import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { demandeEvent } from '@comptoir/core/modules/demandes';
import { demandesApi } from '@comptoir/core/modules/demandes.routes';
import { urlOf } from '@/lib/api';
import { DEMANDES_KEY, demandeKeys } from './api';

/**
 * Live updates: each server-sent event names the request that changed, and what is shown of it
 * (the lists, its detail and comments) is refetched. EventSource reconnects by itself after a
 * network cut; refetching everything on reconnection covers the events missed meanwhile.
 */
export function useDemandeEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(urlOf(demandesApi.events), { withCredentials: true });
    let opened = false;
    source.onopen = () => {
      if (opened) void queryClient.invalidateQueries({ queryKey: DEMANDES_KEY });
      opened = true;
    };
    source.onmessage = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = demandeEvent.safeParse(data);
      if (!parsed.success) return;
      const { demandeId } = parsed.data;
      void queryClient.invalidateQueries({ queryKey: demandeKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: demandeKeys.detail(demandeId) });
      void queryClient.invalidateQueries({ queryKey: demandeKeys.comments(demandeId) });
    };
    return () => source.close();
  }, [queryClient]);
}
