import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@comptoir/core/permissions';
import { ListPage } from '@/components/list';
import { PageBanner } from '@/components/ui/page-banner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { ClientDetailView } from '../components/ClientDetailView';
import { ClientList } from '../components/ClientList';
import { CompaniesPanel } from '../components/CompaniesPanel';
import { useClientListParams } from '../list-params';

/**
 * /clients: counters, the written VIP rule, search (name, e-mail, phone), status and type filters,
 * the list with create, edit and delete; the companies tab; with ?id= the client's detail.
 */
export function ClientsPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const list = useClientListParams();
  const { banner, show } = useBanner();
  const bannerNode: ReactNode = <PageBanner banner={banner} />;
  const rights = {
    canCreate: can(me, 'clients', 'create'),
    canUpdate: can(me, 'clients', 'update'),
    canDelete: can(me, 'clients', 'delete'),
  };

  if (list.id) {
    return (
      <ClientDetailView
        key={list.id}
        id={list.id}
        canUpdate={rights.canUpdate}
        canDelete={rights.canDelete}
        onBack={() => list.select(undefined)}
        onMessage={show}
        banner={bannerNode}
      />
    );
  }

  return (
    <ListPage title={t('clients.title')} subtitle={t('clients.subtitle')}>
      {bannerNode}
      <Tabs
        value={list.views.tab}
        onValueChange={(tab) => list.update({ tab: tab === 'companies' ? tab : undefined })}
      >
        <TabsList>
          <TabsTrigger value="clients">{t('clients.tabs.clients')}</TabsTrigger>
          <TabsTrigger value="companies">{t('clients.tabs.companies')}</TabsTrigger>
        </TabsList>
        <TabsContent value="clients" className="space-y-4">
          <ClientList list={list} onMessage={show} {...rights} />
        </TabsContent>
        <TabsContent value="companies">
          <CompaniesPanel {...rights} onMessage={show} />
        </TabsContent>
      </Tabs>
    </ListPage>
  );
}
