/**
 * The bank ('Banque'): an account is created on the screen, two client invoices are issued
 * through the API, a French CSV statement (dd/mm/yyyy, '1 234,56') is imported on the screen (its
 * columns mapped if the server asks), the first line is matched by accepting its suggestion (a
 * part of the first invoice, named in the label), the second is split over both invoices with
 * the manual editor: both invoices are then paid.
 */
import type { Page } from '@playwright/test';
import {
  ACCOUNTS,
  ensureIdentity,
  expect,
  fr,
  issuedInvoice,
  signInAs,
  menuLink,
  newClient,
  test,
  expectShown,
} from './helpers';

const bank = fr.bank;
const ui = bank.ui;

/** A valid German IBAN (no national check digit) unique to this run. */
function uniqueIban(): string {
  const bban = `37040044${String(Date.now()).slice(-10)}`;
  const digits = `${bban}DE00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98n - (BigInt(digits) % 97n);
  return `DE${String(check).padStart(2, '0')}${bban}`;
}

/** Today as the company counts it (Europe/Paris, as the server dates invoices) and the CSV writes it (dd/mm/yyyy). */
function frenchToday(): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date());
}

async function invoiceStatus(page: Page, id: string): Promise<string> {
  const answer = await page.request.get(`/api/invoices/${id}`);
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { status?: string; invoice?: { status: string } };
  return body.invoice?.status ?? body.status ?? '';
}

test('a statement is imported, one line matched by its suggestion and one split over two invoices: both are paid', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signInAs(page, ACCOUNTS.admin);
  await ensureIdentity(page);
  const clientId = await newClient(page, `Banque E2E ${stamp}`);
  // 1 200,00 € and 60,00 € (VAT included).
  const first = await issuedInvoice(page, clientId, {
    description: 'Rouleaux de lin',
    quantity: '10',
    unitPrice: '100.00',
    taxRate: '20',
  });
  const second = await issuedInvoice(page, clientId, {
    description: 'Boutons nacre 15 mm (essai banque)',
    quantity: '1',
    unitPrice: '50.00',
    taxRate: '20',
  });
  const invoice = (await (await page.request.get(`/api/invoices/${first.id}`)).json()) as {
    companyId?: string | null;
    invoice?: { companyId: string | null };
  };
  const companyId = invoice.invoice?.companyId ?? invoice.companyId ?? null;

  // The account, on the screen. The client's company was made through the API, outside this page:
  // a reload reads the session again, whose granted companies fill the account's company picker
  // (the screens' own company changes refresh it at once; otherwise its minute's check would).
  await page.reload();
  await menuLink(page, 'bank').click();
  await expect(page).toHaveURL(/\/bank$/);
  await expect(page.getByRole('heading', { level: 1, name: ui.title })).toBeVisible();
  await page.getByRole('button', { name: ui.actions.new }).first().click();
  const form = page.getByRole('dialog', { name: ui.form.createTitle });
  const company = form.getByRole('combobox', { name: `${ui.form.company} *` });
  if (companyId) await company.selectOption(companyId);
  else await company.selectOption({ index: 1 });
  const name = `Compte E2E ${stamp}`;
  await form.getByRole('textbox', { name: `${ui.form.name} *`, exact: true }).fill(name);
  await form.getByRole('textbox', { name: ui.form.bankName, exact: true }).fill('Banque E2E');
  await form.getByRole('textbox', { name: `${ui.form.iban} *`, exact: true }).fill(uniqueIban());
  await form.getByRole('textbox', { name: `${ui.form.openingBalance} *`, exact: true }).fill('0');
  await form.getByRole('textbox', { name: ui.form.feeTolerance, exact: true }).press('Enter');
  await expect(form).toBeHidden();
  await expectShown(page, bank.success.accountCreated);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();

  // The statement: a French CSV of two lines.
  const day = frenchToday();
  const csv = [
    'Date;Libellé;Montant',
    `${day};VIR ACOMPTE ${first.number} BANQUE E2E ${stamp};1 000,00`,
    `${day};VIR SOLDE BANQUE E2E ${stamp};260,00`,
  ].join('\n');
  await card.getByRole('button', { name: ui.actions.import }).click();
  const upload = page.getByRole('dialog', { name: ui.import.title });
  await upload.getByLabel(ui.import.file).setInputFiles({
    name: `releve-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await upload.getByRole('button', { name: ui.import.send }).click();
  // The server reads the columns by itself, or asks for them (prefilled with its proposal).
  const mapping = upload.getByRole('group', { name: ui.import.mappingTitle });
  await expect(mapping.or(page.getByText(/mouvement\(s\) importé\(s\)/))).toBeVisible();
  if (await mapping.isVisible()) {
    await mapping.getByLabel(`${ui.import.date} *`).selectOption('Date');
    await mapping.getByLabel(`${ui.import.label} *`).selectOption('Libellé');
    await mapping.getByLabel(`${ui.import.amount} *`).selectOption('Montant');
    await mapping.getByLabel(ui.import.dateFormat).selectOption('dd/mm/yyyy');
    await mapping.getByLabel(ui.import.decimalMark).selectOption(',');
    await upload.getByRole('button', { name: ui.import.resend }).click();
  }
  await expect(upload).toBeHidden();
  await expect(page.getByText(/2 mouvement\(s\) importé\(s\)/)).toBeVisible();

  // The first line: its suggestion names the first invoice.
  await page.getByRole('searchbox').first().fill(`BANQUE E2E ${stamp}`);
  await page.getByRole('link', { name: new RegExp(`VIR ACOMPTE ${first.number}`) }).click();
  let panel = page.getByRole('dialog', { name: /Mouvement du/ });
  const suggestions = panel.getByRole('region', { name: ui.suggestions.title });
  const suggestion = suggestions.getByRole('listitem').filter({ hasText: first.number }).first();
  await suggestion.getByRole('button', { name: ui.actions.match }).click();
  await expect(panel).toBeHidden();
  await expectShown(page, bank.success.matched);

  // The second line: split by hand, 200,00 € left on the first invoice and 60,00 € on the second.
  await page.getByRole('link', { name: `VIR SOLDE BANQUE E2E ${stamp}` }).click();
  panel = page.getByRole('dialog', { name: /Mouvement du/ });
  const manual = panel.getByRole('region', { name: ui.manual.title });
  const search = manual.getByRole('searchbox', { name: ui.manual.search });
  await search.fill(first.number);
  await manual.getByRole('button', { name: `${ui.actions.add} ${first.number}` }).click();
  await expect(manual.getByLabel(`Montant affecté à ${first.number}`)).toHaveValue('200.00');
  await search.fill(second.number);
  await manual.getByRole('button', { name: `${ui.actions.add} ${second.number}` }).click();
  await expect(manual.getByLabel(`Montant affecté à ${second.number}`)).toHaveValue('60.00');
  await expect(manual.locator('output')).toHaveText(/^0,00/);
  await manual.getByRole('button', { name: ui.actions.match }).click();
  await expect(panel).toBeHidden();

  // Both invoices are paid.
  await expect.poll(() => invoiceStatus(page, first.id)).toBe('paid');
  await expect.poll(() => invoiceStatus(page, second.id)).toBe('paid');
  await page.goto(`/invoices?id=${second.id}`);
  await expect(page.getByText(fr.invoices.status.paid, { exact: true }).first()).toBeVisible();
});
