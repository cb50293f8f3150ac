import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ship } from 'lucide-react';
import type { Shipment } from '@comptoir/core/modules/shipments-api';
import {
  CreateButton,
  ListFilter,
  ListPage,
  ListSearch,
  ListSection,
  ListSort,
  ListToolbar,
  RowLink,
  column,
  useColumnHeaders,
  type ColumnDef,
} from '@/components/list';
import { Badge } from '@/components/ui/badge';
import { formatIsoDate } from '@/lib/format';
import { useModuleRights } from '@/lib/session';
import { useShipmentsList } from '../api';
import { ListWithDetail, PagedTable } from '../components/frames';
import { PurchaseTabs } from '../components/PurchaseTabs';
import { ShipmentDetailView } from '../components/ShipmentDetailView';
import { ShipmentFormDialog } from '../components/ShipmentFormDialog';
import { SHIPMENT_SORTS, useShipmentListParams } from '../list-params';

const NS = 'purchases.ui.shipments';
type List = ReturnType<typeof useShipmentListParams>;

/**
 * The shipments of the purchases page (?tab=shipments): search, mode filter, sorted and paged list,
 * creation; with ?id= a shipment's detail and its landed costs.
 */
export function ShipmentsScreen() {
  const list = useShipmentListParams();
  return (
    <ListWithDetail list={list} detail={ShipmentDetailView} form={ShipmentFormDialog}>
      {({ onNew, banner }) => <ShipmentsList list={list} onNew={onNew} banner={banner} />}
    </ListWithDetail>
  );
}

function ShipmentsList({ list, onNew, banner }: { list: List; onNew: () => void; banner: ReactNode }) {
  const { t } = useTranslation();
  const { canCreate } = useModuleRights('purchases');
  const query = useShipmentsList(list.query);
  const { header, sortable } = useColumnHeaders(NS);
  const date = (value: string | null) => (value ? formatIsoDate(value) : '—');
  const count = { className: 'text-right tabular-nums', headerClassName: 'text-right' };

  const columns: ColumnDef<Shipment>[] = [
    column<Shipment>(
      'reference',
      header('reference'),
      (s) => (
        <RowLink to={list.hrefFor(s.id)} onSelect={() => list.select(s.id)}>
          {s.reference ?? t(`${NS}.noReference`)}
        </RowLink>
      ),
      sortable('reference', 'reference', 'font-mono text-xs whitespace-nowrap'),
    ),
    column<Shipment>('mode', header('mode'), (s) => (
      <Badge variant="blue">{t(`purchases.shipmentMode.${s.mode}`)}</Badge>
    )),
    column<Shipment>('transportDocument', header('transportDocument'), (s) => s.transportDocument ?? '—', {
      className: 'font-mono text-xs',
    }),
    column<Shipment>('carrier', header('carrier'), (s) => s.carrier ?? '—'),
    column<Shipment>('company', header('company'), (s) => s.companyName),
    column<Shipment>(
      'departureDate',
      header('departureDate'),
      (s) => date(s.departureDate),
      sortable('departureDate', 'departureDate', 'tabular-nums'),
    ),
    column<Shipment>(
      'arrivalDate',
      header('arrivalDate'),
      (s) => date(s.arrivalDate),
      sortable('arrivalDate', 'arrivalDate', 'tabular-nums'),
    ),
    column<Shipment>('receipts', header('receipts'), (s) => s.receiptCount, count),
    column<Shipment>('costs', header('costs'), (s) => s.costCount, count),
  ];

  return (
    <ListPage
      ns="purchases.ui"
      actions={canCreate ? <CreateButton label={t(`${NS}.actions.new`)} onClick={onNew} /> : null}
    >
      {banner}
      <PurchaseTabs tab="shipments">
        <ListSection>
          <ListToolbar>
            <ListSearch ns={NS} list={list} />
            <ListFilter
              ns={NS}
              list={list}
              name="mode"
              all="allModes"
              labels={(mode) => t(`purchases.shipmentMode.${mode}`)}
            />
            <ListSort ns={NS} list={list} sorts={SHIPMENT_SORTS} />
          </ListToolbar>
          <PagedTable
            ns={NS}
            query={query}
            list={list}
            rows={query.data?.items ?? []}
            columns={columns}
            icon={Ship}
            minWidth="min-w-[60rem]"
          />
        </ListSection>
      </PurchaseTabs>
    </ListPage>
  );
}
