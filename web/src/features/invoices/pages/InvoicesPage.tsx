import { useState } from 'react';
import { can } from '@comptoir/core/permissions';
import { useSessionUser } from '@/lib/session';
import { useDetailScreen } from '@/components/detail/use-detail-screen';
import { IncomingInvoiceDialog } from '../components/IncomingInvoiceDialog';
import { InvoiceDetailView } from '../components/InvoiceDetailView';
import { InvoiceFormDialog } from '../components/InvoiceFormDialog';
import { InvoicesListView } from '../components/InvoicesListView';
import { useInvoiceListState } from '../list-state';

/**
 * Invoices (/invoices): counters, tabs (client invoices, supplier invoices, reminders), search,
 * status filter, issue-date range, sort and paging in the URL; exports; creation and the upload
 * of a supplier invoice; with ?id= an invoice's detail.
 */
export function InvoicesPage() {
  const me = useSessionUser();
  const list = useInvoiceListState();
  const screen = useDetailScreen(list, { dismissible: true });
  const [creating, setCreating] = useState<number | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const canCreate = can(me, 'invoices', 'create');

  return (
    <>
      {list.id ? (
        <InvoiceDetailView key={list.id} {...screen.detail} onOpen={(id) => list.select(id)} />
      ) : (
        <InvoicesListView
          list={list}
          canCreate={canCreate}
          onNew={() => setCreating(Date.now())}
          onUpload={() => setUploading(Date.now())}
          banner={screen.bannerNode}
          onMessage={screen.show}
        />
      )}
      {creating !== null ? (
        <InvoiceFormDialog key={creating} onClose={() => setCreating(null)} onSaved={screen.opened} />
      ) : null}
      {uploading !== null ? (
        <IncomingInvoiceDialog
          key={uploading}
          onClose={() => setUploading(null)}
          onMessage={screen.show}
          onCreated={(invoice) => list.select(invoice.id)}
        />
      ) : null}
    </>
  );
}
