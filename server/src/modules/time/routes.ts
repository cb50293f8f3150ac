import type { FastifyInstance } from 'fastify';
import {
  exportTimeEntriesQuery,
  hourlyCostBody,
  linkOptionsQuery,
  linkOptionsResponse,
  listTimeEntriesQuery,
  listTimeEntriesResponse,
  memberCostResponse,
  memberCostsResponse,
  runningResponse,
  startTimerBody,
  timeEntryBody,
  timeEntryIdParams,
  timeEntryPatch,
  timeEntryResponse,
  userIdParams,
} from '@comptoir/core/modules/time';
import { requestLanguage, t } from '../../platform/i18n';
import { sendFile } from '../../platform/download';
import { errorResponses, moduleRoutes } from '../../platform/routes';
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
 * Time tracking ('Suivi du Temps', /api/time-entries). Everyone with the module logs and edits
 * their own time; managers and above see the team's and edit anyone's; Admin and above set the
 * members' hourly costs. Deleting one's own entry is an 'update' of one's timesheet, so an Editor
 * may do it.
 */
export function timeRoutes(app: FastifyInstance): void {
  const { route, collection } = moduleRoutes(app, 'time', {
    tags: ['time-entries'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });

  collection({
    url: '/api/time-entries',
    params: timeEntryIdParams,
    record: 'entry',
    list: {
      summary:
        "The timesheet of a period (from, to: days in Europe/Paris): the caller's entries, or the team's (scope=team) or one member's (userId) for managers and above, with totals per day, per linked item and per member",
      query: listTimeEntriesQuery,
      response: listTimeEntriesResponse,
      handler: async ({ db, auth, query }) => listTimeEntries(db, auth, query),
    },
    create: {
      summary:
        'An entry typed by hand (start, end; end after start, at most 24 h, no overlap: 409); userId for someone else (managers and above)',
      body: timeEntryBody,
      response: timeEntryResponse,
      message: 'time.success.created',
      handler: async (c) => createEntry(c, c.body),
    },
    update: {
      summary: "Changes one's own entry (managers and above: anyone's); an end on a running entry stops it",
      body: timeEntryPatch,
      response: timeEntryResponse,
      message: 'time.success.updated',
      handler: async (c) => updateEntry(c, c.params.id, c.body),
    },
    remove: {
      summary: "Deletes one's own entry (managers and above: anyone's)",
      action: 'update',
      message: 'time.success.deleted',
      handler: async (c) => deleteEntry(c, c.params.id),
    },
  });

  route('GET', '/api/time-entries/running', {
    summary: "The caller's running timer, or null",
    response: { 200: runningResponse },
    handler: async ({ db, auth }) => ({ entry: await runningEntry(db, auth) }),
  });

  route('GET', '/api/time-entries/links', {
    summary:
      'Tasks, requests, clients or orders (of the caller’s companies) an entry may be linked to, searched',
    query: linkOptionsQuery,
    response: { 200: linkOptionsResponse },
    handler: async ({ db, auth, query }) => ({ items: await linkOptions(db, auth, query.kind, query.q) }),
  });

  route('GET', '/api/time-entries/export', {
    summary: 'The timesheet of a period as xlsx or csv (same rules as the list)',
    query: exportTimeEntriesQuery,
    response: {},
    handler: async ({ db, request, reply, auth, query }) => {
      const language = requestLanguage(request);
      const base = t(request, 'time.export.fileName', { from: query.from, to: query.to });
      if (query.format === 'csv') {
        return sendFile(reply, `${base}.csv`, await timeEntriesCsv(db, auth, query, language));
      }
      return sendFile(reply, `${base}.xlsx`, await timeEntriesXlsx(db, auth, query, language));
    },
  });

  route('POST', '/api/time-entries/start', {
    summary: 'Starts the caller’s timer now (409 when one already runs), optionally linked, with a note',
    body: startTimerBody.optional(),
    response: { 201: timeEntryResponse },
    confirm: { key: 'entry', message: 'time.success.started' },
    handler: async (c) => startTimer(c, c.body ?? {}),
  });

  route('POST', '/api/time-entries/stop', {
    action: 'update',
    summary: 'Stops the caller’s running timer now (409 when none runs; 400 past 24 hours)',
    response: { 200: timeEntryResponse },
    confirm: { key: 'entry', message: 'time.success.stopped' },
    handler: async (c) => stopTimer(c),
  });

  route('GET', '/api/time-entries/costs', {
    summary: 'The active members’ hourly costs (managers and above; Admin and above may change them)',
    response: { 200: memberCostsResponse },
    handler: async ({ db, auth }) => {
      if (!isTimeManager(auth)) throw new AppError(403, 'forbidden_action', 'time.errors.teamOnly');
      return { items: await listMemberCosts(db), canEdit: isCostAdmin(auth) };
    },
  });

  route('PUT', '/api/time-entries/costs/:userId', {
    summary: 'Sets a member’s hourly cost (Admin and above), used for profitability',
    params: userIdParams,
    body: hourlyCostBody,
    response: { 200: memberCostResponse },
    confirm: { key: 'item', message: 'time.success.costSaved' },
    handler: async (c) => setMemberCost(c, c.params.userId, c.body),
  });
}
