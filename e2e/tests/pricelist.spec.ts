/**
 * Price lists by zone: an administrator creates a product (products API), sets a price for one
 * zone in the grid, sees it with its margin, is refused an overlapping period, and the price
 * resolution endpoint answers the zone price.
 */
import { ACCOUNTS, expect, fr, signInAs, test } from './helpers';

const pl = fr.pricelist;

test('an administrator sets a zone price in the grid and sees it with its margin', async ({ page }) => {
  const tag = `pl${Date.now().toString(36)}`;
  const name = `Chemise ${tag}`;
  await signInAs(page, ACCOUNTS.admin);

  const created = await page.request.post('/api/products', {
    data: { name, reference: `${tag}-1`, price: '80', currency: 'EUR', category: 'Textile', quantity: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { product: { id: string } }).product.id;

  await page.goto(`/pricelist?q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: pl.title })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  // Keyboard: focus the cell and press Enter.
  const cell = row.getByRole('button', {
    name: pl.cell.add.replace('{{product}}', name).replace('{{zone}}', 'Asie'),
  });
  await cell.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${tag}-1 · Asie` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(pl.editor.empty)).toBeVisible();
  await dialog.getByLabel(pl.editor.price).fill('100');
  await dialog.getByLabel(pl.editor.validFrom).fill('2020-01-01');
  await dialog.getByRole('button', { name: pl.editor.save }).click();
  await expect(dialog.getByText('à partir du 01/01/2020')).toBeVisible();

  // An overlapping period is refused with the server's message.
  await dialog.getByLabel(pl.editor.price).fill('90');
  await dialog.getByLabel(pl.editor.validFrom).fill('2025-01-01');
  await dialog.getByLabel(pl.editor.validTo).fill('2025-12-31');
  await dialog.getByRole('button', { name: pl.editor.save }).click();
  await expect(dialog.getByRole('alert')).toContainText('les périodes ne peuvent pas se chevaucher');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const edited = row.getByRole('button', {
    name: pl.cell.edit.replace('{{product}}', name).replace('{{zone}}', 'Asie'),
  });
  await expect(edited).toContainText('100,00');
  await expect(edited).toContainText('+25,00');

  const resolved = await page.request.get(
    `/api/pricelists/price?productId=${productId}&zone=Asie&date=2026-01-01`,
  );
  expect(await resolved.json()).toMatchObject({
    source: 'zone',
    price: { amount: '100.00', currency: 'EUR' },
  });
  const base = await page.request.get(`/api/pricelists/price?productId=${productId}&zone=France`);
  expect(await base.json()).toMatchObject({ source: 'base', price: { amount: '80.00', currency: 'EUR' } });
});

test('an administrator imports zone prices from a CSV file', async ({ page }) => {
  const tag = `pi${Date.now().toString(36)}`;
  const name = `Lampe ${tag}`;
  await signInAs(page, ACCOUNTS.admin);
  const created = await page.request.post('/api/products', {
    data: {
      name,
      reference: `${tag}-1`,
      price: '10',
      currency: 'EUR',
      category: 'Électronique',
      quantity: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/pricelist?q=${tag}`);
  await page.getByRole('button', { name: pl.importUi.open }).click();
  const dialog = page.getByRole('dialog', { name: pl.importUi.title });
  const csv = [
    'référence;zone;prix;devise;valide du;valide au',
    `${tag}-1;Océanie;12,00;EUR;;`,
    `INCONNUE-${tag};France;1;EUR;;`,
  ].join('\r\n');
  await dialog
    .getByLabel(pl.importUi.file)
    .setInputFiles({ name: 'tarifs.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}\r\n`) });
  await dialog.getByRole('button', { name: pl.importUi.analyse }).click();
  await expect(dialog.getByText('Ligne 3: Référence inconnue')).toBeVisible();
  await dialog.getByLabel(pl.importUi.skipInvalid).check();
  await dialog.getByRole('button', { name: pl.importUi.run, exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  const cell = row.getByRole('button', {
    name: pl.cell.edit.replace('{{product}}', name).replace('{{zone}}', 'Océanie'),
  });
  await expect(cell).toContainText('12,00');
  await expect(cell).toContainText('+20,00');
});
