/**
 * The product picker, driven by keyboard only, where the app uses it: the price list's 'Ajouter un
 * prix' dialog. The sourcing specialist (products and price lists) types part of a demo product's
 * name, waits for the server's results, picks it with ArrowDown and Enter, and the dialog shows the
 * chosen product; 'Continuer' then opens that product's zone editor. Nothing is written.
 */
import { ACCOUNTS, expect, fr, signInAs, test, translate } from './helpers';

const pl = fr.pricelist;
/** A demo product (server/src/modules/products/demo.ts), loaded with the demo accounts. */
const DEMO = { name: 'Chargeur GaN 65 W (démo)', reference: 'DEMO-ELE-002' };

test('find a product with the picker by keyboard', async ({ page }) => {
  await signInAs(page, ACCOUNTS.sourcing);
  await page.goto('/pricelist');
  await expect(page.getByRole('heading', { level: 1, name: pl.title })).toBeVisible();

  await page.getByRole('button', { name: pl.addPrice.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: pl.addPrice.title });
  await expect(dialog).toBeVisible();
  const continueButton = dialog.getByRole('button', { name: pl.addPrice.continue });
  await expect(continueButton).toBeDisabled();

  const input = dialog.getByRole('combobox', { name: pl.addPrice.product });
  await input.focus();
  await input.pressSequentially('chargeur ga');
  const listbox = dialog.getByRole('listbox', { name: pl.addPrice.product });
  const options = listbox.getByRole('option');
  // The server's answer to the typed text (debounced): that product alone, not the list shown on focus.
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(DEMO.name);
  await expect(options.first()).toContainText(DEMO.reference);

  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await page.keyboard.press('Enter');

  // The choice is shown: the input holds its name, the list is closed, the dialog names it.
  await expect(input).toHaveValue(DEMO.name);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox).toBeHidden();
  await expect(dialog.getByRole('status')).toContainText(translate('fr', 'pricelist.addPrice.chosen', DEMO));
  await expect(continueButton).toBeEnabled();

  // Still by keyboard: the zone, then 'Continuer' opens that product's editor for the zone.
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel(pl.addPrice.zone)).toBeFocused();
  await dialog.getByLabel(pl.addPrice.zone).selectOption('Asie');
  await continueButton.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: `${DEMO.reference} · Asie` });
  await expect(editor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: DEMO.name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${DEMO.reference}(&|$)`));
});
