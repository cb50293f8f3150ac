import { useState } from 'react';
import { can } from '@comptoir/core/permissions';
import { PageBanner } from '@/components/ui/page-banner';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
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
  const banner = useBanner();
  const [creating, setCreating] = useState<number | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const bannerNode = <PageBanner banner={banner.banner} onDismiss={banner.clear} />;
  const canCreate = can(me, 'invoices', 'create');

  return (
    <>
      {list.id ? (
        <InvoiceDetailView
          key={list.id}
          id={list.id}
          onBack={() => list.select(undefined)}
          onOpen={(id) => list.select(id)}
          onMessage={banner.show}
          banner={bannerNode}
        />
      ) : (
        <InvoicesListView
          list={list}
          canCreate={canCreate}
          onNew={() => setCreating(Date.now())}
          onUpload={() => setUploading(Date.now())}
          banner={bannerNode}
          onMessage={banner.show}
        />
      )}
      {creating !== null ? (
        <InvoiceFormDialog
          key={creating}
          onClose={() => setCreating(null)}
          onSaved={(invoice, message) => {
            banner.success(message);
            list.select(invoice.id);
          }}
        />
      ) : null}
      {uploading !== null ? (
        <IncomingInvoiceDialog
          key={uploading}
          onClose={() => setUploading(null)}
          onMessage={banner.show}
          onCreated={(invoice) => list.select(invoice.id)}
        />
      ) : null}
    </>
  );
}
