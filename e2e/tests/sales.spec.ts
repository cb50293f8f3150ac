/**
 * Quotes and orders (spec 001 §2, §4, §5; issue 6): the super administrator creates a quote for a
 * demo client with the client and product pickers (live totals as core computes them), downloads
 * its PDF, sends it (no SMTP here: 'not e-mailed'), accepts it, converts it into an order, then
 * moves the order along to delivered, downloads the purchase order and finds it on the dashboard.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { formatMoney } from '../../core/src/currency';
import { documentAmounts } from '../../core/src/line-amounts';
import { ACCOUNTS, escapeRegExp, expect, fr, signInAs, test, translate, expectShown } from './helpers';

const q = fr.quotes;
const o = fr.orders;
/** A demo client (server/src/modules/clients/demo.ts) and a demo product (products/demo.ts). */
const CLIENT = 'Sophie Martin (démo)';
const PRODUCT = { search: 'chargeur ga', name: 'Chargeur GaN 65 W (démo)' };

/** The demo client, created through the API when the demo data lacks it. */
async function ensureClient(page: Page): Promise<void> {
  const found = await page.request.get(`/api/clients?q=${encodeURIComponent('Sophie Martin')}&pageSize=20`);
  expect(found.ok()).toBe(true);
  const { items } = (await found.json()) as { items: { name: string }[] };
  if (items.some((c) => c.name === CLIENT)) return;
  const created = await page.request.post('/api/clients', {
    data: { name: CLIENT, newCompany: { name: 'Hôtel du Port (démo)' }, zone: 'France' },
  });
  expect(created.status()).toBe(201);
}

/** Clicks a download link and checks the file: a .pdf name and PDF content. */
async function downloadPdf(page: Page, name: string | RegExp): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('a quote made with the pickers goes from draft to a delivered order', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Chargeurs e2e ${Date.now().toString(36)}`;

  await signInAs(page, ACCOUNTS.admin);
  await ensureClient(page);
  await page.goto('/quotes');
  await expect(page.getByRole('heading', { level: 1, name: q.title })).toBeVisible();

  // 'Nouveau Devis': nothing filled in → the specification's messages.
  await page.getByRole('button', { name: q.actions.new }).click();
  const dialog = page.getByRole('dialog', { name: q.form.createTitle });
  await dialog.getByRole('button', { name: q.actions.create }).click();
  await expect(dialog.getByRole('alert')).toContainText(q.validation.required);
  await expect(dialog.getByRole('alert')).toContainText(q.validation.items);

  // The client, with the client picker.
  const client = dialog.getByRole('combobox', { name: `${q.fields.client} *` });
  await client.pressSequentially('Sophie');
  await dialog.getByRole('option', { name: new RegExp(escapeRegExp(CLIENT)) }).click();
  await expect(client).toHaveValue(CLIENT);
  await dialog.getByRole('textbox', { name: `${q.fields.title} *` }).fill(title);

  // The line, with the product picker: name, description and the client's price filled in.
  const line = dialog.getByRole('group', { name: translate('fr', 'quotes.lines.line', { n: '1' }) });
  await line.getByRole('combobox', { name: q.lines.product }).pressSequentially(PRODUCT.search);
  await line.getByRole('option', { name: new RegExp(escapeRegExp(PRODUCT.name)) }).click();
  await expect(line.getByRole('textbox', { name: `${q.lines.productName} *` })).toHaveValue(PRODUCT.name);
  await expect(
    line.getByText(
      new RegExp(
        [q.lines.priceFromProduct, q.lines.priceFromZone.replace(/\{\{zone\}\}.*/, '')]
          .map(escapeRegExp)
          .join('|'),
      ),
    ),
  ).toBeVisible();
  const unitPrice = await line.getByRole('spinbutton', { name: `${q.lines.unitPrice} *` }).inputValue();
  expect(unitPrice).toMatch(/^\d+(\.\d{1,2})?$/);
  await line.getByRole('spinbutton', { name: `${q.lines.quantity} *` }).fill('3');
  await line.getByRole('spinbutton', { name: q.lines.discount }).fill('10');

  // Live totals, as core computes them (and the server will).
  const totals = documentAmounts([{ quantity: '3', unitPrice, discount: '10', taxRate: '20' }]);
  await expect(
    line.getByRole('status', { name: translate('fr', 'quotes.lines.lineTotal', { n: '1' }) }),
  ).toHaveText(formatMoney(totals.lines[0]!, 'EUR'));
  await expect(dialog.getByLabel(q.totals.label)).toContainText(formatMoney(totals.totalAmount, 'EUR'));

  await dialog.getByRole('button', { name: q.actions.create }).click();
  await expect(dialog).toBeHidden();
  await expectShown(page, q.success.created);
  const heading = page.getByRole('heading', { level: 1, name: /^Devis DEV-\d{4}-\d{3,}$/ });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=[0-9a-f-]{36}/);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByLabel(q.totals.label)).toContainText(formatMoney(totals.totalAmount, 'EUR'));

  // The PDF.
  await downloadPdf(page, q.actions.pdf);

  // Send: no SMTP in the tests, so the quote is marked sent and the message says it was not e-mailed.
  await page.getByRole('button', { name: q.actions.send, exact: true }).click();
  await expect(
    page.getByText(
      new RegExp(`${escapeRegExp(q.success.sentNoSmtp)}|${escapeRegExp(q.success.sentNoEmail)}`),
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: q.actions.edit })).toBeHidden();

  // Accept, then convert into an order: the order opens.
  await page.getByRole('button', { name: q.actions.accept, exact: true }).click();
  await expectShown(page, q.success.accepted);
  await page.getByRole('button', { name: q.actions.convert }).click();
  await expect(page).toHaveURL(/\/orders\?id=[0-9a-f-]{36}$/);
  const orderHeading = page.getByRole('heading', { level: 1, name: /^Commande CMD-\d{4}-\d{3,}$/ });
  await expect(orderHeading).toBeVisible();
  const details = page.getByRole('region', { name: o.detail.details });
  await expect(details).toContainText(o.status.pending);
  await expect(details.getByRole('link', { name: o.detail.openQuote })).toBeVisible();
  await expect(page.getByRole('table', { name: o.detail.items })).toContainText(PRODUCT.name);

  // Along the flow to delivered.
  await page.getByRole('button', { name: o.moveTo.confirmed, exact: true }).click();
  await expectShown(page, translate('fr', 'orders.success.statusChanged', { status: o.status.confirmed }));
  await page.getByRole('button', { name: o.moveTo.shipped }).click();
  await expectShown(page, translate('fr', 'orders.success.statusChanged', { status: o.status.shipped }));
  await page.getByRole('button', { name: o.moveTo.delivered }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByLabel(o.fields.deliveryDate)).not.toHaveValue('');
  await confirm.getByRole('button', { name: o.moveTo.delivered }).click();
  await expectShown(page, translate('fr', 'orders.success.statusChanged', { status: o.status.delivered }));
  await expect(details).toContainText(o.status.delivered);
  await expect(page.getByRole('button', { name: o.moveTo.cancelled })).toBeHidden();
  const history = page.getByRole('region', { name: o.detail.history });
  await expect(history.getByRole('listitem')).toHaveCount(4);

  // The purchase order PDF.
  await downloadPdf(page, o.actions.pdf);
  const reference = ((await orderHeading.textContent()) ?? '').replace(/^Commande /, '');

  // The quote now links to its order.
  await details.getByRole('link', { name: o.detail.openQuote }).click();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: q.actions.viewOrder })).toBeVisible();
  await expect(page.getByRole('button', { name: q.actions.convert })).toBeHidden();

  // The dashboard counts it: the delivered order is among the recent orders of the month.
  await page.goto('/dashboard');
  const recentOrders = page.getByRole('region', { name: fr.dashboard.recent.orders });
  await expect(recentOrders.getByRole('link', { name: new RegExp(escapeRegExp(reference)) })).toBeVisible();
});
