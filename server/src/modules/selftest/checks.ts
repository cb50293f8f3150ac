/**
 * The 58 checks of the platform self-test, in the specification's 15 categories. Each one checks
 * the running system for real; none changes business data (writes happen in transactions that are
 * rolled back; the only rows written for good are a short-lived session, deleted at once) and none
 * sends e-mail.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import PDFDocument from 'pdfkit';
import { hasModule, MODULE_KEYS, type ModuleKey } from '@comptoir/core/permissions';
import { ZONES } from '@comptoir/core/modules/catalogue';
import { MIGRATIONS_DIR, type Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { createSession, readSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { readBackupStatus } from '../../platform/backup';
import { eventsOf } from '../../platform/events';
import { queueOf } from '../../platform/jobs';
import { extractDocument } from '../extraction/engine/pipeline';
import { readPdfText } from '../extraction/engine/pdf-text';
import { extractionRunnerOf } from '../extraction/routes';
import {
  CheckFailure,
  CheckSkipped,
  call,
  describeError,
  expectList,
  expectStatus,
  hasRoute,
  rolledBack,
  type Check,
  type CheckContext,
} from './framework';

const first = async <T>(db: Db, query: ReturnType<typeof sql>) => (await rowsOf<T>(db, query))[0];

const count = async (db: Db, query: ReturnType<typeof sql>) =>
  Number((await first<{ n: number | string }>(db, query))?.n ?? 0);

/** A create-read-delete of `table` rows inside a rolled-back transaction. */
async function crud(
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

async function insertedId(tx: Db, query: ReturnType<typeof sql>): Promise<string> {
  const row = await first<{ id: string }>(tx, query);
  if (!row) throw new CheckFailure("l'insertion n'a renvoyé aucune ligne");
  return row.id;
}

/** A company and a client inside the caller's transaction (rolled back with it). */
async function tempClient(tx: Db): Promise<{ companyId: string; clientId: string }> {
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

/**
 * Numbers issued under a document_counters kind (`prefix-YYYY-N…`): no duplicate, none above the
 * counter, and when `gapless`, exactly 1..counter.
 */
async function numbering(
  ctx: CheckContext,
  label: string,
  prefix: string,
  table: 'quotes' | 'orders' | 'invoices',
  column: 'number' | 'reference',
  gapless: boolean,
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
         where ${sql.identifier(column)} ~ ${`^${prefix}-\\d{4}-\\d+$`}
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
function samplePdf(lines: string[]): Promise<Buffer> {
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
async function answers(ctx: CheckContext, url: string): Promise<string> {
  await expectStatus(ctx, url);
  return `GET ${url} → 200.`;
}

function skipWithoutRoute(ctx: CheckContext, url: string, module: string): void {
  if (!hasRoute(ctx.app, 'GET', url)) {
    throw new CheckSkipped(
      `le module ${module} n'est pas encore disponible sur ce serveur (aucune route GET ${url})`,
    );
  }
}

/** Module list routes used by the access check. */
const MODULE_LISTS: Partial<Record<ModuleKey, string>> = {
  products: '/api/products',
  clients: '/api/clients',
  quotes: '/api/quotes',
  orders: '/api/orders',
  invoices: '/api/invoices',
  tasks: '/api/tasks',
  demandes: '/api/demandes',
  team: '/api/team-members',
  pricelist: '/api/pricelists',
};

const today = () => new Date().toISOString().slice(0, 10);

export const CHECKS: Check[] = [
  // ───────────── Authentication (5)
  {
    id: 'auth-password-hash',
    category: 'Authentication',
    name: 'Hachage et vérification des mots de passe',
    checks:
      'Un mot de passe aléatoire est haché en argon2id puis vérifié ; un autre mot de passe doit être refusé.',
    async run() {
      const password = randomUUID();
      const hash = await hashPassword(password);
      if (!hash.startsWith('$argon2id$'))
        throw new CheckFailure('le hachage n’est pas argon2id', hash.slice(0, 20));
      if (!(await verifyPassword(hash, password))) throw new CheckFailure('le bon mot de passe est refusé');
      if (await verifyPassword(hash, `${password}x`))
        throw new CheckFailure('un mauvais mot de passe est accepté');
      return `Hachage ${hash.split('$').slice(1, 3).join(' ')} ; bon mot de passe accepté, mauvais refusé.`;
    },
  },
  {
    id: 'auth-session-lifecycle',
    category: 'Authentication',
    name: 'Session : création, résolution, révocation',
    checks:
      "Une session est ouverte pour l'utilisateur qui lance les tests, retrouvée par son jeton et par la route /api/auth/session, puis révoquée : elle ne doit plus être reconnue.",
    async run(ctx) {
      const session = await createSession(ctx.db, ctx.userId, {
        rememberMe: false,
        ip: '127.0.0.1',
        userAgent: 'comptoir-selftest',
      });
      try {
        const resolved = await readSession(ctx.db, session.token);
        if (resolved?.user.id !== ctx.userId)
          throw new CheckFailure('la session créée n’est pas retrouvée par son jeton');
        await expectStatus(ctx, '/api/auth/session', 200, `${SESSION_COOKIE}=${session.token}`);
      } finally {
        await ctx.db.execute(sql`delete from sessions where id = ${session.id}`);
      }
      if (await readSession(ctx.db, session.token))
        throw new CheckFailure('la session révoquée est encore reconnue');
      const res = await call(ctx, 'GET', '/api/auth/session', `${SESSION_COOKIE}=${session.token}`);
      const body = res.status === 200 ? res.json<{ session?: unknown }>() : null;
      if (res.status === 200 && body?.session) {
        throw new CheckFailure('la route /api/auth/session accepte encore la session révoquée');
      }
      return 'Session créée, retrouvée (jeton et route), révoquée puis refusée.';
    },
  },
  {
    id: 'auth-anonymous-refused',
    category: 'Authentication',
    name: 'Requête sans session refusée',
    checks: 'Les listes protégées appelées sans session doivent répondre 401.',
    async run(ctx) {
      const urls = ['/api/clients', '/api/invoices', '/api/admin-users/list-users', '/api/self-tests'];
      for (const url of urls) await expectStatus(ctx, url, 401, null);
      return `${urls.join(', ')} → 401 sans session.`;
    },
  },
  {
    id: 'auth-module-rule',
    category: 'Authentication',
    name: "Règle d'accès par module",
    checks:
      "Un utilisateur actif à qui un module n'est pas accordé reçoit une session temporaire et appelle la liste de ce module : le serveur doit répondre 403. La session est supprimée ensuite.",
    async run(ctx) {
      const candidates = await rowsOf<{ id: string; modules: string[]; role: string }>(
        ctx.db,
        sql`select id, modules, role from users where is_active and not is_super_admin order by created_at limit 50`,
      );
      for (const user of candidates) {
        const who = { is_super_admin: false, modules: user.modules, role: user.role as never };
        const missing = (Object.keys(MODULE_LISTS) as ModuleKey[]).find((m) => !hasModule(who, m));
        if (!missing) continue;
        const session = await createSession(ctx.db, user.id, {
          rememberMe: false,
          ip: '127.0.0.1',
          userAgent: 'comptoir-selftest',
        });
        try {
          const url = MODULE_LISTS[missing]!;
          const res = await call(ctx, 'GET', url, `${SESSION_COOKIE}=${session.token}`);
          if (res.status !== 403) {
            throw new CheckFailure(
              `GET ${url} par un utilisateur sans le module ${missing} a répondu ${res.status} au lieu de 403`,
            );
          }
          return `Utilisateur sans le module « ${missing} » : GET ${url} → 403.`;
        } finally {
          await ctx.db.execute(sql`delete from sessions where id = ${session.id}`);
        }
      }
      throw new CheckSkipped(
        "aucun utilisateur actif sans module : la règle n'a pas pu être essayée sur un vrai compte",
      );
    },
  },
  {
    id: 'auth-route-rules',
    category: 'Authentication',
    name: 'Chaque route déclare sa règle d’accès',
    checks:
      "La table des routes du serveur est parcourue : chaque route doit avoir une règle d'accès, et celles de l'autotest doivent être réservées aux super administrateurs.",
    async run(ctx) {
      const table = ctx.app.routeTable;
      const without = table.filter((r) => !r.access);
      if (without.length > 0)
        throw new CheckFailure(`${without.length} route(s) sans règle d’accès`, without[0]!.url);
      const selftest = table.filter((r) => r.url.startsWith('/api/self-tests'));
      const open = selftest.filter((r) => r.access.kind !== 'super-admin');
      if (selftest.length === 0 || open.length > 0) {
        throw new CheckFailure('les routes de l’autotest ne sont pas réservées aux super administrateurs');
      }
      const kinds = table.reduce<Record<string, number>>(
        (acc, r) => ({ ...acc, [r.access.kind]: (acc[r.access.kind] ?? 0) + 1 }),
        {},
      );
      return `${table.length} routes, toutes avec une règle (${Object.entries(kinds)
        .map(([k, n]) => `${k} : ${n}`)
        .join(', ')}).`;
    },
  },

  // ───────────── Dashboard (3)
  {
    id: 'dashboard-figures',
    category: 'Dashboard',
    name: 'Indicateurs du tableau de bord',
    checks: 'La route /api/dashboard calcule ses indicateurs depuis la base et répond 200.',
    async run(ctx) {
      const res = await expectStatus(ctx, '/api/dashboard');
      return `GET /api/dashboard → 200 (${res.body.length} octets).`;
    },
  },
  {
    id: 'dashboard-database',
    category: 'Dashboard',
    name: 'Base de données joignable et rapide',
    checks:
      'Cinq requêtes simples sur la base : chacune doit répondre en moins d’une seconde, et la base doit contenir des utilisateurs.',
    async run(ctx) {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        await ctx.db.execute(sql`select 1`);
        times.push(Math.round(performance.now() - started));
      }
      const slowest = Math.max(...times);
      if (slowest > 1000) throw new CheckFailure(`requête la plus lente : ${slowest} ms`);
      const users = await count(ctx.db, sql`select count(*) as n from users`);
      if (users === 0) throw new CheckFailure('aucun utilisateur en base');
      return `Temps des requêtes : ${times.join(', ')} ms ; ${users} utilisateur(s).`;
    },
  },
  {
    id: 'dashboard-jobs',
    category: 'Dashboard',
    name: 'File des tâches de fond',
    checks:
      'La file des tâches de fond (extractions, cours de change, sauvegardes) répond et accepte du travail.',
    async run(ctx) {
      const health = await queueOf(ctx.app).health();
      if (!health.ok) throw new CheckFailure(`file ${health.kind} indisponible`, health.detail ?? null);
      return `File ${health.kind} disponible, ${health.waiting} tâche(s) en attente.`;
    },
  },

  // ───────────── Tasks (3)
  {
    id: 'tasks-list',
    category: 'Tasks',
    name: 'Liste des tâches',
    checks: 'La liste paginée des tâches répond avec items et total cohérents.',
    run: (ctx) => expectList(ctx, '/api/tasks?pageSize=5'),
  },
  {
    id: 'tasks-crud',
    category: 'Tasks',
    name: 'Créer, lire, supprimer une tâche',
    checks: 'Une tâche est créée, relue et supprimée dans une transaction annulée.',
    run: (ctx) =>
      crud(ctx, 'Tâche', 'tasks', (tx) =>
        insertedId(
          tx,
          sql`insert into tasks (title, description, due_date, created_by)
              values ('Tâche autotest', 'Vérification', ${today()}, ${ctx.userId}) returning id`,
        ),
      ),
  },
  {
    id: 'tasks-assignees',
    category: 'Tasks',
    name: 'Personnes assignables',
    checks: 'La liste des personnes à qui une tâche peut être assignée répond.',
    run: (ctx) => answers(ctx, '/api/tasks/assignees'),
  },

  // ───────────── Team (3)
  {
    id: 'team-list',
    category: 'Team',
    name: "Liste de l'équipe",
    checks: "La liste paginée des membres de l'équipe répond avec items et total cohérents.",
    run: (ctx) => expectList(ctx, '/api/team-members?pageSize=5'),
  },
  {
    id: 'team-crud',
    category: 'Team',
    name: 'Créer, lire, supprimer un membre',
    checks: "Un membre de l'équipe est créé, relu et supprimé dans une transaction annulée.",
    run: (ctx) =>
      crud(ctx, 'Membre', 'team_members', (tx) =>
        insertedId(
          tx,
          sql`insert into team_members (name, email, department)
              values ('Membre autotest', ${`autotest-${randomUUID()}@selftest.invalid`}, 'Sourcing') returning id`,
        ),
      ),
  },
  {
    id: 'team-candidates',
    category: 'Team',
    name: "Utilisateurs à ajouter à l'équipe",
    checks: "La liste des utilisateurs qui peuvent rejoindre l'équipe répond.",
    run: (ctx) => answers(ctx, '/api/team-members/candidates'),
  },

  // ───────────── Users (4)
  {
    id: 'users-list',
    category: 'Users',
    name: 'Liste des utilisateurs',
    checks:
      "La liste d'administration des utilisateurs répond et contient l'utilisateur qui lance les tests.",
    async run(ctx) {
      const me = await first<{ email: string }>(
        ctx.db,
        sql`select email from users where id = ${ctx.userId}`,
      );
      const url = `/api/admin-users/list-users?q=${encodeURIComponent(me?.email ?? '')}`;
      const res = await expectStatus(ctx, url);
      if (!res.body.includes(ctx.userId))
        throw new CheckFailure("l'utilisateur courant est absent de la liste");
      return `GET ${url} → 200, l'utilisateur courant y figure.`;
    },
  },
  {
    id: 'users-crud',
    category: 'Users',
    name: 'Créer, lire, supprimer un utilisateur',
    checks:
      'Un compte (avec son rattachement à une société) est créé, relu et supprimé dans une transaction annulée.',
    run: (ctx) =>
      crud(ctx, 'Utilisateur', 'users', async (tx) => {
        const id = await insertedId(
          tx,
          sql`insert into users (email, full_name, password_hash, modules)
              values (${`autotest-${randomUUID()}@selftest.invalid`}, 'Autotest', 'x', ${sql`array['dashboard','tasks']::text[]`}) returning id`,
        );
        const company = await first<{ id: string }>(tx, sql`select id from companies limit 1`);
        if (company)
          await tx.execute(
            sql`insert into user_companies (user_id, company_id) values (${id}, ${company.id})`,
          );
        return id;
      }),
  },
  {
    id: 'users-integrity',
    category: 'Users',
    name: 'Comptes cohérents',
    checks:
      "Au moins un super administrateur actif existe, et chaque compte n'a que des modules connus (les 17 clés de la spécification).",
    async run(ctx) {
      const admins = await count(
        ctx.db,
        sql`select count(*) as n from users where is_super_admin and is_active`,
      );
      if (admins === 0) throw new CheckFailure('aucun super administrateur actif');
      const known = sql.raw(`array[${MODULE_KEYS.map((k) => `'${k}'`).join(',')}]::text[]`);
      const bad = await count(ctx.db, sql`select count(*) as n from users where not (modules <@ ${known})`);
      if (bad > 0) throw new CheckFailure(`${bad} compte(s) avec un module inconnu`);
      return `${admins} super administrateur(s) actif(s) ; tous les modules attribués sont connus.`;
    },
  },
  {
    id: 'users-audit',
    category: 'Users',
    name: "Journal d'audit",
    checks: "Le journal d'audit des actions d'administration se lit.",
    run: (ctx) => expectList(ctx, '/api/audit-log?pageSize=5'),
  },

  // ───────────── Products (3)
  {
    id: 'products-list',
    category: 'Products',
    name: 'Catalogue produits',
    checks: 'La liste paginée des produits répond avec items et total cohérents.',
    run: (ctx) => expectList(ctx, '/api/products?pageSize=5'),
  },
  {
    id: 'products-crud',
    category: 'Products',
    name: 'Créer, lire, supprimer un produit',
    checks: 'Un produit et son prix de zone sont créés, relus et supprimés dans une transaction annulée.',
    run: (ctx) =>
      crud(ctx, 'Produit', 'products', async (tx) => {
        const id = await insertedId(
          tx,
          sql`insert into products (reference, name) values (${`AUTOTEST-${randomUUID().slice(0, 8)}`}, 'Produit autotest') returning id`,
        );
        await tx.execute(
          sql`insert into product_zone_prices (product_id, zone, price) values (${id}, ${ZONES[0]}, '1.00')`,
        );
        return id;
      }),
  },
  {
    id: 'products-suppliers',
    category: 'Products',
    name: 'Fournisseurs',
    checks: 'La liste des fournisseurs répond.',
    run: (ctx) => answers(ctx, '/api/suppliers'),
  },

  // ───────────── Orders (4)
  {
    id: 'orders-list',
    category: 'Orders',
    name: 'Liste des commandes',
    checks: 'La liste paginée des commandes répond avec items et total cohérents.',
    run: (ctx) => expectList(ctx, '/api/orders?pageSize=5'),
  },
  {
    id: 'orders-crud',
    category: 'Orders',
    name: 'Créer, lire, supprimer une commande',
    checks:
      'Une commande avec une ligne (et un client temporaire) est créée, relue et supprimée dans une transaction annulée.',
    run: (ctx) =>
      crud(ctx, 'Commande', 'orders', async (tx) => {
        const { companyId, clientId } = await tempClient(tx);
        const id = await insertedId(
          tx,
          sql`insert into orders (reference, client_id, company_id) values (${`AUTOTEST-${randomUUID()}`}, ${clientId}, ${companyId}) returning id`,
        );
        await tx.execute(
          sql`insert into order_items (order_id, position, product_name, quantity, unit_price, total_price)
              values (${id}, 1, 'Article autotest', 1, '1.00', '1.00')`,
        );
        return id;
      }),
  },
  {
    id: 'orders-numbering',
    category: 'Orders',
    name: 'Numérotation des commandes',
    checks:
      'Les références CMD émises sont comparées au compteur de chaque année : aucune en double, aucune au-delà du compteur.',
    run: (ctx) => numbering(ctx, 'Commandes', 'CMD', 'orders', 'reference', false),
  },
  {
    id: 'orders-pdf',
    category: 'Orders',
    name: 'PDF de commande',
    checks:
      "Le PDF de la dernière commande est produit par la route, puis relu par le moteur d'extraction : il doit contenir la référence.",
    timeoutMs: 60_000,
    async run(ctx) {
      const order = await first<{ id: string; reference: string }>(
        ctx.db,
        sql`select id, reference from orders order by created_at desc limit 1`,
      );
      if (!order) throw new CheckSkipped('aucune commande en base');
      const res = await expectStatus(ctx, `/api/orders/${order.id}/pdf`);
      const text = await pdfText(new Uint8Array(res.raw));
      if (!text.includes(order.reference))
        throw new CheckFailure(`la référence ${order.reference} est absente du PDF relu`);
      return `PDF de ${order.reference} : ${res.raw.length} octets, référence retrouvée à la relecture.`;
    },
  },

  // ───────────── Clients (4)
  {
    id: 'clients-list',
    category: 'Clients',
    name: 'Liste des clients',
    checks:
      'La liste paginée des clients répond, et son total est celui de la base (un super administrateur voit toutes les sociétés).',
    async run(ctx) {
      const res = await expectStatus(ctx, '/api/clients?pageSize=5');
      const body = res.json<{ total: number }>();
      const inDb = await count(ctx.db, sql`select count(*) as n from clients`);
      if (body.total !== inDb)
        throw new CheckFailure(`la liste annonce ${body.total} client(s), la base en compte ${inDb}`);
      return `GET /api/clients → ${body.total} client(s), comme en base.`;
    },
  },
  {
    id: 'clients-crud',
    category: 'Clients',
    name: 'Créer, lire, supprimer un client',
    checks: 'Un client (et une société temporaire) est créé, relu et supprimé dans une transaction annulée.',
    run: (ctx) => crud(ctx, 'Client', 'clients', async (tx) => (await tempClient(tx)).clientId),
  },
  {
    id: 'clients-companies',
    category: 'Clients',
    name: 'Sociétés',
    checks: 'La liste des sociétés répond.',
    run: (ctx) => answers(ctx, '/api/companies'),
  },
  {
    id: 'clients-history',
    category: 'Clients',
    name: "Historique d'un client",
    checks: "L'historique (devis, commandes) du dernier client créé se lit.",
    async run(ctx) {
      const client = await first<{ id: string }>(
        ctx.db,
        sql`select id from clients order by created_at desc limit 1`,
      );
      if (!client) throw new CheckSkipped('aucun client en base');
      await expectStatus(ctx, `/api/clients/${client.id}/history`);
      return `GET /api/clients/${client.id.slice(0, 8)}…/history → 200.`;
    },
  },

  // ───────────── Demandes (4)
  {
    id: 'demandes-list',
    category: 'Demandes',
    name: 'Liste des demandes',
    checks: 'La liste paginée des demandes de sourcing répond avec items et total cohérents.',
    run: (ctx) => expectList(ctx, '/api/demandes?pageSize=5'),
  },
  {
    id: 'demandes-crud',
    category: 'Demandes',
    name: 'Créer, lire, supprimer une demande',
    checks: 'Une demande avec un commentaire est créée, relue et supprimée dans une transaction annulée.',
    run: (ctx) =>
      crud(ctx, 'Demande', 'demandes', async (tx) => {
        const id = await insertedId(
          tx,
          sql`insert into demandes (title, description, category, deadline, created_by)
              values ('Demande autotest', 'Vérification', 'Autre', ${today()}, ${ctx.userId}) returning id`,
        );
        await tx.execute(
          sql`insert into demande_comments (demande_id, author, content) values (${id}, 'Autotest', 'Commentaire autotest')`,
        );
        return id;
      }),
  },
  {
    id: 'demandes-members',
    category: 'Demandes',
    name: 'Membres assignables',
    checks: 'La liste des membres à qui une demande peut être assignée répond.',
    run: (ctx) => answers(ctx, '/api/demandes/members'),
  },
  {
    id: 'demandes-live',
    category: 'Demandes',
    name: 'Mises à jour en direct',
    checks:
      'Un message de sonde est publié sur le bus des mises à jour en direct (LISTEN/NOTIFY sur PostgreSQL) et doit revenir à ce processus en moins de 5 secondes.',
    async run(ctx) {
      const bus = eventsOf(ctx.app);
      const probe = randomUUID();
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          stop();
          reject(new CheckFailure("la sonde publiée n'est pas revenue en 5 s"));
        }, 5_000);
        const stop = bus.subscribe('selftest', (event) => {
          if (event.probe !== probe) return;
          clearTimeout(timer);
          stop();
          resolve();
        });
        bus.publish('selftest', { probe });
      });
      return `Sonde reçue en ${Math.round(performance.now() - started)} ms.`;
    },
  },

  // ───────────── Quotes (5)
  {
    id: 'quotes-list',
    category: 'Quotes',
    name: 'Liste des devis',
    checks: 'La liste paginée des devis répond avec items et total cohérents.',
    run: (ctx) => expectList(ctx, '/api/quotes?pageSize=5'),
  },
  {
    id: 'quotes-crud',
    category: 'Quotes',
    name: 'Créer, lire, supprimer un devis',
    checks:
      'Un devis avec une ligne (et un client temporaire) est créé, relu et supprimé dans une transaction annulée ; aucun numéro n’est consommé.',
    run: (ctx) =>
      crud(ctx, 'Devis', 'quotes', async (tx) => {
        const { companyId, clientId } = await tempClient(tx);
        const id = await insertedId(
          tx,
          sql`insert into quotes (number, title, client_id, company_id, valid_until)
              values (${`AUTOTEST-${randomUUID()}`}, 'Devis autotest', ${clientId}, ${companyId}, ${today()}) returning id`,
        );
        await tx.execute(
          sql`insert into quote_items (quote_id, position, product_name, quantity, unit_price, total_price)
              values (${id}, 1, 'Article autotest', 1, '1.00', '1.00')`,
        );
        return id;
      }),
  },
  {
    id: 'quotes-numbering',
    category: 'Quotes',
    name: 'Numérotation des devis',
    checks:
      'Les numéros DEV émis sont comparés au compteur de chaque année : aucun en double, aucun au-delà du compteur.',
    run: (ctx) => numbering(ctx, 'Devis', 'DEV', 'quotes', 'number', false),
  },
  {
    id: 'quotes-pdf',
    category: 'Quotes',
    name: 'PDF de devis relu',
    checks:
      "Le PDF du dernier devis est produit par la route, puis relu par le moteur d'extraction : il doit contenir le numéro du devis.",
    timeoutMs: 60_000,
    async run(ctx) {
      const quote = await first<{ id: string; number: string }>(
        ctx.db,
        sql`select id, number from quotes order by created_at desc limit 1`,
      );
      if (!quote) throw new CheckSkipped('aucun devis en base');
      const res = await expectStatus(ctx, `/api/quotes/${quote.id}/pdf`);
      const bytes = new Uint8Array(res.raw);
      if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
        throw new CheckFailure("la réponse n'est pas un PDF");
      const text = await pdfText(bytes);
      if (!text.includes(quote.number))
        throw new CheckFailure(`le numéro ${quote.number} est absent du PDF relu`);
      return `PDF de ${quote.number} : ${bytes.length} octets, numéro retrouvé à la relecture.`;
    },
  },
  {
    id: 'quotes-totals',
    category: 'Quotes',
    name: 'Totaux des devis',
    checks: 'Pour chaque devis : total TTC = sous-total + TVA, et sous-total = somme des lignes.',
    async run(ctx) {
      const wrongTotal = await count(
        ctx.db,
        sql`select count(*) as n from quotes where total_amount <> subtotal + tax_amount`,
      );
      const wrongLines = await count(
        ctx.db,
        sql`select count(*) as n from quotes q
             where exists (select 1 from quote_items i where i.quote_id = q.id)
               and q.subtotal <> (select round(sum(i.total_price), 2) from quote_items i where i.quote_id = q.id)`,
      );
      if (wrongTotal + wrongLines > 0) {
        throw new CheckFailure(
          `${wrongTotal} devis au total incohérent, ${wrongLines} au sous-total différent de ses lignes`,
        );
      }
      const n = await count(ctx.db, sql`select count(*) as n from quotes`);
      return `${n} devis vérifié(s), tous cohérents.`;
    },
  },

  // ───────────── Invoices (5)
  {
    id: 'invoices-list',
    category: 'Invoices',
    name: 'Liste des factures',
    checks: 'La liste paginée des factures répond avec items et total cohérents.',
    run: (ctx) => expectList(ctx, '/api/invoices?pageSize=5'),
  },
  {
    id: 'invoices-numbering',
    category: 'Invoices',
    name: 'Numérotation des factures et avoirs',
    checks:
      'Les numéros FAC et AV émis sont exactement 1 à N pour chaque année (N = compteur) : sans trou ni doublon.',
    async run(ctx) {
      const fac = await numbering(ctx, 'Factures', 'FAC', 'invoices', 'number', true);
      const av = await numbering(ctx, 'Avoirs', 'AV', 'invoices', 'number', true);
      return `${fac} ${av}`;
    },
  },
  {
    id: 'invoices-facturx',
    category: 'Invoices',
    name: 'Factur-X produit et relu',
    checks:
      "Le PDF Factur-X des trois dernières factures émises est produit par la route, puis relu par le moteur d'extraction : le XML embarqué doit donner le même numéro et le même total TTC.",
    timeoutMs: 60_000,
    async run(ctx) {
      const latest = await rowsOf<{ id: string; number: string; total: string }>(
        ctx.db,
        sql`select id, number, total_amount::text as total from invoices
             where direction = 'outgoing' and number is not null order by issue_date desc, number desc limit 3`,
      );
      if (latest.length === 0) throw new CheckSkipped('aucune facture émise en base');
      const found: string[] = [];
      for (const invoice of latest) {
        const res = await expectStatus(ctx, `/api/invoices/${invoice.id}/pdf`);
        const outcome = await extractDocument(
          { bytes: new Uint8Array(res.raw), fileName: 'f.pdf', kind: 'invoice' },
          undefined,
          { llm: null },
        );
        if (outcome.method !== 'einvoice') {
          throw new CheckFailure(
            `${invoice.number} relue par « ${outcome.method} » et non par le XML Factur-X embarqué`,
          );
        }
        const r = outcome.result;
        if (r.kind !== 'invoice')
          throw new CheckFailure(`${invoice.number} : le document relu n’est pas une facture`);
        if (r.invoiceNumber.value !== invoice.number) {
          throw new CheckFailure(`numéro relu ${String(r.invoiceNumber.value)} au lieu de ${invoice.number}`);
        }
        if (Number(r.totalWithTax.value) !== Number(invoice.total)) {
          throw new CheckFailure(
            `${invoice.number} : total relu ${String(r.totalWithTax.value)} au lieu de ${invoice.total}`,
          );
        }
        found.push(`${invoice.number} (${res.raw.length} octets)`);
      }
      return `Factur-X relu : numéro et total identiques pour ${found.join(', ')}.`;
    },
  },
  {
    id: 'invoices-extraction-workers',
    category: 'Invoices',
    name: "Processus d'extraction",
    checks:
      "Un petit PDF écrit pour l'occasion est confié aux processus d'extraction (threads de travail) : ils doivent répondre avec un résultat.",
    timeoutMs: 90_000,
    async run(ctx) {
      const runner = extractionRunnerOf(ctx.app);
      if (!runner) throw new CheckFailure("aucun pool d'extraction n'est démarré");
      const bytes = await samplePdf(['FACTURE N° AUTOTEST-1', 'Date : 01/02/2026', 'Total TTC : 120,00 EUR']);
      const result = await runner.run({
        bytes: new Uint8Array(bytes),
        fileName: 'autotest.pdf',
        kind: 'invoice',
      });
      if (!result.ok) {
        throw new CheckFailure(
          `l'extraction a échoué (${result.code})`,
          [result.message, result.detail].filter(Boolean).join(' : '),
        );
      }
      return `Réponse des processus d'extraction en ${result.ms} ms (méthode ${result.outcome.method}).`;
    },
  },
  {
    id: 'invoices-states',
    category: 'Invoices',
    name: 'États des factures',
    checks: 'Toute facture émise (envoyée, payée…) a un numéro, et aucun brouillon n’en a.',
    async run(ctx) {
      const unnumbered = await count(
        ctx.db,
        sql`select count(*) as n from invoices where direction = 'outgoing' and status in ('sent', 'partially_paid', 'paid', 'overdue') and number is null`,
      );
      const numberedDrafts = await count(
        ctx.db,
        sql`select count(*) as n from invoices where direction = 'outgoing' and status = 'draft' and number is not null`,
      );
      if (unnumbered + numberedDrafts > 0) {
        throw new CheckFailure(
          `${unnumbered} facture(s) émise(s) sans numéro, ${numberedDrafts} brouillon(s) numéroté(s)`,
        );
      }
      const n = await count(ctx.db, sql`select count(*) as n from invoices where direction = 'outgoing'`);
      return `${n} facture(s) de vente vérifiée(s).`;
    },
  },

  // ───────────── Analytics (2)
  {
    id: 'analytics-figures',
    category: 'Analytics',
    name: 'Analyses',
    checks:
      "La vue d'ensemble des analyses des 30 derniers jours est calculée depuis la base et répond (ignoré tant que le module n'est pas livré sur ce serveur).",
    async run(ctx) {
      skipWithoutRoute(ctx, '/api/analytics/overview', 'Analyses');
      const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      return answers(ctx, `/api/analytics/overview?from=${from}&to=${today()}`);
    },
  },
  {
    id: 'analytics-time',
    category: 'Analytics',
    name: 'Suivi du temps',
    checks:
      'La liste des temps saisis, qui alimente les analyses, répond (ignoré tant que le module manque).',
    async run(ctx) {
      skipWithoutRoute(ctx, '/api/time-entries', 'Suivi du Temps');
      const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      const url = `/api/time-entries?from=${from}&to=${today()}&scope=team`;
      await expectStatus(ctx, url);
      return `GET ${url} → 200.`;
    },
  },

  // ───────────── Settings (8)
  {
    id: 'settings-personal',
    category: 'Settings',
    name: 'Paramètres personnels',
    checks: "Les paramètres de l'utilisateur (notifications, apparence, sécurité) se lisent.",
    run: (ctx) => answers(ctx, '/api/settings'),
  },
  {
    id: 'settings-company',
    category: 'Settings',
    name: 'Identité de la société',
    checks: "L'identité légale de la société (mentions des factures) se lit.",
    run: (ctx) => answers(ctx, '/api/settings/company'),
  },
  {
    id: 'settings-rates',
    category: 'Settings',
    name: 'Fraîcheur des cours de change',
    checks: 'Le cours le plus récent en base doit dater de deux jours ouvrés au plus.',
    async run(ctx) {
      const row = await first<{ day: string | null; source: string | null }>(
        ctx.db,
        sql`select max(rate_date)::text as day, (array_agg(source order by rate_date desc))[1] as source from exchange_rates`,
      );
      if (!row?.day) throw new CheckFailure('aucun cours de change en base');
      const age = workingDaysBetween(row.day, today());
      if (age > 2) throw new CheckFailure(`dernier cours du ${row.day} : ${age} jours ouvrés (2 au plus)`);
      return `Dernier cours du ${row.day} (${row.source ?? '?'}), ${age} jour(s) ouvré(s).`;
    },
  },
  {
    id: 'settings-migrations',
    category: 'Settings',
    name: 'Migrations de la base à jour',
    checks:
      'Les migrations livrées avec le serveur sont comparées à celles appliquées à la base : même nombre, dernière identique.',
    async run(ctx) {
      const journal = JSON.parse(
        await fsp.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: { tag: string; when: number }[];
      };
      const applied = await rowsOf<{ created_at: string | number }>(
        ctx.db,
        sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
      );
      const shipped = journal.entries.length;
      const last = journal.entries.at(-1);
      const lastApplied = applied.at(-1);
      if (applied.length !== shipped || !last || Number(lastApplied?.created_at) !== last.when) {
        throw new CheckFailure(
          `${applied.length} migration(s) appliquée(s) pour ${shipped} livrée(s)`,
          last?.tag ?? null,
        );
      }
      return `${shipped} migration(s), la dernière (${last.tag}) appliquée.`;
    },
  },
  {
    id: 'settings-smtp',
    category: 'Settings',
    name: 'Serveur de messagerie (SMTP)',
    checks:
      "Quand SMTP_URL est configuré, une connexion au serveur SMTP est ouverte et vérifiée (EHLO, authentification) ; aucun message n'est envoyé.",
    timeoutMs: 20_000,
    async run(ctx) {
      if (!ctx.config.smtpUrl)
        throw new CheckSkipped('SMTP non configuré (SMTP_URL) : aucun e-mail ne part de ce serveur');
      const transport = nodemailer.createTransport(ctx.config.smtpUrl, {
        connectionTimeout: 8_000,
        greetingTimeout: 8_000,
        socketTimeout: 8_000,
      } as never);
      const where = new URL(ctx.config.smtpUrl);
      try {
        await transport.verify();
      } catch (error) {
        throw new CheckFailure(
          `serveur SMTP ${where.hostname}:${where.port || 'défaut'} injoignable`,
          describeError(error),
        );
      } finally {
        transport.close();
      }
      return `Serveur SMTP ${where.hostname}:${where.port || 'défaut'} joignable, aucun message envoyé.`;
    },
  },
  {
    id: 'settings-disk',
    category: 'Settings',
    name: 'Espace disque',
    checks: 'Espace libre du disque des données : au moins 500 Mo et 5 % du disque.',
    async run(ctx) {
      const dir = fs.existsSync(ctx.config.dataDir) ? ctx.config.dataDir : process.cwd();
      const stat = await fsp.statfs(dir);
      const free = stat.bavail * stat.bsize;
      const total = stat.blocks * stat.bsize;
      const mb = Math.round(free / 1024 / 1024);
      const pct = total > 0 ? Math.round((free / total) * 1000) / 10 : 0;
      if (mb < 500 || pct < 5) throw new CheckFailure(`${mb} Mo libres (${pct} %) sur ${dir}`);
      return `${mb} Mo libres (${pct} %) sur ${dir}.`;
    },
  },
  {
    id: 'settings-backup',
    category: 'Settings',
    name: 'Âge de la dernière sauvegarde',
    checks:
      'La dernière archive du dossier de sauvegarde doit exister et dater de moins de deux intervalles planifiés (COMPTOIR_BACKUP_HOURS), 7 jours sans planification.',
    async run(ctx) {
      const status = await readBackupStatus(ctx.config);
      if (!status.last) throw new CheckFailure(`aucune sauvegarde dans ${status.directory}`);
      const limit = status.everyHours > 0 ? Math.max(2 * status.everyHours, 26) : 7 * 24;
      if (status.last.ageHours > limit) {
        throw new CheckFailure(
          `dernière sauvegarde ${status.last.file} vieille de ${status.last.ageHours} h (limite ${limit} h)`,
        );
      }
      return `Dernière sauvegarde ${status.last.file}, il y a ${status.last.ageHours} h (limite ${limit} h).`;
    },
  },
  {
    id: 'settings-storage',
    category: 'Settings',
    name: 'Stockage des fichiers',
    checks: 'Un fichier de sonde est écrit, relu à l’identique puis supprimé dans le stockage des fichiers.',
    async run(ctx) {
      const key = `selftest/${randomUUID()}.txt`;
      const content = Buffer.from(`autotest ${new Date().toISOString()}`);
      await ctx.app.storage.put(key, content);
      try {
        const back = await ctx.app.storage.get(key);
        if (!back.equals(content)) throw new CheckFailure('le fichier relu diffère du fichier écrit');
      } finally {
        await ctx.app.storage.delete(key);
      }
      if (await ctx.app.storage.exists(key))
        throw new CheckFailure('le fichier de sonde est encore là après suppression');
      return 'Fichier de sonde écrit, relu à l’identique et supprimé.';
    },
  },

  // ───────────── Price List (3)
  {
    id: 'pricelist-list',
    category: 'Price List',
    name: 'Tarifs par zone',
    checks: 'La liste paginée des tarifs par zone répond avec items et total cohérents.',
    run: (ctx) => expectList(ctx, '/api/pricelists?pageSize=5'),
  },
  {
    id: 'pricelist-crud',
    category: 'Price List',
    name: 'Créer, lire, supprimer un tarif',
    checks: 'Un prix de zone (et son produit) est créé, relu et supprimé dans une transaction annulée.',
    run: (ctx) =>
      crud(ctx, 'Tarif', 'product_zone_prices', async (tx) => {
        const productId = await insertedId(
          tx,
          sql`insert into products (reference, name) values (${`AUTOTEST-${randomUUID().slice(0, 8)}`}, 'Produit autotest') returning id`,
        );
        return insertedId(
          tx,
          sql`insert into product_zone_prices (product_id, zone, price) values (${productId}, ${ZONES[0]}, '2.50') returning id`,
        );
      }),
  },
  {
    id: 'pricelist-integrity',
    category: 'Price List',
    name: 'Tarifs cohérents',
    checks:
      'Chaque prix de zone porte sur une zone connue, avec un prix positif ou nul et une période valide.',
    async run(ctx) {
      const zones = sql.raw(`array[${ZONES.map((z) => `'${z.replace(/'/g, "''")}'`).join(',')}]::text[]`);
      const bad = await count(
        ctx.db,
        sql`select count(*) as n from product_zone_prices
             where not (zone = any(${zones})) or price < 0 or (valid_from is not null and valid_to is not null and valid_to < valid_from)`,
      );
      if (bad > 0) throw new CheckFailure(`${bad} prix de zone incohérent(s)`);
      const n = await count(ctx.db, sql`select count(*) as n from product_zone_prices`);
      return `${n} prix de zone vérifié(s) sur ${ZONES.length} zones.`;
    },
  },

  // ───────────── Goals (2)
  {
    id: 'goals-list',
    category: 'Goals',
    name: 'Objectifs',
    checks:
      'La liste des objectifs répond (module livré par une autre étape ; le test est ignoré tant que la route manque).',
    async run(ctx) {
      skipWithoutRoute(ctx, '/api/goals', 'Objectifs');
      await expectStatus(ctx, '/api/goals');
      return 'GET /api/goals → 200.';
    },
  },
  {
    id: 'goals-progress',
    category: 'Goals',
    name: 'Avancement des objectifs',
    checks: "La table des objectifs existe et se lit (ignoré tant que le module n'a pas sa table).",
    async run(ctx) {
      const exists = await first<{ t: string | null }>(
        ctx.db,
        sql`select to_regclass('public.goals')::text as t`,
      );
      if (!exists?.t) throw new CheckSkipped("le module Objectifs n'a pas encore de table en base");
      const n = await count(ctx.db, sql`select count(*) as n from goals`);
      return `${n} objectif(s) en base.`;
    },
  },
];
