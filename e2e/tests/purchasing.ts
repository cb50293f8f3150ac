/** Steps the purchasing browser tests share. */
import type { Locator, Page } from '@playwright/test';
import { expect, fr, translate, expectShown } from './helpers';

/**
 * Saves the shipment form `dialog` ('Créer l'expédition'), waits for its detail (named by its
 * `reference`) and gives its table of landed costs.
 */
export async function savedShipment(page: Page, dialog: Locator, reference: string): Promise<Locator> {
  const sh = fr.purchases.ui.shipments;
  await dialog.getByRole('button', { name: sh.actions.create }).click();
  await expect(dialog).toBeHidden();
  await expectShown(page, fr.purchases.success.shipmentCreated);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: translate('fr', 'purchases.ui.shipments.detail.heading', { name: reference }),
    }),
  ).toBeVisible();
  return page.getByRole('table', { name: sh.detail.landed });
}

/**
 * Sends the purchase order on the page (its send button, then the confirmation), waits for its number in the heading
 * and its status sent, and gives that number (BCF-{year}-{NNNNN}).
 */
export async function sentPurchaseOrder(page: Page): Promise<string> {
  const po = fr.purchases;
  await page.getByRole('button', { name: po.actions.send }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(po.ui.confirm.send.title);
  await confirm.getByRole('button', { name: po.ui.confirm.send.confirm }).click();
  const heading = page.getByRole('heading', { level: 1, name: /Bon de commande BCF-\d{4}-\d{5}/ });
  await expect(heading).toBeVisible();
  const number = /BCF-\d{4}-\d{5}/.exec((await heading.textContent()) ?? '')![0];
  await expect(page.getByText(po.status.sent, { exact: true })).toBeVisible();
  return number;
}
