import type { FastifyInstance } from 'fastify';
import { timeApi } from '@comptoir/core/modules/time.routes';
import { requestLanguage, t } from '../../platform/i18n';
import { sendFile } from '../../platform/download';
import { confirmed, implement } from '../../platform/routes';
import { AppError } from '../../platform/errors';
import { timeEntriesCsv, timeEntriesXlsx } from './export';
import {
  createEntry,
  deleteEntry,
  isCostAdmin,
  isTimeManager,
  linkOptions,
  listMemberCosts,
  listTimeEntries,
  runningEntry,
  setMemberCost,
  startTimer,
  stopTimer,
  updateEntry,
} from './service';

/**
 * Time tracking ('Suivi du Temps', /api/time-entries): the handlers of `timeApi`. Everyone with
 * the module logs and edits their own time; managers and above see the team's and edit anyone's;
 * Admin and above set the members' hourly costs.
 */
export function timeRoutes(app: FastifyInstance): void {
  const say = confirmed('entry', 'time.success');
  implement(app, timeApi, {
    list: async ({ db, auth, query }) => listTimeEntries(db, auth, query),
    create: say.created(async (c) => createEntry(c, c.body)),
    update: say.updated(async (c) => updateEntry(c, c.params.id, c.body)),
    remove: say.deleted(async (c) => deleteEntry(c, c.params.id)),
    running: async ({ db, auth }) => ({ entry: await runningEntry(db, auth) }),
    links: async ({ db, auth, query }) => ({ items: await linkOptions(db, auth, query.kind, query.q) }),
    export: async ({ db, request, reply, auth, query }) => {
      const language = requestLanguage(request);
      const base = t(request, 'time.export.fileName', { from: query.from, to: query.to });
      if (query.format === 'csv') {
        return sendFile(reply, `${base}.csv`, await timeEntriesCsv(db, auth, query, language));
      }
      return sendFile(reply, `${base}.xlsx`, await timeEntriesXlsx(db, auth, query, language));
    },
    start: {
      handler: async (c) => startTimer(c, c.body ?? {}),
      confirm: { key: 'entry', message: 'time.success.started' },
    },
    stop: {
      handler: async (c) => stopTimer(c),
      confirm: { key: 'entry', message: 'time.success.stopped' },
    },
    costs: async ({ db, auth }) => {
      if (!isTimeManager(auth)) throw new AppError(403, 'forbidden_action', 'time.errors.teamOnly');
      return { items: await listMemberCosts(db), canEdit: isCostAdmin(auth) };
    },
    setCost: {
      handler: async (c) => setMemberCost(c, c.params.userId, c.body),
      confirm: { key: 'item', message: 'time.success.costSaved' },
    },
  });
}
