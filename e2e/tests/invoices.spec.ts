import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS, ensureIdentity, expect, fr, issuedInvoice, signInAs, newClient, test } from './helpers';
import { linesAt, tableRows, textPdf } from './pdf';

const ui = fr.invoices.ui;

async function deliveredOrder(page: Page, stamp: string): Promise<{ id: string; reference: string }> {
  const clientId = await newClient(page, `Client facture ${stamp}`);
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
  test.setTimeout(240_000);
  await signInAs(page, ACCOUNTS.admin);
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

/** An issued invoice of our own, as a supplier would send it: its Factur-X PDF. */
async function facturXPdf(page: Page, stamp: string): Promise<{ number: string; pdf: Buffer }> {
  const invoice = await issuedInvoice(page, await newClient(page, `Acheteur ${stamp}`), {
    description: 'Lampe de bureau',
    quantity: '3',
    unitPrice: '40.00',
    taxRate: '20',
  });
  const pdf = await page.request.get(`/api/invoices/${invoice.id}/pdf`);
  expect(pdf.status()).toBe(200);
  return { number: invoice.number, pdf: Buffer.from(await pdf.body()) };
}

/** A plain PDF invoice (text, no embedded XML) from a French supplier. */
function supplierInvoicePdf(stamp: string): Buffer {
  return textPdf([
    ...linesAt(50, 'Filature du Rhone SARL', '8 quai Perrache, 69002 Lyon', 'contact@filature-rhone.fr'),
    [],
    ...linesAt(50, `FACTURE N° FR-${stamp}`, 'Date : 12/11/2026', 'Echeance : 12/12/2026'),
    [],
    ...tableRows(
      [50, 300, 380, 480],
      ['Designation', 'Quantite', 'Prix unitaire', 'Total'],
      ['Fil de lin 500 g', '20', '25,00', '500,00'],
    ),
    [],
    ...linesAt(300, 'Total HT : 500,00 EUR', 'TVA 20 % : 100,00 EUR', 'Total TTC : 600,00 EUR'),
  ]);
}

/** From the incoming tab: upload, analyse, let `review` check and correct, validate; the detail shows. */
async function readIncoming(
  page: Page,
  file: { name: string; buffer: Buffer },
  review: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
): Promise<void> {
  await page.goto('/invoices?direction=incoming');
  await page.getByRole('button', { name: ui.actions.upload }).click();
  const dialog = page.getByRole('dialog', { name: ui.ai.title });
  await dialog.getByLabel(ui.ai.choose).setInputFiles({ ...file, mimeType: 'application/pdf' });
  await dialog.getByRole('button', { name: ui.ai.start }).click();
  await expect(dialog.getByText(ui.ai.overall)).toBeVisible({ timeout: 60_000 });
  await review(dialog);
  await dialog.getByRole('button', { name: ui.ai.validate, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** 'Valider pour paiement', then one payment of the whole balance: 'Payée'. */
async function approveAndPay(page: Page, balance: RegExp): Promise<void> {
  await expect(page.locator('[data-status="to_check"]').first()).toBeVisible();
  await page.getByRole('button', { name: ui.actions.approve }).click();
  await expect(page.locator('[data-status="to_pay"]').first()).toBeVisible();
  await expect(page.locator('[data-total="balance"]')).toContainText(balance);
  await page.getByRole('button', { name: ui.actions.pay }).click();
  const pay = page.getByRole('dialog', { name: ui.payment.title });
  await pay.getByRole('button', { name: ui.payment.submit }).click();
  await expect(page.locator('[data-status="paid"]').first()).toBeVisible();
  await expect(page.locator('[data-total="balance"]')).toContainText('0,00');
}

test('a supplier Factur-X and a supplier PDF are read, corrected, validated and paid', async ({ page }) => {
  // Two extractions in the worker threads of a shared two-core machine.
  test.setTimeout(360_000);
  await signInAs(page, ACCOUNTS.admin);
  await ensureIdentity(page);
  const stamp = String(Date.now());

  // The Factur-X: read from its embedded XML, every value certain; the number is kept.
  const facturX = await facturXPdf(page, stamp);
  await readIncoming(page, { name: `${facturX.number}.pdf`, buffer: facturX.pdf }, async (dialog) => {
    await expect(dialog.getByRole('textbox', { name: /^Numéro de facture/ })).toHaveValue(facturX.number);
    await expect(dialog.getByRole('textbox', { name: /^Total TTC/ })).toHaveValue(/144(\.00)?$/);
    const supplier = dialog.getByRole('textbox', { name: /^Fournisseur/ });
    await supplier.fill(`Comptoir fournisseur ${stamp}`);
  });
  await expect(
    page.getByRole('heading', { level: 1, name: `Facture fournisseur ${facturX.number}` }),
  ).toBeVisible();
  await expect(page.getByText(`Comptoir fournisseur ${stamp}`).first()).toBeVisible();
  await approveAndPay(page, /144,00/);

  // The plain PDF: read from its text; the number is corrected before validating.
  await readIncoming(
    page,
    { name: `facture-filature-${stamp}.pdf`, buffer: supplierInvoicePdf(stamp) },
    async (dialog) => {
      await expect(dialog.getByRole('textbox', { name: /^Total HT/ })).toHaveValue(/^500(\.00)?$/);
      await expect(dialog.getByRole('textbox', { name: /^Total TTC/ })).toHaveValue(/^600(\.00)?$/);
      // Where the total was read: the page drawn, its line outlined (issue 34).
      const where = dialog.locator('details').filter({ hasText: 'Total TTC : 600,00' }).first();
      await where.locator('summary').click();
      await where.getByRole('button', { name: 'Voir sur la page' }).click();
      const drawn = where.getByRole('img', { name: /Page 1 du document/ });
      await expect(drawn).toBeVisible();
      await expect
        .poll(() => drawn.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(700);
      await expect(where.getByTestId('source-highlight')).toBeVisible();
      await dialog.getByRole('textbox', { name: /^Numéro de facture/ }).fill(`FR-${stamp}-C`);
    },
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `Facture fournisseur FR-${stamp}-C` }),
  ).toBeVisible();
  await approveAndPay(page, /600,00/);
});
