/**
 * Issue 29 §7: the role × route matrix. Every route declared in core (a new one is in it the day
 * it is declared) is called by every identity: no session, a super administrator, and a Viewer, an
 * Editor and an Admin with every module and the company, with every module and no company, and
 * without the route's module. The params are valid (random uuids; for a company's record, its real
 * id to those outside the company), the bodies empty. What each identity must get follows from the
 * route's declared rule and the roles' rights written out below, not from the server's code:
 *   - public: never 401; authenticated: 401 without a session, never refused by rule with one;
 *   - super-admin: 401 without a session, 403 forbidden_super_admin to anyone but a super admin;
 *   - module: 401 without a session, 403 forbidden_module without the module, 403
 *     forbidden_action when the role lacks the action, otherwise never refused by rule;
 *   - no 5xx anywhere (but a status the route declares it may answer, the readiness check's 503);
 *   - outside the company: a company's record is never answered (no 2xx on its id), and no answer
 *     shows one; inside it, its reads answer 200.
 * One app, the calls of a route side by side.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { declaredRoutes } from '@comptoir/core/routes';
import { fillPath, pathParams, routeName, type Access, type AnyRoute } from '@comptoir/core/route';
import { MODULE_KEYS, SUPER_ADMIN_MODULES, type Action, type ModuleKey } from '@comptoir/core/permissions';
import { invoices } from '../src/db/schema/index';
import { createCompany, createUser } from '../src/db/seed/factories';
import type { Db } from '../src/db/client';
import { createSession, SESSION_COOKIE } from '../src/platform/auth/sessions';
import { insertClient, insertOrder, insertQuote } from '../src/modules/clients/testing';
import { useTestApp } from './fixture';

const ROLES = ['Viewer', 'Editor', 'Admin'] as const;
type Role = (typeof ROLES)[number];

/** What each role may do in a module it has (decision 0004), written out here, not read from core. */
const MAY: Record<Role, readonly Action[]> = {
  Viewer: ['read'],
  Editor: ['read', 'create', 'update'],
  Admin: ['read', 'create', 'update', 'delete'],
};

/**
 * The routes whose handler refuses roles its rule lets in (403 forbidden_action), and to whom: the
 * team's hourly costs (managers and above), a document extraction (a role that may create in the
 * module of the kind), an order's realignment (Admin and above), the company's legal identity
 * (Admin and above), the purchase match tolerances and 'Valider pour paiement' (Admin and above).
 */
const BEYOND_THE_RULE: Readonly<Record<string, readonly Role[]>> = {
  'GET /api/time-entries/costs': ['Viewer', 'Editor'],
  'POST /api/extraction': ['Viewer'],
  'POST /api/orders/:id/realign': ['Viewer', 'Editor'],
  'PUT /api/settings/company': ['Viewer', 'Editor'],
  'PUT /api/purchases/settings/tolerances': ['Viewer', 'Editor'],
  'POST /api/purchases/:id/invoices/:invoiceId/approve': ['Viewer', 'Editor'],
  // The bank's booking rules are an Admin's (issue 33 §2).
  'POST /api/bank/rules': ['Editor'],
};

interface Identity {
  label: string;
  /** The session cookie; null: no session. */
  cookie: string | null;
  superAdmin: boolean;
  role?: Role;
  /** The one module it lacks. */
  lacks?: ModuleKey;
  /** Whether it belongs to the company whose records are seeded. */
  company: boolean;
}

/** The rule codes: a 403 for any of these is the access rule's, not a handler's. */
type Outcome = 401 | 'forbidden_module' | 'forbidden_action' | 'forbidden_super_admin' | 'allowed';

function expected(rule: Access, who: Identity): Outcome {
  if (rule.kind === 'public') return 'allowed';
  if (!who.cookie) return 401;
  if (who.superAdmin || rule.kind === 'authenticated') return 'allowed';
  if (rule.kind === 'super-admin') return 'forbidden_super_admin';
  if (who.lacks === rule.module || SUPER_ADMIN_MODULES.includes(rule.module)) return 'forbidden_module';
  return MAY[who.role!].includes(rule.action) ? 'allowed' : 'forbidden_action';
}

/** The routes each module's rule names (the modules an identity may lack). */
const ROUTE_MODULES = [
  ...new Set(declaredRoutes().flatMap((r) => (r.access.kind === 'module' ? [r.access.module] : []))),
] as ModuleKey[];

async function seed(db: Db) {
  const company = await createCompany(db, 'Société de la matrice');
  const client = await insertClient(db, company.id, 'Client secret de la matrice');
  const order = await insertOrder(db, { clientId: client.id, companyId: company.id, totalAmount: '120.00' });
  const quote = await insertQuote(db, { clientId: client.id, companyId: company.id });
  const [invoice] = await db
    .insert(invoices)
    .values({
      direction: 'outgoing',
      status: 'draft',
      clientId: client.id,
      companyId: company.id,
      partyName: 'Client secret de la matrice',
      currency: 'EUR',
      exchangeRate: '1',
    })
    .returning();
  /** The records of the company, by the paths whose `:id` is one. */
  const owned: [RegExp, string][] = [
    [/^\/api\/clients\/:id(\/|$)/, client.id],
    [/^\/api\/companies\/:id(\/|$)/, company.id],
    [/^\/api\/orders\/:id(\/|$)/, order.id],
    [/^\/api\/quotes\/:id(\/|$)/, quote.id],
    [/^\/api\/invoices\/:id(\/|$)/, invoice!.id],
  ];
  return {
    companyId: company.id,
    owned,
    secrets: [...owned.map(([, id]) => id), 'Client secret de la matrice'],
  };
}

const f = useTestApp({ seed });

/** A user made and given a session directly (no password check: fifty of them). */
async function identity(spec: Omit<Identity, 'cookie'>): Promise<Identity> {
  const modules = spec.superAdmin ? [] : MODULE_KEYS.filter((m) => m !== spec.lacks);
  const user = await createUser(f.db, {
    isSuperAdmin: spec.superAdmin,
    role: spec.superAdmin ? 'Super Admin' : spec.role!,
    modules,
    companyIds: spec.company ? [f.seed.companyId] : [],
  });
  const session = await createSession(f.db, user.id, {
    rememberMe: true,
    ip: undefined,
    userAgent: 'matrix',
  });
  return { ...spec, cookie: `${SESSION_COOKIE}=${session.token}` };
}

async function identities() {
  const anonymous: Identity = { label: 'no session', cookie: null, superAdmin: false, company: false };
  const common = [anonymous, await identity({ label: 'super admin', superAdmin: true, company: false })];
  const lacking = new Map<ModuleKey, Identity[]>();
  for (const role of ROLES) {
    common.push(
      await identity({ label: `${role}, every module, the company`, superAdmin: false, role, company: true }),
      await identity({ label: `${role}, every module, no company`, superAdmin: false, role, company: false }),
    );
    for (const module of ROUTE_MODULES) {
      const who = await identity({
        label: `${role} without ${module}`,
        superAdmin: false,
        role,
        lacks: module,
        company: true,
      });
      lacking.set(module, [...(lacking.get(module) ?? []), who]);
    }
  }
  return { common, lacking };
}

const errorCode = (res: LightMyRequestResponse): string | undefined => {
  try {
    return (res.json() as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
};

/** Logging out ends the caller's session: last. */
const ordered = (routes: AnyRoute[]) =>
  [...routes].sort(
    (a, b) =>
      Number(routeName(a) === 'POST /api/auth/logout') - Number(routeName(b) === 'POST /api/auth/logout'),
  );

describe('the role × route matrix', () => {
  it('has each declared route served with its declared rule', () => {
    for (const route of declaredRoutes()) {
      const served = f.ctx.app.routeTable.find((r) => r.method === route.method && r.url === route.path);
      expect(served?.access, routeName(route)).toEqual(route.access);
    }
  });

  it("keeps the rules wider than a module's usual ones to a reviewed list", () => {
    // Any signed-in user whatever their modules, or a change allowed with the right to read: a new
    // route declared so by mistake fails here until it is reviewed and listed (the public ones
    // are in platform/access.test.ts).
    const wide = declaredRoutes()
      .filter(
        (r) =>
          r.access.kind === 'authenticated' ||
          (r.access.kind === 'module' && r.method !== 'GET' && r.access.action === 'read'),
      )
      .map((r) => `${routeName(r)} ${r.access.kind === 'module' ? `${r.access.module}:read` : r.access.kind}`)
      .sort();
    expect(wide).toEqual([
      'GET /api/currencies authenticated',
      'GET /api/currencies/base authenticated',
      'GET /api/currencies/rates authenticated',
      'GET /api/currencies/status authenticated',
      'GET /api/extraction/:id authenticated',
      'GET /api/extraction/:id/file authenticated',
      // The job's owner only, with the module of its kind (checked in the handler, as for the file).
      'GET /api/extraction/:id/pages/:page authenticated',
      'GET /api/settings/company/defaults authenticated',
      'PATCH /api/auth/preferences authenticated',
      'PATCH /api/settings settings:read',
      'POST /api/currencies/convert authenticated',
      'POST /api/demandes/:id/products/:productId/messages/read demandes:read',
      'POST /api/extraction authenticated',
      'POST /api/settings/password settings:read',
      'POST /api/settings/two-factor/disable settings:read',
      'POST /api/settings/two-factor/enable settings:read',
      'POST /api/settings/two-factor/recovery-codes settings:read',
      'POST /api/settings/two-factor/setup settings:read',
      'PUT /api/currencies/base authenticated',
    ]);
  });

  it(
    'answers every route to every identity by its rule, never with a 5xx',
    { timeout: 180_000 },
    async () => {
      const started = performance.now();
      const { common, lacking } = await identities();
      const problems: string[] = [];
      let calls = 0;
      let skipped = 0;
      let companyReads = 0;
      const routes = ordered(declaredRoutes());

      for (const route of routes) {
        const who = [
          ...common,
          ...(route.access.kind === 'module' ? (lacking.get(route.access.module) ?? []) : []),
        ];
        const random = Object.fromEntries(pathParams(route.path).map((p) => [p, randomUUID()]));
        const ownedId = f.seed.owned.find(([pattern]) => pattern.test(route.path))?.[1];
        const allowedStatuses = new Set(Object.keys(route.alsoAnswers ?? {}).map(Number));

        await Promise.all(
          who.map(async (identity) => {
            const outcome = expected(route.access, identity);
            // A stream an identity may open never ends: only its refusals are called.
            if (route.response === 'stream' && outcome === 'allowed') {
              skipped += 1;
              return;
            }
            // A company's record: its real id to those outside the company, and to those inside for
            // a read (a write would change it for the others).
            const outsider = !identity.company && !identity.superAdmin;
            const real = !!ownedId && !!identity.cookie && (outsider || route.method === 'GET');
            const params = real ? { ...random, id: ownedId } : random;
            const res: LightMyRequestResponse = await f.ctx.app.inject({
              method: route.method,
              url: fillPath(route.path, params),
              ...(route.method !== 'GET' && route.body && route.body !== 'multipart' ? { payload: {} } : {}),
              headers: identity.cookie ? { cookie: identity.cookie } : {},
            });
            calls += 1;
            const status = res.statusCode;
            const code = status === 403 ? errorCode(res) : undefined;
            const say = (what: string) =>
              problems.push(
                `${routeName(route)} as ${identity.label}: ${what}, got ${status} ${res.body.slice(0, 160)}`,
              );

            if (status >= 500 && !allowedStatuses.has(status)) say('a server error');
            if (outcome === 401) {
              if (status !== 401) say('expected 401');
            } else if (outcome !== 'allowed') {
              if (status !== 403 || code !== outcome) say(`expected 403 ${outcome}`);
            } else {
              if (status === 401) say('expected no 401');
              if (code === 'forbidden_module' || code === 'forbidden_super_admin')
                say('refused by a rule that lets it in');
              // Beyond its rule, a route's handler may refuse an action to some roles: only those listed.
              const beyond = BEYOND_THE_RULE[routeName(route)];
              if (code === 'forbidden_action' && !(identity.role && beyond?.includes(identity.role)))
                say('refused an action its rule gives');
            }
            if (identity.cookie && outsider && status >= 200 && status < 300) {
              if (real) say('answered a record of a company it is not in');
              const leaked = f.seed.secrets.find((secret) => res.body.includes(secret));
              if (leaked) say(`showed ${leaked} of a company it is not in`);
            }
            // Inside the company, a record's read (GET its path) answers it: the 404s above mean something.
            if (
              real &&
              identity.company &&
              outcome === 'allowed' &&
              /^\/api\/[a-z-]+\/:id$/.test(route.path)
            ) {
              companyReads += 1;
              if (status !== 200) say('expected the read of a record of its company to answer 200');
            }
          }),
        );
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const identityCount = common.length + [...lacking.values()].flat().length;
      console.info(
        `access matrix: ${routes.length} routes, ${identityCount} identities, ${calls} calls (${skipped} allowed stream calls skipped), ${companyReads} company reads, ${seconds} s`,
      );
      expect(problems).toEqual([]);
      expect(companyReads).toBeGreaterThanOrEqual(5 * ROLES.length);
      expect(calls).toBeGreaterThan(routes.length * common.length);
    },
  );
});
