/**
 * The dashboard ('Tableau de Bord Opérationnel', spec 001 §2): the administrator sees the figures
 * of the month, a request created meanwhile (through the API) shows after 'Actualiser' in the total
 * and in the recent requests, and the period selector is kept in the URL.
 */
import type { Locator } from '@playwright/test';
import { ACCOUNTS, expect, fr, signInAs, test } from './helpers';

const d = fr.dashboard;

/** The number shown on a headline card. */
async function cardValue(card: Locator): Promise<number> {
  const text = (await card.getByTestId('headline-value').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('the dashboard counts a new request after a refresh', async ({ page }) => {
  const title = `Demande tableau de bord ${Date.now().toString(36)}`;
  await signInAs(page, ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
  await expect(page.getByText(d.loading)).toHaveCount(0);

  const cards = page.getByTestId('dashboard-cards');
  for (const label of [
    d.cards.totalRequests,
    d.cards.totalOrders,
    d.cards.highPriority,
    d.cards.totalValue,
  ]) {
    await expect(cards.getByRole('group', { name: label })).toBeVisible();
  }
  await expect(
    page.getByRole('progressbar', { name: new RegExp(`^${d.requestStatus.pending}`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: new RegExp(`^${d.orderStatus.delivered}`) }),
  ).toBeVisible();
  const requests = page.getByRole('region', { name: d.recent.requests });
  await expect(requests.getByRole('link', { name: d.recent.viewAll })).toHaveAttribute('href', '/demandes');
  await expect(
    page.getByRole('region', { name: d.recent.orders }).getByRole('link', { name: d.recent.viewAll }),
  ).toHaveAttribute('href', '/orders');
  const total = cards.getByRole('group', { name: d.cards.totalRequests });
  const before = await cardValue(total);
  await expect(requests.getByText(title)).toHaveCount(0);

  const created = await page.request.post('/api/demandes', {
    data: {
      form: 'demandes',
      title,
      description: 'Créée par le test du tableau de bord.',
      category: 'Sourcing',
      deadline: '2027-01-31',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { demande } = (await created.json()) as { demande: { id: string } };

  // Nothing moves until the refresh.
  expect(await cardValue(total)).toBe(before);
  await page.getByRole('button', { name: d.refresh }).click();
  await expect.poll(() => cardValue(total)).toBeGreaterThan(before);
  const item = requests.getByRole('link', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await expect(item).toContainText(d.recent.noClient);
  await expect(item).toHaveAttribute('href', `/demandes?id=${demande.id}`);

  // The period is kept in the URL.
  await page.getByLabel(d.period.label).selectOption({ label: d.period.year });
  await expect(page).toHaveURL(/\/dashboard\?period=year$/);
  await expect(page.getByText(d.loading)).toHaveCount(0);
  await expect.poll(() => cardValue(total)).toBeGreaterThan(before);
  await page.reload();
  await expect(page.getByLabel(d.period.label)).toHaveValue('year');
});
