/**
 * Invoices benchmarks (PostgreSQL, issue 12). Seeded directly in SQL (INSERT ... SELECT over
 * generate_series, never through the API): 100,000 outgoing invoices with 400,000 lines and
 * 80,000 payments over the bench's companies (a client per company is added when the sales seed
 * did not run; nine lines in ten sell one of 2,000 catalogue products, the others are services), numbers FAC-{year}-{NNNNN} continuing in document_counters. Then, through the
 * real server signed in as a super admin: list, search and status filter (p95), 50 drafts issued
 * concurrently (their numbers must be 50 consecutive ones), a 500-line draft issued (time per
 * issue) and its Factur-X PDF.
 */
import type { InvoiceDetail } from '@comptoir/core/modules/invoices';
import type { CompanyIdentity } from '@comptoir/core/modules/settings';
// The request's `auth` the server's modules read (its fastify type augmentation).
import type {} from '../../server/src/app';
import { hashMod, insertBenchAdmin, settleAfterSeed, withClient } from './database';
import { keyedPage, p95 } from './import';

export const INVOICES_LIST_P95_BUDGET_MS = 100;
export const INVOICE_ISSUE_BUDGET_MS = 300;
/** Issue 27: a 500-line invoice's Factur-X PDF, downloaded (as stored after its issue, decision 0057), p95. */
export const INVOICE_PDF_BUDGET_MS = 500;
/** Issue 27: judging one invoice's XML with the official validators (warm), p95. */
export const INVOICE_VALIDATE_BUDGET_MS = 200;
export const BENCH_INVOICES = 100_000;
const LINES_PER_INVOICE = 4;
/** Catalogue products the lines sell. */
const BENCH_PRODUCTS = 2_000;
/** Payments: one per paid or partly paid invoice (two fifths) and one more on two fifths: 80,000. */
const CONCURRENT_ISSUES = 50;
const BIG_LINES = 500;
const BIG_RUNS = 5;
/** Measured runs of the 500-line Factur-X PDF and of each validation (after one warm-up run). */
const PDF_RUNS = 20;
/** The `q` quantile of sorted values, nearest rank. */
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export const INVOICES_ADMIN_EMAIL = 'bench.invoices@bench.comptoir.test';

export interface InvoicesSeed {
  clientId: string;
  partyName: string;
  number: string;
  counts: Record<string, number>;
  seconds: number;
}

const h = hashMod;

/** 00042, then the number grows past 99999 (lpad would truncate). */
const num = (expr: string) =>
  `case when ${expr} < 100000 then lpad(${expr}::text, 5, '0') else ${expr}::text end`;

export async function seedInvoices(url: string): Promise<InvoicesSeed> {
  const started = performance.now();
  return withClient(url, async (client) => {
    const year = new Date().getUTCFullYear();
    await client.query('begin');
    await insertBenchAdmin(client, INVOICES_ADMIN_EMAIL, 'Bench Factures');
    // The seller's legal identity: issuing refuses an invoice without it (issue 27).
    await client.query(
      `insert into app_settings (key, value) values ('company', $1::jsonb) on conflict (key) do nothing`,
      [
        JSON.stringify({
          legalName: 'Comptoir Bench SAS',
          address: '12 rue des Halles\n75001 Paris',
          siren: '732829320',
          vatNumber: 'FR44732829320',
          paymentTerms: '30 jours net',
          paymentDays: 30,
        }),
      ],
    );
    // One client per company when the sales seed did not make any.
    await client.query(
      `insert into clients (name, email, company_id, search_text)
       select 'Client facturé ' || c.name, 'factures@' || c.id || '.test', c.id, lower('client facture ' || c.name)
       from companies c where not exists (select 1 from clients where company_id = c.id)`,
    );
    await client.query(
      `create temp table bcl on commit drop as
       select (row_number() over (order by cl.id)) - 1 as k, cl.id, cl.company_id, co.name as company_name
       from clients cl join companies co on co.id = cl.company_id`,
    );
    const nClients = Number((await client.query<{ n: string }>('select count(*) as n from bcl')).rows[0]!.n);
    // Invoices: issued over the last year in number order; statuses by age (a third paid).
    await client.query(
      `create temp table bi on commit drop as
       select i, gen_random_uuid() as id,
              (current_date - (${BENCH_INVOICES} - i) * 365 / ${BENCH_INVOICES})::date as issue_date,
              (select id from bcl where k = ${h('i', 1, nClients)}) as client_id
       from generate_series(1, ${BENCH_INVOICES}) i`,
    );
    await client.query(
      `insert into invoices (id, direction, kind, number, status, client_id, company_id, party_name, party_email,
                             issue_date, due_date, payment_terms, currency, subtotal, tax_amount, total_amount,
                             paid_amount, base_currency, base_total_amount, exchange_rate, rate_date, rate_source,
                             issued_at, search_text, created_at, updated_at)
       select bi.id, 'outgoing', 'invoice',
              'FAC-${year}-' || ${num('bi.i')},
              case when bi.i % 5 = 0 then 'paid' when bi.i % 5 = 1 then 'partially_paid' else 'sent' end,
              cl.id, cl.company_id, cl.company_name, 'factures@bench.test',
              bi.issue_date, bi.issue_date + 30, '30 jours net', 'EUR',
              400, 80, 480,
              case when bi.i % 5 = 0 then 480 when bi.i % 5 = 1 then 100 else 0 end,
              'EUR', 480, 1, bi.issue_date, 'identity',
              bi.issue_date::timestamptz, lower('fac-${year}-' || ${num('bi.i')} || ' ' || cl.company_name),
              bi.issue_date::timestamptz + make_interval(secs => bi.i % 86400), now()
       from bi join bcl cl on cl.id = bi.client_id`,
    );
    // Lines sell catalogue products (as invoices made from orders do), one in ten a free-text service.
    await client.query(
      `insert into products (reference, name, price, currency, search_text)
       select 'FACT-' || lpad(k::text, 5, '0'), 'Article facturé ' || k, 30 + k % 40, 'EUR',
              lower('fact-' || lpad(k::text, 5, '0') || ' article facture ' || k)
       from generate_series(1, ${BENCH_PRODUCTS}) k`,
    );
    await client.query(
      `create temp table bpr on commit drop as
       select (row_number() over (order by id)) - 1 as k, id, name from products where reference like 'FACT-%'`,
    );
    await client.query(
      `insert into invoice_lines (invoice_id, position, product_id, description, quantity, unit_price, tax_rate, total_price)
       select bi.id, p, case when s.free then null else pr.id end,
              case when s.free then (array['Transport','Emballage','Installation','Formation','Frais de dossier'])[1 + ${h('bi.i + p', 3, 5)}]
                   else pr.name end,
              2, 50, 20, 100
       from bi cross join generate_series(0, ${LINES_PER_INVOICE - 1}) p
       cross join lateral (select ${h('bi.i * 4 + p', 2, 10)} = 0 as free) s
       left join bpr pr on pr.k = ${h('bi.i * 4 + p', 5, BENCH_PRODUCTS)}`,
    );
    await client.query(
      `insert into invoice_payments (invoice_id, payment_date, amount, method, reference)
       select bi.id, bi.issue_date + 10, case when bi.i % 5 = 0 then 480 else 100 end,
              (array['virement','carte','cheque','especes','prelevement'])[1 + bi.i % 5], 'VIR-' || bi.i
       from bi where bi.i % 5 in (0, 1)
       union all
       select bi.id, bi.issue_date + 5, 1, 'virement', 'EXTRA-' || bi.i
       from bi where bi.i % 5 in (2, 3)`,
    );
    // Keep the paid amounts consistent with the extra payments above.
    await client.query(
      `update invoices set paid_amount = 1, status = 'partially_paid'
       where id in (select id from bi where i % 5 in (2, 3))`,
    );
    await client.query(
      `insert into document_counters (kind, year, last_number) values ('FAC', ${year}, ${BENCH_INVOICES})
       on conflict (kind, year) do update set last_number = greatest(document_counters.last_number, ${BENCH_INVOICES})`,
    );
    const sample = (
      await client.query<{ client_id: string; party_name: string; number: string }>(
        `select client_id, party_name, number from invoices where direction = 'outgoing' order by number desc limit 1 offset 500`,
      )
    ).rows[0]!;
    await client.query('commit');
    await settleAfterSeed(client, ['invoices', 'invoice_lines', 'invoice_payments']);
    const count = async (table: string) =>
      Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
    return {
      clientId: sample.client_id,
      partyName: sample.party_name,
      number: sample.number,
      counts: {
        invoices: await count('invoices'),
        invoice_lines: await count('invoice_lines'),
        invoice_payments: await count('invoice_payments'),
      },
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  });
}

async function post(baseUrl: string, cookie: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json as { invoice: { id: string; number: string | null } };
}

const smallDraft = (clientId: string) => ({
  clientId,
  items: [{ description: 'Prestation bench', quantity: 1, unitPrice: '120.00', taxRate: '20' }],
});

const bigDraft = (clientId: string) => ({
  clientId,
  items: Array.from({ length: BIG_LINES }, (_, i) => ({
    description: `Article ${i} – acier galvanisé`,
    quantity: String(1 + (i % 40)),
    unitPrice: ((50 + ((i * 7919) % 99_950)) / 100).toFixed(2),
    discount: i % 4 === 0 ? '5' : '0',
    taxRate: i % 3 === 0 ? '5.5' : '20',
  })),
});

export async function benchInvoices(
  url: string,
  baseUrl: string,
  cookie: string,
  seed: InvoicesSeed,
  emit: (line: Record<string, unknown>) => void,
): Promise<void> {
  const q = encodeURIComponent;
  const far = Math.floor(BENCH_INVOICES / 20 / 5) * 4;
  const groups: [string, string[]][] = [
    [
      'invoices.list',
      ['/api/invoices', `/api/invoices?page=${far}`, '/api/invoices?sort=totalAmount&order=asc'],
    ],
    // The same far page reached by Next: read from the cursor row (keys), not by offset.
    ['invoices.far_page.keyed', [await keyedPage(baseUrl, cookie, '/api/invoices', far)]],
    ['invoices.far_page.offset', [`/api/invoices?page=${far}`]],
    [
      'invoices.search',
      [
        `/api/invoices?q=${q(seed.number)}`,
        `/api/invoices?q=${q(seed.partyName)}`,
        `/api/invoices?q=${q('fac-')}`,
      ],
    ],
    [
      'invoices.status',
      [
        '/api/invoices?status=paid',
        '/api/invoices?status=overdue',
        '/api/invoices?status=partially_paid&page=3',
      ],
    ],
  ];
  for (const [name, paths] of groups) {
    await p95(baseUrl, cookie, paths, 40, 4);
    emit({
      name,
      db: 'postgres',
      ...(await p95(baseUrl, cookie, paths)),
      budget_ms: INVOICES_LIST_P95_BUDGET_MS,
    });
  }

  // 50 drafts issued at once: 50 consecutive numbers, none lost, none twice.
  const drafts = await Promise.all(
    Array.from({ length: CONCURRENT_ISSUES }, () =>
      post(baseUrl, cookie, '/api/invoices', smallDraft(seed.clientId)),
    ),
  );
  const t0 = performance.now();
  const issued = await Promise.all(
    drafts.map((d) => post(baseUrl, cookie, `/api/invoices/${d.invoice.id}/issue`, {})),
  );
  const wall = performance.now() - t0;
  const numbers = issued.map((r) => Number(r.invoice.number!.slice(-5))).sort((a, b) => a - b);
  const consecutive =
    new Set(numbers).size === CONCURRENT_ISSUES && numbers.at(-1)! - numbers[0]! === CONCURRENT_ISSUES - 1;
  emit({
    name: 'invoices.issue_concurrent',
    db: 'postgres',
    issues: CONCURRENT_ISSUES,
    first: numbers[0],
    last: numbers.at(-1),
    consecutive,
    wall_ms: Math.round(wall),
  });

  // A 500-line invoice: issue time, then its Factur-X PDF.
  const issueTimes: number[] = [];
  let lastId = '';
  for (let k = 0; k < BIG_RUNS; k++) {
    const d = await post(baseUrl, cookie, '/api/invoices', bigDraft(seed.clientId));
    const t = performance.now();
    await post(baseUrl, cookie, `/api/invoices/${d.invoice.id}/issue`, {});
    issueTimes.push(performance.now() - t);
    lastId = d.invoice.id;
  }
  const sorted = [...issueTimes].sort((a, b) => a - b);
  emit({
    name: 'invoices.issue_500_lines',
    db: 'postgres',
    runs: BIG_RUNS,
    p50_ms: Math.round(sorted[Math.floor(BIG_RUNS / 2)]!),
    p95_ms: Math.round(sorted.at(-1)!),
    failures: 0,
    budget_ms: INVOICE_ISSUE_BUDGET_MS,
  });
  // Its Factur-X PDF, drawn (its stored copy forgotten before each run, decision 0057: what the
  // job after an issue does once), then downloaded as stored (what every download then costs).
  const getPdf = async () => {
    const t = performance.now();
    const res = await fetch(`${baseUrl}/api/invoices/${lastId}/pdf`, { headers: { cookie } });
    const bytes = await res.arrayBuffer();
    if (!res.ok) throw new Error(`pdf: ${res.status}`);
    if (!Buffer.from(bytes).toString('latin1').includes('factur-x.xml'))
      throw new Error('pdf: no factur-x.xml');
    return performance.now() - t;
  };
  const pdfFigure = (name: string, times: number[], budget?: number) => {
    const sorted = [...times].sort((a, b) => a - b);
    emit({
      name,
      db: 'postgres',
      runs: sorted.length,
      p50_ms: Math.round(sorted[Math.floor(sorted.length / 2)]!),
      p95_ms: Math.round(quantile(sorted, 0.95)),
      failures: 0,
      ...(budget ? { budget_ms: budget } : {}),
    });
  };
  const drawn: number[] = [];
  await withClient(url, async (client) => {
    for (let k = 0; k < PDF_RUNS + 1; k++) {
      await client.query('delete from invoice_pdfs where invoice_id = $1', [lastId]);
      const ms = await getPdf();
      if (k > 0) drawn.push(ms);
    }
  });
  pdfFigure('invoices.facturx_pdf_500_lines_drawn', drawn);
  const stored: number[] = [];
  for (let k = 0; k < PDF_RUNS; k++) stored.push(await getPdf());
  pdfFigure('invoices.facturx_pdf_500_lines', stored, INVOICE_PDF_BUDGET_MS);
  await benchValidation(baseUrl, cookie, lastId, emit);
}

/**
 * The official validators (decision 0030) on the XML of the 500-line invoice and of a 4-line one,
 * in this process (one Java worker, warmed first as the server warms it at start, decision 0055):
 * the CII D16B and Factur-X schemas and the CEN EN 16931 rules, p95 over a few runs each.
 */
async function benchValidation(
  baseUrl: string,
  cookie: string,
  bigId: string,
  emit: (line: Record<string, unknown>) => void,
): Promise<void> {
  const { eInvoiceData, toCii } = await import('../../server/src/modules/invoices/facturx');
  const { validateEInvoice, stopEInvoiceValidator, validatorUnavailable, warmEInvoiceValidator } =
    await import('../../server/src/platform/einvoice/validate');
  const why = validatorUnavailable();
  if (why) {
    emit({ name: 'invoices.validate_xml', skipped: why });
    return;
  }
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const { identity } = await get<{ identity: CompanyIdentity }>('/api/settings/company');
  const small = (await get<{ items: { id: string }[] }>('/api/invoices?status=paid&pageSize=1')).items[0]!;
  try {
    const warmup = await warmEInvoiceValidator();
    emit({ name: 'invoices.validate_warmup', ...(warmup ?? { failed: true }) });
    for (const [label, id] of [
      ['500_lines', bigId],
      ['4_lines', small.id],
    ] as const) {
      const detail = await get<InvoiceDetail>(`/api/invoices/${id}`);
      const xml = await toCii(eInvoiceData(detail, identity, null));
      const times: number[] = [];
      let valid = true;
      for (let k = 0; k < PDF_RUNS; k++) {
        const t = performance.now();
        const result = await validateEInvoice(xml, 'facturx');
        times.push(performance.now() - t);
        valid &&= result.valid;
      }
      times.sort((a, b) => a - b);
      emit({
        name: `invoices.validate_xml_${label}`,
        lines: detail.lines.length,
        runs: times.length,
        p50_ms: Math.round(times[Math.floor(times.length / 2)]!),
        p95_ms: Math.round(quantile(times, 0.95)),
        valid,
        failures: valid ? 0 : 1,
        budget_ms: INVOICE_VALIDATE_BUDGET_MS,
      });
    }
  } finally {
    stopEInvoiceValidator();
  }
}
