import { useTranslation } from 'react-i18next';
import { can, hasModule } from '@comptoir/core/permissions';
import { PageBanner } from '@/components/ui/page-banner';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
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
  const banner = useBanner();
  const bannerNode = (
    <PageBanner banner={banner.banner} onDismiss={banner.clear} dismissLabel={t('demandes.dismiss')} />
  );

  if (list.params.id) {
    return (
      <DemandeDetailView
        key={list.params.id}
        id={list.params.id}
        onBack={() => list.select(undefined)}
        onMessage={banner.show}
        banner={bannerNode}
      />
    );
  }
  return (
    <DemandesListView
      list={list}
      canCreate={can(me, 'demandes', 'create')}
      hasTeam={hasModule(me, 'team')}
      onMessage={banner.show}
      banner={bannerNode}
    />
  );
}
