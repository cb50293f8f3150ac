/**
 * Demo sales: the specification's three sample quotes (sent, accepted, draft) and three sample
 * orders (delivered, confirmed, pending), labelled '(démo)'. They go to the demo clients
 * (server/src/modules/clients/demo.ts) when those are loaded, else to one demo client created
 * here in the first demo company. The accepted quote is the one the confirmed order was made
 * from. Numbers come from the same counters as real documents.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clientSearchText } from '@comptoir/core/modules/clients';
import type { OrderStatus, QuoteItemBody } from '@comptoir/core/modules/sales';
import type { Db } from '../../db/client';
import { clients, companies, orderStatusHistory, orders, products, quotes } from '../../db/schema/index';
import { DEMO_COMPANIES } from '../../db/seed/demo-companies';
import { addDays, todayIso } from '../sales/numbering';
import type { ClientInfo } from '../sales/clients';
import { insertOrder } from '../orders/service';
import { insertDemoQuote } from './service';
import { pick, type Tx } from '../../platform/service';
import { hasDemoRows } from '../../db/rows';

const DAY_MS = 24 * 3600 * 1000;

interface DemoLine {
  /** Demo product reference (products/demo.ts), linked when that product exists. */
  reference: string | null;
  productName: string;
  description: string;
  quantity: number;
  unitPrice: string;
  discount?: string;
}

export const DEMO_QUOTES = [
  {
    title: 'Textiles personnalisés pour le salon (démo)',
    client: 0,
    status: 'sent' as const,
    createdDaysAgo: 8,
    validForDays: 22,
    notes: 'Marquage une couleur inclus. Délai de production : 3 semaines après validation du BAT.',
    terms: 'Prix départ entrepôt Marseille, emballage compris.',
    lines: [
      {
        reference: 'DEMO-TEX-001',
        productName: 'T-shirt coton bio 180 g (démo)',
        description: 'Coloris blanc, logo brodé cœur',
        quantity: 500,
        unitPrice: '6.80',
        discount: '5',
      },
      {
        reference: 'DEMO-TEX-003',
        productName: 'Tote bag imprimé (démo)',
        description: 'Impression une couleur, recto',
        quantity: 1000,
        unitPrice: '2.95',
      },
    ] satisfies DemoLine[],
  },
  {
    title: 'Équipement de l’atelier (démo)',
    client: 1,
    status: 'accepted' as const,
    createdDaysAgo: 20,
    validForDays: 10,
    notes: null,
    terms: 'Livraison franco à partir de 1 500 € HT.',
    lines: [
      {
        reference: 'DEMO-IND-001',
        productName: 'Clé dynamométrique 1/2" (démo)',
        description: '40-200 N·m, livrée avec certificat d’étalonnage',
        quantity: 10,
        unitPrice: '89.00',
      },
      {
        reference: 'DEMO-IND-003',
        productName: 'Gants de protection nitrile (démo)',
        description: 'Boîtes de 100, taille L',
        quantity: 200,
        unitPrice: '7.40',
      },
    ] satisfies DemoLine[],
  },
  {
    title: 'Linge de maison, réassort de printemps (démo)',
    client: 2,
    status: 'draft' as const,
    createdDaysAgo: 1,
    validForDays: 29,
    notes: 'À confirmer après l’inventaire du mois.',
    terms: null,
    lines: [
      {
        reference: 'DEMO-TEX-002',
        productName: 'Torchon lin lavé (démo)',
        description: '50 x 70 cm, coloris naturel',
        quantity: 300,
        unitPrice: '4.25',
      },
    ] satisfies DemoLine[],
  },
];

export const DEMO_ORDERS = [
  {
    client: 0,
    status: 'delivered' as const,
    createdDaysAgo: 45,
    expectedInDays: -20,
    /** Days after creation of each step of the history, up to the status. */
    steps: { draft: 0, pending: 1, confirmed: 5, shipped: 15, delivered: 23 } as Partial<
      Record<OrderStatus, number>
    >,
    notes: 'Livraison en deux palettes (démo).',
    lines: [
      {
        reference: 'DEMO-ELE-001',
        productName: 'Écouteurs Bluetooth ANC (démo)',
        description: 'Boîtier noir, notice en français',
        quantity: 100,
        unitPrice: '39.90',
      },
    ] satisfies DemoLine[],
  },
  {
    /** Made from the accepted demo quote. */
    fromQuote: 1,
    client: 1,
    status: 'confirmed' as const,
    createdDaysAgo: 18,
    expectedInDays: 12,
    steps: { pending: 0, confirmed: 2 } as Partial<Record<OrderStatus, number>>,
    notes: null,
    lines: [] as DemoLine[],
  },
  {
    client: 2,
    status: 'pending' as const,
    createdDaysAgo: 3,
    expectedInDays: 27,
    steps: { draft: 0, pending: 1 } as Partial<Record<OrderStatus, number>>,
    notes: 'Contrôle qualité avant expédition demandé (démo).',
    lines: [
      {
        reference: 'DEMO-IND-002',
        productName: 'Roulement à billes 6204-2RS (démo)',
        description: 'Conditionnement par 50',
        quantity: 2000,
        unitPrice: '1.85',
      },
    ] satisfies DemoLine[],
  },
];

/** The demo clients (created with the demo clients module), else one made here. */
async function demoClients(tx: Tx): Promise<ClientInfo[]> {
  const select = () =>
    tx
      .select({
        ...pick(clients, ['id', 'name', 'email', 'phone', 'address', 'companyId']),
        companyName: companies.name,
        zone: clients.zone,
      })
      .from(clients)
      .innerJoin(companies, eq(companies.id, clients.companyId))
      .where(eq(clients.isDemo, true))
      .orderBy(asc(clients.createdAt), asc(clients.name));
  const found = await select();
  if (found.length > 0) return found;
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.name, [DEMO_COMPANIES[0]]))
    .limit(1);
  const companyId =
    company?.id ??
    (
      await tx
        .insert(companies)
        .values({ name: DEMO_COMPANIES[0], isDemo: true })
        .returning({ id: companies.id })
    )[0]!.id;
  const client = {
    name: 'Claire Dubois (démo)',
    email: 'claire.dubois@client.demo',
    phone: '+33 1 23 45 67 89',
    address: '24 rue du Commerce, 75015 Paris',
  };
  await tx.insert(clients).values({
    ...client,
    companyId,
    status: 'active',
    searchText: clientSearchText(client),
    isDemo: true,
  });
  return select();
}

/** Loads the demo quotes and orders; does nothing when demo quotes are already there. */
export async function loadDemoSales(db: Db): Promise<void> {
  if (await hasDemoRows(db, quotes)) return;
  await db.transaction(async (tx) => {
    const all = await demoClients(tx);
    const clientOf = (i: number) => all[i % all.length]!;
    const references = [...DEMO_QUOTES, ...DEMO_ORDERS].flatMap((d) => d.lines.map((l) => l.reference));
    const found = await tx
      .select({ id: products.id, reference: products.reference })
      .from(products)
      .where(
        inArray(
          products.reference,
          references.filter((r): r is string => Boolean(r)),
        ),
      );
    const productId = (reference: string | null) => found.find((p) => p.reference === reference)?.id ?? null;
    const items = (lines: readonly DemoLine[]): QuoteItemBody[] =>
      lines.map((l) => ({
        productId: productId(l.reference),
        ...pick(l, ['productName', 'description', 'unitPrice']),
        quantity: String(l.quantity),
        discount: l.discount ?? '0',
        taxRate: null,
      }));
    const now = Date.now();
    const today = todayIso();
    const ago = (days: number) => new Date(now - days * DAY_MS);

    const quoteIds: string[] = [];
    for (const q of DEMO_QUOTES) {
      const at = ago(q.createdDaysAgo);
      const created = await insertDemoQuote(
        tx,
        {
          title: q.title,
          client: clientOf(q.client),
          validUntil: addDays(today, q.validForDays),
          taxRate: '20',
          currency: 'EUR',
          paymentTerms: '30 jours net',
          notes: q.notes,
          terms: q.terms,
          items: items(q.lines),
        },
        {
          status: q.status,
          at,
          ...(q.status !== 'draft' ? { sentAt: new Date(at.getTime() + DAY_MS) } : {}),
          ...(q.status === 'accepted' ? { acceptedAt: new Date(at.getTime() + 3 * DAY_MS) } : {}),
        },
      );
      quoteIds.push(created.id);
    }

    for (const o of DEMO_ORDERS) {
      const at = ago(o.createdDaysAgo);
      const source = 'fromQuote' in o && o.fromQuote !== undefined ? DEMO_QUOTES[o.fromQuote]! : null;
      const client = clientOf(source ? source.client : o.client);
      // The lines as the quote has them (decision 0029), at the demo quotes' rate.
      const lines = items(source ? source.lines : o.lines).map((l) => ({ ...l, taxRate: '20' }));
      const firstStatus = Object.keys(o.steps)[0] as OrderStatus;
      const created = await insertOrder(tx, null, null, {
        client,
        companyId: client.companyId,
        status: firstStatus,
        assignedTo: null,
        expectedDeliveryDate: addDays(today, o.expectedInDays),
        currency: 'EUR',
        notes: o.notes,
        items: lines,
        quoteId: source ? quoteIds[o.fromQuote!]! : null,
        isDemo: true,
        at,
      });
      // The rest of its history, up to its status.
      let last = at;
      for (const [status, days] of Object.entries(o.steps).slice(1)) {
        last = new Date(at.getTime() + (days ?? 0) * DAY_MS);
        await tx.insert(orderStatusHistory).values({ orderId: created.id, status, changedAt: last });
      }
      await tx
        .update(orders)
        .set({
          status: o.status,
          updatedAt: last,
          deliveryDate: o.status === 'delivered' ? last.toISOString().slice(0, 10) : null,
        })
        .where(and(eq(orders.id, created.id)));
    }
  });
}
