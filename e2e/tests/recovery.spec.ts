/**
 * Password recovery screens. The browser-test server has no SMTP_URL: the page explains that an
 * administrator must reset the password and offers no form. (The e-mail flow itself, with a local
 * SMTP server, is covered by server/src/modules/auth/recovery.test.ts.)
 */
import { expect, fr, test } from './helpers';

test('without e-mail sending, the recovery page sends the user to an administrator', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: fr.auth.forgotPassword }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText(fr.auth.resetPasswordComing)).toBeVisible();
  await expect(page.getByLabel(fr.auth.email)).toHaveCount(0);
  await page.getByRole('link', { name: fr.auth.backToLogin }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a link with an unknown token says so and offers a new link', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByText(fr.auth.recovery.newPasswordTitle)).toBeVisible();
  await page.getByLabel(fr.auth.newPassword, { exact: true }).fill('Recovered-Pass-77');
  await page.getByLabel(fr.auth.confirmPassword, { exact: true }).fill('Recovered-Pass-77');
  await page.getByRole('button', { name: fr.auth.recovery.submitNew }).click();
  await expect(page.getByRole('alert')).toContainText(fr.auth.errors.resetTokenInvalid);
  await page.getByRole('link', { name: fr.auth.recovery.requestNew }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText(fr.auth.resetPasswordComing)).toBeVisible();
});
