/**
 * A supplier's purchasing record (issue 32 §4), over the purchase orders of the user's companies:
 * what is on order (the value still to receive on sent, confirmed and partly received orders),
 * received (accepted quantities at the ordered prices), invoiced (its incoming invoices) and paid
 * (deposits and payments on the orders, payments of its invoices), per currency; the share of
 * fully received orders that came by their requested date; how its invoiced unit prices compared
 * with the ordered ones on the invoices matched three ways; and what quality control rejected.
 * Exact decimals throughout (numeric sums in SQL, text out).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MatchResult } from '@comptoir/core/modules/purchases-costs';
import type { SupplierSummary } from '@comptoir/core/modules/purchases-api';
import { add, decimal, multiply, toFixed, type Decimal } from '@comptoir/core/money';
import { rowsOf } from '../../../db/rows';
import { purchaseInvoiceMatches, purchaseOrders, suppliers } from '../../../db/schema/index';
import { companyScope, type AuthContext } from '../../../platform/access';
import { notFound } from '../../../platform/errors';
import type { Runner } from '../../../platform/service';
import { invoiceScope } from '../../invoices/read';
import { trimNumber } from '../../sales/lines';

const percentOf = (part: Decimal, whole: Decimal): string | null =>
  whole.units === 0n
    ? null
    : toFixed(
        { num: part.units * 100n * 10n ** BigInt(whole.scale), den: whole.units * 10n ** BigInt(part.scale) },
        2,
      );

const amounts = (rows: { currency: string; amount: string | null }[]) =>
  rows
    .filter((r) => r.amount !== null && decimal(r.amount).units !== 0n)
    .map((r) => ({ currency: r.currency, amount: toFixed(decimal(r.amount!), 2) }));

export async function supplierSummary(
  db: Runner,
  auth: AuthContext,
  supplierId: string,
): Promise<SupplierSummary> {
  const [supplier] = await db
    .select({ id: suppliers.id, name: suppliers.name, country: suppliers.country })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!supplier) throw notFound();
  const scope: SQL = and(
    eq(purchaseOrders.supplierId, supplierId),
    companyScope(auth, purchaseOrders.companyId),
  )!;
  const mine = sql`(select ${purchaseOrders.id} from ${purchaseOrders} where ${scope})`;
  // Accepted quantity per order line, over all its receipts.
  const accepted = sql`(select rl.order_line_id, sum(rl.received - rl.rejected) as accepted
      from purchase_receipt_lines rl join purchase_receipts r on r.id = rl.receipt_id
      where r.order_id in ${mine} group by rl.order_line_id)`;
  const [counts] = await rowsOf<{ open: number; received: number; total: number }>(
    db,
    sql`select count(*) filter (where status in ('sent', 'confirmed', 'partially_received'))::int as open,
               count(*) filter (where status in ('received', 'closed'))::int as received,
               count(*) filter (where status <> 'cancelled')::int as total
        from purchase_orders where id in ${mine}`,
  );
  const onOrder = await rowsOf<{ currency: string; amount: string | null }>(
    db,
    sql`select o.currency, sum(greatest(l.quantity - coalesce(a.accepted, 0), 0) * l.unit_price)::text as amount
        from purchase_order_lines l join purchase_orders o on o.id = l.order_id
        left join ${accepted} a on a.order_line_id = l.id
        where o.id in ${mine} and o.status in ('sent', 'confirmed', 'partially_received')
        group by o.currency order by o.currency`,
  );
  const received = await rowsOf<{ currency: string; amount: string | null }>(
    db,
    sql`select o.currency, sum(a.accepted * l.unit_price)::text as amount
        from purchase_order_lines l join purchase_orders o on o.id = l.order_id
        join ${accepted} a on a.order_line_id = l.id
        where o.id in ${mine} and o.status <> 'cancelled'
        group by o.currency order by o.currency`,
  );
  const invoiceWhere = sql`i.direction = 'incoming' and i.kind = 'invoice' and i.supplier_id = ${supplierId}
    and i.id in (select id from invoices where ${invoiceScope(auth)})`;
  const invoiced = await rowsOf<{ currency: string; amount: string | null }>(
    db,
    sql`select i.currency, sum(i.total_amount)::text as amount from invoices i where ${invoiceWhere}
        group by i.currency order by i.currency`,
  );
  const paid = await rowsOf<{ currency: string; amount: string | null }>(
    db,
    sql`select currency, sum(amount)::text as amount from (
          select p.currency, p.amount from purchase_order_payments p where p.order_id in ${mine}
          union all
          select i.currency, ip.amount from invoice_payments ip join invoices i on i.id = ip.invoice_id where ${invoiceWhere}
        ) x group by currency order by currency`,
  );
  const [onTime] = await rowsOf<{ measured: number; on_time: number }>(
    db,
    sql`select count(*)::int as measured,
               count(*) filter (where last_receipt <= requested_date)::int as on_time
        from (select o.requested_date, max(r.date) as last_receipt
              from purchase_orders o join purchase_receipts r on r.order_id = o.id
              where o.id in ${mine} and o.status in ('received', 'closed') and o.requested_date is not null
              group by o.id, o.requested_date) t`,
  );
  const matches = await db
    .select({ status: purchaseInvoiceMatches.status, result: purchaseInvoiceMatches.result })
    .from(purchaseInvoiceMatches)
    .where(sql`${purchaseInvoiceMatches.orderId} in ${mine}`);
  // The invoiced prices' gap to the ordered ones, weighted by the ordered value of the line.
  let gapWeighted = decimal('0');
  let weight = decimal('0');
  for (const m of matches) {
    for (const l of (m.result as MatchResult).lines) {
      const base = multiply(decimal(l.invoiced), decimal(l.orderedUnitPrice));
      gapWeighted = add(gapWeighted, multiply(decimal(l.invoiced), decimal(l.priceDifference)));
      weight = add(weight, base);
    }
  }
  const [quality] = await rowsOf<{ received: string | null; rejected: string | null }>(
    db,
    sql`select sum(rl.received)::text as received, sum(rl.rejected)::text as rejected
        from purchase_receipt_lines rl join purchase_receipts r on r.id = rl.receipt_id
        where r.order_id in ${mine}`,
  );
  const receivedQty = decimal(quality?.received ?? '0');
  const rejectedQty = decimal(quality?.rejected ?? '0');
  return {
    supplier,
    orders: {
      open: Number(counts?.open ?? 0),
      received: Number(counts?.received ?? 0),
      total: Number(counts?.total ?? 0),
    },
    onOrder: amounts(onOrder),
    received: amounts(received),
    invoiced: amounts(invoiced),
    paid: amounts(paid),
    onTime: {
      measured: Number(onTime?.measured ?? 0),
      onTime: Number(onTime?.on_time ?? 0),
      percent: percentOf(decimal(String(onTime?.on_time ?? 0)), decimal(String(onTime?.measured ?? 0))),
    },
    prices: {
      matchedInvoices: matches.length,
      differences: matches.filter((m) => m.status !== 'matched').length,
      averageGapPercent: percentOf(gapWeighted, weight),
    },
    quality: {
      received: trimNumber(quality?.received ?? '0'),
      rejected: trimNumber(quality?.rejected ?? '0'),
      rejectedPercent: percentOf(rejectedQty, receivedQty),
    },
  };
}

/** GET /api/purchases/suppliers/:id/quotations: approved quotations of the supplier, latest first. */
export async function approvedQuotations(db: Runner, supplierId: string) {
  const rows = await rowsOf<{
    id: string;
    quotation_number: string;
    product_name: string;
    demande_title: string;
    total_price: string;
    currency: string;
    submitted_date: string;
    line_count: number;
  }>(
    db,
    sql`select q.id, q.quotation_number, dp.name as product_name, d.title as demande_title,
               q.total_price::text as total_price, q.currency, q.submitted_date::text as submitted_date,
               (select count(*) from quotation_lines l where l.quotation_id = q.id)::int as line_count
        from quotations q
        join demande_products dp on dp.id = q.requested_product_id
        join demandes d on d.id = dp.demande_id
        where q.supplier_id = ${supplierId} and q.status = 'approved'
        order by q.submitted_date desc, q.created_at desc limit 100`,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      quotationNumber: r.quotation_number,
      productName: r.product_name,
      demandeTitle: r.demande_title,
      totalPrice: toFixed(decimal(r.total_price), 2),
      currency: r.currency,
      submittedDate: r.submitted_date,
      lineCount: Number(r.line_count),
    })),
  };
}
