import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Receipt } from 'lucide-react';
import { can } from '@comptoir/core/permissions';
import { QuerySection } from '@/components/detail/DetailLayout';
import { CreateButton } from '@/components/list';
import { SimpleTable } from '@/components/ui/simple-table';
import { formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useOrderInvoicing } from '../api';
import { InvoiceLinkList } from './InvoiceLinkList';
import { InvoiceFormDialog } from './InvoiceFormDialog';
import { useOrderLineColumns } from './InvoiceFormParts';

const INVOICEABLE = ['confirmed', 'shipped', 'delivered'];

/** In an order's detail: its invoices, what remains to invoice per line, and 'Facturer'. */
export function OrderInvoicingSection({ orderId, orderStatus }: { orderId: string; orderStatus: string }) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const navigate = useNavigate();
  const query = useOrderInvoicing(orderId);
  const columns = useOrderLineColumns();
  const [creating, setCreating] = useState(false);
  const data = query.data;
  const canInvoice =
    can(me, 'invoices', 'create') &&
    INVOICEABLE.includes(orderStatus) &&
    data !== undefined &&
    !data.fullyInvoiced;

  return (
    <>
      <QuerySection id="order-invoicing" query={query} texts="invoices.ui.order">
        {(data) => (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm font-medium" data-testid="order-remaining">
                {data.fullyInvoiced
                  ? t('invoices.ui.order.fullyInvoiced')
                  : t('invoices.ui.order.remainingAmount', { amount: formatPrice(data.remainingAmount) })}
              </p>
              {canInvoice ? (
                <CreateButton
                  icon={Receipt}
                  label={t('invoices.ui.order.invoice')}
                  onClick={() => setCreating(true)}
                />
              ) : null}
            </div>
            <SimpleTable
              rows={data.lines}
              rowKey={(line) => line.orderItemId}
              caption={t('invoices.ui.order.title')}
              className="min-w-[32rem]"
              columns={[
                ...columns,
                {
                  key: 'remaining',
                  header: t('invoices.ui.order.remaining'),
                  figure: true,
                  className: 'font-medium',
                  cell: (line) => line.remaining,
                },
              ]}
            />
            <h3 className="text-sm font-semibold">{t('invoices.ui.order.invoices')}</h3>
            {data.invoices.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('invoices.ui.order.noInvoices')}</p>
            ) : (
              <InvoiceLinkList invoices={data.invoices} />
            )}
          </div>
        )}
      </QuerySection>
      {creating ? (
        <InvoiceFormDialog
          orderId={orderId}
          onClose={() => setCreating(false)}
          onSaved={(invoice) => void navigate(`/invoices?id=${invoice.id}`)}
        />
      ) : null}
    </>
  );
}
