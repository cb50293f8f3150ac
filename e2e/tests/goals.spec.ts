/**
 * Goals ('Objectifs', issue 14 §2): a manager sets a personal goal on cash collected; its
 * progress, computed from the data, moves once an invoice is issued and paid (through the API),
 * and the dashboard card shows it.
 */
import {
  ACCOUNTS,
  ensureIdentity,
  expect,
  fr,
  issuedInvoice,
  signInAs,
  newClient,
  test,
  expectShown,
} from './helpers';

const g = fr.goals;

test('a goal on cash collected moves when an invoice is paid', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, ACCOUNTS.admin);
  await ensureIdentity(page);
  await page.context().clearCookies();
  await signInAs(page, ACCOUNTS.commercial);

  const title = `Encaissements e2e ${Date.now().toString(36)}`;
  await page.goto('/goals');
  await expect(page.getByRole('heading', { level: 1, name: g.title })).toBeVisible();
  await page.getByRole('button', { name: g.actions.new }).click();
  const dialog = page.getByRole('dialog', { name: g.form.createTitle });
  await dialog.getByLabel(`${g.fields.title} *`).fill(title);
  await expect(dialog.getByLabel(g.fields.scope)).toHaveValue('person');
  await expect(dialog.getByLabel(g.fields.user)).not.toHaveValue('');
  await dialog.getByLabel(g.fields.measure).selectOption('cash_collected');
  await expect(dialog.getByText(g.definitions.cash_collected)).toBeVisible();
  await dialog.getByLabel(`${g.fields.target} *`).fill('10000');
  await dialog.getByRole('button', { name: g.actions.save }).click();
  await expect(dialog).toBeHidden();
  await expectShown(page, g.success.created);

  const card = page.getByTestId('goal-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  const goals = (await (await page.request.get('/api/goals?period=current&pageSize=100')).json()) as {
    items: { id: string; title: string; value: number; progress: number }[];
  };
  const goal = goals.items.find((i) => i.title === title)!;
  await expect(card.getByTestId('goal-progress')).toHaveText(`${goal.progress.toLocaleString('fr-FR')} %`);

  // An invoice of 1 200,00 € TTC issued and paid by this manager, to a client of its own (the
  // clients test, running beside this one, deletes the client it makes).
  const clientId = await newClient(page, `Client objectif ${Date.now().toString(36)}`);
  const invoice = await issuedInvoice(page, clientId, {
    description: 'Sac en toile',
    quantity: '2',
    unitPrice: '500.00',
    taxRate: '20',
  });
  const paid = await page.request.post(`/api/invoices/${invoice.id}/payments`, {
    data: { date: invoice.issueDate, amount: '1200.00', method: 'virement' },
  });
  expect(paid.status()).toBe(201);

  const after = (await (await page.request.get(`/api/goals/${goal.id}`)).json()) as {
    value: number;
    progress: number;
    history: { value: number }[];
  };
  expect(Math.round((after.value - goal.value) * 100) / 100).toBe(1200);
  await page.reload();
  await expect(card.getByTestId('goal-progress')).toHaveText(`${after.progress.toLocaleString('fr-FR')} %`);
  expect(after.progress).toBeGreaterThan(goal.progress);
  await card.getByRole('button', { name: g.actions.history }).click();
  await expect(card.getByRole('table')).toContainText(g.card.weekEnd);

  // The dashboard card shows the user's goals.
  await page.goto('/dashboard');
  const mine = page.getByRole('region', { name: g.dashboard.title });
  await expect(mine).toContainText(title);
  await expect(mine.getByRole('progressbar', { name: `${g.card.progress} ${title}` })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(Math.min(100, after.progress))),
  );
});
