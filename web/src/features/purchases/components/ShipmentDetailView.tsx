import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { add, decimal, toFixed } from '@comptoir/core/money';
import { can } from '@comptoir/core/permissions';
import type { LandedLineView, ShipmentDetail } from '@comptoir/core/modules/shipments-api';
import { DetailLayout, DetailSection, Info } from '@/components/detail/DetailLayout';
import { DeleteButton, EditButton } from '@/components/detail/record-buttons';
import { TableSection } from '@/components/detail/TableSection';
import type { DetailScreenProps } from '@/components/detail/use-detail-screen';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { SimpleTable } from '@/components/ui/simple-table';
import { formatDate, formatIsoDate, formatPrice, formatUnitPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useDeleteShipment, useShipment } from '../api';
import { PurchaseStatusBadge } from './badges';
import { useDetailFrame } from './frames';
import { ShipmentFormDialog } from './ShipmentFormDialog';

const NS = 'purchases.ui.shipments';

/**
 * A shipment in full: mode, carrier, references, dates, company; its receipts (each linked to its
 * order); its costs in their currency and in the book currency at their date's rate ('—' while
 * the rate is missing); the landed cost of each received line with the totals, or, when it cannot
 * be computed yet, the server's reason in its place. Edit, and delete (asked first: the receipts stay).
 */
export function ShipmentDetailView({ id, ...screen }: DetailScreenProps) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const query = useShipment(id);
  const remove = useDeleteShipment(id);
  const { back, editing, pending, none, confirmDelete } = useDetailFrame(NS, query, remove, screen);
  if (pending || !query.data) return pending;

  const s = query.data;
  const name = s.reference ?? s.transportDocument ?? t(`purchases.shipmentMode.${s.mode}`);

  return (
    <DetailLayout
      title={t(`${NS}.detail.heading`, { name })}
      back={back}
      badges={<Badge variant="blue">{t(`purchases.shipmentMode.${s.mode}`)}</Badge>}
      subtitle={[s.carrier, s.companyName].filter(Boolean).join(' · ')}
      actions={
        <>
          {can(me, 'purchases', 'update') ? (
            <EditButton label={t(`${NS}.actions.edit`)} onClick={editing.show} />
          ) : null}
          {can(me, 'purchases', 'delete') ? (
            <DeleteButton ns={NS} values={{ name }} onConfirm={confirmDelete} />
          ) : null}
        </>
      }
      banner={screen.banner}
    >
      <DetailSection id="shipment-details" title={t(`${NS}.detail.details`)}>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Info label={t(`${NS}.detail.mode`)}>{t(`purchases.shipmentMode.${s.mode}`)}</Info>
          <Info label={t(`${NS}.detail.carrier`)}>{s.carrier ?? none}</Info>
          <Info label={t(`${NS}.detail.company`)}>{s.companyName}</Info>
          <Info label={t(`${NS}.detail.reference`)}>{s.reference ?? none}</Info>
          <Info label={t(`${NS}.detail.transportDocument`)}>{s.transportDocument ?? none}</Info>
          <Info label={t(`${NS}.detail.createdAt`)}>{formatDate(s.createdAt)}</Info>
          <Info label={t(`${NS}.detail.departureDate`)}>
            {s.departureDate ? formatIsoDate(s.departureDate) : none}
          </Info>
          <Info label={t(`${NS}.detail.arrivalDate`)}>
            {s.arrivalDate ? formatIsoDate(s.arrivalDate) : none}
          </Info>
          <Info
            label={t(`${NS}.detail.notes`)}
            className="sm:col-span-3"
            valueClassName="whitespace-pre-wrap"
          >
            {s.notes ?? none}
          </Info>
        </dl>
      </DetailSection>

      <ReceiptsTable shipment={s} />
      <CostsTable shipment={s} />
      <LandedSection shipment={s} />

      {editing.open ? (
        <ShipmentFormDialog
          shipment={s}
          onClose={editing.dialog.onClose}
          onSaved={(_, message) => editing.dialog.onSaved(message)}
        />
      ) : null}
    </DetailLayout>
  );
}

function ReceiptsTable({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  return (
    <TableSection
      id="shipment-receipts"
      title={t(`${NS}.detail.receipts`)}
      empty={t(`${NS}.detail.noReceipts`)}
      rows={shipment.receipts}
      rowKey={(r) => r.id}
      columns={[
        {
          key: 'order',
          header: t(`${NS}.detail.order`),
          cell: (r) => (
            <Link
              to={`/purchases?id=${r.orderId}`}
              className="text-primary font-mono text-xs hover:underline"
            >
              {r.orderNumber ?? t('purchases.ui.draftNumber')}
            </Link>
          ),
        },
        { key: 'supplier', header: t(`${NS}.detail.supplier`), cell: (r) => r.supplierName },
        {
          key: 'receipt',
          header: t(`${NS}.detail.receipt`),
          cell: (r) =>
            t('purchases.ui.receipts.heading', { position: r.position, date: formatIsoDate(r.date) }),
        },
        {
          key: 'status',
          header: t(`${NS}.detail.orderStatus`),
          cell: (r) => <PurchaseStatusBadge status={r.orderStatus} />,
        },
      ]}
    />
  );
}

function CostsTable({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const base = (amount: string | null) =>
    amount === null ? '—' : formatPrice({ amount, currency: shipment.baseCurrency });
  return (
    <TableSection
      id="shipment-costs"
      title={t(`${NS}.detail.costs`)}
      empty={t(`${NS}.detail.noCosts`)}
      rows={shipment.costs}
      className="min-w-[48rem]"
      rowKey={(c) => c.id}
      columns={[
        {
          key: 'kind',
          header: t(`${NS}.detail.kind`),
          cell: (c) => (
            <>
              <span className="block font-medium">{t(`purchases.costKind.${c.kind}`)}</span>
              {c.label ? <span className="text-muted-foreground block text-xs">{c.label}</span> : null}
            </>
          ),
        },
        { key: 'date', header: t(`${NS}.detail.date`), cell: (c) => formatIsoDate(c.date) },
        {
          key: 'allocation',
          header: t(`${NS}.detail.allocation`),
          cell: (c) => t(`purchases.allocation.${c.allocation}`),
        },
        {
          key: 'amount',
          header: t(`${NS}.detail.amount`),
          cell: (c) => formatPrice({ amount: c.amount, currency: c.currency }),
          figure: true,
        },
        { key: 'rate', header: t(`${NS}.detail.rate`), cell: (c) => c.rate ?? '—', figure: true },
        {
          key: 'base',
          header: t(`${NS}.detail.baseAmount`, { currency: shipment.baseCurrency }),
          cell: (c) => base(c.baseAmount),
          figure: true,
        },
      ]}
    />
  );
}

const total = (lines: readonly LandedLineView[], field: 'value' | 'costs' | 'landedValue') =>
  toFixed(
    lines.reduce((sum, line) => add(sum, decimal(line[field])), decimal('0')),
    2,
  );

/** The landed cost of each received line and the totals; or the reason it cannot be computed yet. */
function LandedSection({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation();
  const money = (amount: string) => formatPrice({ amount, currency: shipment.baseCurrency });
  // The lines that lacked a weight or a volume for a cost shared by it, and which.
  const lacking = new Map<string, Set<'weight' | 'volume'>>();
  for (const entry of shipment.missing) {
    const method = shipment.costs.find((c) => c.id === entry.costId)?.allocation;
    if (method !== 'weight' && method !== 'volume') continue;
    for (const lineId of entry.receiptLineIds) {
      lacking.set(lineId, (lacking.get(lineId) ?? new Set()).add(method));
    }
  }
  return (
    <DetailSection id="shipment-landed" title={t(`${NS}.detail.landed`)}>
      {shipment.problem !== null || shipment.landed === null ? (
        <Alert variant="warning" title={t(`${NS}.detail.problemTitle`)}>
          {shipment.problem ?? t(`${NS}.detail.noLanded`)}
        </Alert>
      ) : shipment.landed.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t(`${NS}.detail.noLines`)}</p>
      ) : (
        <>
          {lacking.size > 0 ? <Alert variant="info">{t(`${NS}.detail.missingNote`)}</Alert> : null}
          <SimpleTable
            rows={shipment.landed}
            rowKey={(l) => l.receiptLineId}
            labelledBy="shipment-landed"
            className="min-w-[64rem]"
            columns={[
              {
                key: 'order',
                header: t(`${NS}.detail.order`),
                cell: (l) => l.orderNumber ?? t('purchases.ui.draftNumber'),
                className: 'font-mono text-xs whitespace-nowrap',
              },
              {
                key: 'description',
                header: t(`${NS}.detail.description`),
                cell: (l) => (
                  <>
                    <span className="block">{l.description}</span>
                    {[...(lacking.get(l.receiptLineId) ?? [])].map((what) => (
                      <Badge key={what} variant="amber">
                        {t(`${NS}.detail.missing.${what}`)}
                      </Badge>
                    ))}
                  </>
                ),
              },
              { key: 'quantity', header: t(`${NS}.detail.quantity`), cell: (l) => l.quantity, figure: true },
              {
                key: 'unitPrice',
                header: t(`${NS}.detail.unitPrice`),
                cell: (l) => formatUnitPrice({ amount: l.unitPrice, currency: l.currency }),
                figure: true,
              },
              {
                key: 'baseUnitPrice',
                header: t(`${NS}.detail.baseUnitPrice`, { currency: shipment.baseCurrency }),
                cell: (l) => formatUnitPrice({ amount: l.baseUnitPrice, currency: shipment.baseCurrency }),
                figure: true,
              },
              { key: 'value', header: t(`${NS}.detail.value`), cell: (l) => money(l.value), figure: true },
              { key: 'costs', header: t(`${NS}.detail.share`), cell: (l) => money(l.costs), figure: true },
              {
                key: 'landedValue',
                header: t(`${NS}.detail.landedValue`),
                cell: (l) => money(l.landedValue),
                figure: true,
              },
              {
                key: 'landedUnitCost',
                header: t(`${NS}.detail.landedUnitCost`),
                cell: (l) =>
                  l.landedUnitCost === null
                    ? '—'
                    : formatUnitPrice({ amount: l.landedUnitCost, currency: shipment.baseCurrency }),
                figure: true,
                className: 'font-semibold',
              },
            ]}
          />
          <dl className="flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm">
            {(['value', 'costs', 'landedValue'] as const).map((field) => (
              <div key={field} className="flex gap-2">
                <dt className="text-muted-foreground">{t(`${NS}.detail.totals.${field}`)}</dt>
                <dd className="font-semibold tabular-nums">{money(total(shipment.landed!, field))}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </DetailSection>
  );
}
