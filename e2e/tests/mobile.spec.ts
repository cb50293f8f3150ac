/**
 * The shell on a phone (375 px): the sidebar starts closed below 768 px, the menu button opens it,
 * and following a link navigates and closes it (spec 000 §2 shell, §9 breakpoint).
 */
import { ACCOUNTS, expect, fr, loginAs, menuLink, test } from './helpers';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('the mobile menu opens from the menu button and closes after navigating', async ({ page }) => {
  await loginAs(page, ACCOUNTS.sourcing);
  const tasks = menuLink(page, 'tasks');
  const openMenu = page.getByRole('button', { name: fr.shell.openMenu });

  // Closed at first: no menu link on screen.
  await expect(openMenu).toBeVisible();
  await expect(tasks).not.toBeInViewport();
  await expect(menuLink(page, 'dashboard')).not.toBeInViewport();

  await openMenu.click();
  await expect(tasks).toBeInViewport();
  await expect(menuLink(page, 'dashboard')).toBeInViewport();

  await tasks.click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(tasks).not.toBeInViewport();
  await expect(openMenu).toBeVisible();
});

test('the mobile menu closes with its close button and with Escape', async ({ page }) => {
  await loginAs(page, ACCOUNTS.sourcing);
  const openMenu = page.getByRole('button', { name: fr.shell.openMenu });
  const dashboard = menuLink(page, 'dashboard');

  await openMenu.click();
  await expect(dashboard).toBeInViewport();
  await page.getByRole('button', { name: fr.shell.closeMenu }).first().click();
  await expect(dashboard).not.toBeInViewport();

  await openMenu.click();
  await expect(dashboard).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(dashboard).not.toBeInViewport();
});

test('the login page fits a phone screen', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: fr.auth.signIn, exact: true });
  await expect(submit).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('the 768 px breakpoint', () => {
  for (const { width, open } of [
    { width: 767, open: false },
    { width: 768, open: true },
  ]) {
    test(`at ${width} px the sidebar starts ${open ? 'open' : 'closed'}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await loginAs(page, ACCOUNTS.sourcing);
        const settings = menuLink(page, 'settings');
        if (open) {
          await expect(settings).toBeInViewport();
          await expect(page.getByRole('button', { name: fr.shell.openMenu })).toBeHidden();
        } else {
          await expect(page.getByRole('button', { name: fr.shell.openMenu })).toBeVisible();
          await expect(settings).not.toBeInViewport();
        }
      } finally {
        await context.close();
      }
    });
  }
});
