/** The Settings checks: personal and company settings, rates, migrations, SMTP, disk, backups, storage. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEMO_RATE_SOURCE } from '@comptoir/core/currency';
import nodemailer from 'nodemailer';
import { MIGRATIONS_DIR } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { readBackupStatus } from '../../../platform/backup';
import { CheckFailure, CheckSkipped, CheckWarning, describeError, type Check } from '../framework';
import { answerCheck, first, today, workingDaysBetween } from './shared';

/** Settings (8). */
export const settingsChecks: Check[] = [
  answerCheck(
    'settings-personal',
    'Settings',
    'Paramètres personnels',
    "Les paramètres de l'utilisateur (notifications, apparence, sécurité) se lisent.",
    '/api/settings',
  ),
  answerCheck(
    'settings-company',
    'Settings',
    'Identité de la société',
    "L'identité légale de la société (mentions des factures) se lit.",
    '/api/settings/company',
  ),
  {
    id: 'settings-rates',
    category: 'Settings',
    name: 'Fraîcheur des cours de change',
    checks:
      "Le cours réel le plus récent en base (BCE ou saisi ; les taux d'exemple des données de démonstration ne comptent pas) doit dater de deux jours ouvrés au plus.",
    async run(ctx) {
      const row = await first<{ day: string | null; source: string | null; demo: boolean }>(
        ctx.db,
        sql`select max(rate_date) filter (where source <> ${DEMO_RATE_SOURCE})::text as day,
                   (array_agg(source order by rate_date desc) filter (where source <> ${DEMO_RATE_SOURCE}))[1] as source,
                   bool_or(source = ${DEMO_RATE_SOURCE}) is true as demo
              from exchange_rates`,
      );
      if (!row?.day) {
        throw new CheckFailure(
          `aucun cours de change en base${row?.demo ? " (seulement les taux d'exemple des données de démonstration)" : ''}`,
        );
      }
      const age = workingDaysBetween(row.day, today());
      if (age > 2) throw new CheckFailure(`dernier cours du ${row.day} : ${age} jours ouvrés (2 au plus)`);
      return `Dernier cours du ${row.day} (${row.source ?? '?'}), ${age} jour(s) ouvré(s).`;
    },
  },
  {
    id: 'settings-migrations',
    category: 'Settings',
    name: 'Migrations de la base à jour',
    checks:
      'Les migrations livrées avec le serveur sont comparées à celles appliquées à la base : même nombre, dernière identique.',
    async run(ctx) {
      const journal = JSON.parse(
        await fsp.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as {
        entries: { tag: string; when: number }[];
      };
      const applied = await rowsOf<{ created_at: string | number }>(
        ctx.db,
        sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
      );
      const shipped = journal.entries.length;
      const last = journal.entries.at(-1);
      const lastApplied = applied.at(-1);
      if (applied.length !== shipped || !last || Number(lastApplied?.created_at) !== last.when) {
        throw new CheckFailure(
          `${applied.length} migration(s) appliquée(s) pour ${shipped} livrée(s)`,
          last?.tag ?? null,
        );
      }
      return `${shipped} migration(s), la dernière (${last.tag}) appliquée.`;
    },
  },
  {
    id: 'settings-smtp',
    category: 'Settings',
    name: 'Serveur de messagerie (SMTP)',
    checks:
      "Quand SMTP_URL est configuré, une connexion au serveur SMTP est ouverte et vérifiée (EHLO, authentification) ; aucun message n'est envoyé.",
    timeoutMs: 20_000,
    async run(ctx) {
      if (!ctx.config.smtpUrl)
        throw new CheckSkipped('SMTP non configuré (SMTP_URL) : aucun e-mail ne part de ce serveur');
      const transport = nodemailer.createTransport(ctx.config.smtpUrl, {
        connectionTimeout: 8_000,
        greetingTimeout: 8_000,
        socketTimeout: 8_000,
      } as never);
      const where = new URL(ctx.config.smtpUrl);
      try {
        await transport.verify();
      } catch (error) {
        throw new CheckFailure(
          `serveur SMTP ${where.hostname}:${where.port || 'défaut'} injoignable`,
          describeError(error),
        );
      } finally {
        transport.close();
      }
      return `Serveur SMTP ${where.hostname}:${where.port || 'défaut'} joignable, aucun message envoyé.`;
    },
  },
  {
    id: 'settings-disk',
    category: 'Settings',
    name: 'Espace disque',
    checks: 'Espace libre du disque des données : au moins 500 Mo et 5 % du disque.',
    async run(ctx) {
      const dir = fs.existsSync(ctx.config.dataDir) ? ctx.config.dataDir : process.cwd();
      const stat = await fsp.statfs(dir);
      const free = stat.bavail * stat.bsize;
      const total = stat.blocks * stat.bsize;
      const mb = Math.round(free / 1024 / 1024);
      const pct = total > 0 ? Math.round((free / total) * 1000) / 10 : 0;
      if (mb < 500 || pct < 5) throw new CheckFailure(`${mb} Mo libres (${pct} %) sur ${dir}`);
      return `${mb} Mo libres (${pct} %) sur ${dir}.`;
    },
  },
  {
    id: 'settings-backup',
    category: 'Settings',
    name: 'Âge de la dernière sauvegarde',
    checks:
      'Avec des sauvegardes planifiées (COMPTOIR_BACKUP_HOURS), la dernière archive du dossier de sauvegarde doit exister et dater de moins de deux intervalles. Sans planification, une archive absente ou de plus de 7 jours est signalée à surveiller, avec ce qu’il faut faire.',
    async run(ctx) {
      const status = await readBackupStatus(ctx.config);
      const scheduled = status.everyHours > 0;
      const limit = scheduled ? Math.max(2 * status.everyHours, 26) : 7 * 24;
      const todo =
        'planifiez-les avec COMPTOIR_BACKUP_HOURS (par exemple 24) ou lancez « npm run backup » (voir le README)';
      if (!status.last) {
        if (!scheduled) throw new CheckWarning(`aucune sauvegarde configurée ni effectuée : ${todo}`);
        throw new CheckFailure(
          `aucune sauvegarde dans ${status.directory} alors qu’elles sont planifiées toutes les ${status.everyHours} h`,
        );
      }
      if (status.last.ageHours > limit) {
        const age = `dernière sauvegarde ${status.last.file} vieille de ${status.last.ageHours} h`;
        if (!scheduled) throw new CheckWarning(`${age} et aucune sauvegarde planifiée : ${todo}`);
        throw new CheckFailure(`${age} (limite ${limit} h)`);
      }
      return `Dernière sauvegarde ${status.last.file}, il y a ${status.last.ageHours} h (limite ${limit} h).`;
    },
  },
  {
    id: 'settings-storage',
    category: 'Settings',
    name: 'Stockage des fichiers',
    checks: 'Un fichier de sonde est écrit, relu à l’identique puis supprimé dans le stockage des fichiers.',
    async run(ctx) {
      const key = `selftest/${randomUUID()}.txt`;
      const content = Buffer.from(`autotest ${new Date().toISOString()}`);
      await ctx.app.storage.put(key, content);
      try {
        const back = await ctx.app.storage.get(key);
        if (!back.equals(content)) throw new CheckFailure('le fichier relu diffère du fichier écrit');
      } finally {
        await ctx.app.storage.delete(key);
      }
      if (await ctx.app.storage.exists(key))
        throw new CheckFailure('le fichier de sonde est encore là après suppression');
      return 'Fichier de sonde écrit, relu à l’identique et supprimé.';
    },
  },
];
