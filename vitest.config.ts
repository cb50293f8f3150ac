import { defineConfig } from 'vitest/config';

/**
 * Four projects: core (pure unit tests), engine (the extraction engine, pure), server (API tests on a real Fastify app and a real
 * database: PGlite, or PostgreSQL when TEST_DB=postgres), web (components in jsdom).
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
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          exclude: ['server/src/modules/extraction/engine/**'],
          environment: 'node',
          pool: 'forks',
          // One migrated database per run, which each file's database is copied from.
          globalSetup: ['server/test/global-setup.ts'],
          // Every JSON answer is checked against its route's declared schema (docs/route-contract.md).
          env: { COMPTOIR_CHECK_ANSWERS: '1' },
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      'web/vite.config.*ts',
    ],
  },
});
