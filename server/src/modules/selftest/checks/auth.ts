/** The Authentication checks: passwords, sessions, anonymous calls and the access rules. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hasModule, type ModuleKey } from '@comptoir/core/permissions';
import { rowsOf } from '../../../db/rows';
import { hashPassword, verifyPassword } from '../../../platform/auth/password';
import { readSession } from '../../../platform/auth/sessions';
import { CheckFailure, CheckSkipped, call, expectStatus, type Check } from '../framework';
import { withSession } from './shared';

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

/** Authentication (5). */
export const authChecks: Check[] = [
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
      const { token, cookie } = await withSession(ctx, ctx.userId, async (cookie, session) => {
        const resolved = await readSession(ctx.db, session.token);
        if (resolved?.user.id !== ctx.userId)
          throw new CheckFailure('la session créée n’est pas retrouvée par son jeton');
        // Signed out answers 200 too (with null): the route must give this session back.
        const live = await expectStatus(ctx, '/api/auth/session', 200, cookie);
        if (!live.json<{ session?: unknown } | null>()?.session)
          throw new CheckFailure('la route /api/auth/session ne retrouve pas la session créée');
        return { token: session.token, cookie };
      });
      if (await readSession(ctx.db, token)) throw new CheckFailure('la session révoquée est encore reconnue');
      const res = await call(ctx, 'GET', '/api/auth/session', cookie);
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
        const url = MODULE_LISTS[missing]!;
        return withSession(ctx, user.id, async (cookie) => {
          const res = await call(ctx, 'GET', url, cookie);
          if (res.status !== 403) {
            throw new CheckFailure(
              `GET ${url} par un utilisateur sans le module ${missing} a répondu ${res.status} au lieu de 403`,
            );
          }
          return `Utilisateur sans le module « ${missing} » : GET ${url} → 403.`;
        });
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
];
