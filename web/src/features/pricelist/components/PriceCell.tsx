import { useTranslation } from 'react-i18next';
import { useZoneLabel } from '@/lib/categories';
import { CalendarClock, Plus } from 'lucide-react';
import type { PriceListRow } from '@comptoir/core/modules/pricelist';
import { formatPrice } from '../format';
import { MarginText } from './cells';

export interface PriceCellProps {
  row: PriceListRow;
  zone: string;
  canWrite: boolean;
  onOpen: (productId: string, zone: string) => void;
}

/** One zone of one product: the price in force and its margin; a button that opens the editor. */
export function PriceCell({ row, zone, canWrite, onOpen }: PriceCellProps) {
  const { t } = useTranslation();
  const zoneLabel = useZoneLabel();
  const periods = row.prices.filter((p) => p.zone === zone);
  const current = periods.find((p) => p.current) ?? null;
  const others = periods.length - (current ? 1 : 0);
  const label = t(periods.length ? 'pricelist.cell.edit' : 'pricelist.cell.add', {
    product: row.product.name,
    zone: zoneLabel(zone),
  });
  if (!canWrite && periods.length === 0) {
    return <span className="text-muted-foreground text-xs">—</span>;
  }
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-zone={zone}
      onClick={() => onOpen(row.product.id, zone)}
      className="hover:bg-accent focus-visible:ring-ring flex min-h-10 w-full min-w-24 flex-col items-end justify-center rounded-md px-2 py-1 text-right focus-visible:ring-2 focus-visible:outline-none"
    >
      {current ? (
        <>
          <span className="text-sm font-medium tabular-nums" data-testid="zone-price">
            {formatPrice(current.price)}
          </span>
          <MarginText price={current} />
        </>
      ) : periods.length ? (
        <span className="text-muted-foreground text-xs">{t('pricelist.cell.noCurrent')}</span>
      ) : (
        <Plus aria-hidden="true" className="text-muted-foreground size-4" />
      )}
      {others > 0 ? (
        <span className="text-info-soft-foreground inline-flex items-center gap-1 text-xs">
          <CalendarClock aria-hidden="true" className="size-3" />
          <span className="sr-only">{t('pricelist.cell.otherPeriods')}</span>+{others}
        </span>
      ) : null}
    </button>
  );
}
