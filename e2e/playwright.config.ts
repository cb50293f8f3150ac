import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the built web app served by the real server (see global-setup.ts).
 * Run with `npm run test:e2e` from the repository root: it builds web/ first.
 *
 * Chromium is Debian's (CHROMIUM_PATH, default /usr/bin/chromium); Playwright's own browsers are
 * never downloaded.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two cores: the server and one browser per worker.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The list as it runs; the JSON report feeds the failures' digest that `npm test` prints after
  // its summary (CI shows the end of the output).
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  // A ceiling, not a wait: a test ends when it is done. Two workers, the server and its database
  // share two cores; on a slower day the longest flows (several reloads and sign-ins) took over
  // 30 s in CI, and on 2026-11-30 (load average 11 on this virtual machine) three passed 60 s:
  // every ceiling was doubled then, the tests' own ones included.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results/e2e',
  use: {
    // Set by global-setup.ts in the main process; workers inherit it and re-read this file.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});
