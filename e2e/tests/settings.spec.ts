/**
 * Settings (spec 000 §2 settings screen): two-factor sign-in enabled from the security tab with a
 * real TOTP code, then used to sign in; language switched from the language tab; session timeout
 * saved. Runs as a dedicated user created by the demo super admin (falls back to the commercial
 * demo account), and turns two-factor off again at the end.
 */
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { dedicatedUser, expect, fr, en, logoutButton, submitLogin, test } from './helpers';

const s = fr.settings;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, email, password);
}

function totp(secret: string) {
  return new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

test('two-factor sign-in: enable with a real code, sign in with a code, turn it off', async ({
  page,
  request,
}) => {
  // Four sign-ins (each an argon2 verification) and two enrolment steps: over 30 s on a loaded machine.
  test.setTimeout(180_000);
  const account = await dedicatedUser(request);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings?tab=security');
  await page.getByRole('switch', { name: s.security.twoFactor }).click();
  await expect(page.getByRole('img', { name: s.security.qrAlt })).toBeVisible();
  const secret = ((await page.getByLabel(s.security.manualKey).textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const generator = totp(secret);
  const enabledStep = OTPAuth.TOTP.counter({ period: 30, timestamp: Date.now() });
  await page.getByLabel(s.security.code, { exact: true }).fill(generator.generate({ timestamp: Date.now() }));
  await page.getByRole('button', { name: s.security.enable, exact: true }).click();

  const codes = page.getByRole('region', { name: s.security.recoveryTitle });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await codes.getByRole('listitem').allTextContents();
  await codes.getByRole('button', { name: s.security.done }).click();
  await expect(page.getByText(s.security.twoFactorOn, { exact: true })).toBeVisible();

  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, account.email, account.password);
  const codeInput = page.getByLabel(fr.auth.twoFactor.code, { exact: true });
  await expect(codeInput).toBeVisible();
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  // The enrolment spent the code of its time step: use the next step's code when still in it
  // (accepted: one step of tolerance), else the current one.
  const timestamp = Math.max(Date.now(), (enabledStep + 1) * 30_000);
  await codeInput.fill(generator.generate({ timestamp }));
  await page.getByRole('button', { name: fr.auth.twoFactor.verify }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Off again, with a recovery code, so the account signs in with its password alone.
  await page.goto('/settings?tab=security');
  await page.getByRole('switch', { name: s.security.twoFactor }).click();
  await page.getByLabel(s.security.codeOrRecovery).fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: s.security.disable, exact: true }).click();
  await expect(page.getByText(s.security.twoFactorOff, { exact: true }).first()).toBeVisible();
  // Signed out as a user is: the sign-out answered and the app on /login (a CI run navigated to
  // /login while the sign-out was in flight, which aborted it, and found a spinner there).
  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the language tab switches the interface at once and keeps it', async ({ page, request }) => {
  const account = await dedicatedUser(request);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings?tab=language');
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { level: 1, name: en.settings.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: en.settings.tabs.security })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en.settings.title })).toBeVisible();
  await page.getByRole('radio', { name: 'Français' }).check();
  await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
});

test('the session timeout is saved and applies to the next sign-in', async ({ page, request }) => {
  const account = await dedicatedUser(request);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings?tab=security');
  const select = page.getByLabel(s.security.sessionTimeout);
  await expect(select).toHaveValue('30');
  await select.selectOption('60');
  await page.getByRole('button', { name: s.save, exact: true }).click();
  await expect(page.getByRole('button', { name: s.saved, exact: true })).toBeVisible();
  // Back to idle after 2 seconds.
  await expect(page.getByRole('button', { name: s.save, exact: true })).toBeVisible({ timeout: 5_000 });
  await page.reload();
  await expect(page.getByLabel(s.security.sessionTimeout)).toHaveValue('60');

  const next = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect((await next.json()).session.idleTimeoutMinutes).toBe(60);
  // Put the default back (the fallback account is shared).
  await page.getByLabel(s.security.sessionTimeout).selectOption('30');
  await page.getByRole('button', { name: s.save, exact: true }).click();
  await expect(page.getByRole('button', { name: s.saved, exact: true })).toBeVisible();
});
