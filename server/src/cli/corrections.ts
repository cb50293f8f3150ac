/**
 * `npm run corrections [-- --since=2026-11-01]`: the values users changed of extractions before
 * saving a document (issue 34), one JSON object a line on stdout, oldest first, for building the
 * next extraction corpus: the field, what was read and what was kept, the document's SHA-256, its
 * kind and file name, and its storage key while the job still exists. Reads DATABASE_URL or the
 * embedded database of COMPTOIR_DATA_DIR (which the server must not hold open); sends nothing
 * anywhere.
 */
import { pathToFileURL } from 'node:url';
import { asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { openConfiguredDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { extractionCorrections, extractionJobs } from '../db/schema/index';
import { loadConfig } from '../platform/config';

/** The corrections recorded since `since` (an ISO day, included), oldest first. */
export async function correctionsForCorpus(db: Db, since?: string) {
  const rows = await db
    .select({
      createdAt: extractionCorrections.createdAt,
      kind: extractionCorrections.kind,
      field: extractionCorrections.field,
      original: extractionCorrections.original,
      corrected: extractionCorrections.corrected,
      documentHash: extractionCorrections.documentHash,
      fileName: extractionJobs.fileName,
      storageKey: extractionJobs.storageKey,
    })
    .from(extractionCorrections)
    .leftJoin(extractionJobs, eq(extractionJobs.id, extractionCorrections.jobId))
    .where(since ? gte(extractionCorrections.createdAt, new Date(`${since}T00:00:00Z`)) : undefined)
    .orderBy(asc(extractionCorrections.createdAt), asc(extractionCorrections.field));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function main(): Promise<number> {
  const since = process.argv
    .slice(2)
    .find((a) => a.startsWith('--since='))
    ?.slice('--since='.length);
  if (since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(since)) {
    console.error(`Date invalide « ${since} » : attendu AAAA-MM-JJ.`);
    return 2;
  }
  const config = { ...loadConfig(), logLevel: 'silent' as const };
  try {
    const database = await openConfiguredDatabase(config, 1);
    try {
      for (const row of await correctionsForCorpus(database.db, since)) console.log(JSON.stringify(row));
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `Le serveur (pid ${error.pid}) utilise la base embarquée de ${config.dataDir} : arrêtez-le d'abord.`,
      );
      return 2;
    }
    throw error;
  }
}

// Run as a command (not when a test imports `correctionsForCorpus`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(
        'Les corrections n’ont pas pu être lues :',
        error instanceof Error ? error.message : error,
      );
      process.exit(2);
    },
  );
}
