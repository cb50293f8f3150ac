/**
 * Tasks ('Gestion des Tâches', spec 001 §2, §4, §5, §8): a sourcing specialist creates a task
 * through the 'Nouvelle Tâche' dialog (validation messages first), sees the success message and
 * the dialog close, then moves the task to completed from its card (progress follows: 100).
 */
import { ACCOUNTS, expect, fr, loginAs, test, translate } from './helpers';

const tk = fr.tasks;

test('a sourcing specialist creates a task and moves it to completed', async ({ page }) => {
  const tag = `e2e${Date.now().toString(36)}`;
  const title = `Relancer le fournisseur ${tag}`;
  await loginAs(page, ACCOUNTS.sourcing);
  await page.goto(`/tasks?q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: tk.title })).toBeVisible();
  await expect(page.getByText(tk.states.empty)).toBeVisible();

  await page.getByRole('button', { name: tk.actions.new }).click();
  const dialog = page.getByRole('dialog', { name: tk.form.createTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(tk.fields.priority)).toHaveValue('medium');
  await expect(dialog.getByLabel(tk.fields.status, { exact: true })).toHaveValue('pending');

  // Empty form: the specification's four messages.
  await dialog.getByRole('button', { name: tk.actions.create }).click();
  for (const message of [
    tk.validation.titleRequired,
    tk.validation.descriptionRequired,
    tk.validation.dueDateRequired,
    tk.validation.assigneeRequired,
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  await dialog.getByLabel(`${tk.fields.title} *`).fill(title);
  await expect(dialog.getByText(tk.validation.titleRequired, { exact: true })).toHaveCount(0);
  await dialog.getByLabel(`${tk.fields.description} *`).fill('Obtenir la date d’expédition confirmée.');
  await dialog.getByLabel(`${tk.fields.dueDate} *`).fill('2031-03-15');
  await dialog.getByLabel(`${tk.fields.assignee} *`).selectOption({ label: ACCOUNTS.sourcing.name });
  await dialog.getByLabel(tk.fields.tags).fill(` ${tag}, , fournisseur `);
  await dialog.getByRole('button', { name: tk.actions.create }).click();

  await expect(dialog.getByText(tk.success.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new card: pending, progress 0, tags parsed.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(ACCOUNTS.sourcing.name)).toBeVisible();
  await expect(card.getByText('fournisseur', { exact: true })).toBeVisible();
  await expect(card.getByText('15/03/2031')).toBeVisible();
  const progress = card.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // Move it to completed from the card.
  await card
    .getByRole('combobox', { name: translate('fr', 'tasks.card.changeStatus', { title }) })
    .selectOption('completed');
  await expect(page.getByRole('status').filter({ hasText: tk.success.updated })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');

  // It is counted and found among the completed tasks, and among the user's own.
  await page.getByRole('combobox', { name: tk.filters.status, exact: true }).selectOption('completed');
  await expect(page).toHaveURL(/status=completed/);
  await expect(card).toBeVisible();
  // The box follows the URL: click, then wait for it (check() would read it before the URL moves).
  const mine = page.getByRole('checkbox', { name: tk.filters.mine });
  await mine.click();
  await expect(mine).toBeChecked();
  await expect(page).toHaveURL(/mine=1/);
  await expect(card).toBeVisible();
  await page.getByRole('combobox', { name: tk.filters.status, exact: true }).selectOption('pending');
  await expect(page.getByText(tk.states.empty)).toBeVisible();
});
