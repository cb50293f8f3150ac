import { defineConfig } from 'vitest/config';

/**
 * Three projects: core (pure unit tests), server (API tests on a real Fastify app and a real
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
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      'web/vite.config.*ts',
    ],
  },
});
