/** The Demandes checks, with the live updates. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { eventsOf } from '../../../platform/events';
import { CheckFailure, type Check } from '../framework';
import { answerCheck, crud, insertedId, listCheck, today } from './shared';

/** Demandes (4). */
export const demandeChecks: Check[] = [
  listCheck(
    'demandes-list',
    'Demandes',
    'Liste des demandes',
    'des demandes de sourcing',
    '/api/demandes?pageSize=5',
  ),
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
  answerCheck(
    'demandes-members',
    'Demandes',
    'Membres assignables',
    'La liste des membres à qui une demande peut être assignée répond.',
    '/api/demandes/members',
  ),
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
];
