/**
 * The sign-in screen: validation, errors, password toggle, demonstration accounts, 'remember me'
 * and the account lock after repeated failures (spec 000 §2 login screen, §5, §8).
 */
import {
  ACCOUNTS,
  SESSION_COOKIE,
  alertWith,
  expect,
  fr,
  loginAs,
  loginForm,
  sidebar,
  submitLogin,
  test,
  translate,
} from './helpers';

const { validation, errors } = fr.auth;

test.describe('sign-in form validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });

  test('shows the required-field messages on an empty submit', async ({ page }) => {
    const form = loginForm(page);
    await form.submit.click();
    await expect(page.getByText(validation.emailRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(validation.passwordRequired, { exact: true })).toBeVisible();
    await expect(form.email).toHaveAccessibleDescription(validation.emailRequired);
    await expect(form.password).toHaveAccessibleDescription(validation.passwordRequired);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the format and length messages, and each clears when its field is edited', async ({ page }) => {
    const form = loginForm(page);
    await form.email.fill('pas-une-adresse');
    await form.password.fill('12345');
    await form.submit.click();
    const emailInvalid = page.getByText(validation.emailInvalid, { exact: true });
    const passwordMin = page.getByText(validation.passwordMin, { exact: true });
    await expect(emailInvalid).toBeVisible();
    await expect(passwordMin).toBeVisible();

    // Editing the email clears its message only.
    await form.email.pressSequentially('@');
    await expect(emailInvalid).toBeHidden();
    await expect(passwordMin).toBeVisible();

    // Then the password's.
    await form.password.pressSequentially('6');
    await expect(passwordMin).toBeHidden();
    await expect(page.getByText(validation.emailRequired)).toBeHidden();
  });

  test('clears the required message as soon as the field is typed in', async ({ page }) => {
    const form = loginForm(page);
    await form.submit.click();
    const emailRequired = page.getByText(validation.emailRequired, { exact: true });
    const passwordRequired = page.getByText(validation.passwordRequired, { exact: true });
    await expect(emailRequired).toBeVisible();
    await form.password.pressSequentially('x');
    await expect(passwordRequired).toBeHidden();
    await expect(emailRequired).toBeVisible();
    await form.email.pressSequentially('a');
    await expect(emailRequired).toBeHidden();
  });
});

test.describe('sign-in', () => {
  test('refuses a wrong password with the invalid-credentials banner, which clears on edit', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitLogin(page, ACCOUNTS.sourcing.email, 'not-the-password');
    const banner = alertWith(page, errors.invalidCredentials);
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText(errors.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);

    await loginForm(page).password.pressSequentially('x');
    await expect(banner).toBeHidden();
  });

  test('refuses an unknown account with the same banner', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, `nobody-${Date.now()}@example.com`, 'whatever-password');
    await expect(alertWith(page, errors.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a good sign-in lands on the dashboard with the name in the sidebar', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebar(page).getByText(ACCOUNTS.admin.name)).toBeVisible();
    await expect(sidebar(page).getByText(ACCOUNTS.admin.email)).toBeVisible();
  });

  test('the show/hide toggle switches the password input type', async ({ page }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.password.fill('secret-value');
    await expect(form.password).toHaveAttribute('type', 'password');

    await form.showPassword.click();
    await expect(form.password).toHaveAttribute('type', 'text');
    await expect(form.password).toHaveValue('secret-value');
    await expect(form.showPassword).toBeHidden();

    await form.hidePassword.click();
    await expect(form.password).toHaveAttribute('type', 'password');
    await expect(form.showPassword).toBeVisible();
  });

  test('the demonstration panel toggles, lists the demo accounts and fills the form', async ({ page }) => {
    await page.goto('/login');
    const show = page.getByRole('button', { name: fr.auth.demoToggleShow });
    const hide = page.getByRole('button', { name: fr.auth.demoToggleHide });
    const panel = page.getByRole('region', { name: fr.auth.demoTitle });

    await expect(show).toBeVisible();
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await show.click();
    await expect(panel).toBeVisible();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    for (const account of Object.values(ACCOUNTS)) {
      await expect(panel.getByText(account.email, { exact: true })).toBeVisible();
      await expect(panel.getByText(account.password, { exact: true })).toBeVisible();
      await expect(panel.getByText(account.name, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('listitem')).toHaveCount(Object.keys(ACCOUNTS).length);

    // 'Use this account' fills the form with that account.
    await panel
      .getByRole('listitem')
      .filter({ hasText: ACCOUNTS.commercial.email })
      .getByRole('button', {
        name: translate('fr', 'auth.demoUseAccount', { name: ACCOUNTS.commercial.name }),
      })
      .click();
    const form = loginForm(page);
    await expect(form.email).toHaveValue(ACCOUNTS.commercial.email);
    await expect(form.password).toHaveValue(ACCOUNTS.commercial.password);

    await hide.click();
    await expect(panel).toBeHidden();
    await expect(show).toBeVisible();
  });

  test('the forgot-password link leads to the placeholder page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: fr.auth.forgotPassword }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByText(fr.auth.resetPasswordComing)).toBeVisible();
  });
});

test.describe("'remember me'", () => {
  test('ticked: the session cookie lasts 30 days', async ({ page, context }) => {
    await loginAs(page, ACCOUNTS.admin, { remember: true });
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie, `${SESSION_COOKIE} cookie`).toBeDefined();
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
  });

  test('not ticked: the session cookie ends with the browser session', async ({ page, context }) => {
    await loginAs(page, ACCOUNTS.admin, { remember: false });
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie, `${SESSION_COOKIE} cookie`).toBeDefined();
    expect(cookie!.expires).toBe(-1);
    expect(cookie!.httpOnly).toBe(true);
  });
});

test('after 5 failed sign-ins from one browser and address, the account is locked there (429, French message)', async ({
  page,
}) => {
  const email = `locked-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/login');
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill('wrong-password');

  const attempt = async () => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST'),
      form.submit.click(),
    ]);
    return response.status();
  };

  for (let i = 1; i <= 5; i++) {
    expect(await attempt(), `attempt ${i}`).toBe(401);
    await expect(alertWith(page, errors.invalidCredentials)).toBeVisible();
  }
  expect(await attempt(), 'attempt 6').toBe(429);
  await expect(alertWith(page, errors.tooManyAttempts)).toHaveText(errors.tooManyAttempts);
  await expect(alertWith(page, errors.invalidCredentials)).toBeHidden();
});
