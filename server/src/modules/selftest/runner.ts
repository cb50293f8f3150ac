/**
 * Runs the self-test checks one after the other (a check may hold the embedded database's only
 * connection in its rolled-back transaction), each under its time limit, and reports progress.
 */
import type { FastifyInstance } from 'fastify';
import {
  buildReport,
  SELFTEST_TOTAL,
  type SelfTestCategory,
  type SelfTestEvent,
  type TestItem,
  type TestReport,
} from '@comptoir/core/modules/selftest';
import { CHECKS } from './checks/index';
import {
  CheckFailure,
  CheckSkipped,
  CheckWarning,
  describeError,
  type Check,
  type CheckContext,
} from './framework';

export const DEFAULT_TIMEOUT_MS = 15_000;

if (CHECKS.length !== SELFTEST_TOTAL) {
  throw new Error(`The self-test must have ${SELFTEST_TOTAL} checks, it has ${CHECKS.length}`);
}

export function pendingItem(check: Check): TestItem {
  return {
    id: check.id,
    name: check.name,
    category: check.category,
    status: 'pending',
    duration: 0,
    error: null,
    details: check.checks,
    cause: null,
    timeoutMs: check.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    timestamp: null,
  };
}

/** Overrides for tests: shorter limits, or extra checks standing in for the registry. */
export const runnerSettings: { timeoutScale: number } = { timeoutScale: 1 };

class Timeout extends Error {}

/** Runs one check under its time limit; never throws. */
export async function runCheck(check: Check, ctx: Omit<CheckContext, 'signal'>): Promise<TestItem> {
  const started = performance.now();
  const outcome = await attempt(check, ctx);
  return {
    ...outcome,
    duration: Math.round(performance.now() - started),
    timestamp: new Date().toISOString(),
  };
}

async function attempt(check: Check, ctx: Omit<CheckContext, 'signal'>): Promise<TestItem> {
  const item = pendingItem(check);
  const limit = Math.max(1, Math.round(item.timeoutMs * runnerSettings.timeoutScale));
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    const found = await Promise.race([
      check.run({ ...ctx, signal: controller.signal }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Timeout()), limit);
      }),
    ]);
    return { ...item, status: 'passed', details: `${check.checks}\n\nRésultat : ${found}` };
  } catch (error) {
    if (error instanceof CheckSkipped) return { ...item, status: 'skipped', error: error.message };
    if (error instanceof CheckWarning) return { ...item, status: 'warning', error: error.message };
    if (error instanceof Timeout) {
      controller.abort();
      return {
        ...item,
        status: 'failed',
        error: `Délai dépassé : le test a été arrêté après ${String(Math.round(limit / 100) / 10).replace('.', ',')} s`,
        cause: `time limit of ${limit} ms reached`,
      };
    }
    if (error instanceof CheckFailure)
      return { ...item, status: 'failed', error: error.message, cause: error.causeText };
    return {
      ...item,
      status: 'failed',
      error: 'Erreur inattendue pendant le test',
      cause: describeError(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

export function selectChecks(category?: SelfTestCategory, checks: readonly Check[] = CHECKS): Check[] {
  return category ? checks.filter((c) => c.category === category) : [...checks];
}

interface AppState {
  running: boolean;
  /** Set when the app closes: the run stops before its next check. */
  stopping: boolean;
  current: Promise<unknown> | null;
  report: TestReport | null;
  /** The latest result of every check (a category run updates its own). */
  latest: Map<string, TestItem>;
}

const states = new WeakMap<FastifyInstance, AppState>();

export function stateOf(app: FastifyInstance): AppState {
  let state = states.get(app);
  if (!state)
    states.set(
      app,
      (state = { running: false, stopping: false, current: null, report: null, latest: new Map() }),
    );
  return state;
}

/** Every check's latest result (pending when never run). */
export function latestItems(app: FastifyInstance, checks: readonly Check[] = CHECKS): TestItem[] {
  const state = stateOf(app);
  return checks.map((c) => state.latest.get(c.id) ?? pendingItem(c));
}

/**
 * Runs the checks, calling `emit` for each step. The report covers the checks run; the app's
 * state keeps each check's latest result for GET /api/self-tests.
 */
export async function runChecks(
  ctx: Omit<CheckContext, 'signal'>,
  checks: readonly Check[],
  emit: (event: SelfTestEvent) => void = () => undefined,
): Promise<TestReport> {
  const state = stateOf(ctx.app);
  const started = performance.now();
  const items = checks.map(pendingItem);
  emit({ type: 'started', tests: items });
  for (let i = 0; i < checks.length; i += 1) {
    if (state.stopping) break;
    const check = checks[i]!;
    items[i] = { ...items[i]!, status: 'running' };
    emit({ type: 'test', test: items[i]! });
    items[i] = await runCheck(check, ctx);
    state.latest.set(check.id, items[i]!);
    emit({ type: 'test', test: items[i]! });
  }
  const report = buildReport(items, Math.round(performance.now() - started));
  state.report = report;
  emit({ type: 'done', report });
  return report;
}
