/**
 * Bank benchmarks (PostgreSQL, issue 33 §4), after the invoices part has seeded 100,000 client
 * invoices (and the analysis part 20,000 supplier ones). Through the real server signed in as the
 * invoices' super admin:
 * - a CAMT.053 of 10,000 entries imported into a new account (budget 5 s), then the same file
 *   again (every entry recognised);
 * - the suggestions of the 10,000 transactions against the open invoices ('Rapprocher
 *   automatiquement' counting only, `dryRun`: every transaction's suggestions computed; budget
 *   10 s);
 * - the unmatched list (first page, a far page by keys, a search) p95 (budget 100 ms), one
 *   transaction's suggestions p95, and 'Rapprocher' p95 on 30 transactions.
 * The statement's entries: 4,000 client transfers naming an open invoice's number at its balance,
 * 1,000 naming only the client at an amount thousands of invoices share, 1,500 supplier
 * payments naming their invoice, 3,500 card payments and transfers naming nothing.
 */
import type { BankTransaction, BankSuggestion } from '@comptoir/core/modules/bank';
import { withClient } from './database';
import { keyedPage, p95 } from './import';

export const BANK_IMPORT_BUDGET_MS = 5_000;
export const BANK_SUGGESTIONS_BUDGET_MS = 10_000;
export const BANK_LIST_P95_BUDGET_MS = 100;
const ENTRIES = 10_000;
const IBAN = 'FR7630006000011234567890189';

interface OpenRow {
  id: string;
  number: string;
  party: string;
  balance: string;
}

async function openInvoices(url: string) {
  return withClient(url, async (client) => {
    const company = await client.query<{ id: string }>(
      `select company_id as id from invoices where direction = 'outgoing' and status in ('sent', 'partially_paid')
       group by company_id order by count(*) desc limit 1`,
    );
    const companyId = company.rows[0]!.id;
    const outgoing = await client.query<OpenRow>(
      `select id, number, party_name as party, (total_amount - paid_amount - credited_amount)::text as balance
       from invoices where direction = 'outgoing' and company_id = $1 and status in ('sent', 'partially_paid')
         and currency = 'EUR' and number is not null order by number limit 5000`,
      [companyId],
    );
    const incoming = await client.query<OpenRow>(
      `select id, coalesce(number, 'SANS-' || left(id::text, 8)) as number, party_name as party,
              (total_amount - paid_amount - credited_amount)::text as balance
       from invoices where direction = 'incoming' and status = 'to_pay' and currency = 'EUR'
         and total_amount - paid_amount - credited_amount > 0 and number is not null order by number limit 1500`,
    );
    return { companyId, outgoing: outgoing.rows, incoming: incoming.rows };
  });
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A CAMT.053 of ENTRIES entries whose balances add up. */
function camtStatement(outgoing: OpenRow[], incoming: OpenRow[]): { file: string; entries: number } {
  const entries: string[] = [];
  let cents = 0n;
  const day = (k: number) => {
    const d = new Date(Date.UTC(2026, 0, 1 + (k % 300)));
    return d.toISOString().slice(0, 10);
  };
  const entry = (k: number, amount: string, credit: boolean, label: string, party: string) => {
    const value = BigInt(amount.replace('.', ''));
    cents += credit ? value : -value;
    entries.push(
      `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts>` +
        `<BookgDt><Dt>${day(k)}</Dt></BookgDt><ValDt><Dt>${day(k)}</Dt></ValDt><AcctSvcrRef>BENCH${k}</AcctSvcrRef>` +
        `<NtryDtls><TxDtls><RltdPties><${credit ? 'Dbtr' : 'Cdtr'}><Nm>${xml(party)}</Nm></${credit ? 'Dbtr' : 'Cdtr'}></RltdPties>` +
        `<RmtInf><Ustrd>${xml(label)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    );
  };
  for (let k = 0; k < ENTRIES; k++) {
    if (k < 4000 && outgoing.length > 0) {
      const inv = outgoing[k % outgoing.length]!;
      entry(
        k,
        Number(inv.balance).toFixed(2),
        true,
        `VIR SEPA ${inv.party.toUpperCase()} ${inv.number}`,
        inv.party,
      );
    } else if (k < 5000 && outgoing.length > 0) {
      const inv = outgoing[k % outgoing.length]!;
      entry(k, '480.00', true, `VIR SEPA ${inv.party.toUpperCase()} REGLEMENT`, inv.party);
    } else if (k < 6500 && incoming.length > 0) {
      const inv = incoming[k % incoming.length]!;
      entry(
        k,
        Number(inv.balance).toFixed(2),
        false,
        `VIR ${inv.party.toUpperCase()} ${inv.number}`,
        inv.party,
      );
    } else {
      const amount = (5 + ((k * 7919) % 50000) / 100).toFixed(2);
      entry(k, amount, k % 3 === 0, `CB COMMERCE ${k % 97} PARIS`, `Commerce ${k % 97}`);
    }
  }
  const closing = (1_000_000_00n + cents).toString();
  const closingText = `${closing.slice(0, -2)}.${closing.slice(-2)}`;
  const file = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2026-11-01T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>BENCH-1</Id><CreDtTm>2026-11-01T08:00:00</CreDtTm><FrToDt><FrDtTm>2026-01-01T00:00:00</FrDtTm><ToDtTm>2026-10-31T23:59:59</ToDtTm></FrToDt>
<Acct><Id><IBAN>${IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-01-01</Dt></Dt></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${closingText.replace('-', '')}</Amt><CdtDbtInd>${closing.startsWith('-') ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>2026-10-31</Dt></Dt></Bal>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
  return { file, entries: entries.length };
}

async function post(baseUrl: string, cookie: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { cookie, 'content-type': 'application/json' },
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

async function upload(baseUrl: string, cookie: string, accountId: string, file: string) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'application/xml' }), 'bench-camt053.xml');
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/bank/accounts/${accountId}/statements`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  const json = (await res.json()) as {
    statement?: { imported: number; duplicates: number; difference: string | null };
  };
  const ms = Math.round(performance.now() - started);
  if (res.status !== 201) throw new Error(`import: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { ms, ...json.statement! };
}

export async function benchBank(
  baseUrl: string,
  cookie: string,
  url: string,
  emit: (line: Record<string, unknown>) => void,
): Promise<void> {
  const { companyId, outgoing, incoming } = await openInvoices(url);
  const created = await post(baseUrl, cookie, '/api/bank/accounts', {
    companyId,
    name: 'Compte bench',
    iban: IBAN,
    currency: 'EUR',
    openingBalance: '1000000.00',
    openingDate: '2026-01-01',
    feeTolerance: '5',
  });
  const accountId = (created.account as { id: string }).id;
  const { file, entries } = camtStatement(outgoing, incoming);

  const first = await upload(baseUrl, cookie, accountId, file);
  emit({
    name: 'bank.import_camt053',
    db: 'postgres',
    entries,
    megabytes: Math.round((Buffer.byteLength(file) / 1024 / 1024) * 10) / 10,
    imported: first.imported,
    balance_difference: first.difference,
    ms: first.ms,
    budget_ms: BANK_IMPORT_BUDGET_MS,
    ok: first.imported === entries && first.ms <= BANK_IMPORT_BUDGET_MS,
  });
  const again = await upload(baseUrl, cookie, accountId, file);
  emit({
    name: 'bank.import_again',
    db: 'postgres',
    duplicates: again.duplicates,
    imported: again.imported,
    ms: again.ms,
  });

  const t0 = performance.now();
  const preview = await post(baseUrl, cookie, '/api/bank/auto-match', { accountId, dryRun: true });
  const suggestMs = Math.round(performance.now() - t0);
  emit({
    name: 'bank.suggestions_all',
    db: 'postgres',
    transactions: entries,
    open_invoices_against: outgoing.length + incoming.length,
    sure: preview.matched,
    booked: preview.booked,
    to_review: preview.remaining,
    ms: suggestMs,
    budget_ms: BANK_SUGGESTIONS_BUDGET_MS,
    ok: suggestMs <= BANK_SUGGESTIONS_BUDGET_MS,
  });

  const list = `/api/bank/transactions?accountId=${accountId}&status=unmatched`;
  const far = await keyedPage(baseUrl, cookie, `${list}&pageSize=50`, 40);
  emit({
    name: 'bank.unmatched_list',
    db: 'postgres',
    ...(await p95(baseUrl, cookie, [list, `${list}&q=commerce`, far], 150, 4)),
    budget_ms: BANK_LIST_P95_BUDGET_MS,
  });

  const page = (await (await fetch(`${baseUrl}${list}&pageSize=200`, { headers: { cookie } })).json()) as {
    items: BankTransaction[];
  };
  const named = page.items.filter((t) => t.label.includes('FAC-')).slice(0, 30);
  emit({
    name: 'bank.suggestions_one',
    db: 'postgres',
    ...(await p95(
      baseUrl,
      cookie,
      named.map((t) => `/api/bank/transactions/${t.id}/suggestions`),
      60,
      2,
    )),
  });
  const times: number[] = [];
  for (const t of named) {
    const res = await fetch(`${baseUrl}/api/bank/transactions/${t.id}/suggestions`, { headers: { cookie } });
    const best = ((await res.json()) as { items: BankSuggestion[] }).items[0];
    if (!best || best.allocations.length === 0) continue;
    const started = performance.now();
    await post(baseUrl, cookie, `/api/bank/transactions/${t.id}/match`, {
      allocations: best.allocations.map((a) => ({ invoiceId: a.invoiceId, amount: a.amount })),
    });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  emit({
    name: 'bank.match',
    db: 'postgres',
    matched: times.length,
    p50_ms: Math.round(times[Math.floor(times.length / 2)] ?? 0),
    p95_ms: Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0),
  });
}
