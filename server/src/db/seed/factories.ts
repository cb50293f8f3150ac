import { eq } from 'drizzle-orm';
import type { ModuleKey, Role, UserStatus } from '@comptoir/core/permissions';
import type { Db } from '../client';
import { companies, userCompanies, users } from '../schema/index';
import { hashPassword } from '../../platform/auth/password';

let counter = 0;
const hashes = new Map<string, Promise<string>>();
/** Hashing is deliberately slow; factories reuse one hash per distinct password. */
function cachedHash(password: string): Promise<string> {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
}

export interface UserSpec {
  email?: string;
  password?: string;
  fullName?: string;
  role?: Role;
  status?: UserStatus;
  isActive?: boolean;
  isSuperAdmin?: boolean;
  modules?: ModuleKey[] | string[];
  emailConfirmed?: boolean;
  companyIds?: string[];
}

export const DEFAULT_TEST_PASSWORD = 'Secret-Password-1';

export async function createUser(db: Db, spec: UserSpec = {}) {
  counter += 1;
  const email = spec.email ?? `user${counter}-${Date.now()}@example.test`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      fullName: spec.fullName ?? `Utilisateur ${counter}`,
      passwordHash: await cachedHash(spec.password ?? DEFAULT_TEST_PASSWORD),
      role: spec.role ?? (spec.isSuperAdmin ? 'Super Admin' : 'Editor'),
      status: spec.status ?? 'Active',
      isActive: spec.isActive ?? true,
      isSuperAdmin: spec.isSuperAdmin ?? false,
      modules: [...(spec.modules ?? ['dashboard'])],
      emailConfirmedAt: spec.emailConfirmed === false ? null : new Date(),
    })
    .returning();
  if (spec.companyIds?.length) {
    await db
      .insert(userCompanies)
      .values(spec.companyIds.map((companyId) => ({ userId: row!.id, companyId })));
  }
  return { ...row!, password: spec.password ?? DEFAULT_TEST_PASSWORD };
}

export async function createCompany(db: Db, name = `Société ${++counter}`) {
  const [row] = await db.insert(companies).values({ name }).returning();
  return row!;
}

export async function setUserActive(db: Db, userId: string, isActive: boolean) {
  await db
    .update(users)
    .set({ isActive, status: isActive ? 'Active' : 'Inactive' })
    .where(eq(users.id, userId));
}
