/**
 * `npm run selftest [-- --category=Invoices] [--json]`: the platform self-test from the command
 * line, against DATABASE_URL or the embedded database of COMPTOIR_DATA_DIR (which the server must
 * not hold open). Prints the report; exits 1 when a check failed, 2 when it could not run at all.
 */
import { sql } from 'drizzle-orm';
import { SELFTEST_CATEGORIES, type SelfTestCategory, type TestReport } from '@comptoir/core/modules/selftest';
import { buildApp } from '../app';
import { openConfiguredDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { rowsOf } from '../db/rows';
import { createSession, SESSION_COOKIE } from '../platform/auth/sessions';
import { loadConfig } from '../platform/config';
import { runChecks, selectChecks } from '../modules/selftest/runner';

const MARK = {
  passed: 'OK   ',
  warning: 'ATTENTION',
  failed: 'ÉCHEC',
  skipped: 'IGNORÉ',
  pending: '…',
  running: '…',
} as const;

export function printReport(report: TestReport, out: (line: string) => void = console.log): void {
  for (const category of report.categories) {
    out(`\n${category.name} (${category.stats.passed}/${category.stats.total})`);
    for (const t of category.tests) {
      out(`  ${MARK[t.status]} ${t.name} (${t.duration} ms)`);
      if (t.error) out(`        ${t.error}${t.cause ? ` — cause : ${t.cause}` : ''}`);
    }
  }
  const s = report.summary;
  out(
    `\n${s.total} tests : ${s.passed} réussis, ${s.warning} à surveiller, ${s.failed} échoués, ${s.skipped} ignorés — taux de réussite ${s.successRate} % (${s.durationMs} ms)`,
  );
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const categoryArg = args.find((a) => a.startsWith('--category='))?.slice('--category='.length);
  if (categoryArg && !(SELFTEST_CATEGORIES as readonly string[]).includes(categoryArg)) {
    console.error(`Catégorie inconnue « ${categoryArg} ». Catégories : ${SELFTEST_CATEGORIES.join(', ')}`);
    return 2;
  }
  const config = { ...loadConfig(), logLevel: 'silent' as const };
  let database: Database;
  try {
    database = await openConfiguredDatabase(config, 3);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `Le serveur (pid ${error.pid}) utilise la base embarquée de ${config.dataDir} : lancez l'autotest depuis /testing, ou arrêtez le serveur.`,
      );
      return 2;
    }
    throw error;
  }
  const app = await buildApp({
    database,
    config: { ...config, rates: { ...config.rates, fetch: false } },
    logger: false,
  });
  let sessionId: string | undefined;
  try {
    const [admin] = await rowsOf<{ id: string }>(
      database.db,
      sql`select id from users where is_super_admin and is_active order by created_at limit 1`,
    );
    if (!admin) {
      console.error(
        'Aucun super administrateur actif : créez-en un (COMPTOIR_ADMIN_EMAIL, COMPTOIR_ADMIN_PASSWORD).',
      );
      return 2;
    }
    // A session of a few minutes for the calls through the routes, deleted at the end.
    const session = await createSession(database.db, admin.id, {
      rememberMe: false,
      ip: '127.0.0.1',
      userAgent: 'comptoir-selftest-cli',
    });
    sessionId = session.id;
    const report = await runChecks(
      { app, db: database.db, config, userId: admin.id, cookie: `${SESSION_COOKIE}=${session.token}` },
      selectChecks(categoryArg as SelfTestCategory | undefined),
      (event) => {
        if (!json && event.type === 'test' && event.test.status !== 'running') process.stderr.write('.');
      },
    );
    if (!json) process.stderr.write('\n');
    if (json) console.log(JSON.stringify(report, null, 2));
    else printReport(report);
    return report.summary.failed > 0 ? 1 : 0;
  } finally {
    if (sessionId)
      await database.db.execute(sql`delete from sessions where id = ${sessionId}`).catch(() => undefined);
    await app.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("L'autotest n'a pas pu s'exécuter :", error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
