/**
 * The shell on a phone (375 px): the sidebar starts closed below 768 px, the menu button opens it,
 * and following a link navigates and closes it (spec 000 §2 shell, §9 breakpoint).
 * Every screen of the menu, and the details opened from the lists, fit a 390 px phone: the page
 * never scrolls sideways (issue 30 §3).
 */
import type { Locator, Page } from '@playwright/test';
import { visibleMenu, type AccessSubject } from '../../core/src/permissions';
import { ACCOUNTS, escapeRegExp, expect, fr, signInAs, menuIds, menuLink, settled, test } from './helpers';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/**
 * How wide the page is against the screen. Not `window.innerWidth`: on a phone (isMobile) the
 * browser zooms out to show a page wider than the screen, and innerWidth grows with it; the
 * layout viewport (`clientWidth` of <html>) stays the screen's width.
 */
function pageWidth(page: Page): Promise<{ scroll: number; screen: number }> {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
}

test('the mobile menu opens from the menu button and closes after navigating', async ({ page }) => {
  await signInAs(page, ACCOUNTS.sourcing);
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
  await signInAs(page, ACCOUNTS.sourcing);
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
  const { scroll, screen } = await pageWidth(page);
  expect(scroll, `/login is ${scroll} px wide on a ${screen} px screen`).toBeLessThanOrEqual(screen);
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
        await signInAs(page, ACCOUNTS.sourcing);
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

/**
 * A list's records by its accessible name: the cards of a list (phones), or the rows of a table's
 * body (were it a table again), so that the test measures the screen whatever its markup.
 */
function records(main: Locator, name: string): Locator {
  return main
    .getByRole('list', { name, exact: true })
    .getByRole('listitem')
    .or(main.getByRole('table', { name, exact: true }).locator('tbody tr'));
}

/**
 * What a screen shows once its data is there, where its width depends on it (the screens that
 * scrolled sideways before issue 30 §3); every screen also waits for its h1 and its loading
 * states to end.
 */
const CONTENT: Record<string, (main: Locator) => Locator> = {
  dashboard: (main) => main.getByRole('region', { name: fr.dashboard.breakdown.orders }),
  'super-admin': (main) => records(main, fr.admin.table.caption).first(),
  testing: (main) => main.getByTestId(/^category-/).first(),
  invoices: (main) => records(main, fr.invoices.direction.outgoing).first(),
  analytics: (main) => main.getByRole('heading', { name: fr.analytics.sections.byMonth }),
  team: (main) => main.getByRole('heading', { name: ACCOUNTS.sourcing.name }),
};

/**
 * The lists (by name) whose first record's detail is checked too (the demo data has some of
 * each); from an order's detail, its client's too (a client with an order and quotes: its
 * histories are tables).
 */
const DETAILS: Record<string, { list: string; follow?: (main: Locator) => Locator }> = {
  quotes: { list: fr.quotes.title },
  orders: { list: fr.orders.title, follow: (main) => main.locator('a[href^="/clients?id="]').first() },
  invoices: { list: fr.invoices.direction.outgoing },
  demandes: { list: fr.demandes.list.label },
  clients: { list: fr.clients.title },
};

/** Fails (softly: every screen is measured) when the page is wider than the screen. */
async function expectFits(page: Page, screenName: string): Promise<void> {
  const { scroll, screen } = await pageWidth(page);
  expect
    .soft(scroll, `${screenName} is ${scroll} px wide on a ${screen} px screen (it scrolls sideways)`)
    .toBeLessThanOrEqual(screen);
}

/** The menu ids of the signed-in user, read from the mobile menu (opened, then closed). */
async function menuOf(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: fr.shell.openMenu }).click();
  await expect(menuLink(page, 'dashboard')).toBeInViewport();
  const ids = await menuIds(page);
  await page.keyboard.press('Escape');
  await expect(menuLink(page, 'dashboard')).toBeHidden();
  return ids;
}

/** Opens each screen of `ids` from the menu, then the first record of the lists in DETAILS. */
async function visitScreens(page: Page, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await page.getByRole('button', { name: fr.shell.openMenu }).click();
    const link = menuLink(page, id);
    const path = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
    await settled(page, CONTENT[id]);
    await expectFits(page, path);

    const detail = DETAILS[id];
    if (detail === undefined) continue;
    const main = page.getByRole('main');
    await records(main, detail.list).first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}\\?id=`));
    await settled(page);
    await expectFits(page, detailName(page));
    if (detail.follow) {
      await detail.follow(main).click();
      await expect(page).toHaveURL(/\?id=/);
      await settled(page);
      await expectFits(page, detailName(page));
    }
  }
}

/** A detail screen's name in a failure: its path and record ('/orders?id=…'). */
function detailName(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

test.describe('every screen fits a 390 px phone (issue 30 §3)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the director's screens, and the details of the lists", async ({ page }) => {
    await signInAs(page, ACCOUNTS.operations);
    await visitScreens(page, await menuOf(page));
  });

  test("the super admin's screens the director does not have", async ({ page, request }) => {
    // The director's menu, from her account as the server describes it.
    const director = await request.post('/api/auth/login', {
      data: { email: ACCOUNTS.operations.email, password: ACCOUNTS.operations.password },
    });
    expect(director.status()).toBe(200);
    const { user } = (await director.json()) as { user: AccessSubject };
    const directorMenu = visibleMenu(user).map((item) => item.id);

    await signInAs(page, ACCOUNTS.admin);
    const others = (await menuOf(page)).filter((id) => !directorMenu.includes(id));
    expect(others).toEqual(expect.arrayContaining(['users', 'super-admin', 'testing']));
    await visitScreens(page, others);
  });
});
