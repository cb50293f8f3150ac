/**
 * Clients (spec 001 §2, §5, §8; issue 6): the commercial manager creates a client together with a
 * new company, finds it in the list, opens its detail (company, empty histories, analytics), and
 * deletes it after the confirmation.
 */
import { ACCOUNTS, expect, fr, signInAs, test, translate, expectShown } from './helpers';

const c = fr.clients;

test('a Manager creates a client with a new company, opens it and deletes it', async ({ page }) => {
  const tag = `e2e${Date.now().toString(36)}`;
  const client = { name: `Client ${tag}`, email: `${tag}@exemple.fr`, phone: '+33 6 12 34 56 78' };
  const company = `Société ${tag}`;

  await signInAs(page, ACCOUNTS.commercial);
  await page.goto(`/clients?q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByText(c.empty)).toBeVisible();
  // The written VIP rule is on the page.
  await expect(page.getByRole('region', { name: c.vip.title })).toContainText(c.vip.prospect);

  // The form refuses a missing name and company, then creates the client with a new company.
  await page.getByRole('button', { name: c.actions.new }).click();
  const dialog = page.getByRole('dialog', { name: c.form.createTitle });
  await dialog.getByRole('button', { name: c.actions.save }).click();
  await expect(dialog.getByRole('alert').first()).toContainText(c.validation.required);
  await dialog.getByLabel(`${c.fields.name} *`, { exact: true }).fill(client.name);
  await dialog
    .getByLabel(`${c.fields.company} *`, { exact: true })
    .selectOption({ label: c.form.newCompanyOption });
  await dialog.getByLabel(`${c.fields.companyName} *`, { exact: true }).fill(company);
  await dialog.getByLabel(c.fields.industry, { exact: true }).fill('Hôtellerie');
  await dialog.getByLabel(c.fields.website, { exact: true }).fill(`www.${tag}.fr`);
  await dialog.getByLabel(c.fields.email, { exact: true }).fill(client.email);
  await dialog.getByLabel(c.fields.phone, { exact: true }).fill(client.phone);
  await dialog.getByLabel(c.fields.zone, { exact: true }).selectOption('Europe');
  await dialog.getByRole('button', { name: c.actions.save }).click();
  await expectShown(page, c.success.created);
  await expect(dialog).toBeHidden();

  // In the list, with its company; searching by phone digits finds it too.
  const row = page.getByRole('table', { name: c.title }).getByRole('row').filter({ hasText: client.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(company);
  await expect(row).toContainText(c.kinds.prospect);
  await page.getByLabel(c.filters.search, { exact: true }).fill('612345678');
  await expect(page).toHaveURL(/q=612345678/);
  await expect(row).toBeVisible();
  await page.getByLabel(c.filters.search, { exact: true }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));

  // The detail: contact, company, empty histories.
  await row.getByRole('link', { name: client.name }).click();
  await expect(page).toHaveURL(/[?&]id=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  await expect(page.getByRole('region', { name: c.detail.contact })).toContainText(client.email);
  const companySection = page.getByRole('region', { name: c.detail.company });
  await expect(companySection).toContainText(company);
  await expect(companySection).toContainText('Hôtellerie');
  await expect(page.getByRole('region', { name: c.detail.general })).toContainText('Europe');
  await expect(page.getByText(c.detail.noOrders)).toBeVisible();
  await expect(page.getByText(c.detail.noQuotes)).toBeVisible();
  await expect(page.getByRole('region', { name: c.detail.analytics })).toContainText(c.detail.totalOrders);

  // Delete it from the detail, after the confirmation; back on the list, it is gone.
  await page.getByRole('button', { name: c.actions.delete, exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(c.confirm.message);
  await expect(confirm).toContainText(translate('fr', 'clients.confirm.irreversible', { name: client.name }));
  await confirm.getByRole('button', { name: c.confirm.confirm }).click();
  await expectShown(page, c.success.deleted);
  await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
  await expect(page.getByText(c.empty)).toBeVisible();

  // The new company stays, granted to its creator, in the companies tab.
  await page.getByRole('tab', { name: c.tabs.companies }).click();
  await expect(page.getByRole('cell', { name: company, exact: true })).toBeVisible();
});
