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
