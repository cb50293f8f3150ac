/**
 * Amounts to the cent from quote to order to invoice (issue 26) and the two e-invoice formats
 * (issue 27): a quote with discounts and two VAT rates is accepted, converted into an order and
 * the order invoiced in full; the three screens and the three PDFs show the same 'Total HT', VAT
 * per rate and 'Total TTC', and the issued invoice downloads as Factur-X (the XML inside the PDF)
 * and as UBL.
 */
import type { Page } from '@playwright/test';
import { formatMoney } from '../../core/src/currency';
import { documentAmounts } from '../../core/src/line-amounts';
import { ACCOUNTS, ensureIdentity, expect, fr, signInAs, newClient, test } from './helpers';
import { pdfText } from './pdf';

/** Four lines of issue 26's quotes: each rounds to the cent once, never the discounted unit price first. */
const LINES = [
  { productName: 'Classeurs', quantity: '100', unitPrice: '24.50', discount: '5', taxRate: '20' },
  { productName: 'Livres', quantity: '1000', unitPrice: '0.35', discount: '3', taxRate: '5.5' },
  { productName: 'Agrafes', quantity: '7', unitPrice: '7.33', discount: '12.5', taxRate: '20' },
  { productName: 'Boutons', quantity: '333', unitPrice: '1.0375', discount: '7', taxRate: '20' },
];
const FIGURES = documentAmounts(LINES);
const euros = (amount: string) => formatMoney(amount, 'EUR').replace(/\s/g, ' ');
/** What every document of the flow shows under its lines: each label and its amount. */
const EXPECTED: [label: string, value: string][] = [
  ['Total HT', euros(FIGURES.subtotal)],
  ...FIGURES.vat.map((v): [string, string] => [
    `TVA ${v.rate.replace('.', ',')} % sur ${euros(v.base)}`,
    euros(v.amount),
  ]),
  ['Total TTC', euros(FIGURES.totalAmount)],
];
const squeeze = (text: string) => text.replace(/\s/g, '');

/** A screen's totals box shows each label followed by its amount. */
async function expectTotalsBox(page: Page, label: string): Promise<void> {
  const text = squeeze((await page.getByLabel(label).textContent()) ?? '');
  for (const [name, value] of EXPECTED) expect(text, name).toContain(squeeze(name + value));
}

/** A PDF's text holds each label and each amount. */
function expectTotalsPdf(text: string): void {
  for (const [name, value] of EXPECTED) {
    expect(text, name).toContain(name);
    expect(text, name).toContain(value);
  }
}

/** The text of the PDF behind a download link. */
async function downloadedText(page: Page, name: string | RegExp): Promise<{ file: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  const { readFileSync } = await import('node:fs');
  const buffer = readFileSync(await download.path());
  return { file: download.suggestedFilename(), text: await pdfText(buffer) };
}

test('a discounted quote, its order and its invoice carry the same amounts, on screen and in PDF', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInAs(page, ACCOUNTS.admin);
  await ensureIdentity(page);
  const stamp = Date.now().toString(36);
  const clientId = await newClient(page, `Client montants ${stamp}`);
  const created = await page.request.post('/api/quotes', {
    data: { title: `Fournitures ${stamp}`, clientId, validUntil: '2099-12-31', taxRate: '20', items: LINES },
  });
  expect(created.status()).toBe(201);
  const { quote } = (await created.json()) as { quote: { id: string } };
  for (const action of ['send', 'accept']) {
    expect((await page.request.post(`/api/quotes/${quote.id}/${action}`, { data: {} })).ok()).toBe(true);
  }

  // The quote: its totals on screen and in its PDF.
  await page.goto(`/quotes?id=${quote.id}`);
  await expectTotalsBox(page, fr.quotes.totals.label);
  expectTotalsPdf((await downloadedText(page, fr.quotes.actions.pdf)).text);

  // Converted: the order keeps every line and total.
  await page.getByRole('button', { name: fr.quotes.actions.convert }).click();
  await expect(page).toHaveURL(/\/orders\?id=[0-9a-f-]{36}$/);
  await expectTotalsBox(page, fr.orders.totals.label);
  expectTotalsPdf((await downloadedText(page, fr.orders.actions.pdf)).text);

  // Confirmed and invoiced in full: the draft takes each line's rate and discount.
  await page.getByRole('button', { name: fr.orders.moveTo.confirmed, exact: true }).click();
  await expect(page.getByRole('region', { name: fr.orders.detail.details })).toContainText(
    fr.orders.status.confirmed,
  );
  const section = page.getByRole('region', { name: 'Facturation' });
  await section.getByRole('button', { name: 'Facturer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle facture' });
  const preview = ((await dialog.getByLabel(fr.invoices.ui.totals.label).textContent()) ?? '').replace(
    /\s/g,
    '',
  );
  expect(preview).toContain(`TotalTTC${euros(FIGURES.totalAmount).replace(/ /g, '')}`);
  await dialog.getByRole('button', { name: 'Créer le brouillon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brouillon de facture' })).toBeVisible();
  await page.getByRole('button', { name: 'Émettre' }).click();
  await page
    .getByRole('dialog', { name: 'Émettre la facture' })
    .getByRole('button', { name: 'Émettre' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Facture FAC-\d{4}-\d{5}$/ })).toBeVisible();
  await expectTotalsBox(page, fr.invoices.ui.totals.label);
  const invoicePdf = await downloadedText(page, fr.invoices.ui.actions.pdf);
  expectTotalsPdf(invoicePdf.text);
  expect(invoicePdf.file).toMatch(/FAC-\d{4}-\d{5}.*\.pdf$/);
});

test('an issued invoice downloads as Factur-X and as Peppol UBL with the same totals', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, ACCOUNTS.admin);
  await ensureIdentity(page);
  const stamp = Date.now().toString(36);
  // A buyer with a VAT number: its Peppol address (the UBL's buyer endpoint).
  const client = await page.request.post('/api/clients', {
    data: {
      name: `Client UBL ${stamp}`,
      newCompany: {
        name: `Acheteur UBL ${stamp}`,
        vatNumber: 'FR11123456782',
        address: '3 rue Neuve\n69001 Lyon',
      },
    },
  });
  expect(client.status()).toBe(201);
  const answer = (await client.json()) as { client?: { id: string }; id?: string };
  const clientId = answer.client?.id ?? answer.id!;
  const draft = await page.request.post('/api/invoices', {
    data: {
      clientId,
      currency: 'EUR',
      items: LINES.map(({ productName, ...l }) => ({ ...l, description: productName })),
    },
  });
  expect(draft.status()).toBe(201);
  const { invoice } = (await draft.json()) as { invoice: { id: string; clientId: string } };
  const issued = await page.request.post(`/api/invoices/${invoice.id}/issue`, { data: {} });
  expect(issued.status()).toBe(200);
  await page.goto(`/invoices?id=${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Facture FAC-\d{4}-\d{5}$/ })).toBeVisible();

  // The Factur-X PDF: the CII inside carries the totals.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: fr.invoices.ui.actions.pdf }).click(),
  ]);
  const { readFileSync } = await import('node:fs');
  const pdfBytes = readFileSync(await pdf.path()).toString('latin1');
  expect(pdfBytes.startsWith('%PDF-')).toBe(true);
  expect(pdfBytes).toContain('factur-x.xml');

  // UBL: Peppol BIS Billing 3.0, with the same totals.
  const [ubl] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: fr.invoices.ui.actions.ubl }).click(),
  ]);
  expect(ubl.suggestedFilename()).toMatch(/FAC-\d{4}-\d{5}\.xml$/);
  const xml = readFileSync(await ubl.path(), 'utf8');
  expect(xml).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
  expect(xml).toMatch(
    new RegExp(`<cbc:TaxExclusiveAmount currencyID="EUR">${FIGURES.subtotal}</cbc:TaxExclusiveAmount>`),
  );
  expect(xml).toMatch(
    new RegExp(`<cbc:PayableAmount currencyID="EUR">${FIGURES.totalAmount}</cbc:PayableAmount>`),
  );
});
