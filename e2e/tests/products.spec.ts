/**
 * Product catalogue (spec 001 §2, §5, §8): a Manager creates two products (one with an image
 * generated here), edits one, sorts the table by price both ways, then deletes one after the
 * confirmation.
 */
import { ACCOUNTS, expect, fr, signInAs, solidPng, test, expectShown } from './helpers';

const p = fr.products;

const png = () => solidPng(64, 48, [30, 120, 200]);

test('a Manager creates, edits, sorts and deletes products, with an image', async ({ page }) => {
  // Two creations with an image upload, an edit, two sorts and a deletion: more than the default.
  test.setTimeout(120_000);
  const tag = `e2e${Date.now().toString(36)}`;
  const first = { name: `Lampe ${tag}`, reference: `${tag}-A`, price: '19.90' };
  const second = { name: `Bureau ${tag}`, reference: `${tag}-B`, price: '120' };

  await signInAs(page, ACCOUNTS.commercial);
  await page.goto(`/products?view=table&q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
  await expect(page.getByText(p.states.empty)).toBeVisible();

  // Create the first product, with an image.
  for (const [index, product] of [first, second].entries()) {
    await page.getByRole('button', { name: p.actions.new }).click();
    const dialog = page.getByRole('dialog', { name: p.form.createTitle });
    await dialog.getByLabel(`${p.fields.name} *`, { exact: true }).fill(product.name);
    await dialog.getByLabel(`${p.fields.reference} *`, { exact: true }).fill(product.reference);
    await dialog.getByLabel(`${p.fields.price} *`, { exact: true }).fill(product.price);
    await dialog.getByLabel(p.fields.category, { exact: true }).selectOption('Électronique');
    if (index === 0) {
      await expect(dialog.getByText(p.form.imageHint)).toBeVisible();
      await dialog
        .getByLabel(p.fields.image, { exact: true })
        .setInputFiles({ name: 'lampe.png', mimeType: 'image/png', buffer: png() });
    }
    await dialog.getByRole('button', { name: p.actions.save }).click();
    await expectShown(page, p.success.created);
    await expect(dialog).toBeHidden();
  }

  const rows = page.getByRole('table').getByRole('row');
  const firstRow = rows.filter({ hasText: first.reference });
  await expect(firstRow).toBeVisible();
  await expect(firstRow).toContainText('19,90');
  // The thumbnail is served (to this signed-in user) and decodes.
  const thumbnail = firstRow.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\/api\/products\/.+\/thumbnail/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // Edit the price of the first one.
  await firstRow.getByRole('button', { name: `${p.actions.edit} ${first.name}` }).click();
  const edit = page.getByRole('dialog', { name: p.form.editTitle });
  await edit.getByLabel(`${p.fields.price} *`, { exact: true }).fill('250.5');
  await edit.getByRole('button', { name: p.actions.save }).click();
  await expectShown(page, p.success.updated);
  await expect(firstRow).toContainText('250,50');

  // Sort by price, both ways.
  await page.getByRole('combobox', { name: p.filters.sort, exact: true }).selectOption('price');
  await page.getByRole('combobox', { name: p.filters.order, exact: true }).selectOption('asc');
  await expect(rows.nth(1)).toContainText(second.reference);
  await expect(rows.nth(2)).toContainText(first.reference);
  await page.getByRole('combobox', { name: p.filters.order, exact: true }).selectOption('desc');
  await expect(rows.nth(1)).toContainText(first.reference);
  await expect(rows.nth(2)).toContainText(second.reference);
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/order=desc/);

  // Delete the second one, after the confirmation.
  await rows
    .filter({ hasText: second.reference })
    .getByRole('button', { name: `${p.actions.delete} ${second.name}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(p.confirm.message);
  await expect(confirm).toContainText(p.confirm.irreversible.replace('{{name}}', second.name));
  await confirm.getByRole('button', { name: p.confirm.confirm }).click();
  await expectShown(page, p.success.deleted);
  await expect(rows.filter({ hasText: second.reference })).toHaveCount(0);
  await expect(rows.filter({ hasText: first.reference })).toHaveCount(1);
});
