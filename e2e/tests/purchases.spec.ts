/**
 * Purchasing ('Achats'): a draft purchase order with one line, sent to its supplier (it gets its
 * BCF number), then a receipt with a quantity rejected at quality control and its reason: the
 * order is 'Reçue en partie'. Then a shipment of that receipt with one cost in euros: the line's
 * landed unit cost. The super administrator sees every company and the demo suppliers.
 */
import { ACCOUNTS, expect, fr, signInAs, menuLink, test, translate, expectShown } from './helpers';
import { savedShipment, sentPurchaseOrder } from './purchasing';

const po = fr.purchases;
const ui = po.ui;

test('a purchase order is drafted, sent, received in part, then shipped with a cost: its landed unit cost', async ({
  page,
}) => {
  const description = `Boutons nacre E2E ${Date.now()}`;
  await signInAs(page, ACCOUNTS.admin);
  await menuLink(page, 'purchases').click();
  await expect(page).toHaveURL(/\/purchases$/);
  await expect(page.getByRole('heading', { level: 1, name: ui.title })).toBeVisible();

  // The draft: a company, a demo supplier, one line.
  await page.getByRole('button', { name: ui.actions.new }).click();
  const dialog = page.getByRole('dialog', { name: ui.form.createTitle });
  await dialog.getByRole('combobox', { name: `${ui.form.company} *` }).selectOption({ index: 1 });
  const supplier = dialog.getByRole('combobox', { name: `${ui.form.supplier} *` });
  await expect(supplier.locator('option').nth(1)).toBeAttached();
  await supplier.selectOption({ index: 1 });
  const line = dialog.getByRole('group', { name: translate('fr', 'purchases.ui.form.line', { n: '1' }) });
  await line.getByRole('textbox', { name: `${ui.form.description} *` }).fill(description);
  await line.getByRole('textbox', { name: `${ui.form.quantity} *` }).fill('100');
  await line.getByRole('textbox', { name: `${ui.form.unitPrice} *` }).fill('0.0375');
  await expect(line.getByRole('status')).toContainText('3,75');
  await dialog.getByRole('button', { name: ui.actions.create }).click();
  await expect(dialog).toBeHidden();
  await expectShown(page, po.success.created);
  await expect(page.getByRole('heading', { level: 1, name: ui.detail.draftHeading })).toBeVisible();

  // Sent: asked first, then numbered.
  const number = await sentPurchaseOrder(page);

  // A receipt: 60 received, 5 of them rejected; the reason is required.
  await page.getByRole('button', { name: ui.actions.recordReceipt }).click();
  const receipt = page.getByRole('dialog', { name: ui.actions.recordReceipt });
  const row = receipt.getByRole('group', { name: `1. ${description}` });
  await row.getByLabel(ui.receipts.received, { exact: true }).fill('60');
  await row.getByLabel(ui.receipts.rejected, { exact: true }).fill('5');
  await receipt.getByRole('button', { name: ui.actions.recordReceipt }).click();
  await expect(
    row.getByText(translate('fr', 'purchases.validation.rejectionReason', { n: '1' })),
  ).toBeVisible();
  await row.getByLabel(ui.receipts.reason, { exact: true }).fill('Nacre rayée');
  await receipt.getByRole('button', { name: ui.actions.recordReceipt }).click();
  await expect(receipt).toBeHidden();
  await expectShown(page, po.success.received);
  await expect(page.getByText(po.status.partially_received, { exact: true })).toBeVisible();
  const receipts = page.getByRole('region', { name: ui.receipts.title });
  await expect(receipts).toContainText('Nacre rayée');

  // A shipment of that receipt with 12.50 € of duty (shared by value): all of it on the one line.
  const sh = ui.shipments;
  await page.getByRole('button', { name: ui.actions.back }).click();
  await page.getByRole('tab', { name: ui.tabs.shipments }).click();
  await expect(page).toHaveURL(/tab=shipments/);
  await page.getByRole('button', { name: sh.actions.new }).click();
  const form = page.getByRole('dialog', { name: sh.form.createTitle });
  await form.getByRole('combobox', { name: `${sh.form.company} *` }).selectOption({ index: 1 });
  const reference = `E2E ${Date.now()}`;
  await form.getByRole('textbox', { name: sh.form.reference }).fill(reference);
  await form.getByRole('checkbox', { name: new RegExp(`^${number} · `) }).check();
  await form.getByRole('button', { name: sh.actions.addCost }).click();
  const cost = form.getByRole('group', {
    name: translate('fr', 'purchases.ui.shipments.form.cost', { n: '1' }),
  });
  await cost.getByRole('combobox', { name: `${sh.form.kind} *` }).selectOption('customs_duty');
  await expect(cost.getByRole('combobox', { name: sh.form.allocation })).toHaveValue('value');
  await cost.getByRole('textbox', { name: `${sh.form.amount} *` }).fill('12.50');
  const landed = await savedShipment(page, form, reference);
  const landedRow = landed.getByRole('row', { name: new RegExp(description) });
  // 55 accepted at 0,0375 € (2,0625 €) and 12,50 € of duty: 14,5625 € ÷ 55 = 0,2648 € a button.
  await expect(landedRow).toContainText('12,50');
  await expect(landedRow).toContainText('0,2648');
});
