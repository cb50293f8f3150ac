import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierSummary } from '@comptoir/core/modules/purchases-api';
import { DetailSection, Info } from '@/components/detail/DetailLayout';
import { formatPercent } from '@/components/sales/format';
import { QueryState } from '@/components/ui/query-state';
import { formatPrice } from '@/lib/format';
import { useSupplierSummary } from '../api';

const NS = 'purchases.ui.supplierRecord';
/** The amounts per currency, in this order. */
const AMOUNTS = ['onOrder', 'received', 'invoiced', 'paid'] as const;

/**
 * 'Fournisseur': the supplier's purchasing record over the user's companies, folded until asked
 * for (then read): orders, amounts on order, received, invoiced and paid per currency, on-time
 * deliveries, the invoiced prices' gap and the rejected share; '—' where nothing was measured.
 */
export function SupplierRecordSection({ supplier }: { supplier: { id: string; name: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <DetailSection id="purchase-supplier-record" title={t(`${NS}.title`)}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer text-sm font-medium">
          {t(`${NS}.show`, { supplier: supplier.name })}
        </summary>
        {open ? <SupplierRecord supplierId={supplier.id} /> : null}
      </details>
    </DetailSection>
  );
}

function SupplierRecord({ supplierId }: { supplierId: string }) {
  const query = useSupplierSummary(supplierId);
  return (
    <div className="mt-3">
      <QueryState query={query} texts={NS} failedKey={`${NS}.failed`}>
        {(summary) => <SupplierFigures summary={summary} />}
      </QueryState>
    </div>
  );
}

function SupplierFigures({ summary }: { summary: SupplierSummary }) {
  const { t, i18n } = useTranslation();
  const empty = t(`${NS}.empty`);
  const decimal = (value: string) => formatPercent(value, i18n.language);
  const percent = (value: string | null) => (value === null ? empty : `${decimal(value)} %`);
  const amounts = (list: SupplierSummary['onOrder']) =>
    list.length === 0 ? empty : list.map((row) => formatPrice(row)).join(' · ');
  const withDetail = (main: string, detail: ReactNode) => (
    <>
      <span className="tabular-nums">{main}</span>
      {detail ? <span className="text-muted-foreground block text-xs">{detail}</span> : null}
    </>
  );
  const { orders, onTime, prices, quality } = summary;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Info label={t(`${NS}.orders`)} className="sm:col-span-3">
        {t(`${NS}.ordersValue`, orders)}
      </Info>
      {AMOUNTS.map((key) => (
        <Info key={key} label={t(`${NS}.${key}`)} valueClassName="tabular-nums">
          {amounts(summary[key])}
        </Info>
      ))}
      <Info label={t(`${NS}.onTime`)}>
        {withDetail(percent(onTime.percent), onTime.measured > 0 ? t(`${NS}.onTimeValue`, onTime) : null)}
      </Info>
      <Info label={t(`${NS}.prices`)}>
        {withDetail(
          percent(prices.averageGapPercent),
          prices.matchedInvoices > 0
            ? t(`${NS}.pricesValue`, { differences: prices.differences, matched: prices.matchedInvoices })
            : null,
        )}
      </Info>
      <Info label={t(`${NS}.quality`)}>
        {withDetail(
          percent(quality.rejectedPercent),
          quality.rejectedPercent === null
            ? null
            : t(`${NS}.qualityValue`, {
                rejected: decimal(quality.rejected),
                received: decimal(quality.received),
              }),
        )}
      </Info>
    </dl>
  );
}
