import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckCircle2,
  FileEdit,
  FileSpreadsheet,
  FileText,
  PackageCheck,
  PackageOpen,
  Send,
  Truck,
} from 'lucide-react';
import type { PurchaseOrder } from '@comptoir/core/modules/purchases-api';
import { isAdministrator } from '@comptoir/core/permissions';
import {
  ExportLinks,
  FilterSelect,
  ListCounters,
  ListFilter,
  ListPage,
  ListSearch,
  ListSection,
  ListSort,
  ListToolbar,
  RowLink,
  column,
  countersOf,
  useColumnHeaders,
  type ColumnDef,
} from '@/components/list';
import { formatIsoDate, formatPrice } from '@/lib/format';
import { useModuleRights, useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { purchasesExportUrl, usePurchasesList, useSuppliers } from '../api';
import { PurchaseStatusBadge } from '../components/badges';
import { ListWithDetail, PagedTable } from '../components/frames';
import { PurchaseDetailView } from '../components/PurchaseDetailView';
import { PurchaseFormDialog } from '../components/PurchaseFormDialog';
import { PurchaseTabs } from '../components/PurchaseTabs';
import { TolerancesCard } from '../components/TolerancesCard';
import { PURCHASE_SORTS, usePurchaseListParams } from '../list-params';
import { ShipmentsScreen } from './ShipmentsScreen';

const NS = 'purchases.ui';
type List = ReturnType<typeof usePurchaseListParams>;

/**
 * 'Achats' (/purchases): counters by status, search, status filter, sorted and paged list of the
 * purchase orders, creation of a draft; with ?id= the purchase order's detail. With ?tab=shipments,
 * the shipments and their landed costs instead (ShipmentsScreen); with ?tab=settings, the match
 * tolerances (SettingsScreen).
 */
export function PurchasesPage() {
  const list = usePurchaseListParams();
  if (list.views.tab === 'shipments') return <ShipmentsScreen />;
  if (list.views.tab === 'settings') return <SettingsScreen />;
  return <OrdersScreen list={list} />;
}

/** 'Paramètres' (?tab=settings): the three-way match tolerances, set by an Admin. */
function SettingsScreen() {
  const me = useSessionUser();
  const banner = useBanner();
  return (
    <ListPage ns={NS} banner={banner.banner}>
      <PurchaseTabs tab="settings">
        <TolerancesCard isAdmin={isAdministrator(me)} onMessage={banner.show} />
      </PurchaseTabs>
    </ListPage>
  );
}

function OrdersScreen({ list }: { list: List }) {
  return (
    <ListWithDetail list={list} detail={PurchaseDetailView} form={PurchaseFormDialog}>
      {({ onNew, banner }) => <ListView list={list} onNew={onNew} banner={banner} />}
    </ListWithDetail>
  );
}

function ListView({ list, onNew, banner }: { list: List; onNew: () => void; banner: ReactNode }) {
  const { t } = useTranslation();
  const { canCreate } = useModuleRights('purchases');
  const query = usePurchasesList(list.query);
  const suppliers = useSuppliers();
  const data = query.data;
  const { header, sortable } = useColumnHeaders(NS);

  const columns: ColumnDef<PurchaseOrder>[] = [
    column<PurchaseOrder>(
      'number',
      header('number'),
      (po) => (
        <RowLink to={list.hrefFor(po.id)} onSelect={() => list.select(po.id)}>
          {po.number ?? t(`${NS}.draftNumber`)}
        </RowLink>
      ),
      sortable('number', 'number', 'font-mono text-xs whitespace-nowrap'),
    ),
    column<PurchaseOrder>(
      'supplier',
      header('supplier'),
      (po) => <span className="font-medium">{po.supplier.name}</span>,
      sortable('supplier', 'supplierName'),
    ),
    column<PurchaseOrder>('company', header('company'), (po) => po.companyName),
    column<PurchaseOrder>('status', header('status'), (po) => <PurchaseStatusBadge status={po.status} />),
    column<PurchaseOrder>(
      'requestedDate',
      header('requestedDate'),
      (po) => formatIsoDate(po.requestedDate) || '—',
      sortable('requestedDate', 'requestedDate', 'tabular-nums'),
    ),
    column<PurchaseOrder>(
      'subtotal',
      header('subtotal'),
      (po) => formatPrice({ amount: po.subtotal, currency: po.currency }),
      sortable('subtotal', 'subtotal', 'text-right font-medium tabular-nums'),
    ),
    column<PurchaseOrder>(
      'paid',
      header('paid'),
      (po) => formatPrice({ amount: po.paid, currency: po.currency }),
      {
        className: 'text-right tabular-nums',
        headerClassName: 'text-right',
      },
    ),
  ];

  return (
    <ListPage
      ns={NS}
      onCreate={canCreate && onNew}
      actions={
        <ExportLinks
          links={(['xlsx', 'csv'] as const).map((format) => ({
            href: purchasesExportUrl(format, list.query),
            label: t(`${NS}.export.${format}`),
            icon: format === 'xlsx' ? FileSpreadsheet : FileText,
          }))}
        />
      }
    >
      {banner}
      <PurchaseTabs tab="orders">
        <ListCounters
          label={t(`${NS}.counters.label`)}
          className="sm:grid-cols-2 xl:grid-cols-6"
          counters={countersOf(t, `${NS}.counters`, data?.counters, [
            ['total', Truck],
            ['draft', FileEdit],
            'sent',
            ['confirmed', CheckCircle2, 'info'],
            ['partially_received', PackageOpen, 'warning'],
            ['received', PackageCheck, 'success'],
          ])}
        />
        <ListSection>
          <ListToolbar>
            <ListSearch ns={NS} list={list} />
            <ListFilter
              ns={NS}
              list={list}
              name="status"
              all="allStatuses"
              labels={(status) => t(`purchases.status.${status}` as never)}
            />
            {suppliers.data ? (
              <FilterSelect
                label={t(`${NS}.filters.supplier`)}
                allLabel={t(`${NS}.filters.allSuppliers`)}
                value={list.supplierId}
                onChange={(supplierId) => list.update({ supplierId })}
                options={suppliers.data.items.map((s) => ({ value: s.id, label: s.name }))}
              />
            ) : null}
            <ListSort ns={NS} list={list} sorts={PURCHASE_SORTS} />
          </ListToolbar>
          <PagedTable
            ns={NS}
            query={query}
            list={list}
            rows={data?.items ?? []}
            columns={columns}
            icon={Send}
            minWidth="min-w-[56rem]"
          />
        </ListSection>
      </PurchaseTabs>
    </ListPage>
  );
}
