/** The Analytics and Goals checks (skipped while a module is not on the server). */
import { sql } from 'drizzle-orm';
import { CheckSkipped, call, type Check } from '../framework';
import { answers, count, daysAgo, first, skipWithoutRoute, today } from './shared';

/** Analytics (2). */
export const analyticsChecks: Check[] = [
  {
    id: 'analytics-figures',
    category: 'Analytics',
    name: 'Analyses',
    checks:
      "La vue d'ensemble des analyses des 30 derniers jours est calculée depuis la base et répond (ignoré tant que le module n'est pas livré sur ce serveur).",
    async run(ctx) {
      skipWithoutRoute(ctx, '/api/analytics/overview', 'Analyses');
      const url = `/api/analytics/overview?from=${daysAgo(30)}&to=${today()}`;
      const res = await call(ctx, 'GET', url, ctx.cookie);
      // 202: the month summaries the range needs are being built (a fresh database).
      if (res.status === 202) return `GET ${url} → 202 (synthèses mensuelles en cours de calcul).`;
      return answers(ctx, url);
    },
  },
  {
    id: 'analytics-time',
    category: 'Analytics',
    name: 'Suivi du temps',
    checks:
      'La liste des temps saisis, qui alimente les analyses, répond (ignoré tant que le module manque).',
    async run(ctx) {
      skipWithoutRoute(ctx, '/api/time-entries', 'Suivi du Temps');
      return answers(ctx, `/api/time-entries?from=${daysAgo(30)}&to=${today()}&scope=team`);
    },
  },
];

/** Goals (2). */
export const goalChecks: Check[] = [
  {
    id: 'goals-list',
    category: 'Goals',
    name: 'Objectifs',
    checks:
      'La liste des objectifs répond (module livré par une autre étape ; le test est ignoré tant que la route manque).',
    async run(ctx) {
      skipWithoutRoute(ctx, '/api/goals', 'Objectifs');
      return answers(ctx, '/api/goals');
    },
  },
  {
    id: 'goals-progress',
    category: 'Goals',
    name: 'Avancement des objectifs',
    checks: "La table des objectifs existe et se lit (ignoré tant que le module n'a pas sa table).",
    async run(ctx) {
      const exists = await first<{ t: string | null }>(
        ctx.db,
        sql`select to_regclass('public.goals')::text as t`,
      );
      if (!exists?.t) throw new CheckSkipped("le module Objectifs n'a pas encore de table en base");
      const n = await count(ctx.db, sql`select count(*) as n from goals`);
      return `${n} objectif(s) en base.`;
    },
  },
];
