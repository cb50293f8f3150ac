import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Info, Tags, Upload } from 'lucide-react';
import { ZONES } from '@comptoir/core/modules/catalogue';
import { can } from '@comptoir/core/permissions';
import {
  CreateButton,
  ExportLinks,
  FilterSelect,
  ListBody,
  ListPage,
  ListToolbar,
  SearchBox,
} from '@/components/list';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { useSessionUser } from '@/lib/session';
import { exportUrl, usePriceList } from '../api';
import { AddPriceDialog } from '../components/AddPriceDialog';
import { ImportDialog } from '../components/ImportDialog';
import { PriceGrid } from '../components/PriceGrid';
import { ZonePriceEditor } from '../components/ZonePriceEditor';
import { usePriceListParams } from '../list-params';
import { useCategoryLabel, useZoneLabel } from '@/lib/categories';

/** The grid's filters: categories and zones by their label in the interface language. */
const FILTERS = [
  { name: 'category', label: 'pricelist.category', all: 'pricelist.allCategories' },
  { name: 'zone', label: 'pricelist.zoneFilter', all: 'pricelist.allZones' },
] as const;

/** 'Tarifs par Zone' (/pricelist): one row per product, one column per zone, editable cells. */
export function PriceListPage() {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const zoneLabel = useZoneLabel();
  const user = useSessionUser();
  const canWrite = can(user, 'pricelist', 'create') && can(user, 'pricelist', 'update');
  const canDelete = can(user, 'pricelist', 'delete');
  // Finding any product by name needs the catalogue's search (/api/products).
  const canPick = canWrite && can(user, 'products', 'read');
  const list = usePriceListParams();
  const query = usePriceList(list.query);
  const [open, setOpen] = useState<{ productId: string; zone: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const [adding, setAdding] = useState(false);
  const zones = list.filters.zone ? [list.filters.zone] : [...ZONES];
  const items = query.data?.items ?? [];
  const openRow = open ? items.find((r) => r.product.id === open.productId) : undefined;
  const exportLink = (format: 'xlsx' | 'csv') => ({
    href: exportUrl(format, list.query),
    label: t(`pricelist.export.${format}`),
    icon: Download,
  });

  return (
    <ListPage
      title={t('pricelist.title')}
      subtitle={t('pricelist.description')}
      actions={
        <>
          {canPick ? (
            <CreateButton label={t('pricelist.addPrice.open')} onClick={() => setAdding(true)} />
          ) : null}
          {canWrite ? (
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" className="size-4" />
              {t('pricelist.importUi.open')}
            </Button>
          ) : null}
          <ExportLinks links={[exportLink('xlsx'), exportLink('csv')]} />
        </>
      }
    >
      <ListToolbar>
        <SearchBox
          label={t('pricelist.searchLabel')}
          placeholder={t('pricelist.search')}
          value={list.q}
          onSearch={(q) => list.update({ q: q || undefined })}
          icon
        />
        {FILTERS.map(({ name, label, all }) => (
          <FilterSelect
            key={name}
            label={t(label)}
            allLabel={t(all)}
            value={list.filters[name]}
            onChange={(value) => list.update({ [name]: value })}
            options={list.filterValues[name].map((value) => ({
              value,
              label: name === 'category' ? categoryLabel(value) : zoneLabel(value),
            }))}
            className="w-52"
          />
        ))}
      </ListToolbar>

      <ListBody
        query={query}
        errorText={
          <>
            {t('pricelist.loadFailed')}{' '}
            <Button variant="link" size="sm" onClick={() => void query.refetch()}>
              {t('pricelist.retry')}
            </Button>
          </>
        }
        empty={{
          icon: Tags,
          title: t('pricelist.empty.title'),
          description: t('pricelist.empty.description'),
        }}
      >
        <PriceGrid
          rows={items}
          zones={zones}
          canWrite={canWrite}
          onOpen={(productId, zone) => setOpen({ productId, zone })}
        />
      </ListBody>

      {query.data && query.data.total > 0 ? (
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          total={query.data.total}
          onPageChange={(page) => list.update({ page })}
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
            list.update({ q: product.reference, category: undefined, zone: undefined });
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
    </ListPage>
  );
}
