import { inArray, sql } from 'drizzle-orm';
import { PROGRESS_BY_STATUS, type TaskPriority, type TaskStatus } from '@comptoir/core/modules/tasks';
import type { Db } from '../../db/client';
import { tasks, users } from '../../db/schema/index';
import { pick } from '../../platform/service';

interface DemoTask {
  title: string;
  description: string;
  priority: TaskPriority;
  status: TaskStatus;
  /** Due date, in days from today (negative: past). */
  dueInDays: number;
  /** Created this many days ago. */
  createdDaysAgo: number;
  /** For completed tasks: completed this many days ago. */
  completedDaysAgo?: number;
  /** In-progress tasks may carry their own progress. */
  progress?: number;
  assignee: string;
  createdBy: string;
  tags: string[];
}

/** Sample tasks labelled '(démo)': on time, late, overdue, in progress, for the team's figures. */
export const DEMO_TASKS: readonly DemoTask[] = [
  {
    title: 'Relancer le fournisseur de chargeurs GaN (démo)',
    description: "Obtenir la date d'expédition confirmée et le certificat CE du lot de 800 chargeurs.",
    priority: 'high',
    status: 'in-progress',
    dueInDays: 2,
    createdDaysAgo: 5,
    progress: 60,
    assignee: 'sourcing@comptoir.demo',
    createdBy: 'operations@comptoir.demo',
    tags: ['fournisseur', 'électronique'],
  },
  {
    title: 'Comparer trois cotations de textile coton bio (démo)',
    description: 'Tableau comparatif prix, délais et certifications GOTS pour la demande du client.',
    priority: 'medium',
    status: 'completed',
    dueInDays: -6,
    createdDaysAgo: 14,
    completedDaysAgo: 8,
    assignee: 'thomas.dubois@comptoir.demo',
    createdBy: 'sourcing@comptoir.demo',
    tags: ['textile', 'cotations'],
  },
  {
    title: "Audit qualité de l'usine de gants nitrile (démo)",
    description: "Préparer la grille d'audit et planifier la visite avec le fournisseur.",
    priority: 'high',
    status: 'completed',
    dueInDays: -10,
    createdDaysAgo: 20,
    completedDaysAgo: 7,
    assignee: 'julie.lefevre@comptoir.demo',
    createdBy: 'operations@comptoir.demo',
    tags: ['qualité', 'médical'],
  },
  {
    title: 'Préparer le devis pour Maison Lumière (démo)',
    description: 'Devis pour 300 rubans LED et 120 chargeurs, marge cible 25 %.',
    priority: 'medium',
    status: 'pending',
    dueInDays: 5,
    createdDaysAgo: 1,
    assignee: 'commercial@comptoir.demo',
    createdBy: 'commercial@comptoir.demo',
    tags: ['devis', 'client'],
  },
  {
    title: 'Mettre à jour la grille tarifaire Europe (démo)',
    description: 'Appliquer les nouveaux tarifs du trimestre sur la zone Europe.',
    priority: 'low',
    status: 'pending',
    dueInDays: -3,
    createdDaysAgo: 12,
    assignee: 'antoine.girard@comptoir.demo',
    createdBy: 'commercial@comptoir.demo',
    tags: ['tarifs'],
  },
  {
    title: 'Négocier les conditions de paiement Atlas Trading (démo)',
    description: 'Passer de 30 à 45 jours fin de mois sans hausse de prix.',
    priority: 'high',
    status: 'completed',
    dueInDays: -2,
    createdDaysAgo: 9,
    completedDaysAgo: 3,
    assignee: 'claire.fontaine@comptoir.demo',
    createdBy: 'commercial@comptoir.demo',
    tags: ['négociation', 'client'],
  },
  {
    title: 'Clôture mensuelle des factures fournisseurs (démo)',
    description: 'Rapprocher les factures reçues avec les commandes livrées du mois.',
    priority: 'medium',
    status: 'completed',
    dueInDays: -15,
    createdDaysAgo: 25,
    completedDaysAgo: 12,
    assignee: 'marc.lambert@comptoir.demo',
    createdBy: 'operations@comptoir.demo',
    tags: ['finance'],
  },
  {
    title: 'Valider le plan de sourcing du trimestre (démo)',
    description: 'Arbitrer les priorités entre électronique et textile pour le prochain trimestre.',
    priority: 'high',
    status: 'in-progress',
    dueInDays: 10,
    createdDaysAgo: 4,
    assignee: 'isabelle.mercier@comptoir.demo',
    createdBy: 'operations@comptoir.demo',
    tags: ['stratégie'],
  },
  {
    title: 'Former la nouvelle recrue aux outils (démo)',
    description: 'Présentation des modules produits, demandes et tarifs.',
    priority: 'low',
    status: 'completed',
    dueInDays: -1,
    createdDaysAgo: 6,
    completedDaysAgo: 2,
    assignee: 'admin@comptoir.demo',
    createdBy: 'admin@comptoir.demo',
    tags: ['formation'],
  },
  {
    title: 'Suivre la livraison des tapis de sol (démo)',
    description: 'Le transporteur annonce un retard : informer le client et proposer une date.',
    priority: 'medium',
    status: 'completed',
    dueInDays: -8,
    createdDaysAgo: 15,
    completedDaysAgo: 5,
    assignee: 'operations@comptoir.demo',
    createdBy: 'operations@comptoir.demo',
    tags: ['logistique', 'client'],
  },
  {
    title: 'Rechercher un second fournisseur de tissus (démo)',
    description: 'Identifier au moins deux ateliers certifiés en Europe du Sud.',
    priority: 'medium',
    status: 'completed',
    dueInDays: -4,
    createdDaysAgo: 18,
    completedDaysAgo: 6,
    assignee: 'sophie.martin@comptoir.demo',
    createdBy: 'sourcing@comptoir.demo',
    tags: ['textile', 'fournisseur'],
  },
  {
    title: 'Échantillons de kits de nettoyage (démo)',
    description: "Commander 5 échantillons et les faire tester par l'équipe qualité.",
    priority: 'low',
    status: 'pending',
    dueInDays: 12,
    createdDaysAgo: 2,
    assignee: 'sophie.martin@comptoir.demo',
    createdBy: 'sourcing@comptoir.demo',
    tags: ['échantillons'],
  },
  // Past work, so the team's figures show the four efficiency colours.
  ...(
    [
      ['julie.lefevre@comptoir.demo', 'Contrôle des certificats CE (démo)', true],
      ['julie.lefevre@comptoir.demo', 'Rapport qualité du lot de gants (démo)', true],
      ['julie.lefevre@comptoir.demo', 'Mise à jour de la grille d’audit (démo)', true],
      ['marc.lambert@comptoir.demo', 'Prévision de trésorerie du mois (démo)', true],
      ['marc.lambert@comptoir.demo', 'Relance des factures clients échues (démo)', true],
      ['marc.lambert@comptoir.demo', 'Renouvellement de l’assurance marchandises (démo)', true],
      ['marc.lambert@comptoir.demo', 'Budget du salon professionnel (démo)', true],
      ['operations@comptoir.demo', 'Planning des expéditions de la semaine (démo)', true],
      ['operations@comptoir.demo', 'Revue des délais transporteurs (démo)', false],
      ['sophie.martin@comptoir.demo', 'Négociation des frais de port Asie (démo)', true],
    ] as const
  ).map(([assignee, title, onTime], i): DemoTask => ({
    title,
    description: 'Tâche terminée, conservée pour l’historique de l’équipe.',
    priority: 'medium',
    status: 'completed',
    dueInDays: -20 - i,
    createdDaysAgo: 30 + i,
    completedDaysAgo: onTime ? 22 + i : 18 + i,
    assignee,
    createdBy: 'operations@comptoir.demo',
    tags: ['historique'],
  })),
];

const DAY_MS = 24 * 3600_000;

function day(offsetDays: number, from = new Date()): string {
  const d = new Date(from.getTime() + offsetDays * DAY_MS);
  return d.toISOString().slice(0, 10);
}

/**
 * Loads the sample tasks, assigned to the demo users by e-mail (a missing user leaves the task
 * unassigned). Call after loadDemoWorkspaceTeam (server/src/modules/team/demo.ts).
 */
export async function loadDemoWorkspaceTasks(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const emails = [...new Set(DEMO_TASKS.flatMap((t) => [t.assignee, t.createdBy]))];
    const found = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    const idOf = (email: string) => found.find((u) => u.email.toLowerCase() === email)?.id ?? null;
    const now = new Date();
    await tx.insert(tasks).values(
      DEMO_TASKS.map((t) => {
        const createdAt = new Date(now.getTime() - t.createdDaysAgo * DAY_MS);
        return {
          ...pick(t, ['title', 'description', 'priority', 'status']),
          dueDate: day(t.dueInDays, now),
          assigneeId: idOf(t.assignee),
          createdBy: idOf(t.createdBy),
          tags: [...t.tags],
          progress: t.status === 'in-progress' && t.progress ? t.progress : PROGRESS_BY_STATUS[t.status],
          completedAt:
            t.status === 'completed' && t.completedDaysAgo !== undefined
              ? new Date(now.getTime() - t.completedDaysAgo * DAY_MS)
              : null,
          isDemo: true,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  });
}
