/**
 * The purchasing chain end to end (issue 32 §5), on the real screens, in French: a client order
 * whose sourcing request has a requested product and an approved supplier quotation (made through
 * the API), a purchase order made from that quotation ('Créer un bon de commande' on the request's
 * quotations panel: the purchase order form with the quotation ticked), sent
 * (BCF number), a deposit, a partial then a full receipt ('Reçue'), the purchase line linked to the
 * client order line ('Rattacher' on 'Marge réelle'), a shipment of both receipts with freight and
 * customs duty (landed unit cost), the supplier's invoice matched three ways ('Rapprochée', the
 * deposit deducted), and the client order's real margin at 'Coût de revient'.
 *
 * Everything is in euros, so every figure is exact:
 * - client order: 200 × 8,00 € = 1 600,00 € of revenue;
 * - purchase order (from the quotation, 900,00 € for 200): 200 × 4,50 € = 900,00 €; deposit 270,00 €;
 * - receipts: 120, then 80 (540,00 € and 360,00 € of goods);
 * - shipment: freight 150,00 € shared by quantity (90,00 € + 60,00 €), duty 63,00 € by value
 *   (37,80 € + 25,20 €): 667,80 € ÷ 120 = 445,20 € ÷ 80 = 5,565 € a unit landed;
 * - supplier invoice: 200 × 4,50 € + 20 % VAT = 1 080,00 €, 270,00 € deducted, 810,00 € to pay;
 * - margin: cost 5,565 € × 200 = 1 113,00 €, margin 487,00 € (30,44 %).
 */
import type { APIResponse, Page } from '@playwright/test';
import {
  ACCOUNTS,
  escapeRegExp,
  expect,
  fr,
  signInAs,
  newClient,
  test,
  translate,
  expectShown,
} from './helpers';
import { savedShipment, sentPurchaseOrder } from './purchasing';
import { linesAt, tableRows, textPdf } from './pdf';

const po = fr.purchases;
const ui = po.ui;
const sh = ui.shipments;
const mt = ui.matching;
const margin = fr.orders.margin;

/**
 * A message as a RegExp: `values` filled in as they are, `patterns` (RegExp sources) where the
 * screen shows something formatted ('1 600,00 €' with its narrow spaces, a date).
 */
function message(key: string, values: Record<string, string>, patterns: Record<string, string> = {}): RegExp {
  const marks = Object.fromEntries(Object.keys(patterns).map((name) => [name, `@@${name}@@`]));
  let source = escapeRegExp(translate('fr', key, { ...values, ...marks }));
  for (const [name, pattern] of Object.entries(patterns)) source = source.replace(`@@${name}@@`, pattern);
  return new RegExp(source);
}

/** An amount in euros as the screen shows it ('1 600,00 €'), as a RegExp source. */
const euros = (amount: string) => `${amount.replace(' ', '\\s')}\\s€`;

/** The answer's JSON once its status is the one expected (its body in the failure message). */
async function answer<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/**
 * The test's own data, through the API: a client (and its company), an order of 200 `product` at
 * 8,00 € assigned to the signed-in user (so it gets its sourcing request), that request's
 * requested product, and a quotation from a new supplier, 900,00 € for 200, approved.
 */
async function seed(page: Page, tag: string, product: string, supplier: string) {
  const { user } = await answer<{ user: { id: string } }>(await page.request.get('/api/auth/session'), 200);
  const clientName = `Chaîne achats ${tag}`;
  const clientId = await newClient(page, clientName);
  const { order } = await answer<{ order: { id: string; reference: string; demandeId: string | null } }>(
    await page.request.post('/api/orders', {
      data: {
        clientId,
        status: 'confirmed',
        currency: 'EUR',
        assignedTo: user.id,
        items: [{ productName: product, quantity: '200', unitPrice: '8.00' }],
      },
    }),
    201,
  );
  expect(order.demandeId, 'an order with an assignee has its sourcing request').toBeTruthy();
  const demandeId = order.demandeId!;
  await answer(
    await page.request.post(`/api/demandes/${demandeId}/products`, {
      data: { name: product, description: 'Cire de soja, mèche coton', quantity: '200' },
    }),
    201,
  );
  const detail = await answer<{
    products?: { id: string; name: string }[];
    demande?: { products: { id: string; name: string }[] };
  }>(await page.request.get(`/api/demandes/${demandeId}`), 200);
  const productId = (detail.products ?? detail.demande?.products ?? []).find((p) => p.name === product)!.id;
  const { quotation } = await answer<{ quotation: { id: string; supplierId: string } }>(
    await page.request.post('/api/quotations', {
      data: {
        requestedProductId: productId,
        supplierName: supplier,
        totalPrice: '900.00',
        currency: 'EUR',
        quantity: '200',
      },
    }),
    201,
  );
  await answer(await page.request.post(`/api/quotations/${quotation.id}/approve`, { data: {} }), 200);
  return {
    company: `Société ${clientName}`,
    order,
    demandeId,
    productId,
    supplierId: quotation.supplierId,
  };
}

/**
 * The supplier's invoice, as 'Valider' makes it after reading the PDF: a PDF uploaded for
 * extraction, its job awaited, then the incoming invoice with the values checked by hand.
 */
async function supplierInvoice(
  page: Page,
  values: { supplierId: string; supplier: string; number: string; product: string },
): Promise<void> {
  const pdf = textPdf([
    ...linesAt(50, values.supplier, '4 rue des Cirières, 69001 Lyon'),
    [],
    ...linesAt(50, `FACTURE N° ${values.number}`),
    [],
    ...tableRows(
      [50, 300, 380, 480],
      ['Designation', 'Quantite', 'Prix unitaire', 'Total'],
      [values.product, '200', '4,50', '900,00'],
    ),
    [],
    ...linesAt(300, 'Total HT : 900,00 EUR', 'TVA 20 % : 180,00 EUR', 'Total TTC : 1080,00 EUR'),
  ]);
  const job = await answer<{ id: string }>(
    await page.request.post('/api/extraction', {
      multipart: {
        kind: 'invoice',
        file: { name: `${values.number}.pdf`, mimeType: 'application/pdf', buffer: pdf },
      },
    }),
    202,
  );
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/extraction/${job.id}`)).json()) as { status: string }).status,
      { timeout: 45_000 },
    )
    .toBe('completed');
  await answer(
    await page.request.post('/api/invoices/incoming', {
      data: {
        extractionJobId: job.id,
        supplierId: values.supplierId,
        supplierName: values.supplier,
        number: values.number,
        issueDate: new Date().toISOString().slice(0, 10),
        currency: 'EUR',
        totalWithoutTax: '900.00',
        taxAmount: '180.00',
        totalWithTax: '1080.00',
        lines: [{ description: values.product, quantity: '200', unitPrice: '4.50', taxRate: '20' }],
      },
    }),
    201,
  );
}

/** 'Enregistrer une réception' with `received` units of the one line: the success message. */
async function receive(page: Page, product: string, received: string): Promise<void> {
  await page.getByRole('button', { name: ui.actions.recordReceipt }).click();
  const dialog = page.getByRole('dialog', { name: ui.actions.recordReceipt });
  const row = dialog.getByRole('group', { name: `1. ${product}` });
  await row.getByLabel(ui.receipts.received, { exact: true }).fill(received);
  await dialog.getByRole('button', { name: ui.actions.recordReceipt }).click();
  await expect(dialog).toBeHidden();
  await expectShown(page, po.success.received);
}

test('the purchasing chain: approved quotation, purchase order, deposit, receipts, shipment costs, matched invoice and the order margin', async ({
  page,
}) => {
  // A PDF read in a worker thread and a dozen screens on a shared two-core machine.
  test.setTimeout(180_000);
  const tag = `${Date.now()}`;
  const product = `Bougie parfumée E2E ${tag}`;
  const supplier = `Cirerie témoin ${tag}`;
  await signInAs(page, ACCOUNTS.admin);
  const data = await seed(page, tag, product, supplier);

  // 1. The approved quotation on its request's panel: 'Créer un bon de commande' opens the
  // purchase order form with the quotation offered, ticked; the buyer picks the order's company.
  await page.goto(`/demandes?id=${data.demandeId}&quotations=${data.productId}`);
  const panel = page.getByRole('dialog', {
    name: translate('fr', 'quotations.ui.panel.title', { name: product }),
  });
  await panel
    .getByRole('article', { name: supplier })
    .getByRole('button', { name: fr.quotations.ui.actions.order })
    .click();
  const form = page.getByRole('dialog', { name: ui.form.createTitle });
  await form.getByRole('combobox', { name: `${ui.form.company} *` }).selectOption({ label: data.company });
  await expect(form.getByRole('combobox', { name: `${ui.form.supplier} *` })).toHaveValue(data.supplierId);
  const quotations = form.getByRole('group', { name: ui.form.fromQuotations.title });
  await expect(
    quotations.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(supplier)} · `) }),
  ).toBeChecked();
  await expect(form.getByRole('combobox', { name: `${ui.form.currency} *` })).toHaveValue('EUR');
  await form.getByRole('button', { name: ui.actions.create }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/purchases\?id=/);
  const purchaseUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: ui.detail.draftHeading })).toBeVisible();
  // The quotation's line: 200 at 900,00 ÷ 200 = 4,50 €.
  const lines = page.getByRole('region', { name: ui.detail.lines });
  const line = lines.getByRole('row', { name: new RegExp(escapeRegExp(product)) });
  // Ordered, received, rejected, accepted, left to receive, unit price, total.
  const lineFigures = (received: string, remaining: string) =>
    expect(line.getByRole('cell')).toHaveText([
      `1. ${product}`,
      '200',
      received,
      '0',
      received,
      remaining,
      /^4,50\s€$/,
      /^900,00\s€$/,
    ]);
  await lineFigures('0', '200');

  // 2. Sent (numbered), then a deposit of 30 %.
  const number = await sentPurchaseOrder(page);

  const payments = page.getByRole('region', { name: ui.payments.title });
  await payments.getByRole('button', { name: ui.actions.recordPayment }).click();
  const pay = page.getByRole('dialog', { name: ui.actions.recordPayment });
  await pay.getByRole('textbox', { name: `${ui.payments.amount} (EUR) *` }).fill('270.00');
  await pay.getByRole('combobox', { name: `${ui.payments.kind} *` }).selectOption('deposit');
  await pay.getByRole('button', { name: ui.actions.recordPayment }).click();
  await expect(pay).toBeHidden();
  await expectShown(page, po.success.paid);
  const deposit = payments.getByRole('row', { name: new RegExp(ui.payments.kinds.deposit) });
  await expect(deposit).toContainText('270,00');
  await expect(payments).toContainText(/270,00\s€ \/ 900,00\s€/);

  // 3. 120 received, then the 80 left: 'Reçue en partie', then 'Reçue'.
  await receive(page, product, '120');
  await expect(page.getByText(po.status.partially_received, { exact: true })).toBeVisible();
  await lineFigures('120', '80');
  await receive(page, product, '80');
  await expect(page.getByText(po.status.received, { exact: true })).toBeVisible();
  await lineFigures('200', '0');
  const receipts = page.getByRole('region', { name: ui.receipts.title });
  for (const position of ['1', '2']) {
    await expect(
      receipts.getByRole('heading', {
        name: message('purchases.ui.receipts.heading', { position }, { date: '[\\d/]+' }),
      }),
    ).toBeVisible();
  }

  // The client order: its line has no cost yet; the purchase line is suggested and linked.
  await page.goto(`/orders?id=${data.order.id}`);
  const marginSection = page.getByRole('region', { name: margin.title });
  const marginRow = marginSection.getByRole('row', { name: new RegExp(escapeRegExp(product)) });
  await expect(marginRow).toContainText(margin.sources.none);
  await marginRow
    .getByRole('button', { name: translate('fr', 'orders.margin.link', { number, description: product }) })
    .click();
  // Linked, at the purchase price until the shipment's costs are known: 4,50 € × 200 = 900,00 €.
  await expect(marginRow).toContainText(margin.sources.purchase_order);
  await expect(marginRow).toContainText(number);
  await expect(marginRow).toContainText(/900,00/);

  // 4. A shipment of both receipts: freight shared by quantity, duty by value.
  await page.goto('/purchases?tab=shipments');
  await page.getByRole('button', { name: sh.actions.new }).click();
  const shipment = page.getByRole('dialog', { name: sh.form.createTitle });
  await shipment
    .getByRole('combobox', { name: `${sh.form.company} *` })
    .selectOption({ label: data.company });
  const reference = `MSCU E2E ${tag}`;
  await shipment.getByRole('textbox', { name: sh.form.reference }).fill(reference);
  const boxes = shipment.getByRole('checkbox', { name: new RegExp(`^${number} · `) });
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const cost = (n: number) =>
    shipment.getByRole('group', {
      name: translate('fr', 'purchases.ui.shipments.form.cost', { n: String(n) }),
    });
  await shipment.getByRole('button', { name: sh.actions.addCost }).click();
  await expect(cost(1).getByRole('combobox', { name: `${sh.form.kind} *` })).toHaveValue('freight');
  await cost(1).getByRole('combobox', { name: sh.form.allocation }).selectOption('quantity');
  await cost(1)
    .getByRole('textbox', { name: `${sh.form.amount} *` })
    .fill('150.00');
  await shipment.getByRole('button', { name: sh.actions.addCost }).click();
  await cost(2)
    .getByRole('combobox', { name: `${sh.form.kind} *` })
    .selectOption('customs_duty');
  await expect(cost(2).getByRole('combobox', { name: sh.form.allocation })).toHaveValue('value');
  await cost(2)
    .getByRole('textbox', { name: `${sh.form.amount} *` })
    .fill('63.00');
  const landed = await savedShipment(page, shipment, reference);
  const landedRows = landed.getByRole('row', { name: new RegExp(escapeRegExp(product)) });
  await expect(landedRows).toHaveCount(2);
  // 540,00 € + 90,00 € + 37,80 € = 667,80 € for 120; 360,00 € + 60,00 € + 25,20 € = 445,20 € for 80.
  // (Both receipts are of today: the rows come in no set order.)
  for (const [value, landedValue] of [
    ['540,00', '667,80'],
    ['360,00', '445,20'],
  ] as const) {
    const row = landedRows.filter({ hasText: landedValue });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(value);
    await expect(row).toContainText('5,565');
  }

  // 5. The supplier's invoice, matched to the order: within every tolerance, the deposit deducted.
  const invoiceNumber = `FC-${tag}`;
  await supplierInvoice(page, { supplierId: data.supplierId, supplier, number: invoiceNumber, product });
  await page.goto(purchaseUrl);
  const matches = page.getByRole('region', { name: mt.title });
  await expect(matches).toContainText(mt.empty);
  await matches.getByRole('button', { name: mt.match }).click();
  const matchDialog = page.getByRole('dialog', { name: mt.match });
  const invoice = matchDialog.getByRole('combobox', { name: `${mt.invoice} *` });
  const option = invoice.locator('option', { hasText: invoiceNumber });
  await expect(option).toHaveCount(1);
  await invoice.selectOption((await option.getAttribute('value'))!);
  await matchDialog.getByRole('button', { name: mt.matchSubmit }).click();
  await expect(matchDialog).toBeHidden();
  await expectShown(page, po.success.invoiceMatched);
  const match = matches.getByRole('listitem').filter({ hasText: invoiceNumber });
  await expect(match.getByText(po.match.matched, { exact: true })).toBeVisible();
  // Invoiced 1 080,00 € (900,00 € + 20 % VAT), nothing at stake, the 270,00 € deposit deducted.
  await expect(match.getByRole('definition')).toHaveText([
    new RegExp(`^${euros('1 080,00')}$`),
    new RegExp(`^${euros('0,00')}$`),
    new RegExp(`^${euros('270,00')}$`),
    new RegExp(`^${euros('810,00')}$`),
  ]);
  await match
    .getByRole('button', { name: translate('fr', 'purchases.ui.matching.showLines', { count: '1' }) })
    .click();
  const matched = match.getByRole('row', { name: new RegExp(escapeRegExp(product)) });
  // Ordered, received, invoiced 200, no difference; 4,50 € ordered and invoiced: every check OK.
  const ok = new RegExp(`^${escapeRegExp(mt.ok)}`);
  await expect(matched.getByRole('cell')).toHaveText([
    `1. ${product}`,
    '200',
    '200',
    '200',
    '0',
    ok,
    /^4,50\s€$/,
    /^4,50\s€$/,
    /^0,00\s€$/,
    ok,
    /^0,00\s€$/,
    ok,
  ]);

  // 6. The client order's real margin: the line at its landed cost.
  await page.goto(`/orders?id=${data.order.id}`);
  await expect(marginRow.getByRole('cell')).toHaveText([
    product,
    '200',
    new RegExp(`^${euros('1 600,00')}$`),
    new RegExp(`^${euros('5,565')}$`),
    new RegExp(`^${euros('1 113,00')}$`),
    new RegExp(`^${euros('487,00')}$`),
    '30,44 %',
    new RegExp(`^${escapeRegExp(margin.sources.landed)}\\s*${number} · ${escapeRegExp(supplier)}$`),
  ]);
  await expect(marginSection).toContainText(
    message(
      'orders.margin.totals',
      { percent: '30,44 %' },
      { revenue: euros('1 600,00'), cost: euros('1 113,00'), margin: euros('487,00') },
    ),
  );
});
