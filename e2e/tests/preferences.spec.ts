/**
 * Interface language (fr, en, zh) and light/dark theme, before and after sign-in
 * (spec 000 §1, §9). Signed-in changes are saved to the account, so the language test signs in
 * with a user of its own, and the theme test with commercial@, which no other spec signs in with,
 * and puts its preferences back afterwards.
 */
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  type Account,
  dedicatedUser,
  en,
  expect,
  fr,
  languageSelect,
  loginForm,
  logoutButton,
  menuLink,
  submitLogin,
  test,
  themeToggle,
  zh,
  type Language,
  type Messages,
} from './helpers';

async function expectLoginPageIn(page: Page, lang: Language, messages: Messages) {
  await expect(page.getByRole('heading', { name: messages.auth.title, exact: true })).toBeVisible();
  const form = loginForm(page, lang);
  await expect(form.email).toBeVisible();
  await expect(form.password).toBeVisible();
  await expect(form.remember).toBeVisible();
  await expect(form.submit).toBeVisible();
  await expect(page.getByText(messages.auth.sslNotice)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function expectShellIn(page: Page, lang: Language, messages: Messages) {
  await expect(logoutButton(page, lang)).toBeVisible();
  await expect(menuLink(page, 'dashboard')).toContainText(messages.modules.dashboard);
  await expect(menuLink(page, 'settings')).toContainText(messages.modules.settings);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Chooses `lang` in the language list: `expectIn` finds the page in it at once, and after a reload. */
async function chooseLanguage(
  page: Page,
  lang: Language,
  messages: Messages,
  expectIn: (page: Page, lang: Language, messages: Messages) => Promise<void>,
) {
  await languageSelect(page).selectOption(lang);
  await expectIn(page, lang, messages);
  await page.reload();
  await expectIn(page, lang, messages);
}

/** Puts the account's saved preferences back to French and light. */
async function resetPreferences(page: Page, account: Account) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok()).toBe(true);
  const patched = await page.request.patch('/api/auth/preferences', {
    data: { language: 'fr', theme: 'light' },
  });
  expect(patched.ok()).toBe(true);
}

test.describe('language', () => {
  test('switching to English then Chinese translates the login page and the shell, and persists', async ({
    page,
    request,
  }) => {
    // Its own account: the language is saved to it, and the demo accounts serve other tests meanwhile.
    const account = await dedicatedUser(request);
    await page.goto('/login');
    await expectLoginPageIn(page, 'fr', fr);

    await chooseLanguage(page, 'en', en, expectLoginPageIn);
    await chooseLanguage(page, 'zh', zh, expectLoginPageIn);

    // Validation messages follow the language too.
    await loginForm(page, 'zh').submit.click();
    await expect(page.getByText(zh.auth.validation.emailRequired, { exact: true })).toBeVisible();

    // Signing in keeps the language chosen on the login page.
    await submitLogin(page, account.email, account.password, { lang: 'zh' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectShellIn(page, 'zh', zh);
    await page.reload();
    await expectShellIn(page, 'zh', zh);

    // Switching inside the shell.
    await chooseLanguage(page, 'en', en, expectShellIn);

    await languageSelect(page).selectOption('fr');
    await expectShellIn(page, 'fr', fr);
  });

  test('the invalid-credentials banner is translated', async ({ page }) => {
    await page.goto('/login');
    await languageSelect(page).selectOption('en');
    await submitLogin(page, `nobody-${Date.now()}@example.com`, 'whatever-password', { lang: 'en' });
    await expect(
      page.getByRole('alert').filter({ hasText: en.auth.errors.invalidCredentials }),
    ).toBeVisible();
  });
});

test.describe('theme', () => {
  test.afterEach(async ({ page }) => {
    await resetPreferences(page, ACCOUNTS.commercial);
  });

  test('the toggle adds and removes the dark class on <html>, before and after sign-in', async ({ page }) => {
    const html = page.locator('html');
    await page.goto('/login');
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

    await themeToggle(page).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(themeToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

    await themeToggle(page).click();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(themeToggle(page)).toHaveAttribute('aria-pressed', 'false');

    await submitLogin(page, ACCOUNTS.commercial.email, ACCOUNTS.commercial.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await themeToggle(page).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.reload();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await themeToggle(page).click();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });
});
