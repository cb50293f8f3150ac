import { useTranslation } from 'react-i18next';
import type { PriceListRow } from '@comptoir/core/modules/pricelist';
import { HeaderRow } from '@/components/ui/simple-table';
import { formatPrice } from '../format';
import { PriceCell } from './PriceCell';
import { useCategoryLabel, useZoneLabel } from '@/lib/categories';

/** One row per product, one column per zone: each cell opens the zone's prices. */
export function PriceGrid({
  rows,
  zones,
  canWrite,
  onOpen,
}: {
  rows: readonly PriceListRow[];
  zones: readonly string[];
  canWrite: boolean;
  onOpen: (productId: string, zone: string) => void;
}) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const zoneLabel = useZoneLabel();
  return (
    <table className="w-full text-sm">
      <HeaderRow
        className="bg-muted/50 text-muted-foreground text-left text-xs uppercase"
        cellClassName="px-3 py-2"
        cells={[
          t('pricelist.columns.reference'),
          t('pricelist.columns.product'),
          t('pricelist.columns.category'),
          { label: t('pricelist.columns.basePrice'), className: 'text-right' },
          ...zones.map((z) => ({ label: zoneLabel(z), className: 'text-right whitespace-nowrap' })),
        ]}
      />
      <tbody className="divide-y">
        {rows.map((row) => (
          <tr key={row.product.id} data-product={row.product.reference}>
            <td className="px-3 py-2 font-mono text-xs">{row.product.reference}</td>
            <th scope="row" className="px-3 py-2 text-left font-medium">
              {row.product.name}
            </th>
            <td className="text-muted-foreground px-3 py-2">{categoryLabel(row.product.category)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatPrice(row.product.basePrice)}</td>
            {zones.map((z) => (
              <td key={z} className="px-1 py-1">
                <PriceCell row={row} zone={z} canWrite={canWrite} onOpen={onOpen} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
