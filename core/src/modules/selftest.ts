/**
 * Platform self-test (/testing, super administrators only): the specification's 58 tests in 15
 * categories and one added since ('Montants devis → commande', issue 26), each checking the
 * running system for real (server/src/modules/selftest).
 * Shapes follow the specification: a test item (id, name, category, status, duration in ms, error,
 * details, timestamp) and a test report (timestamp, summary counts, categories with stats and tests).
 */
import { z } from 'zod';
import { wholeCounts } from '../contracts';

export const SELFTEST_CATEGORIES = [
  'Authentication',
  'Dashboard',
  'Tasks',
  'Team',
  'Users',
  'Products',
  'Orders',
  'Clients',
  'Demandes',
  'Quotes',
  'Invoices',
  'Analytics',
  'Settings',
  'Price List',
  'Goals',
] as const;
export type SelfTestCategory = (typeof SELFTEST_CATEGORIES)[number];

/**
 * The specification's 58 tests (section 9) and one added since ('Montants devis → commande',
 * issue 26), in its 15 categories.
 */
export const SELFTEST_TOTAL = 59;

/**
 * 'warning': the check ran and found nothing broken, but something a user should act on (no backup
 * configured, for instance); like 'skipped', it counts neither for nor against the success rate.
 */
export const TEST_STATUSES = ['pending', 'running', 'passed', 'warning', 'failed', 'skipped'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

export const testItem = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(SELFTEST_CATEGORIES),
  status: z.enum(TEST_STATUSES),
  /** Real duration of the check in milliseconds (0 while pending). */
  duration: z.number().int().nonnegative(),
  /** What went wrong, or what to do (null unless failed, skipped or warning). */
  error: z.string().nullable(),
  /** What was checked, and what was found. */
  details: z.string(),
  /** The underlying cause of a failure (exception message), when there is one. */
  cause: z.string().nullable(),
  /** Time limit of the check in milliseconds. */
  timeoutMs: z.number().int().positive(),
  /** When the check finished (ISO 8601), null while pending. */
  timestamp: z.string().nullable(),
});
export type TestItem = z.infer<typeof testItem>;

export const categoryStats = z.object({
  ...wholeCounts('total', 'passed', 'warning', 'failed', 'skipped', 'running', 'pending'),
});
export type CategoryStats = z.infer<typeof categoryStats>;

export const testReport = z.object({
  timestamp: z.string(),
  summary: categoryStats.extend({
    /** Passed over finished (passed + failed), in percent with one decimal; 0 when none finished. */
    successRate: z.number(),
    durationMs: z.number().int(),
  }),
  categories: z.array(
    z.object({
      name: z.enum(SELFTEST_CATEGORIES),
      stats: categoryStats,
      tests: z.array(testItem),
    }),
  ),
});
export type TestReport = z.infer<typeof testReport>;

/** Events of the progress stream (POST /api/self-tests/run answers text/event-stream). */
export type SelfTestEvent =
  | { type: 'started'; tests: TestItem[] }
  | { type: 'test'; test: TestItem }
  | { type: 'done'; report: TestReport };

export const runQuery = z.object({ category: z.enum(SELFTEST_CATEGORIES).optional() });

/** State of the backups, shown on /testing and in GET /api/health. */
export const backupStatus = z.object({
  /** Directory where archives are written (scheduled and `npm run backup`). */
  directory: z.string(),
  /** Hours between scheduled backups; 0 when the server schedules none. */
  everyHours: z.number(),
  keep: z.number().int(),
  last: z
    .object({
      file: z.string(),
      at: z.string(),
      ageHours: z.number(),
      bytes: z.number().int(),
    })
    .nullable(),
});
export type BackupStatus = z.infer<typeof backupStatus>;

export const selfTestState = z.object({
  report: testReport.nullable(),
  running: z.boolean(),
  backup: backupStatus,
  tests: z.array(testItem),
});
export type SelfTestState = z.infer<typeof selfTestState>;

/** Counts of a list of tests. */
export function statsOf(tests: readonly Pick<TestItem, 'status'>[]): CategoryStats {
  const stats: CategoryStats = {
    total: tests.length,
    passed: 0,
    warning: 0,
    failed: 0,
    skipped: 0,
    running: 0,
    pending: 0,
  };
  for (const t of tests) stats[t.status] += 1;
  return stats;
}

/** Passed over finished tests (passed + failed), in percent, one decimal. */
export function successRate(stats: CategoryStats): number {
  const finished = stats.passed + stats.failed;
  return finished === 0 ? 0 : Math.round((stats.passed / finished) * 1000) / 10;
}

/** The report of a list of tests, grouped by category in the specification's order. */
export function buildReport(tests: readonly TestItem[], durationMs: number, now = new Date()): TestReport {
  const summary = statsOf(tests);
  return {
    timestamp: now.toISOString(),
    summary: { ...summary, successRate: successRate(summary), durationMs },
    categories: SELFTEST_CATEGORIES.map((name) => {
      const inCategory = tests.filter((t) => t.category === name);
      return { name, stats: statsOf(inCategory), tests: [...inCategory] };
    }).filter((c) => c.tests.length > 0),
  };
}
