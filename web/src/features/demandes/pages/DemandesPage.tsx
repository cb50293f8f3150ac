import { useTranslation } from 'react-i18next';
import { can, hasModule } from '@comptoir/core/permissions';
import { useSessionUser } from '@/lib/session';
import { useDetailScreen } from '@/components/detail/use-detail-screen';
import { DemandeDetailView } from '../components/DemandeDetailView';
import { DemandesListView } from '../components/DemandesListView';
import { useDemandeListParams } from '../list-params';
import { useDemandeEvents } from '../use-demande-events';

/**
 * /demandes: 'Gestion des Demandes' (counters, search, status and priority filters, the list,
 * 'Nouvelle Demande'), or with ?member= one team member's requests ('Demandes de …', the team
 * form), and with ?id= the request's detail. Changes made elsewhere arrive live.
 */
export function DemandesPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  useDemandeEvents();
  const list = useDemandeListParams();
  const screen = useDetailScreen(
    { id: list.params.id, select: list.select },
    { dismissible: true, dismissLabel: t('demandes.dismiss') },
  );

  if (list.params.id) {
    return <DemandeDetailView key={list.params.id} {...screen.detail} />;
  }
  return (
    <DemandesListView
      list={list}
      canCreate={can(me, 'demandes', 'create')}
      hasTeam={hasModule(me, 'team')}
      onMessage={screen.show}
      banner={screen.bannerNode}
    />
  );
}
