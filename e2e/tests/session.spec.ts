/**
 * The session in the browser: redirects, reload, logout, and the first-load spinner
 * (spec 000 §2 routes and shell, §4 session check).
 */
import {
  ACCOUNTS,
  SESSION_COOKIE,
  expect,
  fr,
  loginAs,
  loginForm,
  logoutButton,
  sidebar,
  test,
} from './helpers';

test('signed out, / and protected pages go to /login and the spinner does not stay', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).submit).toBeVisible();
  await expect(page.getByText(fr.common.loading, { exact: true })).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).email).toBeVisible();
});

test('after signing in from a protected address, the user comes back to it', async ({ page }) => {
  await page.goto('/team');
  await expect(page).toHaveURL(/\/login$/);
  const form = loginForm(page);
  await form.email.fill(ACCOUNTS.sourcing.email);
  await form.password.fill(ACCOUNTS.sourcing.password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/team$/);
});

test('the session survives a reload, and / goes to the dashboard', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page).getByText(ACCOUNTS.admin.name)).toBeVisible();
  await expect(page.getByText(fr.common.loading, { exact: true })).toHaveCount(0);

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The login page sends a signed-in user on to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout returns to /login and protected pages are closed again', async ({ page, context }) => {
  await loginAs(page, ACCOUNTS.sourcing);
  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).submit).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/tasks');
  await expect(page).toHaveURL(/\/login$/);
  // Back in history does not reopen the shell either.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
});

test("'Chargement...' gives way to the page on a slow first session check", async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  // Delay the session check on the next load so the spinner is certainly seen, then released.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/session', async (route) => {
    await gate;
    await route.continue();
  });
  await page.reload();
  const loading = page.getByText(fr.common.loading, { exact: true });
  await expect(loading).toBeVisible();
  release();
  await expect(loading).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page).getByText(ACCOUNTS.admin.name)).toBeVisible();
});

test("'Chargement...' ends with the login page when the server does not answer the session check", async ({
  page,
}) => {
  // The check gives up after 3 seconds (spec 000 §4) and the visitor is treated as signed out.
  await page.route('**/api/auth/session', () => undefined);
  await page.goto('/dashboard');
  await expect(page.getByText(fr.common.loading, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
  await expect(loginForm(page).submit).toBeVisible();
  await expect(page.getByText(fr.common.loading, { exact: true })).toHaveCount(0);
});
