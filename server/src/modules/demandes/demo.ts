import { asc, inArray, sql } from 'drizzle-orm';
import type { DemandePriority, DemandeStatus } from '@comptoir/core/modules/demandes';
import type { Db } from '../../db/client';
import {
  demandeAssignees,
  demandeComments,
  demandeProducts,
  demandes,
  teamMembers,
  users,
} from '../../db/schema/index';
import { displayName, pick } from '../../platform/service';
import { hasDemoRows } from '../../db/rows';

interface DemoDemande {
  title: string;
  description: string;
  category: string;
  priority: DemandePriority;
  status: DemandeStatus;
  /** Days from today (negative: past). */
  deadlineInDays: number;
  createdDaysAgo: number;
  client: string | null;
  budget: string | null;
  location: string | null;
  tags: string[];
  /** E-mail of the creating user (demo accounts), if it exists. */
  createdBy: string;
  /** E-mails of the team members to assign, in order; a missing one is replaced by another member. */
  assignees: string[];
  products: { name: string; description: string; quantity: string; specifications: string }[];
  /** Comments by e-mail of a user, oldest first. */
  comments: { by: string; content: string }[];
}

/** Sample requests, labelled '(démo)'. */
export const DEMO_DEMANDES: readonly DemoDemande[] = [
  {
    title: 'Écouteurs sans fil pour une chaîne de magasins (démo)',
    description:
      'Trouver deux ou trois fabricants d’écouteurs Bluetooth à réduction de bruit, marquage CE, emballage personnalisé au nom du client.',
    category: 'Électronique',
    priority: 'high',
    status: 'in-progress',
    deadlineInDays: 12,
    createdDaysAgo: 9,
    client: 'Maison Lumière SARL (démo)',
    budget: '15 000 - 20 000 €',
    location: 'Asie',
    tags: ['audio', 'marque blanche'],
    createdBy: 'operations@comptoir.demo',
    assignees: ['sourcing@comptoir.demo', 'sophie.martin@comptoir.demo'],
    products: [
      {
        name: 'Écouteurs Bluetooth ANC (démo)',
        description: 'Intra-auriculaires, réduction de bruit active, autonomie 24 h minimum.',
        quantity: '2 000 pièces',
        specifications: 'Bluetooth 5.3, USB-C, CE et RoHS',
      },
      {
        name: 'Boîte cadeau personnalisée (démo)',
        description: 'Emballage carton rigide avec impression du logo client.',
        quantity: '2 000 pièces',
        specifications: 'Impression quadri, calage mousse',
      },
    ],
    comments: [
      {
        by: 'operations@comptoir.demo',
        content: 'Merci de privilégier les fournisseurs déjà audités et certifiés CE.',
      },
      {
        by: 'sourcing@comptoir.demo',
        content: 'Trois fabricants contactés à Shenzhen, premières cotations attendues vendredi.',
      },
    ],
  },
  {
    title: 'Linge de lit en coton biologique (démo)',
    description: 'Parures de lit GOTS pour une collection hôtelière, coloris blanc et sable.',
    category: 'Textile',
    priority: 'medium',
    status: 'pending',
    deadlineInDays: 30,
    createdDaysAgo: 3,
    client: 'Atlas Trading Ltd (démo)',
    budget: '8 000 €',
    location: 'Europe',
    tags: ['GOTS', 'hôtellerie'],
    createdBy: 'sourcing@comptoir.demo',
    assignees: ['thomas.dubois@comptoir.demo'],
    products: [
      {
        name: 'Housse de couette 240 × 220 (démo)',
        description: 'Percale de coton biologique 80 fils/cm².',
        quantity: '600 pièces',
        specifications: 'Certifié GOTS, fermeture boutons',
      },
    ],
    comments: [],
  },
  {
    title: 'Audit qualité d’un fournisseur de gants médicaux (démo)',
    description: 'Vérifier les certifications et organiser un audit sur site avant la première commande.',
    category: 'Qualité',
    priority: 'medium',
    status: 'completed',
    deadlineInDays: -5,
    createdDaysAgo: 21,
    client: null,
    budget: null,
    location: 'Asie',
    tags: ['audit', 'médical'],
    createdBy: 'operations@comptoir.demo',
    assignees: ['julie.lefevre@comptoir.demo'],
    products: [],
    comments: [
      {
        by: 'operations@comptoir.demo',
        content: 'Rapport d’audit reçu : conforme, deux remarques mineures à suivre.',
      },
    ],
  },
  {
    title: 'Comparatif des coûts logistiques Asie – Europe (démo)',
    description: 'Comparer fret maritime, ferroviaire et aérien pour des palettes de petit électroménager.',
    category: 'Logistique',
    priority: 'low',
    status: 'pending',
    deadlineInDays: 45,
    createdDaysAgo: 1,
    client: null,
    budget: null,
    location: 'International',
    tags: ['fret'],
    createdBy: 'operations@comptoir.demo',
    assignees: [],
    products: [],
    comments: [],
  },
];

const DAY = 24 * 3600 * 1000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Loads the sample requests (once: nothing happens when demo requests exist). Assignees are the
 * team members of the given e-mails when the team has them, else other members in name order,
 * else none; creators and comment authors are the demo accounts when they exist.
 */
export async function loadDemoDemandes(db: Db): Promise<void> {
  if (await hasDemoRows(db, demandes)) return;

  const members = await db
    .select({ id: teamMembers.id, email: teamMembers.email, userId: teamMembers.userId })
    .from(teamMembers)
    .orderBy(asc(teamMembers.name), asc(teamMembers.id));
  const memberByEmail = new Map(members.map((m) => [m.email.toLowerCase(), m.id]));
  const emails = [...new Set(DEMO_DEMANDES.flatMap((d) => [d.createdBy, ...d.comments.map((c) => c.by)]))];
  const people = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const userByEmail = new Map(people.map((u) => [u.email.toLowerCase(), u]));

  let spare = 0;
  const pickMembers = (wanted: string[]): string[] => {
    const ids: string[] = [];
    for (const email of wanted) {
      let id = memberByEmail.get(email);
      if (!id && members.length > 0) id = members[spare++ % members.length]!.id;
      if (id && !ids.includes(id)) ids.push(id);
    }
    return ids;
  };

  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const d of DEMO_DEMANDES) {
      const createdAt = new Date(now - d.createdDaysAgo * DAY);
      const creator = userByEmail.get(d.createdBy);
      const [row] = await tx
        .insert(demandes)
        .values({
          ...pick(d, ['title', 'description', 'category', 'priority', 'status']),
          deadline: isoDay(new Date(now + d.deadlineInDays * DAY)),
          ...pick(d, ['client', 'budget', 'location', 'tags']),
          isDemo: true,
          createdBy: creator?.id ?? null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: demandes.id });
      const demandeId = row!.id;
      if (d.products.length > 0) {
        await tx
          .insert(demandeProducts)
          .values(
            d.products.map((p, position) => ({ demandeId, ...p, position, createdAt, updatedAt: createdAt })),
          );
      }
      const assigned = pickMembers(d.assignees);
      if (assigned.length > 0) {
        await tx
          .insert(demandeAssignees)
          .values(
            assigned.map((memberId, position) => ({ demandeId, memberId, position, assignedAt: createdAt })),
          );
      }
      // Only the creator and assigned members may comment (spec §5): others' samples are skipped.
      const mayComment = new Set([
        creator?.id,
        ...members.filter((m) => assigned.includes(m.id)).map((m) => m.userId),
      ]);
      let at = createdAt.getTime();
      for (const c of d.comments) {
        const author = userByEmail.get(c.by);
        if (!author || !mayComment.has(author.id)) continue;
        at += Math.floor(DAY / 2);
        await tx.insert(demandeComments).values({
          demandeId,
          authorId: author.id,
          author: displayName(author),
          content: c.content,
          createdAt: new Date(Math.min(at, now)),
        });
      }
    }
  });
}
