import { can } from '@comptoir/core/permissions';
import { ListPage, ListTabs } from '@/components/list';
import { TabsContent } from '@/components/ui/tabs';
import { useSessionUser } from '@/lib/session';
import { useDetailScreen } from '@/components/detail/use-detail-screen';
import { ClientDetailView } from '../components/ClientDetailView';
import { ClientList } from '../components/ClientList';
import { CompaniesPanel } from '../components/CompaniesPanel';
import { useClientListParams } from '../list-params';

/**
 * /clients: counters, the written VIP rule, search (name, e-mail, phone), status and type filters,
 * the list with create, edit and delete; the companies tab; with ?id= the client's detail.
 */
export function ClientsPage() {
  const me = useSessionUser();
  const list = useClientListParams();
  const screen = useDetailScreen(list);
  const rights = {
    canCreate: can(me, 'clients', 'create'),
    canUpdate: can(me, 'clients', 'update'),
    canDelete: can(me, 'clients', 'delete'),
  };

  if (list.id) {
    return (
      <ClientDetailView
        key={list.id}
        {...screen.detail}
        canUpdate={rights.canUpdate}
        canDelete={rights.canDelete}
      />
    );
  }

  return (
    <ListPage ns="clients">
      {screen.bannerNode}
      <ListTabs ns="clients" list={list}>
        <TabsContent value="clients" className="space-y-4">
          <ClientList list={list} onMessage={screen.show} {...rights} />
        </TabsContent>
        <TabsContent value="companies">
          <CompaniesPanel {...rights} onMessage={screen.show} />
        </TabsContent>
      </ListTabs>
    </ListPage>
  );
}
