/** Test helpers shared by the user administration test files (not used by the app). */
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { useTestApp } from '../../../test/fixture';
import { isSessionLive } from '../../../test/helpers';
import { auditEntries } from '../../platform/testing';

export const SELF = 'Vous ne pouvez pas modifier vos propres privilèges';
export const SUPER_ADMIN_ONLY =
  'Accès non autorisé: Vous devez être super administrateur pour accéder à cette page.';
export const DUPLICATE =
  'Cette adresse email est déjà utilisée. Veuillez en choisir une autre ou vous connecter.';

let seq = 0;
export const uniqueEmail = (prefix = 'nouveau') => `${prefix}.${++seq}.${Date.now()}@example.test`;

/** A valid create-user body (a fresh e-mail each time). */
export const validCreate = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'Un-Mot-De-Passe-Solide',
  fullName: 'Nouvel Utilisateur',
  phone: null,
  isAdmin: false,
  modules: ['dashboard', 'tasks', 'products'],
  companies: [],
  ...overrides,
});

/**
 * The app of the user administration test files, with the signed-in super admin doing the
 * administration ('Admin Principal'), and the calls and reads the tests make.
 */
export function useAdminUsersApp() {
  const f = useTestApp({ users: { admin: { isSuperAdmin: true, fullName: 'Admin Principal' } } });
  const { users: people, cookies } = f;

  const post = (action: string, payload: unknown, cookie: string | null = cookies.admin) =>
    f.ctx.app.inject({
      method: 'POST',
      url: `/api/admin-users/${action}`,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  const get = (url: string, cookie: string | null = cookies.admin) =>
    f.ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  return {
    f,
    people,
    cookies,
    post,
    get,
    /** Whether the session route still finds `cookie`'s session. */
    sessionLive: (cookie: string) => isSessionLive(f.ctx.app, cookie),
    userByEmail: async (email: string) => {
      const [row] = await f.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },
    auditOf: (targetId: string, action: string) => auditEntries(f.db, action, targetId),
  };
}
