/** The Dashboard, Tasks, Team and Users checks. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MODULE_KEYS } from '@comptoir/core/permissions';
import { queueOf } from '../../../platform/jobs';
import { CheckFailure, expectList, expectStatus, type Check } from '../framework';
import { answerCheck, count, crud, first, insertedId, listCheck, today } from './shared';

/** Dashboard (3). */
export const dashboardChecks: Check[] = [
  {
    id: 'dashboard-figures',
    category: 'Dashboard',
    name: 'Indicateurs du tableau de bord',
    checks: 'La route /api/dashboard calcule ses indicateurs depuis la base et répond 200.',
    async run(ctx) {
      const res = await expectStatus(ctx, '/api/dashboard');
      return `GET /api/dashboard → 200 (${res.body.length} octets).`;
    },
  },
  {
    id: 'dashboard-database',
    category: 'Dashboard',
    name: 'Base de données joignable et rapide',
    checks:
      'Cinq requêtes simples sur la base : chacune doit répondre en moins d’une seconde, et la base doit contenir des utilisateurs.',
    async run(ctx) {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        await ctx.db.execute(sql`select 1`);
        times.push(Math.round(performance.now() - started));
      }
      const slowest = Math.max(...times);
      if (slowest > 1000) throw new CheckFailure(`requête la plus lente : ${slowest} ms`);
      const users = await count(ctx.db, sql`select count(*) as n from users`);
      if (users === 0) throw new CheckFailure('aucun utilisateur en base');
      return `Temps des requêtes : ${times.join(', ')} ms ; ${users} utilisateur(s).`;
    },
  },
  {
    id: 'dashboard-jobs',
    category: 'Dashboard',
    name: 'File des tâches de fond',
    checks:
      'La file des tâches de fond (extractions, cours de change, sauvegardes) répond et accepte du travail.',
    async run(ctx) {
      const health = await queueOf(ctx.app).health();
      if (!health.ok) throw new CheckFailure(`file ${health.kind} indisponible`, health.detail ?? null);
      return `File ${health.kind} disponible, ${health.waiting} tâche(s) en attente.`;
    },
  },
];

/** Tasks (3). */
export const taskChecks: Check[] = [
  listCheck('tasks-list', 'Tasks', 'Liste des tâches', 'des tâches', '/api/tasks?pageSize=5'),
  {
    id: 'tasks-crud',
    category: 'Tasks',
    name: 'Créer, lire, supprimer une tâche',
    checks: 'Une tâche est créée, relue et supprimée dans une transaction annulée.',
    run: (ctx) =>
      crud(ctx, 'Tâche', 'tasks', (tx) =>
        insertedId(
          tx,
          sql`insert into tasks (title, description, due_date, created_by)
              values ('Tâche autotest', 'Vérification', ${today()}, ${ctx.userId}) returning id`,
        ),
      ),
  },
  answerCheck(
    'tasks-assignees',
    'Tasks',
    'Personnes assignables',
    'La liste des personnes à qui une tâche peut être assignée répond.',
    '/api/tasks/assignees',
  ),
];

/** Team (3). */
export const teamChecks: Check[] = [
  listCheck(
    'team-list',
    'Team',
    "Liste de l'équipe",
    "des membres de l'équipe",
    '/api/team-members?pageSize=5',
  ),
  {
    id: 'team-crud',
    category: 'Team',
    name: 'Créer, lire, supprimer un membre',
    checks: "Un membre de l'équipe est créé, relu et supprimé dans une transaction annulée.",
    run: (ctx) =>
      crud(ctx, 'Membre', 'team_members', (tx) =>
        insertedId(
          tx,
          sql`insert into team_members (name, email, department)
              values ('Membre autotest', ${`autotest-${randomUUID()}@selftest.invalid`}, 'Sourcing') returning id`,
        ),
      ),
  },
  answerCheck(
    'team-candidates',
    'Team',
    "Utilisateurs à ajouter à l'équipe",
    "La liste des utilisateurs qui peuvent rejoindre l'équipe répond.",
    '/api/team-members/candidates',
  ),
];

/** Users (4). */
export const userChecks: Check[] = [
  {
    id: 'users-list',
    category: 'Users',
    name: 'Liste des utilisateurs',
    checks:
      "La liste d'administration des utilisateurs répond et contient l'utilisateur qui lance les tests.",
    async run(ctx) {
      const me = await first<{ email: string }>(
        ctx.db,
        sql`select email from users where id = ${ctx.userId}`,
      );
      const url = `/api/admin-users/list-users?q=${encodeURIComponent(me?.email ?? '')}`;
      const res = await expectStatus(ctx, url);
      if (!res.body.includes(ctx.userId))
        throw new CheckFailure("l'utilisateur courant est absent de la liste");
      return `GET ${url} → 200, l'utilisateur courant y figure.`;
    },
  },
  {
    id: 'users-crud',
    category: 'Users',
    name: 'Créer, lire, supprimer un utilisateur',
    checks:
      'Un compte (avec son rattachement à une société) est créé, relu et supprimé dans une transaction annulée.',
    run: (ctx) =>
      crud(ctx, 'Utilisateur', 'users', async (tx) => {
        const id = await insertedId(
          tx,
          sql`insert into users (email, full_name, password_hash, modules)
              values (${`autotest-${randomUUID()}@selftest.invalid`}, 'Autotest', 'x', ${sql`array['dashboard','tasks']::text[]`}) returning id`,
        );
        const company = await first<{ id: string }>(tx, sql`select id from companies limit 1`);
        if (company)
          await tx.execute(
            sql`insert into user_companies (user_id, company_id) values (${id}, ${company.id})`,
          );
        return id;
      }),
  },
  {
    id: 'users-integrity',
    category: 'Users',
    name: 'Comptes cohérents',
    checks:
      "Au moins un super administrateur actif existe, et chaque compte n'a que des modules connus (les 17 clés de la spécification).",
    async run(ctx) {
      const admins = await count(
        ctx.db,
        sql`select count(*) as n from users where is_super_admin and is_active`,
      );
      if (admins === 0) throw new CheckFailure('aucun super administrateur actif');
      const known = sql.raw(`array[${MODULE_KEYS.map((k) => `'${k}'`).join(',')}]::text[]`);
      const bad = await count(ctx.db, sql`select count(*) as n from users where not (modules <@ ${known})`);
      if (bad > 0) throw new CheckFailure(`${bad} compte(s) avec un module inconnu`);
      return `${admins} super administrateur(s) actif(s) ; tous les modules attribués sont connus.`;
    },
  },
  {
    id: 'users-audit',
    category: 'Users',
    name: "Journal d'audit",
    checks: "Le journal d'audit des actions d'administration se lit.",
    run: (ctx) => expectList(ctx, '/api/audit-log?pageSize=5'),
  },
];
