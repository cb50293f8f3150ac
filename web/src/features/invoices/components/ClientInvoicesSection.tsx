import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuerySection } from '@/components/detail/DetailLayout';
import { formatPrice } from '@/lib/format';
import { useClientInvoicing } from '../api';
import { InvoiceLinkList } from './InvoiceLinkList';

/** How many of a client's invoices the detail lists (the invoices page has them all). */
const SHOWN = 10;

/** In a client's detail: the balance due (base currency and per currency) and the latest invoices. */
export function ClientInvoicesSection({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { t } = useTranslation();
  const query = useClientInvoicing(clientId);
  return (
    <QuerySection id="client-invoices" query={query} texts="invoices.ui.client">
      {(data) => (
        <div className="space-y-3">
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground text-xs font-medium">
                {t('invoices.ui.client.balanceDue')}
              </dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="client-balance">
                {data.balanceDue ? formatPrice(data.balanceDue) : '—'}
              </dd>
              {data.balances.length > 1 ? (
                <dd className="text-muted-foreground text-xs">
                  {t('invoices.ui.client.balances', { list: data.balances.map(formatPrice).join(' · ') })}
                </dd>
              ) : null}
            </div>
            {data.overdueCount > 0 ? (
              <div>
                <dt className="sr-only">{t('invoices.status.overdue')}</dt>
                <dd className="text-destructive text-sm font-medium">
                  {t('invoices.ui.client.overdue', { count: data.overdueCount })}
                </dd>
              </div>
            ) : null}
          </dl>
          {data.invoices.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('invoices.ui.client.noInvoices')}</p>
          ) : (
            <InvoiceLinkList invoices={data.invoices.slice(0, SHOWN)} />
          )}
          {data.invoices.length > SHOWN ? (
            <Link
              className="text-primary text-sm hover:underline"
              to={`/invoices?q=${encodeURIComponent(clientName)}`}
            >
              {t('invoices.ui.client.all')}
            </Link>
          ) : null}
        </div>
      )}
    </QuerySection>
  );
}
