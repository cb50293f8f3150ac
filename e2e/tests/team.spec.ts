/**
 * Team management (spec 001 §2, §5 Team add, §8): a super administrator creates a user, adds them
 * to the Commercial department through 'Add Member' (the specification's message), finds them on
 * the Commercial tab with computed figures ('—' without completed tasks), sees they are no longer
 * offered, and a click on the member opens their requests.
 */
import { ACCOUNTS, expect, fr, signInAs, test, translate, expectShown } from './helpers';

const tm = fr.team;

test('an administrator adds a user to the team', async ({ page }) => {
  const tag = `e2e${Date.now().toString(36)}`;
  const name = `Équipier ${tag}`;
  await signInAs(page, ACCOUNTS.admin);
  const created = await page.request.post('/api/admin-users/create-user', {
    data: {
      fullName: name,
      email: `${tag}@example.com`,
      phone: null,
      password: 'Equipe-E2E-2026!',
      isAdmin: false,
      role: 'Editor',
      modules: ['dashboard', 'tasks', 'team'],
      companies: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: tm.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(tm.departments.Sourcing) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(tm.definitions.efficiency)).toBeVisible();
  await expect(page.getByRole('button', { name: tm.actions.newPerson })).toBeVisible();

  await page.getByRole('button', { name: tm.actions.addMember }).click();
  const dialog = page.getByRole('dialog', { name: tm.add.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(tm.add.search).fill(tag);
  const row = dialog.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText(tm.add.admin)).toHaveCount(0);
  await row
    .getByRole('button', {
      name: translate('fr', 'team.actions.assignTo', { name, department: tm.departments.Commercial }),
    })
    .click();

  await expect(dialog).toBeHidden();
  await expectShown(
    page,
    translate('fr', 'team.success.added', { name, department: tm.departments.Commercial }),
  );

  // On the Commercial tab, with computed figures: no completed task yet, so '—'.
  await page.getByRole('tab', { name: new RegExp(tm.departments.Commercial) }).click();
  await expect(page).toHaveURL(/department=Commercial/);
  await expect(page.getByRole('button', { name: tm.actions.newPerson })).toHaveCount(0);
  await page.getByRole('searchbox', { name: tm.filters.search }).fill(tag);
  const link = page.getByRole('link', { name });
  await expect(link).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: link });
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(tm.levels.senior) })).toBeVisible();
  await expect(card.getByText(tm.card.noValue).first()).toBeVisible();
  await expect(card.getByText(tm.statuses.offline)).toBeVisible();

  // No longer offered in 'Add Member'.
  await page.getByRole('button', { name: tm.actions.addMember }).click();
  await dialog.getByLabel(tm.add.search).fill(tag);
  await expect(dialog.getByText(tm.add.empty)).toBeVisible();
  await dialog.getByRole('button', { name: tm.actions.close }).click();
  await expect(dialog).toBeHidden();

  // A click on the member opens their requests.
  await link.click();
  await expect(page).toHaveURL(/\/demandes\?member=[0-9a-f-]{36}$/);
});
