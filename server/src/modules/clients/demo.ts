import { inArray } from 'drizzle-orm';
import { clientSearchText, type ClientStatus } from '@comptoir/core/modules/clients';
import type { Zone } from '@comptoir/core/modules/catalogue';
import type { Db } from '../../db/client';
import { clients, companies, companyProfiles } from '../../db/schema/index';
import { DEMO_COMPANIES } from '../../db/seed/demo-companies';
import { pick } from '../../platform/service';
import { hasDemoRows } from '../../db/rows';

/** Profiles of the demo companies (server/src/db/seed/demo-companies.ts), by index in DEMO_COMPANIES. */
export const DEMO_COMPANY_PROFILES = [
  {
    industry: 'Import-export',
    website: 'www.comptoir-import.demo',
    address: '12 quai de la Joliette, 13002 Marseille',
    vatNumber: 'FR40123456789',
  },
  {
    industry: 'Décoration et luminaires',
    website: 'www.maison-lumiere.demo',
    address: '8 rue des Arts, 69002 Lyon',
    vatNumber: 'FR83987654321',
  },
  {
    industry: 'Négoce international',
    website: 'www.atlas-trading.demo',
    address: '5 Canary Wharf, London E14 5AB',
    vatNumber: 'GB123456789',
  },
] as const;

interface DemoClient {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  /** Index in DEMO_COMPANIES. */
  company: number;
  notes: string | null;
  status: ClientStatus;
  tags: string[];
  zone: Zone | null;
}

/** Demo clients, labelled '(démo)'. */
export const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    name: 'Sophie Martin (démo)',
    email: 'sophie.martin@hotel-du-port.demo',
    phone: '+33 4 91 12 34 56',
    address: '3 quai du Port, 13002 Marseille',
    company: 0,
    notes: 'Hôtel du Port : renouvelle son linge de lit chaque printemps.',
    status: 'active',
    tags: ['hôtellerie', 'fidèle'],
    zone: 'France',
  },
  {
    name: 'Karim Benali (démo)',
    email: 'k.benali@bazar-mediterranee.demo',
    phone: '06 12 34 56 78',
    address: '18 rue de Rome, 13001 Marseille',
    company: 0,
    notes: null,
    status: 'pending',
    tags: ['détail'],
    zone: 'France',
  },
  {
    name: 'Claire Dubois (démo)',
    email: 'claire.dubois@maison-lumiere.demo',
    phone: '+33 4 72 00 11 22',
    address: null,
    company: 1,
    notes: 'Acheteuse luminaires ; préfère les devis en EUR.',
    status: 'active',
    tags: ['luminaires'],
    zone: 'Europe',
  },
  {
    name: 'Thomas Petit (démo)',
    email: null,
    phone: '+33 6 98 76 54 32',
    address: '8 rue des Arts, 69002 Lyon',
    company: 1,
    notes: null,
    status: 'inactive',
    tags: [],
    zone: null,
  },
  {
    name: 'James Whitfield (démo)',
    email: 'j.whitfield@atlas-trading.demo',
    phone: '+44 20 7946 0018',
    address: '5 Canary Wharf, London E14 5AB',
    company: 2,
    notes: 'Commandes groupées pour le Royaume-Uni.',
    status: 'active',
    tags: ['grossiste', 'export'],
    zone: 'Europe',
  },
  {
    name: 'Mei Chen (démo)',
    email: 'mei.chen@atlas-trading.demo',
    phone: '+86 21 5555 0199',
    address: 'Pudong, Shanghai',
    company: 2,
    notes: null,
    status: 'active',
    tags: ['asie'],
    zone: 'Asie',
  },
];

/**
 * Loads the demo clients into the demo companies (created when missing) and gives those companies
 * their profiles. Does nothing when demo clients are already there.
 */
export async function loadDemoClients(db: Db): Promise<void> {
  if (await hasDemoRows(db, clients)) return;
  const found = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [...DEMO_COMPANIES]));
  const ids: string[] = [];
  for (const name of DEMO_COMPANIES) {
    const row = found.find((c) => c.name === name);
    if (row) ids.push(row.id);
    else {
      const [created] = await db
        .insert(companies)
        .values({ name, isDemo: true })
        .returning({ id: companies.id });
      ids.push(created!.id);
    }
  }
  await db
    .insert(companyProfiles)
    .values(DEMO_COMPANY_PROFILES.map((profile, i) => ({ companyId: ids[i]!, ...profile, isDemo: true })))
    .onConflictDoNothing();
  await db.insert(clients).values(
    DEMO_CLIENTS.map((c) => ({
      ...pick(c, ['name', 'email', 'phone', 'address']),
      companyId: ids[c.company]!,
      ...pick(c, ['notes', 'status', 'tags', 'zone']),
      searchText: clientSearchText(c),
      isDemo: true,
    })),
  );
}
