/**
 * What the self-test checks share: raw reads, a create-read-delete in a rolled-back transaction,
 * temporary rows, document numbering, PDFs written and read back, and the usual shapes of a check
 * (a paginated list, a route that answers).
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { SelfTestCategory } from '@comptoir/core/modules/selftest';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { createSession, SESSION_COOKIE, type NewSession } from '../../../platform/auth/sessions';
import { readPdfText } from '../../extraction/engine/pdf-text';
import {
  CheckFailure,
  CheckSkipped,
  expectList,
  expectStatus,
  hasRoute,
  rolledBack,
  type Check,
  type CheckContext,
} from '../framework';

export const first = async <T>(db: Db, query: ReturnType<typeof sql>) => (await rowsOf<T>(db, query))[0];

export const count = async (db: Db, query: ReturnType<typeof sql>) =>
  Number((await first<{ n: number | string }>(db, query))?.n ?? 0);

/** A create-read-delete of `table` rows inside a rolled-back transaction. */
export async function crud(
  ctx: CheckContext,
  label: string,
  table: string,
  insert: (tx: Db) => Promise<string>,
): Promise<string> {
  const id = await rolledBack(
    ctx,
    async (tx) => {
      const newId = await insert(tx);
      const read = await count(
        tx,
        sql`select count(*) as n from ${sql.identifier(table)} where id = ${newId}`,
      );
      if (read !== 1) throw new CheckFailure(`${label} créé(e) mais illisible dans la transaction`);
      await tx.execute(sql`delete from ${sql.identifier(table)} where id = ${newId}`);
      const after = await count(
        tx,
        sql`select count(*) as n from ${sql.identifier(table)} where id = ${newId}`,
      );
      if (after !== 0) throw new CheckFailure(`${label} toujours présent(e) après suppression`);
      // Created again so that the rollback (not the delete) is what removes it.
      return insert(tx);
    },
    async (db, again) =>
      (await count(db, sql`select count(*) as n from ${sql.identifier(table)} where id = ${again}`)) > 0,
  );
  return `${label} créé(e), relu(e), supprimé(e) puis recréé(e) dans une transaction annulée (id ${id.slice(0, 8)}…) : rien n'est resté en base.`;
}

export async function insertedId(tx: Db, query: ReturnType<typeof sql>): Promise<string> {
  const row = await first<{ id: string }>(tx, query);
  if (!row) throw new CheckFailure("l'insertion n'a renvoyé aucune ligne");
  return row.id;
}

/** A company and a client inside the caller's transaction (rolled back with it). */
export async function tempClient(tx: Db): Promise<{ companyId: string; clientId: string }> {
  const companyId = await insertedId(
    tx,
    sql`insert into companies (name) values (${`Autotest ${randomUUID().slice(0, 8)}`}) returning id`,
  );
  const clientId = await insertedId(
    tx,
    sql`insert into clients (name, company_id) values ('Client autotest', ${companyId}) returning id`,
  );
  return { companyId, clientId };
}

/** A product inside the caller's transaction (rolled back with it). */
export const tempProduct = (tx: Db): Promise<string> =>
  insertedId(
    tx,
    sql`insert into products (reference, name) values (${`AUTOTEST-${randomUUID().slice(0, 8)}`}, 'Produit autotest') returning id`,
  );

/**
 * Numbers issued under a document_counters kind (`prefix-YYYY-N…`): no duplicate, none above the
 * counter, and when `gapless`, exactly 1..counter. `among` narrows the rows that count (outgoing
 * invoices only: a supplier's invoice may carry a number shaped like ours).
 */
export async function numbering(
  ctx: CheckContext,
  label: string,
  prefix: string,
  table: 'quotes' | 'orders' | 'invoices',
  column: 'number' | 'reference',
  gapless: boolean,
  among: SQL = sql`true`,
): Promise<string> {
  const counters = await rowsOf<{ year: number; last_number: number }>(
    ctx.db,
    sql`select year, last_number from document_counters where kind = ${prefix} order by year`,
  );
  const issued = await rowsOf<{ year: number; n: number; dup: number; max: number | null }>(
    ctx.db,
    sql`select substring(${sql.identifier(column)} from ${`^${prefix}-(\\d{4})-`})::int as year,
               count(*)::int as n,
               (count(*) - count(distinct ${sql.identifier(column)}))::int as dup,
               max(substring(${sql.identifier(column)} from ${`^${prefix}-\\d{4}-(\\d+)$`})::int) as max
          from ${sql.identifier(table)}
         where ${sql.identifier(column)} ~ ${`^${prefix}-\\d{4}-\\d+$`} and (${among})
         group by 1 order by 1`,
  );
  const problems: string[] = [];
  for (const row of issued) {
    const counter = counters.find((c) => Number(c.year) === Number(row.year));
    const last = counter ? Number(counter.last_number) : 0;
    if (row.dup > 0) problems.push(`${row.dup} numéro(s) ${prefix}-${row.year} en double`);
    if (row.max !== null && Number(row.max) > last) {
      problems.push(`numéro ${prefix}-${row.year}-${row.max} au-delà du compteur (${last})`);
    }
    if (gapless && (Number(row.n) !== last || Number(row.max) !== last)) {
      problems.push(`${row.n} numéro(s) ${prefix}-${row.year} émis pour un compteur à ${last} (trou)`);
    }
  }
  if (gapless) {
    for (const c of counters) {
      if (Number(c.last_number) > 0 && !issued.some((r) => Number(r.year) === Number(c.year))) {
        problems.push(`compteur ${prefix}-${c.year} à ${c.last_number} sans aucun document émis`);
      }
    }
  }
  if (problems.length > 0) throw new CheckFailure(`${label} : ${problems.join(' ; ')}`);
  const total = issued.reduce((s, r) => s + Number(r.n), 0);
  return `${total} numéro(s) ${prefix} sur ${issued.length} année(s), compteurs cohérents${gapless ? ', sans trou' : ''}, sans doublon.`;
}

/** A small PDF with a text layer, written here (nothing read from disk). */
export async function samplePdf(lines: string[]): Promise<Buffer> {
  // pdfkit loads on the first sample, not in every server process at start.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const line of lines) doc.fontSize(12).text(line);
    doc.end();
  });
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await readPdfText(bytes);
  return doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
}

/** Working days (Monday to Friday) after `from` up to `to` (dates as YYYY-MM-DD). */
export function workingDaysBetween(from: string, to: string): number {
  let days = 0;
  const d = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  while (d < end) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) days += 1;
  }
  return days;
}

/** A route that must answer 200. */
export async function answers(ctx: CheckContext, url: string): Promise<string> {
  await expectStatus(ctx, url);
  return `GET ${url} → 200.`;
}

export function skipWithoutRoute(ctx: CheckContext, url: string, module: string): void {
  if (!hasRoute(ctx.app, 'GET', url)) {
    throw new CheckSkipped(
      `le module ${module} n'est pas encore disponible sur ce serveur (aucune route GET ${url})`,
    );
  }
}

export const today = () => new Date().toISOString().slice(0, 10);

/** The day `days` days before today (YYYY-MM-DD). */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The check of a paginated list route (`/api/...?pageSize=5`): 200 and `{ items, total }` that
 * agree; `of` names the rows ("des tâches").
 */
export const listCheck = (
  id: string,
  category: SelfTestCategory,
  name: string,
  of: string,
  url: string,
): Check => ({
  id,
  category,
  name,
  checks: `La liste paginée ${of} répond avec items et total cohérents.`,
  run: (ctx) => expectList(ctx, url),
});

/** A check that a route answers 200 (a list the screens read, a settings page). */
export const answerCheck = (
  id: string,
  category: SelfTestCategory,
  name: string,
  checks: string,
  url: string,
): Check => ({ id, category, name, checks, run: (ctx) => answers(ctx, url) });

/**
 * A quote or order (`insert`, given a temporary client) with one line, inside the caller's
 * transaction (rolled back with it).
 */
export async function documentWithLine(
  tx: Db,
  insert: (client: { companyId: string; clientId: string }) => ReturnType<typeof sql>,
  lines: { table: 'quote_items' | 'order_items'; key: 'quote_id' | 'order_id' },
): Promise<string> {
  const id = await insertedId(tx, insert(await tempClient(tx)));
  await tx.execute(
    sql`insert into ${sql.identifier(lines.table)} (${sql.identifier(lines.key)}, position, product_name, quantity, unit_price, total_price)
        values (${id}, 1, 'Article autotest', 1, '1.00', '1.00')`,
  );
  return id;
}

/** A fresh number for a row the rolled-back transaction writes. */
export const autotestNumber = () => `AUTOTEST-${randomUUID()}`;

/**
 * The PDF of the latest quote or order (by creation), produced by its route and read back:
 * its `column` (number or reference), its size and its text. Skipped (`none`) when there is none.
 */
export async function latestPdf(
  ctx: CheckContext,
  table: 'quotes' | 'orders',
  column: 'number' | 'reference',
  none: string,
): Promise<{ key: string; size: number; text: string }> {
  const row = await first<{ id: string; key: string }>(
    ctx.db,
    sql`select id, ${sql.identifier(column)} as key from ${sql.identifier(table)} order by created_at desc limit 1`,
  );
  if (!row) throw new CheckSkipped(none);
  const res = await expectStatus(ctx, `/api/${table}/${row.id}/pdf`);
  const bytes = new Uint8Array(res.raw);
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
    throw new CheckFailure("la réponse n'est pas un PDF");
  return { key: row.key, size: bytes.length, text: await pdfText(bytes) };
}

/**
 * A short-lived session of `userId` for `use` (its cookie header), deleted afterwards whatever
 * happens: the only row the self-test writes for good, and only for a moment.
 */
export async function withSession<T>(
  ctx: CheckContext,
  userId: string,
  use: (cookie: string, session: NewSession) => Promise<T>,
): Promise<T> {
  const session = await createSession(ctx.db, userId, {
    rememberMe: false,
    ip: '127.0.0.1',
    userAgent: 'comptoir-selftest',
  });
  try {
    return await use(`${SESSION_COOKIE}=${session.token}`, session);
  } finally {
    await ctx.db.execute(sql`delete from sessions where id = ${session.id}`);
  }
}
