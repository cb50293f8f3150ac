/**
 * Purchasing benchmarks (PostgreSQL, issue 32 §5). Seeded in SQL (INSERT ... SELECT over
 * generate_series, never through the API): 500 suppliers, 50,000 purchase orders over the bench's
 * companies with 200,000 lines, and 60,000 receipts (one on 40,000 orders, a second on 20,000 of
 * them) with a line per order line. Then, through the real server signed in as a super admin: the
 * list (first page and a far page reached by Next), the search and the status filter (p95); and a
 * 200-line order received, put in a shipment with freight, insurance and duty in three currencies,
 * whose detail (every cost converted at its date's rate and shared to the cent over the 200 lines)
 * is read again and again (p95).
 */
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import type { ShipmentDetail } from '@comptoir/core/modules/shipments-api';
import { hashMod, insertBenchAdmin, settleAfterSeed, withClient } from './database';
import { keyedPage, p95 } from './import';

export const PURCHASES_LIST_P95_BUDGET_MS = 100;
/** Allocating the costs of a 200-line shipment (its detail, landed costs computed), p95. */
export const SHIPMENT_ALLOCATION_BUDGET_MS = 300;
export const PURCHASES_ADMIN_EMAIL = 'bench.purchases@bench.comptoir.test';
const ORDERS = 50_000;
const LINES_PER_ORDER = 4;
const SUPPLIERS = 500;
const SHIPMENT_LINES = 200;
const SHIPMENT_RUNS = 30;

export interface PurchasingSeed {
  supplierName: string;
  number: string;
  companyId: string;
  supplierId: string;
  counts: Record<string, number>;
  seconds: number;
}

const h = hashMod;

export async function seedPurchasing(url: string): Promise<PurchasingSeed> {
  const started = performance.now();
  return withClient(url, async (client) => {
    const year = new Date().getUTCFullYear();
    await client.query('begin');
    await insertBenchAdmin(client, PURCHASES_ADMIN_EMAIL, 'Bench Achats');
    await client.query(
      `insert into suppliers (name, country)
       select 'Fournisseur bench ' || k, (array['CN','VN','IN','TR'])[1 + k % 4]
       from generate_series(1, ${SUPPLIERS}) k`,
    );
    await client.query(
      `create temp table bsu on commit drop as
       select (row_number() over (order by id)) - 1 as k, id, name from suppliers where name like 'Fournisseur bench %'`,
    );
    await client.query(
      `create temp table bco on commit drop as
       select (row_number() over (order by id)) - 1 as k, id from companies`,
    );
    const nCompanies = Number(
      (await client.query<{ n: string }>('select count(*) as n from bco')).rows[0]!.n,
    );
    // Orders: a tenth drafts, then sent, confirmed, partly received, received, closed, cancelled.
    await client.query(
      `create temp table bpo on commit drop as
       select i, gen_random_uuid() as id,
              (select id from bsu where k = ${h('i', 1, SUPPLIERS)}) as supplier_id,
              (select id from bco where k = ${h('i', 2, nCompanies)}) as company_id,
              (array['draft','sent','confirmed','partially_received','received','received','closed','cancelled','received','partially_received'])[1 + i % 10] as status
       from generate_series(1, ${ORDERS}) i`,
    );
    await client.query(
      `insert into purchase_orders (id, company_id, supplier_id, number, status, currency, incoterm, incoterm_place,
                                    requested_date, subtotal, sent_at, search_text, created_at, updated_at)
       select o.id, o.company_id, o.supplier_id,
              case when o.status in ('draft') then null else 'BCF-${year}-' || lpad(o.i::text, 5, '0') end,
              o.status, (array['CNY','USD','EUR'])[1 + o.i % 3], 'FOB', 'Ningbo',
              current_date + (o.i % 90), 400 * (1 + (o.i % 997) / 100.0),
              case when o.status = 'draft' then null else now() - make_interval(days => (${ORDERS} - o.i) % 365) end,
              lower(coalesce('bcf-${year}-' || lpad(o.i::text, 5, '0'), '') || ' ' || s.name),
              now() - make_interval(days => (${ORDERS} - o.i) % 365, secs => o.i % 86400), now()
       from bpo o join bsu s on s.id = o.supplier_id`,
    );
    await client.query(
      `insert into purchase_order_lines (order_id, position, description, quantity, unit, unit_price, line_total)
       select o.id, p, 'Article acheté ' || (o.i * 4 + p) % 5000, 100, 'pcs',
              1 + (o.i % 997) / 100.0, 100 * (1 + (o.i % 997) / 100.0)
       from bpo o cross join generate_series(0, ${LINES_PER_ORDER - 1}) p`,
    );
    // Receipts: one on 40,000 sent-or-later orders, a second on 20,000 of them.
    await client.query(
      `create temp table bre on commit drop as
       select gen_random_uuid() as id, o.id as order_id, r as position, o.i
       from bpo o cross join generate_series(1, 2) r
       where o.status not in ('draft', 'cancelled') and (r = 1 or o.i % 2 = 0)`,
    );
    await client.query(
      `insert into purchase_receipts (id, order_id, position, date)
       select id, order_id, position, current_date - (i % 300) from bre`,
    );
    await client.query(
      `insert into purchase_receipt_lines (receipt_id, order_line_id, received, rejected, rejection_reason)
       select r.id, l.id, 50, case when l.position = 0 and r.i % 7 = 0 then 2 else 0 end,
              case when l.position = 0 and r.i % 7 = 0 then 'Contrôle qualité' end
       from bre r join purchase_order_lines l on l.order_id = r.order_id`,
    );
    await client.query(
      `insert into document_counters (kind, year, last_number) values ('BCF', ${year}, ${ORDERS})
       on conflict (kind, year) do update set last_number = greatest(document_counters.last_number, ${ORDERS})`,
    );
    // The shipment's costs are in USD and CNY: their rates on the days they are dated.
    await client.query(
      `insert into exchange_rates (base, quote, rate, rate_date, source)
       values ('EUR', 'USD', 1.08, current_date - 30, 'manual'), ('EUR', 'CNY', 7.8, current_date - 30, 'manual')
       on conflict do nothing`,
    );
    await client.query('commit');
    await settleAfterSeed(
      client,
      ['purchase_orders', 'purchase_order_lines', 'purchase_receipts', 'purchase_receipt_lines'],
      'analyze',
    );
    const counts: Record<string, number> = {};
    for (const table of [
      'purchase_orders',
      'purchase_order_lines',
      'purchase_receipts',
      'purchase_receipt_lines',
    ]) {
      counts[table] = Number(
        (await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n,
      );
    }
    const [sample] = (
      await client.query<{ number: string; name: string; company_id: string; supplier_id: string }>(
        `select o.number, s.name, o.company_id, o.supplier_id from purchase_orders o
         join suppliers s on s.id = o.supplier_id where o.number is not null order by o.number desc limit 1 offset 1234`,
      )
    ).rows;
    return {
      supplierName: sample!.name,
      number: sample!.number,
      companyId: sample!.company_id,
      supplierId: sample!.supplier_id,
      counts,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  });
}

async function send<T>(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A 200-line order received in full and its shipment with three costs in three currencies. */
async function bigShipment(baseUrl: string, cookie: string, seed: PurchasingSeed): Promise<string> {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const lines = Array.from({ length: SHIPMENT_LINES }, (_, i) => ({
    description: `Article expédié ${i + 1}`,
    quantity: String(10 + (i % 90)),
    unit: 'pcs',
    unitPrice: (1 + (i % 37) * 0.37).toFixed(4),
  }));
  const draft = await send<{ purchaseOrder: PurchaseOrderDetail }>(
    baseUrl,
    cookie,
    'POST',
    '/api/purchases',
    {
      companyId: seed.companyId,
      supplierId: seed.supplierId,
      currency: 'CNY',
      incoterm: 'FOB',
      incotermPlace: 'Ningbo',
      lines,
    },
  );
  const id = draft.purchaseOrder.id;
  await send(baseUrl, cookie, 'POST', `/api/purchases/${id}/actions/send`);
  const received = await send<{ purchaseOrder: PurchaseOrderDetail }>(
    baseUrl,
    cookie,
    'POST',
    `/api/purchases/${id}/receipts`,
    {
      date: day(10),
      lines: draft.purchaseOrder.lines.map((l, i) => ({
        orderLineId: l.id,
        received: l.quantity,
        rejected: i % 25 === 0 ? '1' : '0',
        rejectionReason: i % 25 === 0 ? 'Carton abîmé' : undefined,
        weight: String(1 + (i % 13)),
        volume: (0.01 + (i % 7) / 100).toFixed(3),
      })),
    },
  );
  const shipment = await send<{ shipment: ShipmentDetail }>(baseUrl, cookie, 'POST', '/api/shipments', {
    companyId: seed.companyId,
    mode: 'sea',
    reference: 'BENCH 200',
    receiptIds: [received.purchaseOrder.receipts[0]!.id],
    costs: [
      { kind: 'freight', amount: '2400', currency: 'USD', date: day(12) },
      { kind: 'insurance', amount: '310.55', currency: 'CNY', date: day(12) },
      { kind: 'customs_duty', amount: '987.65', currency: 'EUR', date: day(8) },
      { kind: 'inland_transport', amount: '180', currency: 'EUR', date: day(7) },
    ],
  });
  if (shipment.shipment.problem || shipment.shipment.landed?.length !== SHIPMENT_LINES) {
    throw new Error(`the bench shipment has no landed costs: ${shipment.shipment.problem ?? 'wrong lines'}`);
  }
  return shipment.shipment.id;
}

export async function benchPurchasing(
  baseUrl: string,
  cookie: string,
  seed: PurchasingSeed,
  emit: (line: Record<string, unknown>) => void,
): Promise<void> {
  const q = encodeURIComponent;
  const far = Math.floor(ORDERS / 20 / 5) * 4;
  const groups: [string, string[], number][] = [
    [
      'purchases.list',
      ['/api/purchases', `/api/purchases?sort=subtotal&order=asc`],
      PURCHASES_LIST_P95_BUDGET_MS,
    ],
    [
      'purchases.far_page.keyed',
      [await keyedPage(baseUrl, cookie, '/api/purchases', far)],
      PURCHASES_LIST_P95_BUDGET_MS,
    ],
    [
      'purchases.search',
      [
        `/api/purchases?q=${q(seed.number)}`,
        `/api/purchases?q=${q(seed.supplierName)}`,
        `/api/purchases?q=${q('bcf-')}`,
      ],
      PURCHASES_LIST_P95_BUDGET_MS,
    ],
    [
      'purchases.status',
      [
        '/api/purchases?status=received',
        '/api/purchases?status=partially_received&page=3',
        `/api/purchases?supplierId=${seed.supplierId}`,
      ],
      PURCHASES_LIST_P95_BUDGET_MS,
    ],
  ];
  for (const [name, paths, budget] of groups) {
    await p95(baseUrl, cookie, paths, 40, 4);
    emit({ name, db: 'postgres', ...(await p95(baseUrl, cookie, paths)), budget_ms: budget });
  }
  const shipmentId = await bigShipment(baseUrl, cookie, seed);
  const path = `/api/shipments/${shipmentId}`;
  await p95(baseUrl, cookie, [path], 5, 1);
  emit({
    name: 'purchases.shipment_200_lines',
    db: 'postgres',
    lines: SHIPMENT_LINES,
    ...(await p95(baseUrl, cookie, [path], SHIPMENT_RUNS, 1)),
    budget_ms: SHIPMENT_ALLOCATION_BUDGET_MS,
  });
}
