import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, loginAs, test } from './helpers';

/** The legal mentions an invoice cannot be issued without ('Société' settings). */
async function ensureIdentity(page: Page): Promise<void> {
  const current = await page.request.get('/api/settings/company');
  expect(current.ok()).toBe(true);
  const { identity } = (await current.json()) as { identity: Record<string, unknown> };
  const saved = await page.request.put('/api/settings/company', {
    data: {
      ...identity,
      legalName: identity.legalName || 'Comptoir Négoce SAS (démo)',
      address: identity.address || '12 rue du Port\n13002 Marseille\nFrance',
      siren: identity.siren || '732829320',
      vatNumber: identity.vatNumber || 'FR44732829320',
    },
  });
  expect(saved.ok()).toBe(true);
}

/** A delivered order for a new client, made through the API. */
async function deliveredOrder(page: Page, stamp: string): Promise<{ id: string; reference: string }> {
  const client = await page.request.post('/api/clients', {
    data: {
      name: `Client facture ${stamp}`,
      email: `facture-${stamp}@example.com`,
      newCompany: { name: `Société ${stamp}` },
      zone: 'France',
    },
  });
  expect(client.status()).toBe(201);
  const clientBody = (await client.json()) as { client?: { id: string }; id?: string };
  const clientId = clientBody.client?.id ?? clientBody.id!;
  const order = await page.request.post('/api/orders', {
    data: {
      clientId,
      status: 'delivered',
      currency: 'EUR',
      items: [{ productName: 'Drap en lin', quantity: '4', unitPrice: '45.00' }],
    },
  });
  expect(order.status()).toBe(201);
  const orderBody = (await order.json()) as { order: { id: string; reference: string } };
  return orderBody.order;
}

test('an order is invoiced, issued, downloaded and paid in two payments', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, ACCOUNTS.admin);
  await ensureIdentity(page);
  const order = await deliveredOrder(page, String(Date.now()));

  await page.goto(`/orders?id=${order.id}`);
  const section = page.getByRole('region', { name: 'Facturation' });
  await expect(section.getByTestId('order-remaining')).toContainText('180,00');
  await section.getByRole('button', { name: 'Facturer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle facture' });
  await expect(dialog.getByRole('textbox', { name: /Ligne 1 \(Drap en lin\)/ })).toHaveValue('4');
  await dialog.getByRole('button', { name: 'Créer le brouillon' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Brouillon de facture' })).toBeVisible();
  await page.getByRole('button', { name: 'Émettre' }).click();
  const issue = page.getByRole('dialog', { name: 'Émettre la facture' });
  await issue.getByRole('button', { name: 'Émettre' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Facture FAC-\d{4}-\d{5}$/ });
  await expect(heading).toBeVisible();
  // 180.00 without tax, 20 % VAT: 216.00.
  await expect(page.locator('[data-total="total"]')).toContainText('216,00');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger le PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/FAC-\d{4}-\d{5}.*\.pdf$/);
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  await page.getByRole('button', { name: 'Enregistrer un paiement' }).click();
  let pay = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
  await pay.getByRole('textbox', { name: /^Montant/ }).fill('100');
  await pay.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(page.getByText('Paiement enregistré.')).toBeVisible();
  await expect(page.locator('[data-status="partially_paid"]').first()).toBeVisible();
  await expect(page.locator('[data-total="balance"]')).toContainText('116,00');

  await page.getByRole('button', { name: 'Enregistrer un paiement' }).click();
  pay = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
  await expect(pay.getByRole('textbox', { name: /^Montant/ })).toHaveValue('116.00');
  await pay.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(page.locator('[data-status="paid"]').first()).toBeVisible();
  await expect(page.locator('[data-total="balance"]')).toContainText('0,00');

  // The order is now fully invoiced.
  await page.goto(`/orders?id=${order.id}`);
  await expect(page.getByRole('region', { name: 'Facturation' })).toContainText(
    'Commande entièrement facturée.',
  );
});
