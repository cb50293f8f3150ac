/**
 * The timesheet of a period as xlsx (exceljs) or csv (papaparse, ';', UTF-8 with a BOM for Excel),
 * one row per entry, the same whose-entries rule as the list.
 */
import { asc } from 'drizzle-orm';
import { translate, type Language } from '@comptoir/core/i18n/index';
import { TIME_ZONE, type ExportTimeEntriesQuery, type TimeEntry } from '@comptoir/core/modules/time';
import type { Db } from '../../db/client';
import { timeEntries } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { listCsv, listXlsx, type ListExport } from '../../platform/list-export';
import { presentEntry, selectEntries, timesheetWhere, type EntryRow } from './service';

/** At most this many entries in one export. */
export const MAX_EXPORT_ROWS = 50_000;

const COLUMNS = ['day', 'user', 'start', 'end', 'hours', 'linkKind', 'link', 'note', 'billable'] as const;
type Column = (typeof COLUMNS)[number];

const clock = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

function cell(language: Language, e: TimeEntry, column: Column): string | number {
  switch (column) {
    case 'day':
      return e.day;
    case 'user':
      return e.user.name;
    case 'start':
      return clock.format(new Date(e.startedAt));
    case 'end':
      return e.endedAt ? clock.format(new Date(e.endedAt)) : translate(language, 'time.running');
    case 'hours':
      return Math.round((e.minutes / 60) * 100) / 100;
    case 'linkKind':
      return e.link ? translate(language, `time.linkKinds.${e.link.kind}`) : '';
    case 'link':
      return e.link?.label ?? '';
    case 'note':
      return e.note ?? '';
    case 'billable':
      return translate(language, e.billable ? 'time.yes' : 'time.no');
  }
}

async function exportRows(db: Db, auth: AuthContext, query: ExportTimeEntriesQuery): Promise<TimeEntry[]> {
  const rows = await selectEntries(db, auth)
    .where(timesheetWhere(auth, query))
    .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id))
    .limit(MAX_EXPORT_ROWS);
  return (rows as EntryRow[]).map((r) => presentEntry(r, auth));
}

const TIMESHEET: ListExport<TimeEntry, Column> = {
  columns: COLUMNS,
  headers: 'time.export.columns',
  sheet: 'time.export.sheet',
  cell,
  widths: { note: 40 },
  formats: { hours: '0.00' },
};

export async function timeEntriesCsv(
  db: Db,
  auth: AuthContext,
  query: ExportTimeEntriesQuery,
  language: Language,
) {
  return listCsv(TIMESHEET, await exportRows(db, auth, query), language);
}

export async function timeEntriesXlsx(
  db: Db,
  auth: AuthContext,
  query: ExportTimeEntriesQuery,
  language: Language,
) {
  return listXlsx(TIMESHEET, await exportRows(db, auth, query), language);
}
