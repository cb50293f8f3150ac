/**
 * The server's Content Security Policy (no inline scripts, no outside origins) must not block any
 * part of the app: the console stays free of CSP violations on the login page and in the shell.
 * (Every other test also fails on a CSP violation, through the cspViolations fixture.)
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { ACCOUNTS, expect, fr, loginForm, menuLink, submitLogin, test, themeToggle } from './helpers';

function collectConsole(page: Page) {
  const messages: string[] = [];
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    csp: () => messages.filter((m) => /Content Security Policy/i.test(m)),
    pageErrors: () => errors,
  };
}

test('no CSP violation on the login page and the dashboard', async ({ page }) => {
  const log = collectConsole(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(loginForm(page).submit).toBeVisible();
  // Exercise the page a little: theme switch, demo panel, a failed sign-in.
  await themeToggle(page).click();
  await themeToggle(page).click();
  await page.getByRole('button', { name: fr.auth.demoToggleShow }).click();
  await submitLogin(page, `nobody-${Date.now()}@example.com`, 'whatever-password');
  await expect(page.getByRole('alert').filter({ hasText: fr.auth.errors.invalidCredentials })).toBeVisible();
  expect(log.csp()).toEqual([]);

  await submitLogin(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(menuLink(page, 'dashboard')).toBeVisible();
  await page.reload();
  await expect(menuLink(page, 'dashboard')).toBeVisible();
  await menuLink(page, 'settings').click();
  await expect(page).toHaveURL(/\/settings$/);

  expect(log.csp()).toEqual([]);
  expect(log.pageErrors()).toEqual([]);
});
