import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Department, Level } from '@comptoir/core/modules/team';
import type { ModuleKey, Role } from '@comptoir/core/permissions';
import type { Db } from '../../db/client';
import { teamMembers, users } from '../../db/schema/index';
import { hashPassword } from '../../platform/auth/password';
import { pick } from '../../platform/service';

interface DemoMember {
  email: string;
  name: string;
  role: string;
  department: Department;
  level: Level;
  phone: string;
  location: string;
  specialties: string[];
}

/** A demo user's role and modules, by department. */
const DEPARTMENT_ACCESS: Record<Department, { userRole: Role; modules: ModuleKey[] }> = {
  Sourcing: { userRole: 'Editor', modules: ['dashboard', 'tasks', 'team', 'demandes', 'products'] },
  Commercial: { userRole: 'Editor', modules: ['dashboard', 'tasks', 'clients', 'quotes', 'orders'] },
  Direction: { userRole: 'Viewer', modules: ['dashboard', 'tasks', 'team', 'analytics'] },
};

/**
 * The specification's default team of seven (spec 001 §3 TeamMember): demo users who cannot sign
 * in (a random password nobody knows), labelled '(démo)', with their department's role and
 * modules (and `moreModules`).
 */
export const DEMO_TEAM: readonly (DemoMember & { moreModules?: ModuleKey[] })[] = [
  {
    email: 'sophie.martin@comptoir.demo',
    name: 'Sophie Martin (démo)',
    role: 'Acheteuse senior',
    department: 'Sourcing',
    level: 'expert',
    phone: '+33 1 84 60 12 01',
    location: 'Paris',
    specialties: ['Électronique', 'Négociation', 'Asie'],
  },
  {
    email: 'thomas.dubois@comptoir.demo',
    name: 'Thomas Dubois (démo)',
    role: 'Spécialiste Sourcing Asie',
    department: 'Sourcing',
    level: 'senior',
    phone: '+33 1 84 60 12 02',
    location: 'Shenzhen',
    specialties: ['Textile', 'Audit fournisseurs'],
  },
  {
    email: 'julie.lefevre@comptoir.demo',
    name: 'Julie Lefèvre (démo)',
    role: 'Analyste qualité fournisseurs',
    department: 'Sourcing',
    level: 'senior',
    phone: '+33 1 84 60 12 03',
    location: 'Lyon',
    specialties: ['Qualité', 'Certifications', 'Médical'],
  },
  {
    email: 'antoine.girard@comptoir.demo',
    name: 'Antoine Girard (démo)',
    role: "Chargé d'affaires",
    department: 'Commercial',
    level: 'senior',
    phone: '+33 1 84 60 12 04',
    location: 'Paris',
    specialties: ['Grande distribution', 'Devis'],
  },
  {
    email: 'claire.fontaine@comptoir.demo',
    name: 'Claire Fontaine (démo)',
    role: 'Responsable grands comptes',
    department: 'Commercial',
    level: 'expert',
    phone: '+33 1 84 60 12 05',
    location: 'Bordeaux',
    specialties: ['Grands comptes', 'Export'],
  },
  {
    email: 'marc.lambert@comptoir.demo',
    name: 'Marc Lambert (démo)',
    role: 'Directeur administratif et financier',
    department: 'Direction',
    level: 'executive',
    phone: '+33 1 84 60 12 06',
    location: 'Paris',
    specialties: ['Finance', 'Trésorerie'],
    moreModules: ['invoices'],
  },
  {
    email: 'isabelle.mercier@comptoir.demo',
    name: 'Isabelle Mercier (démo)',
    role: 'Directrice générale',
    department: 'Direction',
    level: 'executive',
    phone: '+33 1 84 60 12 07',
    location: 'Paris',
    specialties: ['Stratégie', 'Partenariats'],
  },
];

/** The demo accounts of server/src/db/seed/demo.ts, placed in the team when they exist. */
export const DEMO_ACCOUNT_MEMBERS: readonly Omit<DemoMember, 'name'>[] = [
  {
    email: 'admin@comptoir.demo',
    role: 'Administratrice du système',
    department: 'Direction',
    level: 'manager',
    phone: '+33 1 84 60 12 10',
    location: 'Paris',
    specialties: ['Administration', 'Outils'],
  },
  {
    email: 'sourcing@comptoir.demo',
    role: 'Spécialiste Sourcing',
    department: 'Sourcing',
    level: 'senior',
    phone: '+33 1 84 60 12 11',
    location: 'Paris',
    specialties: ['Électronique', 'Cotations'],
  },
  {
    email: 'commercial@comptoir.demo',
    role: 'Responsable Commercial',
    department: 'Commercial',
    level: 'manager',
    phone: '+33 1 84 60 12 12',
    location: 'Paris',
    specialties: ['Clients', 'Négociation'],
  },
  {
    email: 'operations@comptoir.demo',
    role: 'Directrice des Opérations',
    department: 'Direction',
    level: 'executive',
    phone: '+33 1 84 60 12 13',
    location: 'Marseille',
    specialties: ['Logistique', 'Pilotage'],
  },
];

/**
 * Demo team (issue 5): the seven default members as demo users (is_demo, unusable random
 * password) with their team rows, and the existing demo accounts in their departments. Run on
 * an empty database after the demo accounts exist (server/src/db/seed/demo.ts); demo accounts
 * that are missing are skipped.
 */
export async function loadDemoWorkspaceTeam(db: Db): Promise<void> {
  // A different random secret per user, hashed and forgotten: nobody can sign in as them.
  const hashes = await Promise.all(DEMO_TEAM.map(() => hashPassword(randomBytes(32).toString('base64url'))));
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        DEMO_TEAM.map((m, i) => ({
          email: m.email,
          fullName: m.name,
          passwordHash: hashes[i]!,
          role: DEPARTMENT_ACCESS[m.department].userRole,
          status: 'Active',
          isActive: true,
          isSuperAdmin: false,
          modules: [...DEPARTMENT_ACCESS[m.department].modules, ...(m.moreModules ?? [])],
          isDemo: true,
          emailConfirmedAt: new Date(),
        })),
      )
      .returning({ id: users.id, email: users.email, fullName: users.fullName });
    const accounts = await tx
      .select({ id: users.id, email: users.email, fullName: users.fullName })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.email})`,
          DEMO_ACCOUNT_MEMBERS.map((a) => a.email),
        ),
      );
    const byEmail = new Map([...created, ...accounts].map((u) => [u.email.toLowerCase(), u]));
    const rows = [...DEMO_TEAM, ...DEMO_ACCOUNT_MEMBERS].flatMap((m) => {
      const user = byEmail.get(m.email);
      if (!user) return [];
      return [
        {
          userId: user.id,
          name: user.fullName || user.email,
          email: user.email,
          ...pick(m, ['role', 'department', 'level', 'phone', 'location']),
          specialties: [...m.specialties],
          isDemo: true,
        },
      ];
    });
    if (rows.length > 0) await tx.insert(teamMembers).values(rows);
  });
}
