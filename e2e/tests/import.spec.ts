/**
 * Bulk import of products (spec 001 §5, §8): a CSV with errors is checked, its errors read (with
 * the specification's exact messages), the file fixed and imported, and the counts shown.
 * Needs the products page to render <ImportButton /> (web/src/features/products/import).
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, fr, signInAs, test } from './helpers';

const w = fr.import.wizard;
const stamp = Date.now().toString(36).toUpperCase();

const broken = [
  'nom;référence;prix;quantité',
  `Vis inox;E2E-${stamp}-1;"0,25";100`,
  `Écrou;E2E-${stamp}-2;abc;10`,
  `Rondelle;E2E-${stamp}-3;"1,10";-4`,
].join('\r\n');
const fixed = [
  'nom;référence;prix;quantité',
  `Vis inox;E2E-${stamp}-1;"0,25";100`,
  `Écrou;E2E-${stamp}-2;"0,40";10`,
  `Rondelle;E2E-${stamp}-3;"1,10";4`,
].join('\r\n');

async function chooseFile(page: Page, name: string, content: string) {
  await page
    .getByLabel(w.chooseFile)
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
}

test('imports a CSV: errors listed, file fixed, counts shown', async ({ page }) => {
  await signInAs(page, ACCOUNTS.admin);
  await page.goto('/products');
  await page.getByRole('button', { name: w.open }).click();
  const dialog = page.getByRole('dialog', { name: w.title });
  await expect(dialog.getByText(w.formatsHint)).toBeVisible();

  await chooseFile(page, 'produits.csv', broken);
  await expect(dialog.getByLabel(`${fr.import.fields.reference}`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: w.analyse }).click();
  await expect(dialog.getByText('Ligne 3: Prix invalide')).toBeVisible();
  await expect(dialog.getByText('Ligne 4: Quantité invalide')).toBeVisible();
  await expect(dialog.getByRole('button', { name: w.run, exact: true })).toBeDisabled();
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: w.downloadErrors }).click();
  expect((await download).suggestedFilename()).toBe('erreurs-import.csv');

  await dialog.getByRole('button', { name: w.back }).click();
  await dialog.getByRole('button', { name: w.back }).click();
  await chooseFile(page, 'produits-corriges.csv', fixed);
  await dialog.getByRole('button', { name: w.analyse }).click();
  await expect(dialog.getByText(w.noErrors)).toBeVisible();
  await dialog.getByRole('button', { name: w.run, exact: true }).click();
  await expect(dialog.getByText(w.done)).toBeVisible();
  await expect(dialog.getByText(w.created).locator('..')).toContainText('3');

  const res = await page.request.get(`/api/products?q=${encodeURIComponent(`E2E-${stamp}`)}`);
  expect(res.ok()).toBe(true);
  expect(((await res.json()) as { total: number }).total).toBe(3);
});
