import { defineConfig } from 'vitest/config';

/** The API tests' common settings (see the two server projects below). */
const server = {
  environment: 'node' as const,
  pool: 'forks' as const,
  // One migrated database per run, which each file's database is copied from.
  globalSetup: ['server/test/global-setup.ts'],
  // Every JSON answer is checked against its route's declared schema (docs/route-contract.md).
  env: { COMPTOIR_CHECK_ANSWERS: '1' },
  testTimeout: 30_000,
  hookTimeout: 90_000,
};
const SERVER_TESTS = ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'];
const SERVER_EXCLUDED = ['server/src/modules/extraction/engine/**'];
/**
 * API test files that mock a module (vi.mock), spy on a clock or a logger (vi.spyOn), fake timers
 * or set process.env while they run: they keep vitest's per-file isolation. A test added with one
 * of these belongs here (server/test/isolation.test.ts checks the list).
 */
export const SERVER_ISOLATED = [
  'server/src/modules/analytics/figures.test.ts',
  'server/src/modules/currency/refresh.test.ts',
  'server/src/modules/extraction/extraction.test.ts',
  'server/src/modules/goals/goals.test.ts',
  'server/src/modules/imports/bombs.test.ts',
  'server/src/modules/invoices/incoming-conformance.test.ts',
  'server/src/modules/invoices/invoices.test.ts',
  'server/src/modules/invoices/mail.test.ts',
  'server/src/modules/time/time.test.ts',
  'server/src/platform/einvoice/validate.test.ts',
  'server/src/platform/shutdown.test.ts',
];

/**
 * Five projects: core (pure unit tests), engine (the extraction engine, pure), server and
 * server-isolated (API tests on a real Fastify app and a real database: PGlite, or PostgreSQL when
 * TEST_DB=postgres), web (components in jsdom).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The document extraction engine: pure functions over bytes, no database, so it runs once
        // with the unit tests rather than twice with the API tests.
        test: {
          name: 'engine',
          include: ['server/src/modules/extraction/engine/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          include: SERVER_TESTS,
          exclude: [...SERVER_EXCLUDED, ...SERVER_ISOLATED],
          // The API test files share their worker's modules (the app's code is loaded once per
          // worker, not once per file: that load was a third of the run). Each file still builds
          // its own app on its own database; the code keeps its state per app or per database.
          isolate: false,
        },
      },
      {
        test: {
          ...server,
          // Files that replace a module, a clock or an environment variable while they run get
          // modules of their own, so nothing they change reaches another file.
          name: 'server-isolated',
          include: SERVER_ISOLATED,
          exclude: SERVER_EXCLUDED,
        },
      },
      'web/vite.config.*ts',
    ],
  },
});
