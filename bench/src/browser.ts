/**
 * Browser bench (issue 30 §2): how long the screens take in a real browser, against the real
 * server with the demo data on a temporary embedded database, serving a copy of a web build.
 *
 * - cold /login: a fresh browser context (empty cache), until the sign-in form is usable;
 * - cold /dashboard: a fresh context holding a session cookie, until the dashboard's content shows;
 * - sign-in: from the click on 'Se connecter' (login page loaded cold) to the dashboard's content;
 * - menu clicks: in a session opened on the dashboard, each sidebar link in turn, from the click to
 *   the screen's content; the first pass is each module's first visit in the session (its code,
 *   messages and data not loaded yet), the next passes are repeat visits;
 * - cold screens: each menu screen loaded cold with a session cookie (a reload, a bookmark).
 * "Content shown" is defined in browser-probe.ts. Chromium is the system's, launched as the browser
 * tests launch it (CHROMIUM_PATH, default /usr/bin/chromium); without it the part is skipped with a
 * line saying so.
 * Each measured group prints its median (p50) and p95 beside its budget (judged on the median), and
 * the network waterfalls (chunks, message files, API calls, with start and end) of a cold dashboard
 * load, a cold sign-in page and each module's first visit.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import e2eConfig from '../../e2e/playwright.config';
import { leafKeys, resources, translate } from '@comptoir/core/i18n/index';
import { probeScript, type ProbeConfig, type ProbeResult } from './browser-probe';
import { onCleanup } from './cleanup';
import { createTarget } from './database';
import { signIn } from './load';
import { startServer } from './server';
import { percentiles } from './stats';

/** The goals of issue 30 §2, on this project's machine (medians). */
export const BROWSER_BUDGETS_MS = { click: 300, login: 1000, dashboard: 1500 } as const;

/** A demo account that sees every menu screen (server/src/db/seed/demo.ts, e2e ACCOUNTS.admin). */
const ACCOUNT = { email: 'admin@comptoir.demo', password: 'Demo-Admin-2026' };
/**
 * Chromium as the browser tests launch it (e2e/playwright.config.ts): the system's (CHROMIUM_PATH,
 * default /usr/bin/chromium), never a downloaded one, with the same flags.
 */
const LAUNCH = e2eConfig.projects?.[0]?.use?.launchOptions ?? {};
const WAIT_MS = 20_000;

export interface BrowserBenchOptions {
  /** The web build served (a copy of it is taken first). */
  webDist: string;
  /** Whether that build was made by this run (else: as found). */
  built: boolean;
  /** Menu sessions measured (one more, first, warms the server and is not counted). */
  sessions: number;
  /** Repeat passes through the menu per session, after the first visits. */
  repeats: number;
  /** Cold loads of /login, of /dashboard and sign-ins. */
  coldRuns: number;
  /** Cold loads of each other menu screen (0: none). */
  coldScreenRuns: number;
  /** Pause after each screen is shown, before the next click (a user reading it). */
  pauseMs: number;
  /** Print every waterfall on stderr, not only the cold dashboard's and the orders' first visit. */
  allWaterfalls: boolean;
}

type Print = (line: object) => void;
type Budgets = Record<string, unknown>[];

/** The app's French loading texts: every message whose key ends in 'loading' ('Chargement...'). */
function loadingTexts(): string[] {
  const keys = leafKeys(resources.fr).filter((key) => /loading$/i.test(key));
  return [...new Set(keys.map((key) => translate('fr', key)))];
}

/** What a built file is, from Vite's manifest: 'assets/OrdersPage-x.js' -> 'OrdersPage.tsx', 'fr/orders.json'. */
function chunkLabels(dist: string): Map<string, string> {
  const labels = new Map<string, string>();
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return labels;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
    string,
    { file: string; name?: string; src?: string }
  >;
  for (const [key, chunk] of Object.entries(manifest)) {
    const messages = /i18n\/(\w+)\/([\w-]+)\.json$/.exec(key);
    const label = messages
      ? `${messages[1]}/${messages[2]}.json`
      : chunk.src
        ? path.basename(chunk.src)
        : (chunk.name ?? key);
    labels.set(`/${chunk.file}`, label);
  }
  return labels;
}

interface WaterfallEntry {
  kind: 'doc' | 'js' | 'locale' | 'css' | 'api' | 'other';
  what: string;
  start_ms: number;
  end_ms: number;
}

const tenth = (n: number) => Math.round(n * 10) / 10;

/** A measure's resources as waterfall rows, on the measure's clock (0: the click or the navigation). */
function waterfall(result: ProbeResult, labels: Map<string, string>): WaterfallEntry[] {
  return result.resources.map((r) => {
    const url = new URL(r.url);
    const label = labels.get(url.pathname);
    const kind: WaterfallEntry['kind'] = url.pathname.startsWith('/api/')
      ? 'api'
      : label?.endsWith('.json') || label?.startsWith('messages-')
        ? 'locale'
        : url.pathname.endsWith('.js')
          ? 'js'
          : url.pathname.endsWith('.css')
            ? 'css'
            : url.pathname.startsWith('/assets/') || url.pathname.includes('.')
              ? 'other'
              : 'doc';
    return {
      kind,
      what: label ?? `${url.pathname}${url.search}`,
      start_ms: tenth(r.start - result.start),
      end_ms: tenth(r.end - result.start),
    };
  });
}

/** A waterfall drawn on stderr: one row per request, a bar from its start to its end. */
function drawWaterfall(title: string, shownMs: number, rows: WaterfallEntry[]): string {
  const width = 50;
  const scale = Math.max(shownMs, ...rows.map((r) => r.end_ms)) / width || 1;
  const lines = rows.map((r) => {
    const from = Math.floor(r.start_ms / scale);
    const to = Math.max(from + 1, Math.ceil(r.end_ms / scale));
    const bar = `${' '.repeat(from)}${'='.repeat(to - from)}`.padEnd(width + 1);
    return `  ${String(Math.round(r.start_ms)).padStart(5)}-${String(Math.round(r.end_ms)).padEnd(5)} ${r.kind.padEnd(6)} |${bar}| ${r.what}`;
  });
  return [`${title}: shown at ${Math.round(shownMs)} ms, ${rows.length} requests`, ...lines].join('\n');
}

/** A fresh context (empty cache), desktop-sized, in French, with the probe and maybe a session. */
async function newContext(
  browser: Browser,
  baseUrl: string,
  probe: ProbeConfig,
  cookie: string | null,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'fr-FR',
    serviceWorkers: 'block',
  });
  await context.addInitScript({ content: probeScript(probe) });
  if (cookie) {
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  return context;
}

const RESULT = 'window.__comptoirBench.result()';
const arm = (target: string) => `window.__comptoirBench.arm(${JSON.stringify(target)})`;

/** One cold load of `target` in a fresh context: the probe's result, measured from the navigation start. */
async function coldLoad(
  browser: Browser,
  baseUrl: string,
  probe: ProbeConfig,
  target: string,
  cookie: string | null,
): Promise<ProbeResult> {
  const context = await newContext(browser, baseUrl, { ...probe, cold: target }, cookie);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${target}`, { waitUntil: 'commit' });
    return (await page.evaluate(RESULT)) as ProbeResult;
  } finally {
    await context.close();
  }
}

/** The login page loaded cold, then the click on its submit button until the dashboard's content. */
async function signInToDashboard(
  browser: Browser,
  baseUrl: string,
  probe: ProbeConfig,
): Promise<ProbeResult> {
  const context = await newContext(browser, baseUrl, { ...probe, cold: '/login' }, null);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`, { waitUntil: 'commit' });
    await page.evaluate(RESULT);
    await page.fill('input[type="email"]', ACCOUNT.email);
    await page.fill('input[type="password"]', ACCOUNT.password);
    await page.evaluate(arm('/dashboard'));
    await page.click('form button[type="submit"]');
    return (await page.evaluate(RESULT)) as ProbeResult;
  } finally {
    await context.close();
  }
}

interface Visit {
  screen: string;
  first: boolean;
  result: ProbeResult;
}

/**
 * A session opened cold on the dashboard, then every sidebar link in the menu's order (the
 * dashboard last), `1 + repeats` times; `visit` gets each click's result. Returns the menu's
 * screens and paths in that order.
 */
async function menuSession(
  browser: Browser,
  baseUrl: string,
  probe: ProbeConfig,
  cookie: string,
  options: { repeats: number; pauseMs: number },
  visit: (v: Visit) => void,
): Promise<{ screen: string; target: string }[]> {
  const context = await newContext(browser, baseUrl, { ...probe, cold: '/dashboard' }, cookie);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    await page.evaluate(RESULT);
    const links = await page.$$eval('[data-menu-id]', (elements) =>
      elements.map((a) => ({
        screen: a.getAttribute('data-menu-id') ?? '',
        target: new URL((a as HTMLAnchorElement).href).pathname,
      })),
    );
    const order = [
      ...links.filter((l) => l.screen !== 'dashboard'),
      ...links.filter((l) => l.screen === 'dashboard'),
    ];
    const seen = new Set(['dashboard']);
    for (let pass = 0; pass <= options.repeats; pass += 1) {
      for (const { screen, target } of order) {
        await page.waitForTimeout(options.pauseMs);
        await page.evaluate(arm(target));
        await page.click(`[data-menu-id="${screen}"]`);
        const result = (await page.evaluate(RESULT)) as ProbeResult;
        visit({ screen, first: !seen.has(screen), result });
        seen.add(screen);
      }
    }
    return order;
  } finally {
    await context.close();
  }
}

/** Timings by group, then printed with their percentiles and budgets. */
class Timings {
  private readonly groups = new Map<
    string,
    { extra: Record<string, unknown>; budget: number | null; times: number[] }
  >();
  failures = 0;

  add(name: string, extra: Record<string, unknown>, budget: number | null, ms: number): void {
    const key = JSON.stringify([name, extra]);
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = { extra: { name, ...extra }, budget, times: [] }));
    group.times.push(ms);
  }

  lines(): Record<string, unknown>[] {
    return [...this.groups.values()].map((g) => ({
      ...g.extra,
      db: 'pglite',
      runs: g.times.length,
      ...percentiles(g.times),
      budget_ms: g.budget,
    }));
  }
}

/** The browser bench: prints its lines and pushes a budget line per measured group with a budget. */
export async function benchBrowser(
  options: BrowserBenchOptions,
  print: Print,
  progress: (message: string) => void,
  budgets: Budgets,
): Promise<void> {
  const executablePath = LAUNCH.executablePath ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    print({
      name: 'browser',
      status: 'skipped',
      reason: `no Chromium at ${executablePath} (set CHROMIUM_PATH)`,
    });
    return;
  }
  if (!fs.existsSync(path.join(options.webDist, 'index.html'))) {
    print({ name: 'browser', status: 'skipped', reason: `${options.webDist} is not built` });
    return;
  }
  // A copy of the build, so a rebuild of web/dist meanwhile cannot pull chunks from under the bench.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-bench-web-'));
  onCleanup(`remove ${dist}`, () => fs.rmSync(dist, { recursive: true, force: true }));
  fs.cpSync(options.webDist, dist, { recursive: true });
  const labels = chunkLabels(dist);

  progress('browser: starting the server with the demo data on a temporary embedded database');
  const target = await createTarget('pglite', '');
  const server = await startServer(target, 120_000, {
    COMPTOIR_DEMO: '1',
    COMPTOIR_WEB_DIST: dist,
    COMPTOIR_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
  });
  const browser = await chromium.launch({ executablePath, args: LAUNCH.args ?? [], headless: true });
  const unregister = onCleanup('close the browser', () => browser.close());
  try {
    print({
      name: 'browser.setup',
      web_dist: options.webDist,
      built_now: options.built,
      chromium: browser.version(),
      sessions: options.sessions,
      repeats: options.repeats,
      cold_runs: options.coldRuns,
      cold_screen_runs: options.coldScreenRuns,
      pause_ms: options.pauseMs,
      cpus: os.cpus().length,
      load_average: os.loadavg().map((n) => tenth(n)),
    });
    await measureAll(browser, server.baseUrl, options, labels, print, progress, budgets);
  } finally {
    await browser.close();
    unregister();
    await server.stop();
  }
}

async function measureAll(
  browser: Browser,
  baseUrl: string,
  options: BrowserBenchOptions,
  labels: Map<string, string>,
  print: Print,
  progress: (message: string) => void,
  budgets: Budgets,
): Promise<void> {
  const probe: ProbeConfig = { loadingTexts: loadingTexts(), cold: null, timeoutMs: WAIT_MS };
  const cookie = await signIn(baseUrl, ACCOUNT.email, ACCOUNT.password);
  const timings = new Timings();
  const waterfalls: { scenario: string; result: ProbeResult }[] = [];
  const shownMs = (r: ProbeResult) => r.shown - r.start;

  progress('browser: warming the server up (one session through the menu, not counted)');
  await coldLoad(browser, baseUrl, probe, '/login', null);
  const menu = await menuSession(
    browser,
    baseUrl,
    probe,
    cookie,
    { repeats: 0, pauseMs: 0 },
    () => undefined,
  );

  progress(`browser: ${options.coldRuns} cold loads of /login, of /dashboard, and sign-ins`);
  for (let run = 0; run < options.coldRuns; run += 1) {
    const login = await coldLoad(browser, baseUrl, probe, '/login', null);
    timings.add('browser.login_cold', {}, BROWSER_BUDGETS_MS.login, shownMs(login));
    const dashboard = await coldLoad(browser, baseUrl, probe, '/dashboard', cookie);
    timings.add('browser.dashboard_cold', {}, BROWSER_BUDGETS_MS.dashboard, shownMs(dashboard));
    const signedIn = await signInToDashboard(browser, baseUrl, probe);
    timings.add('browser.sign_in_to_dashboard', {}, BROWSER_BUDGETS_MS.dashboard, shownMs(signedIn));
    if (run === options.coldRuns - 1) {
      waterfalls.push(
        { scenario: 'cold /login', result: login },
        { scenario: 'cold /dashboard', result: dashboard },
      );
    }
  }

  for (let session = 0; session < options.sessions; session += 1) {
    progress(`browser: menu session ${session + 1}/${options.sessions}`);
    try {
      await menuSession(browser, baseUrl, probe, cookie, options, ({ screen, first, result }) => {
        const visit = first ? 'first' : 'repeat';
        timings.add('browser.menu_click', { screen, visit }, BROWSER_BUDGETS_MS.click, shownMs(result));
        if (first && session === options.sessions - 1)
          waterfalls.push({ scenario: `first visit ${screen}`, result });
      });
    } catch (error) {
      timings.failures += 1;
      print({
        name: 'error',
        bench: 'browser.menu_session',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  if (options.coldScreenRuns > 0) {
    progress(`browser: ${options.coldScreenRuns} cold loads of each menu screen`);
    for (let run = 0; run < options.coldScreenRuns; run += 1) {
      for (const { screen, target } of menu.filter((m) => m.screen !== 'dashboard')) {
        const result = await coldLoad(browser, baseUrl, probe, target, cookie);
        timings.add('browser.screen_cold', { screen }, null, shownMs(result));
      }
    }
  }

  for (const { scenario, result } of waterfalls) {
    const rows = waterfall(result, labels);
    print({ name: 'browser.waterfall', scenario, shown_ms: tenth(shownMs(result)), requests: rows });
    if (options.allWaterfalls || scenario === 'cold /dashboard' || scenario === 'first visit orders') {
      progress(drawWaterfall(`waterfall, ${scenario}`, shownMs(result), rows));
    }
  }
  const lines = timings.lines();
  for (const line of lines) {
    print(line);
    if (typeof line.budget_ms !== 'number') continue;
    const suffix = line.screen ? `.${String(line.screen)}_${String(line.visit)}` : '';
    budgets.push({
      name: `budget.${String(line.name)}${suffix}_median_ms`,
      db: 'pglite',
      value: line.p50_ms,
      budget: line.budget_ms,
      ok: (line.p50_ms as number) <= line.budget_ms,
    });
    print(budgets.at(-1)!);
  }
  if (timings.failures > 0)
    budgets.push({ name: 'budget.browser_sessions', ok: false, failures: timings.failures });
  progress(summaryTable(lines));
}

/** The figures as a table on stderr: medians and p95 per screen beside the budgets. */
function summaryTable(lines: Record<string, unknown>[]): string {
  const cell = (line: Record<string, unknown> | undefined) =>
    line
      ? `${Math.round(line.p50_ms as number)} / ${Math.round(line.p95_ms as number)}`.padEnd(13)
      : '-'.padEnd(13);
  const find = (name: string, screen?: string, visit?: string) =>
    lines.find((l) => l.name === name && l.screen === screen && l.visit === visit);
  const rows = [
    `browser figures in ms, median / p95 (budgets on the median: click ${BROWSER_BUDGETS_MS.click}, login ${BROWSER_BUDGETS_MS.login}, dashboard ${BROWSER_BUDGETS_MS.dashboard})`,
    `  cold /login              ${cell(find('browser.login_cold'))}`,
    `  cold /dashboard          ${cell(find('browser.dashboard_cold'))}`,
    `  sign-in to dashboard     ${cell(find('browser.sign_in_to_dashboard'))}`,
    `  ${'screen'.padEnd(13)} ${'first click'.padEnd(13)} ${'repeat click'.padEnd(13)} ${'cold load'.padEnd(13)}`,
  ];
  const screens = [...new Set(lines.filter((l) => l.screen).map((l) => String(l.screen)))];
  for (const screen of screens) {
    rows.push(
      `  ${screen.padEnd(13)} ${cell(find('browser.menu_click', screen, 'first'))} ${cell(find('browser.menu_click', screen, 'repeat'))} ${cell(find('browser.screen_cold', screen))}`,
    );
  }
  return rows.join('\n');
}
