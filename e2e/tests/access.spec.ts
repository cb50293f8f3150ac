/**
 * Access control in the browser: the menu follows the user's modules, a forbidden module shows
 * 'Accès restreint', super-admin pages refuse everyone else (spec 000 §6, core/src/permissions.ts).
 */
import { MENU_ITEMS } from '../../core/src/permissions';
import {
  ACCOUNTS,
  action,
  escapeRegExp,
  expect,
  fr,
  signInAs,
  menuIds,
  menuLink,
  sidebar,
  test,
  translate,
} from './helpers';

/** sourcing@comptoir.demo's modules, in menu order. */
const SOURCING_MENU = ['dashboard', 'tasks', 'team', 'products', 'pricelist', 'demandes', 'settings'];
const SUPER_ADMIN_PAGES = ['users', 'super-admin', 'testing'] as const;

/** The heading each super-admin page shows: the built screens' titles, else 'en construction'. */
function superAdminPageHeading(menuId: (typeof SUPER_ADMIN_PAGES)[number]): string {
  if (menuId === 'users') return fr.admin.users.title;
  if (menuId === 'super-admin') return fr.admin.superAdmin.title;
  return fr.selftest.title;
}

function underConstructionTitle(menuId: string): string {
  return translate('fr', 'shell.underConstructionTitle', {
    module: fr.modules[menuId as keyof typeof fr.modules],
  });
}

test.describe('a restricted user (sourcing)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, ACCOUNTS.sourcing);
  });

  test('sees only the menu items of their modules', async ({ page }) => {
    await expect(menuLink(page, 'dashboard')).toBeVisible();
    expect(await menuIds(page)).toEqual(SOURCING_MENU);
    for (const id of ['users', 'super-admin', 'testing', 'quotes', 'orders', 'clients', 'analytics']) {
      await expect(menuLink(page, id)).toHaveCount(0);
    }
    // Each link is labelled with its module and points to its path.
    for (const id of SOURCING_MENU) {
      const item = MENU_ITEMS.find((m) => m.id === id)!;
      await expect(menuLink(page, id)).toHaveAttribute('href', item.path);
      await expect(menuLink(page, id)).toContainText(fr.modules[id as keyof typeof fr.modules]);
    }
  });

  test('the active menu item follows the page', async ({ page }) => {
    await expect(menuLink(page, 'dashboard')).toHaveAttribute('aria-current', 'page');
    await menuLink(page, 'products').click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menuLink(page, 'products')).toHaveAttribute('aria-current', 'page');
    await expect(menuLink(page, 'dashboard')).not.toHaveAttribute('aria-current', 'page');
  });

  test("a forbidden module's URL shows 'Accès restreint', the allowed modules and a way back", async ({
    page,
  }) => {
    await page.goto('/quotes');
    await expect(page.getByRole('heading', { name: fr.shell.accessRestrictedTitle })).toBeVisible();
    await expect(page.getByText(fr.shell.accessRestrictedMessage)).toBeVisible();
    await expect(page.getByText(fr.shell.allowedModules)).toBeVisible();
    const main = page.getByRole('main');
    for (const id of SOURCING_MENU) {
      await expect(main.getByText(fr.modules[id as keyof typeof fr.modules], { exact: true })).toBeVisible();
    }
    await expect(main.getByText(fr.modules.quotes, { exact: true })).toHaveCount(0);
    // Still inside the shell.
    await expect(menuLink(page, 'dashboard')).toBeVisible();

    await action(main, fr.common.backToDashboard).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: fr.shell.accessRestrictedTitle })).toBeHidden();
  });

  for (const id of SUPER_ADMIN_PAGES) {
    test(`/${id} is refused: super administrators only`, async ({ page }) => {
      await page.goto(`/${id}`);
      await expect(page.getByRole('heading', { name: fr.shell.unauthorizedTitle })).toBeVisible();
      await expect(page.getByText(fr.shell.unauthorizedMessage)).toBeVisible();
      await expect(
        action(page.getByRole('main'), new RegExp(`^${escapeRegExp(fr.common.back)}`)),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: underConstructionTitle(id) })).toHaveCount(0);
    });
  }
});

test.describe('the super administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, ACCOUNTS.admin);
  });

  test('sees every menu item', async ({ page }) => {
    await expect(menuLink(page, 'dashboard')).toBeVisible();
    expect(await menuIds(page)).toEqual(MENU_ITEMS.map((m) => m.id));
  });

  for (const id of SUPER_ADMIN_PAGES) {
    test(`reaches /${id} inside the shell`, async ({ page }) => {
      await menuLink(page, id).click();
      await expect(page).toHaveURL(new RegExp(`/${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: superAdminPageHeading(id) })).toBeVisible();
      await expect(page.getByText(fr.shell.unauthorizedTitle)).toHaveCount(0);
      await expect(menuLink(page, id)).toHaveAttribute('aria-current', 'page');
      await expect(sidebar(page).getByText(ACCOUNTS.admin.name)).toBeVisible();

      // Also when the address is typed.
      await page.goto(`/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: superAdminPageHeading(id) })).toBeVisible();
    });
  }

  // Every module has its screen now (the last 'en construction' one, /analytics, is built): the
  // check that such a page opens inside the shell was dropped; the analysis opens there instead.
  test('a business module opens inside the shell, from the menu and from its address', async ({ page }) => {
    await menuLink(page, 'analytics').click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole('heading', { level: 1, name: fr.analytics.title })).toBeVisible();
    await expect(menuLink(page, 'analytics')).toHaveAttribute('aria-current', 'page');

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: fr.analytics.title })).toBeVisible();
    await expect(menuLink(page, 'analytics')).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown address shows the not-found page with a way back to the dashboard', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas');
    await expect(page.getByRole('heading', { name: fr.shell.notFoundTitle })).toBeVisible();
    await expect(page.getByText(fr.shell.notFoundMessage)).toBeVisible();
    await action(page.getByRole('main'), fr.common.goHome).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(menuLink(page, 'dashboard')).toBeVisible();
    await expect(page.getByRole('heading', { name: fr.shell.notFoundTitle })).toBeHidden();
  });
});
