import { eq, sql } from 'drizzle-orm';
import { EMAIL_PATTERN } from '@comptoir/core/fields';
import { PASSWORD_MIN_LENGTH } from '@comptoir/core/validation';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { isDatabaseEmpty, loadDemoData } from '../db/seed/demo';
import { hashPassword } from './auth/password';
import type { Config } from './config';

export interface BootstrapReport {
  admin: 'created' | 'updated' | 'skipped';
  demo: boolean;
}

/**
 * Start-up work after migrations: ensure the configured super administrator (created when
 * missing, made active and super admin when present; an existing password is never
 * overwritten), then load demo data on an empty database when demo mode applies.
 */
export async function bootstrap(database: Database, config: Config): Promise<BootstrapReport> {
  const { db } = database;
  const empty = await isDatabaseEmpty(db);
  let admin: BootstrapReport['admin'] = 'skipped';
  if (config.adminEmail) {
    const email = config.adminEmail.trim();
    if (!EMAIL_PATTERN.test(email)) throw new Error('COMPTOIR_ADMIN_EMAIL is not a valid e-mail address');
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    if (existing) {
      await db
        .update(users)
        .set({
          isSuperAdmin: true,
          isActive: true,
          status: 'Active',
          role: 'Super Admin',
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id));
      admin = 'updated';
    } else {
      const password = config.adminPassword;
      if (!password || password.length < PASSWORD_MIN_LENGTH) {
        throw new Error(
          `COMPTOIR_ADMIN_PASSWORD must be set (at least ${PASSWORD_MIN_LENGTH} characters) to create ${email}`,
        );
      }
      await db.insert(users).values({
        email,
        fullName: 'Administrateur',
        passwordHash: await hashPassword(password),
        role: 'Super Admin',
        status: 'Active',
        isActive: true,
        isSuperAdmin: true,
        emailConfirmedAt: new Date(),
      });
      admin = 'created';
    }
  }
  const demoWanted = config.demo ?? database.kind === 'pglite';
  const demo = empty && demoWanted;
  if (demo) await loadDemoData(db);
  return { admin, demo };
}
