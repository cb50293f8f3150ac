/**
 * Sales benchmarks (PostgreSQL, issue 6). The temporary database is seeded directly in SQL
 * (INSERT ... SELECT over generate_series, never through the API): 20,000 clients across the
 * bench's companies, 50,000 orders with about 200,000 lines, 10,000 quotes with their lines, a
 * few hundred products, exchange rates and a super admin. Names carry accents, search_text is
 * built like the app builds it (checked on a sample against the app's own functions), statuses
 * follow the documents' age, created_at spans two years, and document_counters continue after
 * the seeded numbers. Then, through the real server and signed in as that super admin: the order,
 * client and quote lists, searches and filters (p95), the dashboard (p95), saving a 500-line
 * quote (time per save) and its PDF.
 */
import type pg from 'pg';
import { normalizeSearch, productSearchText } from '@comptoir/core/modules/catalogue';
import { clientSearchText } from '@comptoir/core/modules/clients';
import { MODULE_KEYS } from '@comptoir/core/permissions';
import { documentNumber, orderSearchText, quoteSearchText } from '@comptoir/core/modules/sales';
import { hashMod, settleAfterSeed, withClient } from './database';
import { FIRST_NAMES, LAST_NAMES, PRODUCT_WORDS, QUOTE_TITLES } from './sales-words';
import { keyedPage, p95 } from './import';
import { percentiles } from './stats';

export const SALES_LIST_P95_BUDGET_MS = 100;
export const DASHBOARD_P95_BUDGET_MS = 150;
export const QUOTE_SAVE_P95_BUDGET_MS = 300;
export const QUOTE_PDF_BUDGET_MS = 1000;

export const SALES_CLIENTS = 20_000;
export const SALES_ORDERS = 50_000;
export const SALES_QUOTES = 10_000;
const SALES_PRODUCTS = 500;
/** Lines per document: 1 to 7, about 4 on average (about 200,000 order lines). */
const MAX_LINES = 7;
const QUOTE_LINES = 500;
const TWO_YEARS_MIN = 730 * 1440;
const QUOTE_SAVES = 10;
/** PDF renders measured after PDF_WARMUP ones (the first renders of a fresh server run cold code). */
const PDF_RUNS = 10;
const PDF_WARMUP = 2;

export const SALES_ADMIN_EMAIL = 'bench.admin@bench.comptoir.test';

const normalized = (list: readonly string[]) => list.map(normalizeSearch);

/** What the measurements need from the seed. */
export interface SalesSeed {
  clientId: string;
  productIds: string[];
  /** A seeded order reference and client name, for the searches. */
  reference: string;
  clientName: string;
  lastName: string;
  quoteNumber: string;
  /** What the app must number the next quote (document_counters continue after the seed). */
  nextQuoteNumber: string;
  counts: Record<string, number>;
  seconds: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A deterministic pseudo-random integer in [0, mod) from a row number and a salt (PostgreSQL's hashint8). */
const h = hashMod;

/**
 * `count` rows (`name` from 0) at dates spread evenly over the last two years (`at`), each with `m`:
 * how many clients existed by then (clients are spread the same way), to pick one of them by rank.
 */
const spread = (name: string, salt: number, count: string) =>
  `select ${name}, at,
          greatest(1, floor(${SALES_CLIENTS} * (1 - extract(epoch from now() - at) / ${TWO_YEARS_MIN * 60}.0)))::int as m
   from (select ${name}, now() - make_interval(mins => ${h(name, salt, TWO_YEARS_MIN)}) as at
         from generate_series(0, ${count} - 1) ${name}) g`;

/**
 * A unit price: nine in ten between 1 and 60, one in ten between 60 and 600 (an order is worth
 * about 1,500 on average, so a few percent of the clients pass the 10,000 EUR VIP threshold).
 */
const price = (expr: string, salt: number) =>
  `(case when ${h(expr, salt, 10)} = 0 then (6000 + ${h(expr, salt + 100, 54_000)}) / 100.0
         else (100 + ${h(expr, salt + 200, 5900)}) / 100.0 end)::numeric(14, 2)`;

/**
 * The `base` and `numbered` steps of a document table's query: $1 documents (`key` from 0, in `d`)
 * spread over two years (`spread`, salt `salt + 1`), each for a client that existed then (sc, picked
 * with `salt`), with `columns` drawn for each (from `d.key`), numbered per UTC year (year, n).
 */
const datedDocuments = (key: string, salt: number, columns: string[]) =>
  `with base as (
     select d.${key}, gen_random_uuid() as id, c.id as client_id, c.company_id, c.name_n, c.company_n,
            greatest(d.at, c.created_at + interval '1 minute') as created_at,
            ${columns.join(',\n            ')}
     from (${spread(key, salt + 1, '$1')}) d
     join sc c on c.ci = ${h(`d.${key}`, salt, 'd.m')}
   ), numbered as (
     select b.*, extract(year from b.created_at at time zone 'UTC')::int as year,
            row_number() over (partition by extract(year from b.created_at at time zone 'UTC')
                               order by b.created_at, b.${key}) as n
     from base b
   )`;

/** DEV-2026-007: padded to 3, then the number grows (lpad would truncate). */
const docNumber = (prefix: string) =>
  `'${prefix}-' || year || '-' || case when n < 1000 then lpad(n::text, 3, '0') else n::text end`;

/**
 * Seeds the sales volume into the bench database (after the bench's users and companies) in one
 * transaction, then VACUUM ANALYZE, then checks a sample of search_text against the app's functions.
 */
export async function seedSales(url: string): Promise<SalesSeed> {
  const started = performance.now();
  return withClient(url, async (client) => {
    const companies = (
      await client.query<{ id: string; name: string }>(`select id, name from companies order by name`)
    ).rows;
    if (companies.length === 0) throw new Error('sales seed: no company (run the users seed first)');
    await client.query('begin');

    // The super admin the measurements sign in as (same password as the bench users).
    await client.query(
      `insert into users (email, full_name, password_hash, role, status, is_active, is_super_admin, modules, email_confirmed_at)
       select $1, 'Bench Admin', password_hash, 'Super Admin', 'Active', true, true, $2::text[], now()
       from users where email like 'bench.user%' limit 1`,
      [SALES_ADMIN_EMAIL, [...MODULE_KEYS]],
    );
    // Exchange rates (the bench server never fetches them): totals in a base currency are real sums.
    await client.query(
      `insert into exchange_rates (base, quote, rate, rate_date, source)
       select 'EUR', q, r, current_date, 'manual'
       from (values ('USD', 1.0850::numeric), ('CNY', 7.8400), ('GBP', 0.8520), ('MUR', 49.7000)) v(q, r)
       where exists (select 1 from currencies where code = q)
       on conflict do nothing`,
    );

    await client.query(
      `create temp table bc on commit drop as
       select (k - 1)::int as k, id, name_n from unnest($1::uuid[], $2::text[]) with ordinality as t(id, name_n, k)`,
      [companies.map((c) => c.id), companies.map((c) => normalizeSearch(c.name))],
    );

    // Products some lines point at.
    await client.query(
      `create temp table sp on commit drop as
       select i as k, gen_random_uuid() as id,
              ($1::text[])[1 + i % $3] || ' ' || i as name,
              ($2::text[])[1 + i % $3] || ' ' || i as name_n,
              'SALES-' || lpad(i::text, 5, '0') as reference,
              ${price('i', 1)} as price
       from generate_series(0, $4 - 1) i`,
      [PRODUCT_WORDS, normalized(PRODUCT_WORDS), PRODUCT_WORDS.length, SALES_PRODUCTS],
    );
    await client.query(
      `insert into products (id, reference, name, description, category, price, currency, quantity, search_text)
       select id, reference, name, '', 'Industriel', price, 'EUR', 100, name_n || ' ' || lower(reference) from sp`,
    );

    // Clients: a 40 % main company, names with accents, most with an e-mail and a phone.
    await client.query(
      `create temp table sc on commit drop as
       with base as (
         select i, gen_random_uuid() as id,
                ($1::text[])[1 + i % $5] || ' ' || ($3::text[])[1 + (i / $5) % $6] as name,
                ($2::text[])[1 + i % $5] || ' ' || ($4::text[])[1 + (i / $5) % $6] as name_n,
                ($2::text[])[1 + i % $5] || '.' || ($4::text[])[1 + (i / $5) % $6] as email_n,
                case when ${h('i', 2, 100)} < 40 then 0 else ${h('i', 3, companies.length)} end as ck,
                lpad(${h('i', 4, 100_000_000)}::text, 8, '0') as digits,
                ${h('i', 5, 10)} as r,
                now() - make_interval(mins => ${h('i', 6, TWO_YEARS_MIN)} + 1) as created_at
         from generate_series(0, $7 - 1) i
       )
       select b.i, b.id, b.name, b.name_n, bc.id as company_id, bc.name_n as company_n, b.created_at,
              case when b.r = 0 then null else replace(b.email_n, ' ', '') || '.' || b.i || '@client.example' end as email,
              case when b.r = 1 then null
                   else '0' || (6 + b.i % 2) || ' ' || substr(b.digits, 1, 2) || ' ' || substr(b.digits, 3, 2)
                        || ' ' || substr(b.digits, 5, 2) || ' ' || substr(b.digits, 7, 2) end as phone,
              case when b.r = 7 then 'inactive' when b.r = 8 then 'pending' else 'active' end as status
       from base b join bc on bc.k = b.ck`,
      [
        FIRST_NAMES,
        normalized(FIRST_NAMES),
        LAST_NAMES,
        normalized(LAST_NAMES),
        FIRST_NAMES.length,
        LAST_NAMES.length,
        SALES_CLIENTS,
      ],
    );
    // ci: rank by creation date, so that a document picks a client that existed at its date.
    await client.query(`alter table sc add column ci int`);
    await client.query(
      `update sc set ci = r.ci from (select i, (row_number() over (order by created_at, i) - 1)::int as ci from sc) r
       where r.i = sc.i`,
    );
    await client.query(`create unique index on sc (ci)`);
    await client.query(
      `insert into clients (id, name, email, phone, company_id, status, search_text, created_at, updated_at)
       select id, name, email, phone, company_id, status,
              concat_ws(' ', name_n, email, phone, regexp_replace(phone, '\\D', '', 'g')), created_at, created_at
       from sc`,
    );

    // Orders: spread over two years, each for a client that existed then, numbered per UTC year, status by age.
    await client.query(
      `create temp table so on commit drop as
       ${datedDocuments('k', 10, [
         `${h('d.k', 12, 100)} as r`,
         `${h('d.k', 13, 100)} as rc`,
         `1 + ${h('d.k', 14, MAX_LINES)} as lines`,
       ])}
       select x.*, ${docNumber('CMD')} as reference,
              case
                when now() - x.created_at < interval '7 days' then
                  case when x.r < 20 then 'draft' when x.r < 60 then 'pending' else 'confirmed' end
                when now() - x.created_at < interval '30 days' then
                  case when x.r < 15 then 'pending' when x.r < 45 then 'confirmed' when x.r < 90 then 'shipped'
                       else 'cancelled' end
                else case when x.r < 88 then 'delivered' when x.r < 90 then 'shipped' else 'cancelled' end
              end as status,
              case when x.rc < 80 then 'EUR' when x.rc < 95 then 'USD' else 'CNY' end as currency
       from numbered x`,
      [SALES_ORDERS],
    );
    await client.query(
      `create temp table soi on commit drop as
       select o.id as order_id, p as position, sp.id as product_id,
              coalesce(sp.name, ($1::text[])[1 + ${h('o.k * 8 + p', 21, PRODUCT_WORDS.length)}]) as product_name,
              case when ${h('o.k * 8 + p', 22, 10)} = 0 then (0.5 + ${h('o.k * 8 + p', 23, 5000)} / 1000.0)::numeric(14, 3)
                   else (1 + ${h('o.k * 8 + p', 24, 12)})::numeric(14, 3) end as quantity,
              coalesce(sp.price, ${price('o.k * 8 + p', 25)}) as unit_price
       from so o
       cross join lateral generate_series(0, o.lines - 1) p
       left join sp on ${h('o.k * 8 + p', 20, 10)} < 3 and sp.k = ${h('o.k * 8 + p', 26, SALES_PRODUCTS)}`,
      [PRODUCT_WORDS],
    );
    await client.query(
      `insert into orders (id, reference, client_id, company_id, status, currency, subtotal, tax_amount,
                           total_amount, expected_delivery_date, delivery_date, search_text, created_at, updated_at)
       select o.id, o.reference, o.client_id, o.company_id, o.status, o.currency, t.total,
              round(t.total * 0.2, 2), t.total + round(t.total * 0.2, 2),
              case when o.status <> 'draft' then (o.created_at + interval '21 days')::date end,
              case when o.status = 'delivered' then (o.created_at + interval '18 days')::date end,
              lower(o.reference) || ' ' || o.name_n || ' ' || o.company_n, o.created_at, o.created_at
       from so o
       join (select order_id, sum(round(quantity * unit_price, 2)) as total from soi group by order_id) t
         on t.order_id = o.id`,
    );
    await client.query(
      `insert into order_items (order_id, position, product_id, product_name, quantity, unit_price, total_price)
       select order_id, position, product_id, product_name, quantity, unit_price, round(quantity * unit_price, 2)
       from soi`,
    );
    await client.query(
      `insert into order_status_history (order_id, status, changed_at) select id, status, created_at from so`,
    );

    // Quotes: valid 30 days, draft/sent past their date already expired (as the app would flip them).
    await client.query(
      `create temp table sq on commit drop as
       ${datedDocuments('j', 30, [
         `${h('d.j', 32, 100)} as r`,
         `1 + ${h('d.j', 33, MAX_LINES)} as lines`,
         `1 + ${h('d.j', 34, QUOTE_TITLES.length)} as t`,
         `case when ${h('d.j', 35, 10)} = 0 then 10 else 20 end as tax_rate`,
       ])}, numbered2 as (
         select x.*, ${docNumber('DEV')} as number,
                ((x.created_at at time zone 'UTC')::date + 30) as valid_until,
                case when x.r < 15 then 'draft' when x.r < 45 then 'sent' when x.r < 75 then 'accepted'
                     when x.r < 90 then 'rejected' else 'expired' end as status0
         from numbered x
       )
       select y.*, ($2::text[])[y.t] as title, ($3::text[])[y.t] as title_n,
              case when y.status0 in ('draft', 'sent') and y.valid_until < (now() at time zone 'UTC')::date
                   then 'expired' else y.status0 end as status
       from numbered2 y`,
      [SALES_QUOTES, QUOTE_TITLES, normalized(QUOTE_TITLES)],
    );
    await client.query(
      `create temp table sqi on commit drop as
       select q.id as quote_id, p as position, sp.id as product_id,
              coalesce(sp.name, ($1::text[])[1 + ${h('q.j * 8 + p', 41, PRODUCT_WORDS.length)}]) as product_name,
              1 + ${h('q.j * 8 + p', 42, 20)} as quantity,
              coalesce(sp.price, ${price('q.j * 8 + p', 43)}) as unit_price,
              (case ${h('q.j * 8 + p', 44, 4)} when 0 then 5 when 1 then 10 else 0 end)::numeric(5, 2) as discount
       from sq q
       cross join lateral generate_series(0, q.lines - 1) p
       left join sp on ${h('q.j * 8 + p', 40, 10)} < 5 and sp.k = ${h('q.j * 8 + p', 45, SALES_PRODUCTS)}`,
      [PRODUCT_WORDS],
    );
    // Totals as documentAmounts computes them: line = round(q × u × (100 − d) / 100, 2), every line at
    // the quote's rate, tax on the subtotal (orders: every line at 20 %, the default rate).
    await client.query(
      `insert into quotes (id, number, title, client_id, company_id, status, valid_until, currency, tax_rate,
                           subtotal, discount_amount, tax_amount, total_amount, sent_at, accepted_at, rejected_at,
                           search_text, created_at, updated_at)
       select q.id, q.number, q.title, q.client_id, q.company_id, q.status, q.valid_until, 'EUR', q.tax_rate,
              t.subtotal, t.gross - t.subtotal, round(t.subtotal * q.tax_rate / 100, 2),
              t.subtotal + round(t.subtotal * q.tax_rate / 100, 2),
              case when q.status0 <> 'draft' then least(now(), q.created_at + interval '1 day') end,
              case when q.status = 'accepted' then least(now(), q.created_at + interval '5 days') end,
              case when q.status = 'rejected' then least(now(), q.created_at + interval '6 days') end,
              lower(q.number) || ' ' || q.name_n || ' ' || q.company_n || ' ' || q.title_n,
              q.created_at, q.created_at
       from sq q
       join (select quote_id, sum(round(quantity * unit_price * (100 - discount) / 100, 2)) as subtotal,
                    sum(round(quantity * unit_price, 2)) as gross
             from sqi group by quote_id) t on t.quote_id = q.id`,
    );
    await client.query(
      `insert into quote_items (quote_id, position, product_id, product_name, quantity, unit_price, discount,
                                tax_rate, total_price)
       select i.quote_id, i.position, i.product_id, i.product_name, i.quantity, i.unit_price, i.discount, q.tax_rate,
              round(i.quantity * i.unit_price * (100 - i.discount) / 100, 2)
       from sqi i join sq q on q.id = i.quote_id`,
    );
    // Accepted quotes converted: the first later order of the same client points back at the quote.
    await client.query(
      `with pick as (
         select distinct on (q.id) q.id as quote_id, o.id as order_id
         from quotes q join orders o on o.client_id = q.client_id and o.created_at > q.created_at
         where q.status = 'accepted' order by q.id, o.created_at
       ), once as (select distinct on (order_id) quote_id, order_id from pick order by order_id)
       update orders set quote_id = once.quote_id from once where orders.id = once.order_id`,
    );
    // The app's numbering continues after the seeded numbers.
    await client.query(
      `insert into document_counters (kind, year, last_number)
       select 'CMD', year, max(n) from so group by year
       union all
       select 'DEV', year, max(n) from sq group by year
       on conflict (kind, year) do update
         set last_number = greatest(document_counters.last_number, excluded.last_number)`,
    );
    await client.query('commit');
    await settleAfterSeed(client, [
      'clients',
      'orders',
      'order_items',
      'order_status_history',
      'quotes',
      'quote_items',
      'products',
      'document_counters',
    ]);

    const counts: Record<string, number> = {};
    for (const table of ['clients', 'orders', 'order_items', 'quotes', 'quote_items']) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[table] = Number(rows[0]!.n);
    }
    await checkSearchText(client);

    const pick = await client.query<{ reference: string; name: string; number: string; id: string }>(
      `select o.reference, c.name, c.id,
              (select number from quotes order by created_at desc offset 100 limit 1) as number
       from orders o join clients c on c.id = o.client_id
       order by o.created_at desc offset 1234 limit 1`,
    );
    const row = pick.rows[0]!;
    const products = await client.query<{ id: string }>(
      `select id from products where reference like 'SALES-%'`,
    );
    const year = new Date().getUTCFullYear();
    const counter = await client.query<{ n: number }>(
      `select last_number as n from document_counters where kind = 'DEV' and year = $1`,
      [year],
    );
    return {
      clientId: row.id,
      productIds: products.rows.map((p) => p.id),
      reference: row.reference,
      clientName: row.name,
      lastName: row.name.split(' ').at(-1)!,
      quoteNumber: row.number,
      nextQuoteNumber: documentNumber('DEV', year, (counter.rows[0]?.n ?? 0) + 1),
      counts,
      seconds: round1((performance.now() - started) / 1000),
    };
  });
}

/** A sample of seeded rows must carry exactly the search_text the app would have written. */
async function checkSearchText(client: pg.Client): Promise<void> {
  const sample = 'order by md5(id::text) limit 200';
  const mismatch = (what: string, expected: string, actual: string) => {
    if (expected !== actual)
      throw new Error(`seeded ${what} search_text '${actual}', the app writes '${expected}'`);
  };
  const clients = await client.query<{ name: string; email: string | null; phone: string | null; s: string }>(
    `select name, email, phone, search_text as s from clients ${sample}`,
  );
  for (const c of clients.rows) mismatch('client', clientSearchText(c), c.s);
  const orders = await client.query<{ reference: string; client: string; company: string; s: string }>(
    `select o.reference, c.name as client, co.name as company, o.search_text as s
     from orders o join clients c on c.id = o.client_id join companies co on co.id = o.company_id
     order by md5(o.id::text) limit 200`,
  );
  for (const o of orders.rows) {
    mismatch(
      'order',
      orderSearchText({ reference: o.reference, clientName: o.client, companyName: o.company }),
      o.s,
    );
  }
  const quotes = await client.query<{
    number: string;
    title: string;
    client: string;
    company: string;
    s: string;
  }>(
    `select q.number, q.title, c.name as client, co.name as company, q.search_text as s
     from quotes q join clients c on c.id = q.client_id join companies co on co.id = q.company_id
     order by md5(q.id::text) limit 200`,
  );
  for (const q of quotes.rows) {
    mismatch(
      'quote',
      quoteSearchText({ number: q.number, title: q.title, clientName: q.client, companyName: q.company }),
      q.s,
    );
  }
  const products = await client.query<{ name: string; reference: string; description: string; s: string }>(
    `select name, reference, description, search_text as s from products where reference like 'SALES-%' ${sample}`,
  );
  for (const p of products.rows) mismatch('product', productSearchText(p), p.s);
}

// ---------------------------------------------------------------------------------------------
// Measurements

type Line = Record<string, unknown> & { name: string; p95_ms: number; budget_ms: number; failures: number };

async function group(
  baseUrl: string,
  cookie: string,
  name: string,
  paths: string[],
  budget: number,
): Promise<Line> {
  await p95(baseUrl, cookie, paths, 40, 4); // warm-up
  return { name, db: 'postgres', ...(await p95(baseUrl, cookie, paths)), budget_ms: budget };
}

/** The 500-line quote body (core quoteBody): half the lines on seeded products, half free text. */
function bigQuote(seed: SalesSeed, k: number) {
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: `Devis volumineux n° ${k} – équipement`,
    clientId: seed.clientId,
    validUntil,
    taxRate: 20,
    currency: 'EUR',
    notes: 'Bench: 500 lignes',
    items: Array.from({ length: QUOTE_LINES }, (_, i) => ({
      productId: i % 2 === 0 ? seed.productIds[i % seed.productIds.length]! : null,
      productName: `${PRODUCT_WORDS[i % PRODUCT_WORDS.length]} ${i}`,
      description:
        i % 5 === 0 ? `Référence fournisseur ${1000 + i}, conditionnement par ${1 + (i % 12)}` : '',
      quantity: 1 + (i % 50),
      unitPrice: ((50 + ((i * 7919) % 99_950)) / 100).toFixed(2),
      discount: i % 4 === 0 ? '5' : '0',
    })),
  };
}

/**
 * The sales measurements. `userCookie` (optional) is a bench user with a few company grants: the
 * order and client lists and the dashboard are measured for them too (company-scoped queries).
 */
export async function benchSales(
  baseUrl: string,
  adminCookie: string,
  seed: SalesSeed,
  emit: (line: Record<string, unknown>) => void,
  userCookie?: string,
): Promise<void> {
  const q = (term: string) => encodeURIComponent(term);
  const farOrders = Math.floor(seed.counts.orders! / 20 / 5) * 4;
  const farClients = Math.floor(seed.counts.clients! / 20 / 5) * 4;
  const farQuotes = Math.floor(seed.counts.quotes! / 20 / 5) * 4;
  const groups: [string, string[], number][] = [
    ['orders.list', ['/api/orders', `/api/orders?page=${farOrders}`], SALES_LIST_P95_BUDGET_MS],
    // The same far page reached by Next: read from the cursor row (keys), not by offset.
    [
      'orders.far_page.keyed',
      [await keyedPage(baseUrl, adminCookie, '/api/orders', farOrders)],
      SALES_LIST_P95_BUDGET_MS,
    ],
    ['orders.far_page.offset', [`/api/orders?page=${farOrders}`], SALES_LIST_P95_BUDGET_MS],
    [
      'orders.search',
      [
        `/api/orders?q=${q(seed.lastName)}`,
        `/api/orders?q=${q(seed.clientName)}`,
        `/api/orders?q=${q(seed.reference)}`,
        `/api/orders?q=${q('bench company 2')}`,
      ],
      SALES_LIST_P95_BUDGET_MS,
    ],
    ['orders.status', ['/api/orders?status=delivered'], SALES_LIST_P95_BUDGET_MS],
    ['clients.list', ['/api/clients', `/api/clients?page=${farClients}`], SALES_LIST_P95_BUDGET_MS],
    [
      'clients.far_page.keyed',
      [await keyedPage(baseUrl, adminCookie, '/api/clients', farClients)],
      SALES_LIST_P95_BUDGET_MS,
    ],
    ['clients.far_page.offset', [`/api/clients?page=${farClients}`], SALES_LIST_P95_BUDGET_MS],
    [
      'clients.search',
      [`/api/clients?q=${q(seed.lastName)}`, `/api/clients?q=${q(seed.clientName)}`, `/api/clients?q=06 12`],
      SALES_LIST_P95_BUDGET_MS,
    ],
    ['quotes.list', ['/api/quotes', `/api/quotes?page=${farQuotes}`], SALES_LIST_P95_BUDGET_MS],
    [
      'quotes.search',
      [
        `/api/quotes?q=${q(seed.lastName)}`,
        `/api/quotes?q=${q(seed.quoteNumber)}`,
        `/api/quotes?q=${q('équipement')}`,
      ],
      SALES_LIST_P95_BUDGET_MS,
    ],
  ];
  for (const [name, paths, budget] of groups) emit(await group(baseUrl, adminCookie, name, paths, budget));

  const probe = await fetch(`${baseUrl}/api/dashboard?period=year`, { headers: { cookie: adminCookie } });
  await probe.arrayBuffer();
  if (probe.status === 404) {
    emit({ name: 'dashboard', db: 'postgres', skipped: 'GET /api/dashboard answered 404' });
  } else {
    for (const period of ['year', 'month']) {
      const path = `/api/dashboard?period=${period}`;
      emit(await group(baseUrl, adminCookie, `dashboard.${period}`, [path], DASHBOARD_P95_BUDGET_MS));
    }
  }

  if (userCookie) {
    const scoped: [string, string[], number][] = [
      [
        'orders.list.user',
        ['/api/orders', `/api/orders?page=${Math.floor(farOrders / 3)}`],
        SALES_LIST_P95_BUDGET_MS,
      ],
      [
        'orders.far_page.keyed.user',
        [await keyedPage(baseUrl, userCookie, '/api/orders', Math.floor(farOrders / 3))],
        SALES_LIST_P95_BUDGET_MS,
      ],
      [
        'orders.far_page.offset.user',
        [`/api/orders?page=${Math.floor(farOrders / 3)}`],
        SALES_LIST_P95_BUDGET_MS,
      ],
      ['orders.search.user', [`/api/orders?q=${q(seed.lastName)}`], SALES_LIST_P95_BUDGET_MS],
      ['clients.list.user', ['/api/clients'], SALES_LIST_P95_BUDGET_MS],
      ...(probe.status === 404
        ? []
        : [
            ['dashboard.year.user', ['/api/dashboard?period=year'], DASHBOARD_P95_BUDGET_MS] as [
              string,
              string[],
              number,
            ],
          ]),
    ];
    for (const [name, paths, budget] of scoped) emit(await group(baseUrl, userCookie, name, paths, budget));
  }

  // Saving a 500-line quote, one at a time (one warm-up save first).
  const headers = { cookie: adminCookie, 'content-type': 'application/json' };
  const saves: number[] = [];
  let quote: { id: string; number: string; items: unknown[] } | undefined;
  for (let k = 0; k <= QUOTE_SAVES; k += 1) {
    const body = JSON.stringify(bigQuote(seed, k));
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/quotes`, { method: 'POST', headers, body });
    const text = await res.text();
    const ms = performance.now() - t0;
    if (!res.ok)
      throw new Error(`POST /api/quotes (${QUOTE_LINES} lines): ${res.status} ${text.slice(0, 300)}`);
    quote = (JSON.parse(text) as { quote: NonNullable<typeof quote> }).quote;
    if (k === 0 && quote.number !== seed.nextQuoteNumber) {
      throw new Error(
        `the first saved quote is ${quote.number}, the counters should give ${seed.nextQuoteNumber}`,
      );
    }
    if (k > 0) saves.push(ms);
  }
  if (quote!.items.length !== QUOTE_LINES)
    throw new Error(`the saved quote has ${quote!.items.length} lines`);
  emit({
    name: 'quotes.create_500_lines',
    db: 'postgres',
    saves: saves.length,
    ...percentiles(saves),
    failures: 0,
    number: quote!.number,
    budget_ms: QUOTE_SAVE_P95_BUDGET_MS,
  });

  // Its PDF, one render at a time; the first (cold) render is reported apart.
  const pdfTimes: number[] = [];
  let pdfBytes = 0;
  let firstMs = 0;
  for (let k = 0; k < PDF_WARMUP + PDF_RUNS; k += 1) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/api/quotes/${quote!.id}/pdf`, { headers: { cookie: adminCookie } });
    const buf = await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`GET /api/quotes/:id/pdf: ${res.status}`);
    pdfBytes = buf.byteLength;
    if (k === 0) firstMs = round1(ms);
    if (k >= PDF_WARMUP) pdfTimes.push(ms);
  }
  emit({
    name: 'quotes.pdf_500_lines',
    db: 'postgres',
    runs: pdfTimes.length,
    ...percentiles(pdfTimes),
    first_ms: firstMs,
    failures: 0,
    pdf_kb: Math.round(pdfBytes / 1024),
    budget_ms: QUOTE_PDF_BUDGET_MS,
  });
}
