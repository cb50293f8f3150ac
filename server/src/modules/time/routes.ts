import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiError } from '@comptoir/core/api';
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
import { access, defineRoute } from '../../platform/http';
import { requestLanguage, t } from '../../platform/i18n';
import { pdfDisposition } from '../../platform/pdf';
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

const TAGS = ['time-entries'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const messageResponse = z.object({ message: z.string() });

/**
 * Time tracking ('Suivi du Temps', /api/time-entries). Everyone with the module logs and edits
 * their own time; managers and above see the team's and edit anyone's; Admin and above set the
 * members' hourly costs. Deleting one's own entry is an 'update' of one's timesheet, so an Editor
 * may do it.
 */
export function timeRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/time-entries',
    access: access.module('time', 'read'),
    summary:
      "The timesheet of a period (from, to: days in Europe/Paris): the caller's entries, or the team's (scope=team) or one member's (userId) for managers and above, with totals per day, per linked item and per member",
    tags: TAGS,
    query: listTimeEntriesQuery,
    response: { 200: listTimeEntriesResponse, ...errors },
    handler: async ({ auth, query }) => listTimeEntries(app.db, auth, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/time-entries/running',
    access: access.module('time', 'read'),
    summary: "The caller's running timer, or null",
    tags: TAGS,
    response: { 200: runningResponse, ...errors },
    handler: async ({ auth }) => ({ entry: await runningEntry(app.db, auth) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/time-entries/links',
    access: access.module('time', 'read'),
    summary:
      'Tasks, requests, clients or orders (of the caller’s companies) an entry may be linked to, searched',
    tags: TAGS,
    query: linkOptionsQuery,
    response: { 200: linkOptionsResponse, ...errors },
    handler: async ({ auth, query }) => ({ items: await linkOptions(app.db, auth, query.kind, query.q) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/time-entries/export',
    access: access.module('time', 'read'),
    summary: 'The timesheet of a period as xlsx or csv (same rules as the list)',
    tags: TAGS,
    query: exportTimeEntriesQuery,
    response: errors,
    handler: async ({ request, reply, auth, query }) => {
      const language = requestLanguage(request);
      const base = t(request, 'time.export.fileName', { from: query.from, to: query.to });
      reply.header('cache-control', 'private, no-store');
      if (query.format === 'csv') {
        const buffer = await timeEntriesCsv(app.db, auth, query, language);
        reply.header('content-disposition', pdfDisposition(`${base}.csv`, false));
        return reply.type('text/csv; charset=utf-8').send(buffer);
      }
      const buffer = await timeEntriesXlsx(app.db, auth, query, language);
      reply.header('content-disposition', pdfDisposition(`${base}.xlsx`, false));
      return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(buffer);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/time-entries/start',
    access: access.module('time', 'create'),
    summary: 'Starts the caller’s timer now (409 when one already runs), optionally linked, with a note',
    tags: TAGS,
    body: startTimerBody.optional(),
    response: { 201: timeEntryResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      const entry = await startTimer({ db: app.db, request, auth }, body ?? {});
      reply.status(201);
      return { entry, message: t(request, 'time.success.started') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/time-entries/stop',
    access: access.module('time', 'update'),
    summary: 'Stops the caller’s running timer now (409 when none runs; 400 past 24 hours)',
    tags: TAGS,
    response: { 200: timeEntryResponse, ...errors },
    handler: async ({ request, auth }) => {
      const entry = await stopTimer({ db: app.db, request, auth });
      return { entry, message: t(request, 'time.success.stopped') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/time-entries',
    access: access.module('time', 'create'),
    summary:
      'An entry typed by hand (start, end; end after start, at most 24 h, no overlap: 409); userId for someone else (managers and above)',
    tags: TAGS,
    body: timeEntryBody,
    response: { 201: timeEntryResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      const entry = await createEntry({ db: app.db, request, auth }, body);
      reply.status(201);
      return { entry, message: t(request, 'time.success.created') };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/time-entries/:id',
    access: access.module('time', 'update'),
    summary: "Changes one's own entry (managers and above: anyone's); an end on a running entry stops it",
    tags: TAGS,
    params: timeEntryIdParams,
    body: timeEntryPatch,
    response: { 200: timeEntryResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const entry = await updateEntry({ db: app.db, request, auth }, params.id, body);
      return { entry, message: t(request, 'time.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/time-entries/:id',
    access: access.module('time', 'update'),
    summary: "Deletes one's own entry (managers and above: anyone's)",
    tags: TAGS,
    params: timeEntryIdParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      await deleteEntry({ db: app.db, request, auth }, params.id);
      return { message: t(request, 'time.success.deleted') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/time-entries/costs',
    access: access.module('time', 'read'),
    summary: 'The active members’ hourly costs (managers and above; Admin and above may change them)',
    tags: TAGS,
    response: { 200: memberCostsResponse, ...errors },
    handler: async ({ auth }) => {
      if (!isTimeManager(auth)) throw new AppError(403, 'forbidden_action', 'time.errors.teamOnly');
      return { items: await listMemberCosts(app.db), canEdit: isCostAdmin(auth) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/time-entries/costs/:userId',
    access: access.module('time', 'update'),
    summary: 'Sets a member’s hourly cost (Admin and above), used for profitability',
    tags: TAGS,
    params: userIdParams,
    body: hourlyCostBody,
    response: { 200: memberCostResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const item = await setMemberCost({ db: app.db, request, auth }, params.userId, body);
      return { item, message: t(request, 'time.success.costSaved') };
    },
  });
}
