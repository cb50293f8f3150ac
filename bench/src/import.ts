/**
 * Import and catalogue benchmarks (PostgreSQL): xlsx files of 10,000 and 100,000 products are
 * generated, uploaded, analysed and imported through the real server; the wall time from the
 * start of the upload to the committed import and the server's peak RSS during it (VmHWM, reset at the upload) are printed.
 * Then, with the 110,000 imported products, the product list, search and sort are measured
 * (p95 over concurrent requests).
 */
import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { PRODUCT_CATEGORIES } from '@comptoir/core/modules/catalogue';

export const IMPORT_BUDGETS_S: Record<number, number> = { 10_000: 5, 100_000: 30 };
export const IMPORT_PEAK_RSS_BUDGET_MB = 512;
export const PRODUCTS_P95_BUDGET_MS = 100;

const WORDS = [
  'câble',
  'vis',
  'écrou',
  'chemise',
  'crème',
  'moteur',
  'capteur',
  'gant',
  'filtre',
  'lampe',
  'savon',
  'pompe',
];

/** An xlsx of `rows` products with the template's French headers; references start with `prefix`. */
export function productWorkbook(rows: number, prefix: string): Buffer {
  const data: (string | number)[][] = [
    ['nom', 'référence', 'prix', 'quantité', 'devise', 'catégorie', 'description'],
  ];
  for (let i = 0; i < rows; i += 1) {
    const w = WORDS[i % WORDS.length]!;
    data.push([
      `${w} ${i}`,
      `${prefix}-${String(i).padStart(6, '0')}`,
      Math.round((1 + (i % 5000) * 0.37) * 100) / 100,
      i % 1000,
      i % 10 === 0 ? 'USD' : 'EUR',
      PRODUCT_CATEGORIES[i % PRODUCT_CATEGORIES.length]!,
    ]);
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(data), 'Produits');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/**
 * Resets the process' peak RSS to its current RSS (Linux: writing 5 to clear_refs), so that the
 * next `peakRssMb` reads the peak of what ran in between, not of the load tests before it.
 * Returns false where the kernel refuses it (the figure then covers the whole run, and says so).
 */
export function resetPeakRss(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A memory figure of a process' /proc status (VmHWM: peak RSS, VmRSS: now), in MB; null when unreadable. */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Peak resident set size of a process (VmHWM), in MB; null when /proc is not readable. */
export const peakRssMb = (pid: number) => statusMb(pid, 'VmHWM');
const rssMb = (pid: number) => statusMb(pid, 'VmRSS');

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

interface Uploaded {
  id: string;
  sheets: { name: string; headerRow: number; mapping: Record<string, number | null> }[];
}

/** Upload -> analyse -> run of one generated file; seconds from upload start to committed. */
export async function benchImport(
  baseUrl: string,
  cookie: string,
  pid: number,
  rows: number,
  prefix: string,
) {
  const file = productWorkbook(rows, prefix);
  const peakReset = resetPeakRss(pid);
  const rssBefore = rssMb(pid);
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), `bench-${rows}.xlsx`);
  const up = await json<Uploaded>(
    await fetch(`${baseUrl}/api/products/import/upload`, { method: 'POST', body: form, headers: { cookie } }),
    'upload',
  );
  // Each step's own peak (the kernel's counter is reset between steps), so that the figure says
  // which step holds the memory; the import's peak is the largest of them.
  const peaks: Record<string, number | null> = {};
  const stepPeak = (step: string) => {
    peaks[step] = peakRssMb(pid);
    if (peakReset) resetPeakRss(pid);
  };
  stepPeak('upload');
  const sheet = up.sheets[0]!;
  const body = JSON.stringify({ sheet: sheet.name, headerRow: sheet.headerRow, mapping: sheet.mapping });
  const headers = { cookie, 'content-type': 'application/json' };
  const dry = await json<{ toCreate: number; errors: unknown[] }>(
    await fetch(`${baseUrl}/api/products/import/${up.id}/analyse`, { method: 'POST', body, headers }),
    'analyse',
  );
  stepPeak('analyse');
  await json<{ status: string }>(
    await fetch(`${baseUrl}/api/products/import/${up.id}/run`, { method: 'POST', body, headers }),
    'run',
  );
  // The run is a job of the server's queue: poll the import until it is over.
  let job: { status: string; error: string | null; summary: { created: number; updated: number } | null };
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = await json(
      await fetch(`${baseUrl}/api/products/import/${up.id}`, { headers: { cookie } }),
      'status',
    );
  } while (job.status === 'queued' || job.status === 'importing');
  if (!job.summary) throw new Error(`import of ${rows} rows ${job.status}: ${job.error ?? ''}`);
  stepPeak('run');
  const peak = Math.max(...Object.values(peaks).map((mb) => mb ?? 0)) || null;
  const run = job.summary;
  const seconds = Math.round((performance.now() - started) / 10) / 100;
  if (run.created + run.updated !== rows || dry.errors.length > 0)
    throw new Error(
      `import of ${rows} rows: created ${run.created}, updated ${run.updated}, ${dry.errors.length} errors`,
    );
  return {
    name: 'import.products',
    rows,
    db: 'postgres',
    file_mb: Math.round(file.length / 10485.76) / 100,
    seconds,
    rss_before_mb: rssBefore,
    peak_rss_mb: peak,
    rss_increase_mb: peak !== null && rssBefore !== null ? peak - rssBefore : null,
    peak_rss_since: peakReset ? 'import start' : 'server start',
    ...(peakReset ? { step_peak_rss_mb: peaks } : {}),
    budget_s: IMPORT_BUDGETS_S[rows] ?? null,
  };
}

/** p95 of GET `path` over `total` requests, `concurrency` at a time. */
/** The database time of an answer from its Server-Timing header (the bench's server sets it). */
export function dbTime(header: string | null): number | null {
  const match = header ? /(?:^|,\s*)db;dur=([\d.]+)/.exec(header) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The path of page `page` of a list reached by Next from the page before, as the screens ask for
 * it (paging with keys, issue 31): `after` the last row of page `page - 1`.
 */
export async function keyedPage(
  baseUrl: string,
  cookie: string,
  path: string,
  page: number,
): Promise<string> {
  const sep = path.includes('?') ? '&' : '?';
  const res = await fetch(`${baseUrl}${path}${sep}page=${page - 1}`, { headers: { cookie } });
  const body = (await res.json()) as { items?: { id: string }[] };
  const last = body.items?.at(-1)?.id;
  if (!last) throw new Error(`${path}: page ${page - 1} is empty (${res.status})`);
  return `${path}${sep}page=${page}&after=${last}`;
}

export async function p95(baseUrl: string, cookie: string, paths: string[], total = 400, concurrency = 8) {
  const times: number[] = [];
  const dbTimes: number[] = [];
  let next = 0;
  let failures = 0;
  let status = 0;
  const worker = async () => {
    while (next < total) {
      const path = paths[next % paths.length]!;
      next += 1;
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}${path}`, { headers: { cookie, 'x-comptoir-timing': '1' } });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
      const db = dbTime(res.headers.get('server-timing'));
      if (db !== null) dbTimes.push(db);
      // Only the answer itself counts: a 202 (the analysis' 'calcul en cours') is not one.
      if (res.status !== 200) {
        failures += 1;
        status = res.status;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  /** The q-quantile of `list` (nearest rank), to a tenth. */
  const quantile = (list: number[], q: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
  };
  const at = (q: number) => quantile(times, q);
  const dbAt = (q: number) => quantile(dbTimes, q);
  // The database's part (Server-Timing on PostgreSQL): the rest of the route's time is the API's.
  const db = dbTimes.length
    ? {
        db_p50_ms: dbAt(0.5),
        db_p95_ms: dbAt(0.95),
        route_per_db: Math.round((at(0.5) / Math.max(0.1, dbAt(0.5))) * 10) / 10,
      }
    : {};
  return {
    p50_ms: at(0.5),
    p95_ms: at(0.95),
    ...db,
    requests: total,
    failures,
    last_failure_status: status || undefined,
  };
}

/** List, search and sort of the product list with the imported products. */
export async function benchProducts(baseUrl: string, cookie: string, rows: number) {
  const lines: Record<string, unknown>[] = [];
  const cases: [string, string[]][] = [
    ['products.list', ['/api/products?page=1&pageSize=25', '/api/products?page=200&pageSize=25']],
    [
      'products.search',
      WORDS.map((w) => `/api/products?q=${encodeURIComponent(w)}&pageSize=25`).concat([
        '/api/products?q=BIG-00123&pageSize=25',
      ]),
    ],
    [
      'products.sort',
      ['name', 'price', 'quantity', 'reference', 'category'].flatMap((s) => [
        `/api/products?sort=${s}&order=asc&pageSize=25`,
        `/api/products?sort=${s}&order=desc&pageSize=25`,
      ]),
    ],
  ];
  for (const [name, paths] of cases) {
    await p95(baseUrl, cookie, paths, 40, 4); // warm-up
    lines.push({
      name,
      db: 'postgres',
      rows,
      ...(await p95(baseUrl, cookie, paths)),
      budget_ms: PRODUCTS_P95_BUDGET_MS,
    });
  }
  return lines;
}
