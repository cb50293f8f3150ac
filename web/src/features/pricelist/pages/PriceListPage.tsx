import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Info, Plus, Search, Tags, Upload } from 'lucide-react';
import { PRODUCT_CATEGORIES, ZONES } from '@comptoir/core/modules/catalogue';
import { can } from '@comptoir/core/permissions';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useSessionUser } from '@/lib/session';
import { exportUrl, usePriceList } from '../api';
import { AddPriceDialog } from '../components/AddPriceDialog';
import { ImportDialog } from '../components/ImportDialog';
import { PriceCell } from '../components/PriceCell';
import { ZonePriceEditor } from '../components/ZonePriceEditor';
import { formatPrice } from '../format';
import { usePriceListParams } from '../list-params';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { HeaderRow } from '@/components/ui/simple-table';

/** 'Tarifs par Zone' (/pricelist): one row per product, one column per zone, editable cells. */
export function PriceListPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const canWrite = can(user, 'pricelist', 'create') && can(user, 'pricelist', 'update');
  const canDelete = can(user, 'pricelist', 'delete');
  // Finding any product by name needs the catalogue's search (/api/products).
  const canPick = canWrite && can(user, 'products', 'read');
  const { params, update, pageSize } = usePriceListParams();
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debounced.trim() !== params.q.trim()) update({ q: debounced.trim() || undefined });
    // Only the debounced text triggers a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const apiParams = {
    q: params.q.trim() || undefined,
    category: params.category || undefined,
    zone: params.zone || undefined,
    page: params.page,
    pageSize,
  };
  const list = usePriceList(apiParams);
  const [open, setOpen] = useState<{ productId: string; zone: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const [adding, setAdding] = useState(false);
  const zones = params.zone ? [params.zone] : [...ZONES];
  const items = list.data?.items ?? [];
  const openRow = open ? items.find((r) => r.product.id === open.productId) : undefined;

  return (
    <div className="space-y-6">
      <title>{`${t('pricelist.title')} · ${t('common.appName')}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('pricelist.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('pricelist.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canPick ? (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('pricelist.addPrice.open')}
            </Button>
          ) : null}
          {canWrite ? (
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" className="size-4" />
              {t('pricelist.importUi.open')}
            </Button>
          ) : null}
          <a className={buttonClasses({ variant: 'outline' })} href={exportUrl('xlsx', apiParams)} download>
            <Download aria-hidden="true" className="size-4" />
            {t('pricelist.export.xlsx')}
          </a>
          <a className={buttonClasses({ variant: 'outline' })} href={exportUrl('csv', apiParams)} download>
            <Download aria-hidden="true" className="size-4" />
            {t('pricelist.export.csv')}
          </a>
        </div>
      </header>

      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1 space-y-2">
          <Label htmlFor="pricelist-search">{t('pricelist.searchLabel')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="text-muted-foreground absolute top-1/2 left-3 size-4 -translate-y-1/2"
            />
            <Input
              id="pricelist-search"
              type="search"
              className="pl-9"
              placeholder={t('pricelist.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="w-52 space-y-2">
          <Label htmlFor="pricelist-category">{t('pricelist.category')}</Label>
          <Select
            id="pricelist-category"
            value={params.category}
            onChange={(event) => update({ category: event.target.value || undefined })}
          >
            <option value="">{t('pricelist.allCategories')}</option>
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
        <div className="w-52 space-y-2">
          <Label htmlFor="pricelist-zone">{t('pricelist.zoneFilter')}</Label>
          <Select
            id="pricelist-zone"
            value={params.zone}
            onChange={(event) => update({ zone: event.target.value || undefined })}
          >
            <option value="">{t('pricelist.allZones')}</option>
            {ZONES.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {list.isError ? (
        <Alert variant="destructive">
          {t('pricelist.loadFailed')}{' '}
          <Button variant="link" size="sm" onClick={() => void list.refetch()}>
            {t('pricelist.retry')}
          </Button>
        </Alert>
      ) : null}

      {list.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('common.loading')} />
        </div>
      ) : items.length === 0 && !list.isError ? (
        <EmptyState
          icon={Tags}
          title={t('pricelist.empty.title')}
          description={t('pricelist.empty.description')}
        />
      ) : (
        <div className="bg-card overflow-x-auto rounded-xl border">
          <table className="w-full text-sm" aria-busy={list.isFetching}>
            <HeaderRow
              className="bg-muted/50 text-muted-foreground text-left text-xs uppercase"
              cellClassName="px-3 py-2"
              cells={[
                t('pricelist.columns.reference'),
                t('pricelist.columns.product'),
                t('pricelist.columns.category'),
                { label: t('pricelist.columns.basePrice'), className: 'text-right' },
                ...zones.map((z) => ({ label: z, className: 'text-right whitespace-nowrap' })),
              ]}
            />
            <tbody className="divide-y">
              {items.map((row) => (
                <tr key={row.product.id} data-product={row.product.reference}>
                  <td className="px-3 py-2 font-mono text-xs">{row.product.reference}</td>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {row.product.name}
                  </th>
                  <td className="text-muted-foreground px-3 py-2">{row.product.category}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPrice(row.product.basePrice)}</td>
                  {zones.map((z) => (
                    <td key={z} className="px-1 py-1">
                      <PriceCell
                        row={row}
                        zone={z}
                        canWrite={canWrite}
                        onOpen={(productId, zone) => setOpen({ productId, zone })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.data && list.data.total > 0 ? (
        <Pagination
          page={params.page}
          pageSize={pageSize}
          total={list.data.total}
          onPageChange={(page) => update({ page })}
          labels={{
            nav: t('pricelist.pagination.nav'),
            previous: t('pricelist.pagination.previous'),
            next: t('pricelist.pagination.next'),
            page: (page, pages) => t('pricelist.pagination.page', { page, pages }),
            range: (from, to, total) => t('pricelist.pagination.range', { from, to, total }),
          }}
        />
      ) : null}

      <p className="text-muted-foreground flex gap-2 text-xs" id="pricelist-margin-definition">
        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {t('pricelist.margin.definition')}
      </p>

      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}

      {adding ? (
        <AddPriceDialog
          onClose={() => setAdding(false)}
          onChoose={(product, zone) => {
            setAdding(false);
            // Show that product's row (its reference as the search, no other filter hiding it),
            // then its editor for the zone once the row is there.
            setSearch(product.reference);
            update({ q: product.reference, category: undefined, zone: undefined });
            setOpen({ productId: product.id, zone });
          }}
        />
      ) : null}

      {open && openRow ? (
        <ZonePriceEditor
          key={`${open.productId}-${open.zone}`}
          row={openRow}
          zone={open.zone}
          canWrite={canWrite}
          canDelete={canDelete}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
