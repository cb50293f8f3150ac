/** The routes of time tracking ('Suivi du Temps', /api/time-entries): see core/src/route.ts. */
import { routes } from '../route';
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
} from './time';

const r = routes('time', { tags: ['time-entries'], errors: [400, 401, 403, 404, 409] });

export const timeApi = {
  ...r.collection('/api/time-entries', {
    params: timeEntryIdParams,
    list: {
      summary:
        "The timesheet of a period (from, to: days in Europe/Paris): the caller's entries, or the team's (scope=team) or one member's (userId) for managers and above, with totals per day, per linked item and per member",
      query: listTimeEntriesQuery,
      response: listTimeEntriesResponse,
    },
    create: {
      summary:
        'An entry typed by hand (start, end; end after start, at most 24 h, no overlap: 409); userId for someone else (managers and above)',
      body: timeEntryBody,
      response: timeEntryResponse,
    },
    update: {
      summary: "Changes one's own entry (managers and above: anyone's); an end on a running entry stops it",
      body: timeEntryPatch,
      response: timeEntryResponse,
    },
    remove: {
      summary: "Deletes one's own entry (managers and above: anyone's)",
      action: 'update',
    },
  }),
  /** Deleting one's own entry is an 'update' of one's timesheet, so an Editor may do it. */
  running: r.get('/api/time-entries/running', {
    summary: "The caller's running timer, or null",
    response: runningResponse,
  }),
  links: r.get('/api/time-entries/links', {
    summary:
      'Tasks, requests, clients or orders (of the caller’s companies) an entry may be linked to, searched',
    query: linkOptionsQuery,
    response: linkOptionsResponse,
  }),
  export: r.get('/api/time-entries/export', {
    summary: 'The timesheet of a period as xlsx or csv (same rules as the list)',
    query: exportTimeEntriesQuery,
    response: 'file',
  }),
  start: r.post('/api/time-entries/start', {
    summary: 'Starts the caller’s timer now (409 when one already runs), optionally linked, with a note',
    body: startTimerBody.optional(),
    response: timeEntryResponse,
    status: 201,
  }),
  stop: r.post('/api/time-entries/stop', {
    summary: 'Stops the caller’s running timer now (409 when none runs; 400 past 24 hours)',
    action: 'update',
    response: timeEntryResponse,
  }),
  costs: r.get('/api/time-entries/costs', {
    summary: 'The active members’ hourly costs (managers and above; Admin and above may change them)',
    response: memberCostsResponse,
  }),
  setCost: r.put('/api/time-entries/costs/:userId', {
    summary: 'Sets a member’s hourly cost (Admin and above), used for profitability',
    params: userIdParams,
    body: hourlyCostBody,
    response: memberCostResponse,
  }),
};
