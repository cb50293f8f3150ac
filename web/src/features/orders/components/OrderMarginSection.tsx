/**
 * The order's real margin (issue 32 §4): each line's revenue against the cost of the purchase
 * lines that source it, at their landed cost or, until their goods came in a shipment with known
 * costs, their purchase price (an estimate, said so), in the book currency. A buyer (purchases
 * module, right to update) links a suggested purchase line to a line without cost, or orders the
 * lines no purchase sources from a supplier ('Commander au fournisseur': a draft purchase order of
 * their quantities, linked to them).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OrderMargin } from '@comptoir/core/modules/margin';
import { can, hasModule } from '@comptoir/core/permissions';
import { DetailSection } from '@/components/detail/DetailLayout';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { lazyPart } from '@/components/ui/lazy-part';
import { SimpleTable } from '@/components/ui/simple-table';
import { reportOutcome, type OnMessage } from '@/lib/api';
import { formatPrice, formatUnitPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useLinkPurchaseLine, useOrderMargin } from '../api';

const NS = 'orders.margin';
const SOURCE_VARIANT: Record<OrderMargin['lines'][number]['source'], BadgeVariant> = {
  landed: 'green',
  purchase_order: 'amber',
  none: 'neutral',
};

/** The purchase order form with its messages, loaded when a buyer orders the order's lines from a supplier. */
const PurchaseFormDialog = lazyPart(
  async () => (await import('@/features/purchases/components/PurchaseFormDialog')).PurchaseFormDialog,
  ['purchases'],
);

export function OrderMarginSection({
  orderId,
  company,
  onMessage,
}: {
  orderId: string;
  /** The order's company: a purchase order made from its lines is for it. */
  company: { companyId: string; companyName: string };
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const navigate = useNavigate();
  const query = useOrderMargin(orderId);
  const link = useLinkPurchaseLine(orderId);
  const [ordering, setOrdering] = useState(false);
  const canLink = hasModule(me, 'purchases') && can(me, 'purchases', 'update');
  const canOrder = hasModule(me, 'purchases') && can(me, 'purchases', 'create');
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <DetailSection id="order-margin" title={t(`${NS}.title`)}>
        <p className="text-muted-foreground text-sm">{t(`${NS}.failed`)}</p>
      </DetailSection>
    );
  }
  const m = query.data;
  // Lines no purchase order sources yet: 'Commander au fournisseur' offers them, ticked.
  const unsourced = m.lines.filter((l) => l.sources.length === 0);
  const money = (amount: string | null) =>
    amount === null ? '—' : formatPrice({ amount, currency: m.currency });
  const purchaseLink = (r: { purchaseOrderId: string; number: string | null }) =>
    hasModule(me, 'purchases') ? (
      <Link className="text-primary hover:underline" to={`/purchases?id=${r.purchaseOrderId}`}>
        {r.number ?? t(`${NS}.draft`)}
      </Link>
    ) : (
      (r.number ?? t(`${NS}.draft`))
    );
  return (
    <DetailSection id="order-margin" title={t(`${NS}.title`)}>
      {m.problem ? <Alert variant="warning">{m.problem}</Alert> : null}
      <SimpleTable
        rows={m.lines}
        rowKey={(l) => l.orderItemId}
        caption={t(`${NS}.title`)}
        className="min-w-[48rem]"
        columns={[
          {
            key: 'product',
            header: t(`${NS}.product`),
            cell: (l) => l.productName,
            className: 'font-medium',
          },
          { key: 'quantity', header: t(`${NS}.quantity`), cell: (l) => l.quantity, figure: true },
          { key: 'revenue', header: t(`${NS}.revenue`), cell: (l) => money(l.revenue), figure: true },
          {
            key: 'unitCost',
            header: t(`${NS}.unitCost`),
            cell: (l) =>
              l.unitCost === null ? '—' : formatUnitPrice({ amount: l.unitCost, currency: m.currency }),
            figure: true,
          },
          { key: 'cost', header: t(`${NS}.cost`), cell: (l) => money(l.cost), figure: true },
          { key: 'margin', header: t(`${NS}.margin`), cell: (l) => money(l.margin), figure: true },
          {
            key: 'percent',
            header: t(`${NS}.percent`),
            cell: (l) => (l.marginPercent === null ? '—' : `${l.marginPercent.replace('.', ',')} %`),
            figure: true,
          },
          {
            key: 'source',
            header: t(`${NS}.source`),
            cell: (l) => (
              <div className="flex flex-col items-start gap-1">
                <Badge variant={SOURCE_VARIANT[l.source]}>{t(`${NS}.sources.${l.source}`)}</Badge>
                {l.sources.map((s) => (
                  <span key={s.lineId} className="text-xs">
                    {purchaseLink(s)} · {s.supplierName}
                  </span>
                ))}
                {canLink
                  ? l.suggestions.map((s) => (
                      <Button
                        key={s.lineId}
                        size="sm"
                        variant="outline"
                        disabled={link.isPending}
                        onClick={() =>
                          void reportOutcome(
                            () =>
                              link.mutateAsync({
                                purchaseOrderId: s.purchaseOrderId,
                                lineId: s.lineId,
                                orderItemId: l.orderItemId,
                              }),
                            onMessage,
                            `${NS}.linkFailed`,
                          )
                        }
                      >
                        {t(`${NS}.link`, {
                          number: s.number ?? t(`${NS}.draft`),
                          description: s.description,
                        })}
                      </Button>
                    ))
                  : null}
              </div>
            ),
          },
        ]}
      />
      <p className="mt-3 text-sm tabular-nums">
        {t(`${NS}.totals`, {
          revenue: money(m.totals.revenue),
          cost: money(m.totals.cost),
          margin: money(m.totals.margin),
          percent: m.totals.marginPercent === null ? '—' : `${m.totals.marginPercent.replace('.', ',')} %`,
        })}
      </p>
      {m.totals.estimated > 0 || m.totals.withoutCost > 0 ? (
        <p className="text-muted-foreground text-sm">
          {t(`${NS}.caveat`, { estimated: m.totals.estimated, without: m.totals.withoutCost })}
        </p>
      ) : null}
      {canOrder && unsourced.length > 0 ? (
        <Button className="mt-3" variant="outline" onClick={() => setOrdering(true)}>
          {t(`${NS}.order`, { count: unsourced.length })}
        </Button>
      ) : null}
      {ordering ? (
        <PurchaseFormDialog
          fromOrder={{
            ...company,
            items: unsourced.map((l) => ({
              id: l.orderItemId,
              label: t(`${NS}.orderLine`, { product: l.productName, quantity: l.quantity }),
            })),
          }}
          onClose={() => setOrdering(false)}
          onSaved={(purchaseOrder, message) => {
            setOrdering(false);
            onMessage('success', message);
            void navigate(`/purchases?id=${purchaseOrder.id}`);
          }}
        />
      ) : null}
    </DetailSection>
  );
}
