/**
 * User administration in the browser (spec 000 §2 super-admin screen, §4, §8): a super admin
 * creates a user with three modules and a company, that user sees only those menu items,
 * deactivation ends their open session, a password reset replaces the old password, and the
 * JSON export carries exactly the specification's fields.
 */
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { USER_EXPORT_FIELDS } from '../../core/src/modules/admin-users';
import {
  ACCOUNTS,
  alertWith,
  expect,
  fr,
  signInAs,
  loginForm,
  menuIds,
  menuLink,
  submitLogin,
  test,
  translate,
  expectShown,
} from './helpers';

const COMPANY = 'Comptoir Import Export (démo)';

function newMember() {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Inès Garnier ${tag}`,
    email: `ines.${tag}@example.test`,
    password: `Premier-Secret-${tag}`,
    tag,
  };
}
type Member = ReturnType<typeof newMember>;

/** The super-admin screen, searched for one user. */
async function openSuperAdmin(page: Page, search = '') {
  await page.goto(search ? `/super-admin?q=${encodeURIComponent(search)}` : '/super-admin');
  await expect(page.getByRole('heading', { level: 1, name: fr.admin.superAdmin.title })).toBeVisible();
}

function rowAction(page: Page, action: string, name: string) {
  return page.getByRole('button', { name: translate('fr', 'admin.actions.forUser', { action, name }) });
}

async function createMember(page: Page, member: Member) {
  await openSuperAdmin(page);
  await page.getByRole('button', { name: fr.admin.superAdmin.createUser }).click();
  const dialog = page.getByRole('dialog', { name: fr.admin.form.createTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(fr.admin.form.fullName).fill(member.name);
  await dialog.getByLabel(fr.admin.form.email, { exact: false }).first().fill(member.email);
  await dialog.getByLabel(new RegExp(`^${fr.admin.form.password}`)).fill(member.password);
  // Dashboard and tasks are ticked by default; add products: three modules.
  await expect(dialog.getByRole('checkbox', { name: fr.modules.dashboard, exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: fr.modules.tasks, exact: true })).toBeChecked();
  await dialog.getByRole('checkbox', { name: fr.modules.products, exact: true }).check();
  await dialog.getByRole('checkbox', { name: COMPANY }).check();
  await dialog.getByRole('button', { name: fr.admin.form.create, exact: true }).click();
  await expectShown(page, fr.admin.success.created);
  // The form closes by itself 2 seconds after success.
  await expect(dialog).toBeHidden();
}

/** A second, separate browser session (its own cookies), signed in as `member`. */
async function memberSession(browser: Browser, member: Pick<Member, 'email'>, password: string) {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, member.email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

test.describe('user administration', () => {
  // Two browser sessions and several password hashes per test: over 60 s on a loaded day, within
  // the configuration's 120 s ceiling.

  test.beforeEach(async ({ page }) => {
    await signInAs(page, ACCOUNTS.admin);
  });

  test('a created user sees only their three modules; deactivation ends their open session', async ({
    page,
    browser,
  }) => {
    const member = newMember();
    await createMember(page, member);

    const other = await memberSession(browser, member, member.password);
    await expect(menuLink(other.page, 'dashboard')).toBeVisible();
    expect(await menuIds(other.page)).toEqual(['dashboard', 'tasks', 'products']);
    await expect(menuLink(other.page, 'super-admin')).toHaveCount(0);

    // Their row: unconfirmed badge absent (created by an admin), three modules, 'Jamais' replaced
    // by the sign-in just made once the list is refreshed.
    await openSuperAdmin(page, member.tag);
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(fr.admin.table.emailNotConfirmed)).toHaveCount(0);
    for (const id of ['dashboard', 'tasks', 'products'] as const) {
      await expect(row.getByText(fr.modules[id], { exact: true })).toBeVisible();
    }

    const toggle = page.getByRole('switch', {
      name: translate('fr', 'admin.actions.activeToggle', { name: member.name }),
    });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expectShown(page, fr.admin.success.deactivated);
    await expect(toggle).not.toBeChecked();
    await expect(row.getByText(fr.admin.status.deactivated)).toBeVisible();

    // Their open session has ended: the next navigation lands on /login.
    await other.page.reload();
    await expect(other.page).toHaveURL(/\/login$/);
    await expect(loginForm(other.page).submit).toBeVisible();
    // And they cannot sign in again while deactivated.
    await submitLogin(other.page, member.email, member.password);
    await expect(alertWith(other.page, fr.auth.errors.accountInactive)).toBeVisible();
    await other.context.close();

    // The success banner goes away by itself.
    await expect(page.getByText(fr.admin.success.deactivated)).toBeHidden();
  });

  test('resetting a password: the old one fails, the new one works', async ({ page, browser }) => {
    const member = newMember();
    await createMember(page, member);
    const other = await memberSession(browser, member, member.password);

    await openSuperAdmin(page, member.tag);
    await rowAction(page, fr.admin.actions.resetPassword, member.name).click();
    const dialog = page.getByRole('dialog', { name: fr.admin.reset.title });
    const submit = dialog.getByRole('button', { name: fr.admin.reset.submit, exact: true });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText(translate('fr', 'admin.reset.counter', { count: '0' }))).toBeVisible();
    await dialog.getByRole('button', { name: fr.admin.reset.generate }).click();
    await expect(dialog.getByText(translate('fr', 'admin.reset.counter', { count: '12' }))).toBeVisible();
    const generated = await dialog.getByLabel(fr.admin.reset.newPassword).inputValue();
    expect(generated).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    await expect(dialog.getByLabel(fr.admin.reset.confirmPassword)).toHaveValue(generated);
    await submit.click();
    await expectShown(page, translate('fr', 'admin.success.passwordReset', { name: member.name }));
    await expect(dialog).toBeHidden();

    // The reset ended the member's session.
    await other.page.reload();
    await expect(other.page).toHaveURL(/\/login$/);
    await submitLogin(other.page, member.email, member.password);
    await expect(alertWith(other.page, fr.auth.errors.invalidCredentials)).toBeVisible();
    await other.page.reload();
    await submitLogin(other.page, member.email, generated);
    await expect(other.page).toHaveURL(/\/dashboard$/);
    await other.context.close();
  });

  test('the export downloads the filtered users with exactly the specification fields', async ({ page }) => {
    const member = newMember();
    await createMember(page, member);
    await openSuperAdmin(page, member.tag);
    await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: fr.admin.superAdmin.export, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^utilisateurs-\d{4}-\d{2}-\d{2}\.json$/);
    const rows = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!)).toEqual(USER_EXPORT_FIELDS);
    expect(rows[0]).toMatchObject({
      email: member.email,
      full_name: member.name,
      role: 'Viewer',
      status: fr.admin.status.Active,
      last_sign_in_at: null,
      modules: 'dashboard, tasks, products',
      is_super_admin: false,
    });
  });

  test('delete asks for confirmation; the journal records the actions', async ({ page }) => {
    const member = newMember();
    await createMember(page, member);
    await openSuperAdmin(page, member.tag);
    await rowAction(page, fr.admin.actions.delete, member.name).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(fr.admin.confirm.deleteSuper.message);
    await confirm.getByRole('button', { name: fr.common.cancel }).click();
    await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(1);

    await rowAction(page, fr.admin.actions.delete, member.name).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: fr.admin.confirm.deleteSuper.confirm })
      .click();
    await expectShown(page, fr.admin.success.deleted);
    await expect(page.getByText(fr.admin.table.empty)).toBeVisible();

    await page.getByRole('tab', { name: fr.admin.superAdmin.tabJournal }).click();
    await page.getByLabel(fr.admin.audit.target).fill(member.email);
    const journal = page.getByRole('table', { name: fr.admin.audit.caption });
    await expect(journal.getByRole('row').filter({ hasText: fr.admin.audit.actions.userDelete })).toHaveCount(
      1,
    );
    await expect(journal.getByRole('row').filter({ hasText: fr.admin.audit.actions.userCreate })).toHaveCount(
      1,
    );
    await expect(journal.getByText(ACCOUNTS.admin.email).first()).toBeVisible();
  });

  test('/users: counters, the edit modal and the credentials box', async ({ page }) => {
    const member = newMember();
    await createMember(page, member);
    await menuLink(page, 'users').click();
    await expect(page.getByRole('heading', { level: 1, name: fr.admin.users.title })).toBeVisible();
    // Demo mode: the demo super-admin credentials, with copy buttons.
    const box = page.getByRole('region', { name: fr.admin.credentials.title });
    await expect(box.getByText(ACCOUNTS.admin.email)).toBeVisible();
    await expect(box.getByRole('button', { name: fr.admin.credentials.copyPassword })).toBeVisible();

    await page.getByPlaceholder(fr.admin.filters.searchPlaceholder).fill(member.tag);
    await expect(page.getByRole('row').filter({ hasText: member.email })).toHaveCount(1);
    await rowAction(page, fr.admin.actions.edit, member.name).click();
    const dialog = page.getByRole('dialog', { name: fr.admin.form.editTitle });
    await dialog.getByLabel(fr.admin.form.fullName).fill(`${member.name} modifié`);
    await dialog.getByRole('button', { name: fr.admin.form.save }).click();
    await expectShown(page, fr.admin.success.updated);
    await expect(page.getByRole('row').filter({ hasText: `${member.name} modifié` })).toHaveCount(1);
  });
});
