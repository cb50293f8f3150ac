import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CurrencyCode } from '@comptoir/core/currency';
import { documentAmounts, type DocumentAmounts } from '@comptoir/core/line-amounts';
import {
  type OrderBody,
  type OrderDetail,
  type OrderItemBody,
  type OrderStatus,
  orderSearchText,
} from '@comptoir/core/modules/sales';
import {
  demandeAssignees,
  demandes,
  orderItems,
  orderStatusHistory,
  orders,
  teamMembers,
  users,
} from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { recordAudit } from '../../../platform/audit';
import { validationFailed } from '../../../platform/errors';
import { frenchDate, frenchQuantity } from '../../../platform/pdf';
import { getBaseCurrency } from '../../currency/service';
import { addDays, nextDocumentNumber, todayIso } from '../../sales/numbering';
import { checkAmounts, checkProducts } from '../../sales/guards';
import { requireClient, type ClientInfo } from '../../sales/clients';
import { userName } from '../../sales/history';
import { readDetail } from './read';
import { authoredValues, pick, type ActionContext, type Runner, type Tx } from '../../../platform/service';
import { companyVatRate, withRates } from '../../sales/lines';
import { fr } from '../../../platform/i18n';

/** Days before the deadline of the request made for an order without expected delivery date. */
export const DEMANDE_DEFAULT_DAYS = 30;

// ---------------------------------------------------------------------------------------------
// Writing

export interface NewOrder {
  client: ClientInfo;
  /** The company the order belongs to (the client's, or the converted quote's). */
  companyId: string;
  status: OrderStatus;
  assignedTo: string | null;
  expectedDeliveryDate: string | null;
  currency: string;
  notes: string | null;
  /** Each line with its VAT rate (decision 0029). */
  items: readonly (Omit<OrderItemBody, 'taxRate'> & { taxRate: string })[];
  quoteId?: string | null;
  isDemo?: boolean;
  /** Creation time (demo data places orders in the past). */
  at?: Date;
}

export async function checkAssignee(
  tx: Runner,
  userId: string | null,
): Promise<{ id: string; name: string } | null> {
  if (!userId) return null;
  const [row] = await tx
    .select({ id: users.id, name: userName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw validationFailed({ assignedTo: 'orders.errors.assigneeUnknown' });
  return { id: row.id, name: row.name ?? '' };
}

/**
 * The sourcing request made for an order with an assignee (spec §4): pending, priority medium,
 * category 'Commercial', deadline the expected delivery date or 30 days from today, described by
 * the order's lines, assigned to the user's team member when there is one. Stored in French, like
 * the order it comes from.
 */
export async function createOrderDemande(
  tx: Tx,
  auth: AuthContext | null,
  order: {
    reference: string;
    clientName: string;
    assignedTo: string;
    expectedDeliveryDate: string | null;
    items: readonly { productName: string; description: string; quantity: string }[];
    isDemo: boolean;
  },
): Promise<string> {
  const lines = order.items.map((i) =>
    fr('orders.demande.line', {
      name: i.description ? `${i.productName} (${i.description})` : i.productName,
      quantity: frenchQuantity(i.quantity),
    }),
  );
  const description = [
    fr('orders.demande.intro', { reference: order.reference, client: order.clientName }),
    ...lines,
    ...(order.expectedDeliveryDate
      ? [fr('orders.demande.deliveryDate', { date: frenchDate(order.expectedDeliveryDate) })]
      : []),
  ].join('\n');
  const [inserted] = await tx
    .insert(demandes)
    .values({
      title: fr('orders.demande.title', { reference: order.reference }),
      description,
      category: 'Commercial',
      priority: 'medium',
      status: 'pending',
      deadline: order.expectedDeliveryDate ?? addDays(todayIso(), DEMANDE_DEFAULT_DAYS),
      client: order.clientName,
      orderReference: order.reference,
      isDemo: order.isDemo,
      createdBy: auth?.user.id ?? null,
    })
    .returning({ id: demandes.id });
  const demandeId = inserted!.id;
  const [member] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.userId, order.assignedTo))
    .limit(1);
  if (member) await tx.insert(demandeAssignees).values({ demandeId, memberId: member.id, position: 0 });
  return demandeId;
}

/** What an order line keeps of the line it is written from (a body's, a quote's), its net aside. */
export const ORDER_LINE_FIELDS = [
  'productId',
  'productName',
  'description',
  'quantity',
  'unitPrice',
  'discount',
  'taxRate',
] as const;

/** An order's figures from its lines by the one line-amount rule; 400 when one does not fit. */
export function orderAmounts(items: NewOrder['items']): DocumentAmounts {
  const totals = documentAmounts(items);
  checkAmounts(
    totals.lines,
    [totals.subtotal, totals.discountAmount, totals.taxAmount, totals.totalAmount],
    'orders.errors.amountTooLarge',
  );
  return totals;
}

/** Writes an order's lines in their order, each with its net from `totals` (`orderAmounts`). */
export async function insertOrderLines(
  tx: Tx,
  orderId: string,
  items: NewOrder['items'],
  totals: DocumentAmounts,
): Promise<void> {
  await tx.insert(orderItems).values(
    items.map((item, position) => ({
      orderId,
      position,
      ...pick(item, ORDER_LINE_FIELDS),
      totalPrice: totals.lines[position]!,
    })),
  );
}

/**
 * Inserts an order with its lines, its first history entry and, with an assignee, its sourcing
 * request, inside the caller's transaction (order creation and quote conversion). Returns the id
 * and the request made, if any.
 */
export async function insertOrder(
  tx: Tx,
  request: FastifyRequest | null,
  auth: AuthContext | null,
  input: NewOrder,
): Promise<{ id: string; reference: string; demandeId: string | null }> {
  await checkProducts(tx, input.items, 'orders.errors.productUnknown');
  await checkAssignee(tx, input.assignedTo);
  const totals = orderAmounts(input.items);
  const at = input.at ?? new Date();
  const reference = await nextDocumentNumber(tx, 'CMD', at);
  const [inserted] = await tx
    .insert(orders)
    .values({
      reference,
      clientId: input.client.id,
      companyId: input.companyId,
      status: input.status,
      currency: input.currency,
      ...pick(totals, ['subtotal', 'discountAmount', 'taxAmount', 'totalAmount']),
      notes: input.notes,
      assignedTo: input.assignedTo,
      expectedDeliveryDate: input.expectedDeliveryDate,
      deliveryDate: input.status === 'delivered' ? todayIso(at) : null,
      quoteId: input.quoteId ?? null,
      searchText: orderSearchText({
        reference,
        clientName: input.client.name,
        companyName: input.client.companyName,
      }),
      ...authoredValues(auth, at, input.isDemo),
    })
    .returning({ id: orders.id });
  const id = inserted!.id;
  await insertOrderLines(tx, id, input.items, totals);
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: id, status: input.status, changedBy: auth?.user.id ?? null, changedAt: at });
  let demandeId: string | null = null;
  if (input.assignedTo) {
    demandeId = await createOrderDemande(tx, auth, {
      reference,
      clientName: input.client.name,
      assignedTo: input.assignedTo,
      expectedDeliveryDate: input.expectedDeliveryDate,
      items: input.items,
      isDemo: input.isDemo ?? false,
    });
    await tx.update(orders).set({ demandeId }).where(eq(orders.id, id));
  }
  if (request) {
    await recordAudit(tx, request, auth, {
      action: 'order.create',
      targetType: 'order',
      targetId: id,
      targetLabel: reference,
      after: {
        client: input.client.name,
        status: input.status,
        currency: input.currency,
        subtotal: totals.subtotal,
        totalAmount: totals.totalAmount,
        lines: input.items.length,
        assignedTo: input.assignedTo,
        quoteId: input.quoteId ?? null,
        demandeId,
      },
    });
  }
  return { id, reference, demandeId };
}

export async function createOrder(
  ctx: ActionContext,
  body: OrderBody,
): Promise<{ order: OrderDetail; demandeId: string | null }> {
  const currency: CurrencyCode = body.currency ?? (await getBaseCurrency(ctx.db, ctx.auth.user.id));
  return ctx.db.transaction(async (tx) => {
    const client = await requireClient(tx, ctx.auth, body.clientId, 'orders.errors.clientUnknown');
    const created = await insertOrder(tx, ctx.request, ctx.auth, {
      client,
      companyId: client.companyId,
      status: body.status,
      assignedTo: body.assignedTo,
      expectedDeliveryDate: body.expectedDeliveryDate,
      currency,
      notes: body.notes,
      items: withRates(body.items, await companyVatRate(tx)),
    });
    return { order: (await readDetail(tx, ctx.auth, created.id))!, demandeId: created.demandeId };
  });
}
