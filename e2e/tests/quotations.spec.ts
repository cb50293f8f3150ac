/**
 * Supplier quotations of a requested product (spec 001 §2 'Supplier quotations (per product)', §4,
 * §5 'AI dialog', §8, §9 and issue 7): from a request's product card, 'Cotations' opens the panel;
 * a supplier's PDF quotation goes through the AI dialog (progress, then the values found with their
 * confidence), one value is corrected, the quotation is saved and approved, and the card's
 * quotation count and best price follow.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, fr, loginAs, test } from './helpers';
import { textPdf } from './pdf';

const q = fr.quotations.ui;

/** A French supplier's quotation: supplier, number, validity, one product line, total in EUR. */
function supplierQuotationPdf(): Buffer {
  return textPdf([
    [[50, 'Atelier Lumière SARL']],
    [[50, '12 rue des Artisans, 69003 Lyon']],
    [[50, 'Tél : +33 4 78 00 00 00 - contact@atelier-lumiere.fr']],
    [],
    [[50, 'DEVIS N° DV-2026-0142']],
    [[50, 'Date : 05/02/2026']],
    [[50, "Valable jusqu'au : 30/06/2030"]],
    [[50, 'Contact : Claire Petit']],
    [],
    [
      [50, 'Désignation'],
      [300, 'Quantité'],
      [380, 'Prix unitaire'],
      [480, 'Total'],
    ],
    [
      [50, 'Ampoule E27 9 W blanc chaud'],
      [300, '600'],
      [380, '2,55'],
      [480, '1 530,00'],
    ],
    [],
    [[300, 'Total HT : 1 530,00 EUR']],
    [[300, 'Devise : EUR']],
    [],
    [[50, 'Délai de livraison : 3 semaines']],
    [[50, 'Conditions de paiement : 30 jours fin de mois']],
  ]);
}

/** A request with one product and a first quotation at 2 000,00 EUR, through the API. */
async function seedRequest(page: Page, tag: string, product: string): Promise<{ id: string }> {
  const created = await page.request.post('/api/demandes', {
    data: {
      form: 'demandes',
      title: `Éclairage ${tag}`,
      description: 'Ampoules pour un hôtel',
      category: 'Sourcing',
      deadline: '2030-06-30',
    },
  });
  expect(created.status()).toBe(201);
  const payload = (await created.json()) as { id?: string; demande?: { id: string } };
  const id = payload.demande?.id ?? payload.id!;
  const added = await page.request.post(`/api/demandes/${id}/products`, {
    data: { name: product, description: 'E27, 9 W, blanc chaud', quantity: '600' },
  });
  expect(added.status()).toBe(201);
  const detail = (await (await page.request.get(`/api/demandes/${id}`)).json()) as {
    products?: { id: string; name: string }[];
    demande?: { products: { id: string; name: string }[] };
  };
  const products = detail.products ?? detail.demande?.products ?? [];
  const productId = products.find((p) => p.name === product)!.id;
  const first = await page.request.post('/api/quotations', {
    data: {
      requestedProductId: productId,
      supplierName: `Fournisseur témoin ${tag}`,
      totalPrice: '2000.00',
      currency: 'EUR',
      quantity: '600',
    },
  });
  expect(first.status()).toBe(201);
  return { id };
}

test('a supplier PDF analysed by the AI dialog, corrected, saved and approved: the card shows the new best price', async ({
  page,
}) => {
  // Text extraction of a PDF runs in a worker on a shared machine.
  test.setTimeout(120_000);
  const tag = `e2e${Date.now().toString(36)}`;
  const product = `Ampoule ${tag}`;
  const supplier = `Atelier Lumière ${tag}`;

  await loginAs(page, ACCOUNTS.sourcing);
  const { id } = await seedRequest(page, tag, product);
  await page.goto(`/demandes?id=${id}`);
  const card = page.getByRole('article', { name: product });
  await expect(card).toContainText('Cotations : 1');
  await expect(card).toContainText(/Meilleur prix : 2\s000,00\s€/);

  // 'Cotations' opens the panel: the first quotation, its stats.
  await card.getByRole('button', { name: /^Cotations/ }).click();
  const panel = page.getByRole('dialog', { name: `Cotations · ${product}` });
  await expect(panel.getByRole('article', { name: `Fournisseur témoin ${tag}` })).toBeVisible();

  // The AI dialog: upload, progress, then the values found with their confidence.
  await panel.getByRole('button', { name: q.actions.ai }).click();
  const ai = page.getByRole('dialog', { name: q.ai.title });
  await ai.getByLabel(q.ai.choose).setInputFiles({
    name: 'devis-atelier-lumiere.pdf',
    mimeType: 'application/pdf',
    buffer: supplierQuotationPdf(),
  });
  const supplierField = ai.getByRole('combobox', { name: `${q.fields.supplierName} *` });
  await expect(supplierField).toBeVisible({ timeout: 60_000 });
  await expect(ai.getByRole('textbox', { name: q.fields.quotationNumber })).toHaveValue('DV-2026-0142');
  await expect(ai.getByRole('textbox', { name: q.fields.validUntil })).toHaveValue('2030-06-30');
  await expect(ai.locator('[data-level]').first()).toBeVisible();

  // Correct two values (the supplier's name for this run, the total), then save.
  await supplierField.fill(supplier);
  const total = ai.getByRole('textbox', { name: q.fields.totalPrice });
  await total.fill('1 503,00');
  await ai.getByRole('combobox', { name: q.fields.currency }).selectOption('EUR');
  await ai.getByRole('button', { name: q.ai.save }).click();
  await expect(ai).toBeHidden();
  await expect(panel.getByText(q.success.created)).toBeVisible();

  const saved = panel.getByRole('article', { name: supplier });
  await expect(saved).toContainText(/1\s503,00\s€/);
  await expect(saved).toContainText(q.card.ai);
  await expect(saved).toContainText(q.bestPrice);
  await expect(saved.getByRole('link', { name: /devis-atelier-lumiere\.pdf/ })).toBeVisible();

  // Approve it: the buttons go, the status shows.
  await saved.getByRole('button', { name: q.actions.approve }).click();
  await expect(panel.getByText(`Cotation de ${supplier} approuvée.`)).toBeVisible();
  await expect(saved).toContainText(q.status.approved);
  await expect(saved.getByRole('button', { name: q.actions.approve })).toHaveCount(0);
  await expect(saved.getByRole('button', { name: q.actions.reject })).toHaveCount(0);

  // Back on the request: the card counts two quotations, and the best price is the new one.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(card).toContainText('Cotations : 2');
  await expect(card).toContainText(/Meilleur prix : 1\s503,00\s€/);
});
