/**
 * Clients (/api/clients): list with counters, search, filters and sort in SQL; create, update and
 * delete; the order and quote history with analytics. Every query is limited to the companies the
 * user has access to (companyScope): anything else is 404.
 */
import { and, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { CurrencyCode } from '@comptoir/core/currency';
import { round, toPlainString, type Decimal } from '@comptoir/core/money';
import { normalizeSearch, ZONES, type Zone } from '@comptoir/core/modules/catalogue';
import {
  ANALYTICS_EXCLUDED_STATUSES,
  CLIENT_STATUSES,
  CLIENTS_MAX_PAGE_SIZE,
  HISTORY_LIMIT,
  clientSearchText,
  phoneDigits,
  type Client,
  type ClientBody,
  type ClientCounters,
  type ClientDetail,
  type ClientFilters,
  type ClientHistoryResponse,
  type ClientKind,
  type ClientPatch,
  type ClientStatus,
  type ListClientsQuery,
  type ListClientsResponse,
} from '@comptoir/core/modules/clients';
import type { OrderStatus, QuoteStatus } from '@comptoir/core/modules/sales';
import { refreshSalesSearchText } from '../sales/search';
import type { ClientInfo } from '../sales/clients';
import { expireQuotes } from '../quotes/service';
import type { Db } from '../../db/client';
import { containing, rowsOf } from '../../db/rows';
import { folded, listPage, searchWhere, sortParts, tableTotal, type SortSpec } from '../../db/list-query';
import { clients, companies, companyProfiles, orders, quotes } from '../../db/schema/index';
import { companyScope, type AuthContext, withCompanyIds } from '../../platform/access';
import { cachedByRevision } from '../../platform/revision-cache';
import { answerConstraints, auditTrail, definedFields, found, pick } from '../../platform/service';
import { convertedSum, currentRates, getBaseCurrency } from '../currency/service';
import { canUseCompany, companyColumns, insertCompany, presentCompany } from './companies';
import { clientMarginFigures } from './margin';
import {
  amountString,
  clientHasHistory,
  companyNotFound,
  iso,
  type ActionContext,
  type Runner,
  type Tx,
} from './shared';
import { hasOrders, loadVipContext, vipClientIds, vipKey, vipTotalOf, type VipContext } from './vip';

// ---------------------------------------------------------------------------------------------
// Reading

const baseColumns = {
  ...pick(clients, ['id', 'name', 'email', 'phone', 'address', 'companyId']),
  companyName: companies.name,
  ...pick(clients, ['notes', 'status', 'tags', 'zone', 'isDemo', 'createdAt', 'updatedAt']),
};

/** What keeps a client from being deleted (deleteClient's rule): any quote or order, whatever its company. */
const blockerColumns = {
  quoted: sql<boolean>`exists (select 1 from quotes qd where qd.client_id = "clients"."id")`,
  ordered: sql<boolean>`exists (select 1 from orders od where od.client_id = "clients"."id")`,
};

const columnsFor = (auth: AuthContext, vip: VipContext) => ({
  ...baseColumns,
  isVip: sql<boolean>`("clients"."id" in (${vipClientIds(auth, vip)}))`,
  hasOrders: hasOrders(auth),
  ...blockerColumns,
});

/** A client's row: what a document names it by (its company's name left joined), and the rest. */
interface ClientRow extends Omit<ClientInfo, 'companyName'> {
  companyName: string | null;
  notes: string | null;
  status: string;
  tags: string[] | null;
  isDemo: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
  isVip: boolean;
  hasOrders: boolean;
  quoted: boolean;
  ordered: boolean;
}

const kindOf = (row: { isVip: boolean; hasOrders: boolean }): ClientKind =>
  row.isVip ? 'vip' : row.hasOrders ? 'regular' : 'prospect';

function present(row: ClientRow): Client {
  return {
    ...pick(row, ['id', 'name', 'email', 'phone', 'address', 'companyId']),
    // The company always exists (company_id is NOT NULL, on delete restrict); '' only if it did not.
    companyName: row.companyName ?? '',
    notes: row.notes,
    status: (CLIENT_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as ClientStatus)
      : 'active',
    tags: row.tags ?? [],
    zone: (ZONES as readonly string[]).includes(row.zone ?? '') ? (row.zone as Zone) : null,
    kind: kindOf(row),
    deleteBlockers: [
      ...(row.quoted ? (['quotes'] as const) : []),
      ...(row.ordered ? (['orders'] as const) : []),
    ],
    isDemo: Boolean(row.isDemo),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The search: normalised text on search_text (trigram index); a phone also by its digits alone. */
function searchCondition(q: string | undefined): SQL | undefined {
  const text = normalizeSearch(q ?? '');
  const byText = searchWhere(text, { searchText: clients.searchText });
  if (!byText) return undefined;
  const digits = phoneDigits(text);
  if (/^[\d\s+().-]+$/.test(text) && digits.length >= 3 && digits !== text) {
    return or(byText, sql`${clients.searchText} like ${containing(digits)}`);
  }
  return byText;
}

/** Company access, search and company filter: what the counters count. */
function scopeOf(auth: AuthContext, filters: ClientFilters): SQL | undefined {
  return and(
    companyScope(auth, clients.companyId),
    searchCondition(filters.q),
    filters.companyId ? eq(clients.companyId, filters.companyId) : undefined,
  );
}

function filterOf(auth: AuthContext, vip: VipContext, filters: ClientFilters): SQL | undefined {
  return and(
    scopeOf(auth, filters),
    filters.status ? eq(clients.status, filters.status) : undefined,
    filters.kind === 'vip' ? sql`"clients"."id" in (${vipClientIds(auth, vip)})` : undefined,
    filters.kind === 'prospect' ? sql`not ${hasOrders(auth)}` : undefined,
  );
}

const CLIENT_SORT: SortSpec<ClientFilters['sort']> = {
  keys: {
    createdAt: clients.createdAt,
    name: folded(clients.name),
    companyName: folded(companies.name),
    status: clients.status,
  },
  fallback: 'createdAt',
  direction: 'desc',
  // Newest first among equals (the key itself when sorting by date), then the id.
  then: (key) => (key === 'createdAt' ? [] : [{ expr: clients.createdAt, desc: true }]),
  id: clients.id,
};

/**
 * The counters over the scope (company access, search, company filter), whatever the status and
 * kind filters: one pass over the clients joined to the VIP set and the set of clients with an
 * order (hash joins, rather than a subquery per client), cached by data revision (revision-cache).
 */
async function countersOf(db: Db, auth: AuthContext, vip: VipContext, filters: ClientFilters) {
  const key = JSON.stringify([
    'clients.counters',
    auth.user.isSuperAdmin ? '*' : auth.user.id,
    normalizeSearch(filters.q ?? ''),
    filters.companyId ?? null,
    vipKey(vip),
  ]);
  return cachedByRevision(db, 'sales', key, async () => {
    const rows = await rowsOf<{
      status: string;
      n: number | string;
      vip: number | string;
      buyers: number | string;
    }>(
      db,
      sql`select ${clients.status} as status, count(*)::int as n, count(v.client_id)::int as vip,
          count(b.client_id)::int as buyers
        from ${clients}
        left join (${vipClientIds(auth, vip)}) v on v.client_id = ${clients.id}
        left join (select distinct ox.client_id from orders ox where ${companyScope(auth, sql`ox.company_id`)}) b
          on b.client_id = ${clients.id}
        where ${scopeOf(auth, filters) ?? sql`true`}
        group by ${clients.status}`,
    );
    const counters: ClientCounters = { total: 0, active: 0, inactive: 0, pending: 0, vip: 0, prospects: 0 };
    for (const row of rows) {
      const n = Number(row.n);
      counters.total += n;
      counters.vip += Number(row.vip);
      counters.prospects += n - Number(row.buyers);
      if (row.status === 'active' || row.status === 'inactive' || row.status === 'pending') {
        counters[row.status] += n;
      }
    }
    return counters;
  });
}

interface RowFacts {
  isVip: boolean;
  hasOrders: boolean;
  quoted: boolean;
  ordered: boolean;
}
const NO_FACTS: RowFacts = { isVip: false, hasOrders: false, quoted: false, ordered: false };

/**
 * VIP, has-orders and what blocks deletion for the rows of one page: per client, through orders_client_idx (the VIP
 * aggregate is restricted to the client by a correlated condition pushed into it), instead of the
 * whole VIP aggregate for every list request.
 */
async function kindsOf(db: Db, auth: AuthContext, vip: VipContext, ids: string[]) {
  if (ids.length === 0) return new Map<string, RowFacts>();
  const rows = await db
    .select({
      id: clients.id,
      isVip: sql<boolean>`("clients"."id" in (select v.client_id from (${vipClientIds(auth, vip)}) v where v.client_id = "clients"."id"))`,
      hasOrders: hasOrders(auth),
      ...blockerColumns,
    })
    .from(clients)
    .where(inArray(clients.id, ids));
  return new Map<string, RowFacts>(
    rows.map((r) => [
      r.id,
      {
        isVip: Boolean(r.isVip),
        hasOrders: Boolean(r.hasOrders),
        quoted: Boolean(r.quoted),
        ordered: Boolean(r.ordered),
      },
    ]),
  );
}

export async function listClients(
  db: Db,
  auth: AuthContext,
  query: ListClientsQuery,
): Promise<ListClientsResponse> {
  auth = await withCompanyIds(db, auth);
  const vip = await loadVipContext(db);
  const where = filterOf(auth, vip, query);
  const [page, counters] = await Promise.all([
    listPage({
      select: db
        .select(baseColumns)
        .from(clients)
        .innerJoin(companies, eq(companies.id, clients.companyId))
        .$dynamic(),
      where,
      orderBy: {
        parts: sortParts(CLIENT_SORT, query.sort, query.order),
        from: sql`${clients} inner join ${companies} on ${companies.id} = ${clients.companyId}`,
        id: clients.id,
        cursor: query,
      },
      page: query,
      total: cachedByRevision(
        db,
        'sales',
        JSON.stringify([
          'clients.count',
          auth.user.isSuperAdmin ? '*' : auth.user.id,
          normalizeSearch(query.q ?? ''),
          query.companyId ?? null,
          query.status ?? null,
          query.kind ?? null,
          query.kind ? vipKey(vip) : null,
        ]),
        () => tableTotal(db, clients, where),
      ),
      maxPageSize: CLIENTS_MAX_PAGE_SIZE,
    }),
    countersOf(db, auth, vip, query),
  ]);
  const kinds = await kindsOf(
    db,
    auth,
    vip,
    page.items.map((r) => r.id),
  );
  return {
    ...page,
    items: page.items.map((r) => present({ ...r, ...(kinds.get(r.id) ?? NO_FACTS) })),
    counters,
  };
}

/** One client the user may see, with its company's profile, or undefined. */
export async function readClient(
  db: Runner,
  auth: AuthContext,
  id: string,
  vip: VipContext,
): Promise<ClientDetail | undefined> {
  const [row] = await db
    .select({
      ...columnsFor(auth, vip),
      company: companyColumns,
    })
    .from(clients)
    .innerJoin(companies, eq(companies.id, clients.companyId))
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(and(eq(clients.id, id), companyScope(auth, clients.companyId)))
    .limit(1);
  if (!row) return undefined;
  return { ...present(row as ClientRow), company: presentCompany(row.company) };
}

export async function getClient(db: Db, auth: AuthContext, id: string): Promise<ClientDetail> {
  return found(await readClient(db, auth, id, await loadVipContext(db)));
}

// ---------------------------------------------------------------------------------------------
// Writing

const snapshot = (c: ClientDetail) =>
  pick(c, ['name', 'email', 'phone', 'address', 'companyId', 'companyName', 'status', 'tags', 'zone']);

const audit = auditTrail<ClientDetail>('client', (c) => c.name, snapshot);

/** The company of a write: a new one (created and granted), or an existing one the user has. */
async function resolveCompany(
  tx: Tx,
  ctx: ActionContext,
  body: { companyId?: string | null | undefined; newCompany?: ClientBody['newCompany'] | undefined },
): Promise<string | undefined> {
  if (body.newCompany) return (await insertCompany(tx, ctx, body.newCompany)).id;
  if (body.companyId === undefined) return undefined;
  if (!body.companyId || !(await canUseCompany(tx, ctx.auth, body.companyId))) throw companyNotFound();
  return body.companyId;
}

export async function createClient(ctx: ActionContext, body: ClientBody): Promise<ClientDetail> {
  const vip = await loadVipContext(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const companyId = (await resolveCompany(tx, ctx, body))!;
    const [inserted] = await tx
      .insert(clients)
      .values({
        ...pick(body, ['name', 'email', 'phone', 'address']),
        companyId,
        ...pick(body, ['notes', 'status', 'tags', 'zone']),
        searchText: clientSearchText(body),
        createdBy: ctx.auth.user.id,
      })
      .returning({ id: clients.id });
    const created = (await readClient(tx, ctx.auth, inserted!.id, vip))!;
    await audit(tx, ctx, 'client.create', created.id, { after: created });
    return created;
  });
}

export async function updateClient(
  ctx: ActionContext,
  id: string,
  patch: ClientPatch,
): Promise<ClientDetail> {
  const vip = await loadVipContext(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const before = found(await readClient(tx, ctx.auth, id, vip));
    const companyId = await resolveCompany(tx, ctx, patch);
    const next = {
      name: patch.name ?? before.name,
      email: patch.email !== undefined ? patch.email : before.email,
      phone: patch.phone !== undefined ? patch.phone : before.phone,
    };
    const set: Partial<typeof clients.$inferInsert> = {
      ...next,
      searchText: clientSearchText(next),
      updatedAt: new Date(),
      ...definedFields({ ...patch, companyId }, ['companyId', 'address', 'notes', 'status', 'tags', 'zone']),
    };
    await tx.update(clients).set(set).where(eq(clients.id, id));
    // Quotes and orders are searched by their client's name and company: keep them in step.
    if (set.name !== undefined || set.companyId !== undefined)
      await refreshSalesSearchText(tx, { clientId: id });
    const after = (await readClient(tx, ctx.auth, id, vip))!;
    await audit(tx, ctx, 'client.update', id, { before, after });
    return after;
  });
}

/** Deletes a client without quotes or orders (409 otherwise: they keep their client). */
export async function deleteClient(ctx: ActionContext, id: string): Promise<void> {
  const vip = await loadVipContext(ctx.db);
  await answerConstraints(
    () =>
      ctx.db.transaction(async (tx) => {
        const before = found(await readClient(tx, ctx.auth, id, vip));
        // Every document counts, even those of companies this user cannot see.
        const [used] = await rowsOf<{ used: boolean }>(
          tx,
          sql`select (exists (select 1 from quotes q where q.client_id = ${id})
            or exists (select 1 from orders o where o.client_id = ${id})) as used`,
        );
        if (used?.used) throw clientHasHistory();
        await tx.delete(clients).where(eq(clients.id, id));
        await audit(tx, ctx, 'client.delete', id, { before });
      }),
    // A quote or order written meanwhile (on delete restrict).
    { referenced: clientHasHistory },
  );
}

// ---------------------------------------------------------------------------------------------
// History and analytics

const ZERO: Decimal = { units: 0n, scale: 0 };

export async function clientHistory(db: Db, auth: AuthContext, id: string): Promise<ClientHistoryResponse> {
  const vip = await loadVipContext(db);
  const client = found(await readClient(db, auth, id, vip));
  await expireQuotes(db); // a quote past its validity date shows as expired here too
  const orderScope = and(eq(orders.clientId, id), companyScope(auth, orders.companyId));
  const quoteScope = and(eq(quotes.clientId, id), companyScope(auth, quotes.companyId));
  const [orderRows, quoteRows, [orderCount], [quoteCount], groups, [vipRow], base, rates] = await Promise.all(
    [
      db
        .select(
          pick(orders, [
            'id',
            'reference',
            'status',
            'currency',
            'totalAmount',
            'createdAt',
            'expectedDeliveryDate',
            'deliveryDate',
          ]),
        )
        .from(orders)
        .where(orderScope)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(HISTORY_LIMIT),
      db
        .select(
          pick(quotes, [
            'id',
            'number',
            'title',
            'status',
            'currency',
            'totalAmount',
            'validUntil',
            'createdAt',
          ]),
        )
        .from(quotes)
        .where(quoteScope)
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(HISTORY_LIMIT),
      db.select({ n: count() }).from(orders).where(orderScope),
      db.select({ n: count() }).from(quotes).where(quoteScope),
      db
        .select({
          currency: orders.currency,
          n: sql<number>`count(*)::int`,
          sum: sql<string>`sum(${orders.subtotal})::text`,
          last: sql<string>`max(${orders.createdAt})`,
        })
        .from(orders)
        .where(and(orderScope, notInArray(orders.status, [...ANALYTICS_EXCLUDED_STATUSES])))
        .groupBy(orders.currency),
      rowsOf<{ total: string | null }>(db, sql`select ${vipTotalOf(auth, vip, id)} as total`),
      getBaseCurrency(db, auth.user.id),
      currentRates(db),
    ],
  );

  const margin = await clientMarginFigures(db, auth, id);
  // Analytics: orders not cancelled, each currency's sum converted once into the base currency.
  let totalOrders = 0;
  let lastOrderAt: string | null = null;
  for (const group of groups) {
    totalOrders += Number(group.n);
    const last = iso(group.last);
    if (!lastOrderAt || last > lastOrderAt) lastOrderAt = last;
  }
  const {
    sum: spent,
    missingRates,
    rateDate,
  } = convertedSum(
    rates,
    groups.map((g) => ({ currency: g.currency, amount: g.sum })),
    base,
  );
  const complete = missingRates.length === 0;
  const money = (d: Decimal) => ({ amount: toPlainString(round(d, 2)), currency: base as CurrencyCode });
  const average =
    totalOrders > 0
      ? round({ num: spent.units, den: 10n ** BigInt(spent.scale) * BigInt(totalOrders) }, 2)
      : ZERO;

  return {
    orders: orderRows.map((o) => ({
      id: o.id,
      reference: o.reference,
      status: o.status as OrderStatus,
      totalAmount: { amount: amountString(o.totalAmount), currency: o.currency },
      createdAt: iso(o.createdAt),
      expectedDeliveryDate: o.expectedDeliveryDate,
      deliveryDate: o.deliveryDate,
    })),
    quotes: quoteRows.map((q) => ({
      id: q.id,
      number: q.number,
      title: q.title,
      status: q.status as QuoteStatus,
      totalAmount: { amount: amountString(q.totalAmount), currency: q.currency },
      validUntil: q.validUntil,
      createdAt: iso(q.createdAt),
    })),
    ordersCount: Number(orderCount?.n ?? 0),
    quotesCount: Number(quoteCount?.n ?? 0),
    analytics: {
      currency: base,
      totalOrders,
      totalSpent: complete ? money(spent) : null,
      averageOrder: complete ? money(average) : null,
      lastOrderAt,
      missingRates: missingRates.sort(),
      rateDate,
      kind: client.kind,
      margin,
      vip: {
        qualifyingTotal: { amount: amountString(vipRow?.total ?? '0'), currency: vip.threshold.currency },
        threshold: vip.threshold,
        windowStart: vip.windowStart.toISOString(),
      },
    },
  };
}
