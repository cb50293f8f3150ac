/**
 * Leaving demo mode (issue 29 §2, docs/decisions/0035-leaving-demo-mode.md): a super administrator
 * deletes every record of the demo load (`is_demo`), the demo accounts and the stored files of
 * those records in one transaction, keeping everything the company made; the real super
 * administrator is created in the same transaction when there is none besides the demo ones.
 *
 * What a demo record owns (an invoice's lines and payments, a request's products, comments,
 * messages, quotations and files) goes with it, as when it is deleted on its own. A record of the
 * company that refers to a demo record is kept: a reference the schema lets go (a line's product,
 * a time entry's task, an order's request) is emptied by the schema itself; one it requires (a
 * real order of a demo client, a real invoice of a demo order, a goal or time entries of a demo
 * account) refuses the whole operation with 409, naming those records.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEMO_RATE_SOURCE } from '@comptoir/core/currency';
import type { CreateUserBody } from '@comptoir/core/modules/admin-users';
import type {
  DemoCounts,
  DemoModeResponse,
  LeaveDemoResponse,
  RealAdmin,
} from '@comptoir/core/modules/settings';
import { rowsOf } from '../../db/rows';
import { DEMO_META_KEY, forgetDemoAccounts } from '../../db/seed/demo-accounts';
import { ADMIN_USERS_LOCK, createUser } from '../admin-users/service';
import { DEMO_IDENTITY } from '../invoices/demo';
import { ISSUER_SETTING_KEY } from '../sales/issuer';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { pgCode, type ActionContext, type Tx } from '../../platform/service';
import type { Db } from '../../db/client';

/** The demo records of `table`, as a subquery. */
const demo = (table: string) => sql.raw(`(select id from ${table} where is_demo)`);

/** Tables of demo records counted by kind (each with what it owns). */
const COUNTED: Record<Exclude<keyof DemoCounts, 'files'>, string> = {
  accounts: 'users',
  companies: 'companies',
  clients: 'clients',
  suppliers: 'suppliers',
  products: 'products',
  demandes: 'demandes',
  tasks: 'tasks',
  quotes: 'quotes',
  orders: 'orders',
  invoices: 'invoices',
};

/**
 * Every column holding a storage key (platform/storage.ts). A test checks this against the
 * schema, so that a new kind of stored file cannot be forgotten here.
 */
export const STORAGE_KEY_COLUMNS = [
  ['products', 'image_key'],
  ['products', 'thumbnail_key'],
  ['invoices', 'file_key'],
  ['invoice_pdfs', 'storage_key'],
  ['import_jobs', 'file_key'],
  ['import_jobs', 'errors_key'],
  ['extraction_jobs', 'storage_key'],
  ['demande_product_files', 'storage_key'],
  ['demande_comment_attachments', 'storage_key'],
  ['product_message_attachments', 'storage_key'],
  ['product_document_versions', 'storage_key'],
  ['quotation_documents', 'storage_key'],
  ['purchase_receipt_photos', 'storage_key'],
] as const;

/** Every storage key the database names. */
async function storedKeys(tx: Tx): Promise<Set<string>> {
  const union = STORAGE_KEY_COLUMNS.map(([table, column]) => `select ${column} as key from ${table}`).join(
    ' union all ',
  );
  const rows = await rowsOf<{ key: string | null }>(
    tx,
    sql.raw(`select key from (${union}) k where key is not null`),
  );
  return new Set(rows.map((r) => r.key!));
}

/**
 * Records of the company that need a demo record the schema does not let go, by kind (the key of
 * their sentence under settings.demo.blockers): each query lists their labels.
 */
const BLOCKERS: Record<string, SQL> = {
  clients: sql`select c.name as label from clients c
    where not c.is_demo and c.company_id in ${demo('companies')}`,
  quotes: sql`select q.number as label from quotes q
    where not q.is_demo and (q.client_id in ${demo('clients')} or q.company_id in ${demo('companies')})`,
  orders: sql`select o.reference as label from orders o
    where not o.is_demo and (o.client_id in ${demo('clients')} or o.company_id in ${demo('companies')})`,
  invoices: sql`select coalesce(i.number, i.party_name) as label from invoices i
    where not i.is_demo and (
      i.client_id in ${demo('clients')} or i.company_id in ${demo('companies')}
      or i.order_id in ${demo('orders')} or i.quote_id in ${demo('quotes')}
      or i.supplier_id in ${demo('suppliers')} or i.credited_invoice_id in ${demo('invoices')}
      or exists (select 1 from invoice_lines l where l.invoice_id = i.id and (
        l.order_item_id in (select oi.id from order_items oi join orders o on o.id = oi.order_id where o.is_demo)
        or l.credited_line_id in (select dl.id from invoice_lines dl join invoices di on di.id = dl.invoice_id where di.is_demo))))`,
  purchaseOrders: sql`select coalesce(p.number, s.name) as label from purchase_orders p join suppliers s on s.id = p.supplier_id
    where not p.is_demo and (p.supplier_id in ${demo('suppliers')} or p.company_id in ${demo('companies')})`,
  shipments: sql`select coalesce(s.reference, s.mode) as label from purchase_shipments s
    where not s.is_demo and s.company_id in ${demo('companies')}`,
  bankAccounts: sql`select a.name as label from bank_accounts a
    where not a.is_demo and a.company_id in ${demo('companies')}`,
  goals: sql`select g.title as label from goals g where g.user_id in ${demo('users')}`,
  timeEntries: sql`select u.full_name as label from time_entries e join users u on u.id = e.user_id where u.is_demo`,
  hourlyCosts: sql`select u.full_name as label from member_hourly_costs m join users u on u.id = m.user_id where u.is_demo`,
};

/** Labels named in a blocker's sentence at most. */
const NAMED = 5;

/** One sentence per kind of record that blocks, in the caller's language (none: nothing blocks). */
async function blockers(tx: Tx, ctx: ActionContext): Promise<string[]> {
  const out: string[] = [];
  for (const [kind, query] of Object.entries(BLOCKERS)) {
    const rows = await rowsOf<{ label: string | null; total: number | string }>(
      tx,
      sql`select label, count(*) over () as total from (${query}) b order by label limit 50`,
    );
    if (rows.length === 0) continue;
    const labels = [...new Set(rows.map((r) => r.label ?? '—'))];
    const total = Number(rows[0]!.total);
    const names =
      labels.slice(0, NAMED).join(', ') + (labels.length > NAMED || total > rows.length ? '…' : '');
    out.push(t(ctx.request, `settings.demo.blockers.${kind}`, { count: total, names }));
  }
  return out;
}

async function countDemo(tx: Tx): Promise<Omit<DemoCounts, 'files'>> {
  const columns = Object.entries(COUNTED)
    .map(([kind, table]) => `(select count(*) from ${table} where is_demo)::int as "${kind}"`)
    .join(', ');
  const [row] = await rowsOf<Record<string, number | string>>(tx, sql.raw(`select ${columns}`));
  return Object.fromEntries(Object.keys(COUNTED).map((kind) => [kind, Number(row?.[kind] ?? 0)])) as Omit<
    DemoCounts,
    'files'
  >;
}

/** Whether an active super administrator exists besides the demo ones. */
async function hasRealSuperAdmin(tx: Tx): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    sql`select 1 from users where is_super_admin and is_active and not is_demo limit 1`,
  );
  return rows.length > 0;
}

/** Whether anything of the demo load is left. */
async function demoLeft(tx: Tx, counts: Omit<DemoCounts, 'files'>): Promise<boolean> {
  if (Object.values(counts).some((n) => n > 0)) return true;
  const rows = await rowsOf(
    tx,
    sql`select 1 where exists (select 1 from app_meta where key = ${DEMO_META_KEY})
      or exists (select 1 from team_members where is_demo) or exists (select 1 from company_profiles where is_demo)
      or exists (select 1 from invoice_payments where is_demo)`,
  );
  return rows.length > 0;
}

/** `kind-year-n` of the numbers demo quotes, orders, invoices and purchase orders took from the counters. */
async function demoNumbers(tx: Tx): Promise<Set<string>> {
  const rows = await rowsOf<{ number: string }>(
    tx,
    sql`select number from quotes where is_demo
      union all select reference from orders where is_demo
      union all select number from invoices where is_demo and direction = 'outgoing' and number is not null
      union all select number from purchase_orders where is_demo and number is not null`,
  );
  const out = new Set<string>();
  for (const { number } of rows) {
    const m = /^([A-Z]+)-(\d{4})-(\d+)$/.exec(number);
    if (m) out.add(`${m[1]}-${Number(m[2])}-${Number(m[3])}`);
  }
  return out;
}

/**
 * Gives back to each numbering counter the numbers at its top that only demo documents took, so
 * the company's first invoice is FAC-…-00001 and its sequence has no hole; a number any other
 * document took (even one since deleted) is never given again.
 */
async function rewindCounters(tx: Tx, demoTaken: Set<string>): Promise<void> {
  const counters = await rowsOf<{ kind: string; year: number; last_number: number | string }>(
    tx,
    sql`select kind, year, last_number from document_counters for update`,
  );
  for (const { kind, year, last_number } of counters) {
    const last = Number(last_number);
    let n = last;
    while (n > 0 && demoTaken.has(`${kind}-${year}-${n}`)) n -= 1;
    if (n < last) {
      await tx.execute(
        sql`update document_counters set last_number = ${n} where kind = ${kind} and year = ${year}`,
      );
    }
  }
}

/** Deletes the demo records (not the accounts), children first where the schema restricts. */
async function deleteDemoRecords(tx: Tx): Promise<void> {
  await tx.execute(
    sql`delete from mail_outbox where target_id in (select id from quotes where is_demo union select id from invoices where is_demo)`,
  );
  await tx.execute(sql`delete from invoice_payments where is_demo`);
  // Credit notes before the invoices they correct (restricted references between demo invoices).
  for (;;) {
    const gone = await rowsOf(
      tx,
      sql`delete from invoices i where i.is_demo
        and not exists (select 1 from invoices c where c.credited_invoice_id = i.id) returning 1`,
    );
    if (gone.length === 0) break;
  }
  for (const table of [
    'bank_accounts',
    'purchase_shipments',
    'purchase_orders',
    'orders',
    'quotes',
    'clients',
    'demandes',
    'tasks',
    'team_members',
    'products',
    'suppliers',
    'company_profiles',
    'companies',
  ]) {
    await tx.execute(sql.raw(`delete from ${table} where is_demo`));
  }
  await tx.execute(sql`delete from exchange_rates where source = ${DEMO_RATE_SOURCE}`);
}

/** The company's identity, when it is still the demo's (made-up SIREN): invoices must not carry it. */
async function forgetDemoIdentity(tx: Tx): Promise<void> {
  await tx.execute(
    sql`delete from app_settings where key = ${ISSUER_SETTING_KEY}
      and value->>'siren' = ${DEMO_IDENTITY.siren} and value->>'legalName' = ${DEMO_IDENTITY.legalName}`,
  );
}

/** SQLSTATE of a lock not obtained within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';
/** SQLSTATE of a row still named by a restricted reference. */
const FOREIGN_KEY_VIOLATION = '23503';

class DryRun extends Error {
  constructor(readonly files: number) {
    super('dry run');
  }
}

interface Plan {
  counts: Omit<DemoCounts, 'files'>;
  blockers: string[];
  adminRequired: boolean;
  callerIsDemo: boolean;
  active: boolean;
}

async function plan(tx: Tx, ctx: ActionContext): Promise<Plan> {
  await tx.execute(ADMIN_USERS_LOCK); // one change of the accounts at a time (and one leaving)
  const counts = await countDemo(tx);
  const [caller] = await rowsOf<{ is_demo: boolean }>(
    tx,
    sql`select is_demo from users where id = ${ctx.auth.user.id}`,
  );
  return {
    counts,
    blockers: await blockers(tx, ctx),
    adminRequired: !(await hasRealSuperAdmin(tx)),
    callerIsDemo: caller?.is_demo === true,
    active: await demoLeft(tx, counts),
  };
}

/**
 * The whole change inside `tx`: deletions, the real administrator, the accounts, the counters,
 * the identity, the login panel's mark. Answers the storage keys no row names any more.
 */
async function leave(tx: Tx, ctx: ActionContext, admin: RealAdmin | undefined) {
  const keysBefore = await storedKeys(tx);
  const numbers = await demoNumbers(tx);
  await deleteDemoRecords(tx);
  // Before the demo accounts go: the caller may be one of them, and its audit entries name it.
  const created = admin
    ? await createUser({ ...ctx, db: tx as unknown as Db }, { ...admin, ...REAL_ADMIN }).catch(
        (error: unknown) => {
          throw underAdmin(error);
        },
      )
    : null;
  await tx.execute(sql`delete from users where is_demo`);
  await tx.execute(sql`delete from app_meta where key = ${DEMO_META_KEY}`);
  await forgetDemoIdentity(tx);
  await rewindCounters(tx, numbers);
  const keysAfter = await storedKeys(tx);
  return {
    files: [...keysBefore].filter((key) => !keysAfter.has(key)),
    admin: created ? { id: created.id, email: created.email } : null,
  };
}

/** The rest of a super administrator's creation body. */
const REAL_ADMIN: Omit<CreateUserBody, keyof RealAdmin> = {
  phone: null,
  isAdmin: true,
  role: 'Super Admin',
  status: 'Active',
  modules: [],
  companies: [],
};

/** A creation's field errors under `admin.` (the body's names). */
function underAdmin(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, key]) => [`admin.${field}`, key]),
  );
  return new AppError(error.statusCode, error.code, error.messageKey, error.values, fields);
}

const blocked = (list: string[]) =>
  new AppError(409, 'demo_records_needed', 'settings.demo.errors.blocked', { list: list.join(' ; ') });

const adminMissing = () =>
  new AppError(
    400,
    'validation',
    'settings.demo.errors.adminRequired',
    {},
    {
      'admin.fullName': 'admin.validation.fullNameRequired',
      'admin.email': 'auth.validation.emailRequired',
      'admin.password': 'auth.validation.passwordRequired',
    },
  );

/**
 * GET /api/settings/demo: what leaving would delete, what blocks it. The stored files are counted
 * by a dry run of the deletion, rolled back; it never waits long for a row another request holds
 * (lock_timeout, shorter than the deadlock check: the dry run gives way), and then counts none.
 */
export async function demoModeOf(ctx: ActionContext): Promise<DemoModeResponse> {
  let found: Plan | undefined;
  let files: number | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      found = await plan(tx, ctx);
      if (found.blockers.length > 0 || !found.active) return;
      await tx.execute(sql`set local lock_timeout = '500ms'`);
      throw new DryRun((await leave(tx, ctx, undefined)).files.length);
    });
  } catch (error) {
    if (error instanceof DryRun) files = error.files;
    else if (!(found && pgCode(error) === LOCK_NOT_AVAILABLE)) throw error;
  }
  const { counts, blockers: list, adminRequired, callerIsDemo, active } = found!;
  return {
    active,
    counts: { ...counts, files: active ? files : 0 },
    blockers: list,
    adminRequired,
    endsSession: callerIsDemo,
  };
}

/**
 * POST /api/settings/leave-demo: all of it in one transaction, or nothing (a blocker, a missing or
 * refused real administrator). Answers the storage keys to remove once committed.
 */
export async function leaveDemoMode(
  ctx: ActionContext,
  body: { admin?: RealAdmin | undefined },
): Promise<{ answer: Omit<LeaveDemoResponse, 'message'>; files: string[] }> {
  return ctx.db
    .transaction(async (tx) => {
      const found = await plan(tx, ctx);
      if (found.blockers.length > 0) throw blocked(found.blockers);
      if (found.adminRequired && !body.admin) throw adminMissing();
      // Written while the caller's account exists (a demo one goes below; the entry keeps its e-mail).
      await recordAudit(tx, ctx.request, ctx.auth, {
        action: 'demo.leave',
        targetType: 'installation',
        targetLabel: 'mode démonstration',
        before: found.counts,
        after: { admin: body.admin?.email ?? null },
      });
      const done = await leave(tx, ctx, body.admin);
      return {
        answer: {
          deleted: { ...found.counts, files: done.files.length },
          admin: done.admin,
          signedOut: found.callerIsDemo,
        },
        files: done.files,
      };
    })
    .then((left) => {
      forgetDemoAccounts(ctx.db); // every page's banner goes at its next session check
      return left;
    })
    .catch((error: unknown) => {
      // A record of the company tied to a demo one since the check (a restricted reference).
      if (pgCode(error) === FOREIGN_KEY_VIOLATION) {
        throw new AppError(409, 'conflict', 'settings.demo.errors.changed');
      }
      throw error;
    });
}
