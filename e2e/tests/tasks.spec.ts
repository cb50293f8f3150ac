/**
 * Tasks ('Gestion des Tâches', spec 001 §2, §4, §5, §8): a sourcing specialist creates a task
 * through the 'Nouvelle Tâche' dialog (validation messages first), sees the success message and
 * the dialog close, then moves the task to completed from its card (progress follows: 100).
 * Issue 30 §6: a commercial manager archives his task, finds it under 'Archivées', brings it back
 * and deletes it after the confirmation, with the keyboard; another's task he may not delete.
 */
import { ACCOUNTS, expect, fr, signInAs, newTask, test, translate, expectShown } from './helpers';

const tk = fr.tasks;
/** A card's button named after its task ('Archiver « … »'). */
const named = (action: 'archive' | 'unarchive' | 'delete', title: string) =>
  translate('fr', `tasks.card.${action}`, { title });

test('a sourcing specialist creates a task and moves it to completed', async ({ page }) => {
  const tag = `e2e${Date.now().toString(36)}`;
  const title = `Relancer le fournisseur ${tag}`;
  await signInAs(page, ACCOUNTS.sourcing);
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

  await expectShown(page, tk.success.created);
  await expect(dialog).toBeHidden();

  // The new card: pending, progress 0, tags parsed.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(ACCOUNTS.sourcing.name)).toBeVisible();
  await expect(card.getByText('fournisseur', { exact: true })).toBeVisible();
  await expect(card.getByText('15/03/2031')).toBeVisible();
  const progress = card.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  // An Editor archives but does not delete, not even her own task (issue 30 §6).
  await expect(card.getByRole('button', { name: named('archive', title) })).toBeVisible();
  await expect(card.getByRole('button', { name: named('delete', title) })).toHaveCount(0);

  // Move it to completed from the card.
  await card
    .getByRole('combobox', { name: translate('fr', 'tasks.card.changeStatus', { title }) })
    .selectOption('completed');
  await expectShown(page, tk.success.updated);
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

test('a manager archives his task, brings it back and deletes it; not another’s', async ({
  page,
  browser,
}) => {
  const tag = `e2e${Date.now().toString(36)}`;
  const mine = `Préparer l’échantillon ${tag}`;
  const theirs = `Valider le budget ${tag}`;
  // The director (Admin) writes one task, the commercial manager the other.
  const director = await browser.newContext({ locale: 'fr-FR' });
  try {
    const directorPage = await director.newPage();
    await signInAs(directorPage, ACCOUNTS.operations);
    await newTask(directorPage, theirs);
  } finally {
    await director.close();
  }
  await signInAs(page, ACCOUNTS.commercial);
  await newTask(page, mine);
  await page.goto(`/tasks?q=${tag}`);
  const cardOf = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  const [own, other] = [cardOf(mine), cardOf(theirs)];
  await expect(own).toBeVisible();
  await expect(other).toBeVisible();

  // 'Supprimer' only on his own task; the server refuses the other in French.
  await expect(own.getByRole('button', { name: named('delete', mine) })).toBeVisible();
  await expect(other.getByRole('button', { name: named('archive', theirs) })).toBeVisible();
  await expect(other.getByRole('button', { name: named('delete', theirs) })).toHaveCount(0);
  const list = (await (await page.request.get(`/api/tasks?q=${tag}`)).json()) as {
    items: { id: string; title: string }[];
  };
  const theirsId = list.items.find((t) => t.title === theirs)!.id;
  const refused = await page.request.delete(`/api/tasks/${theirsId}`);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    tk.errors.deleteNotAllowed,
  );

  // Archived: off the board, under 'Archivées' with 'Désarchiver'.
  await own.getByRole('button', { name: named('archive', mine) }).click();
  await expectShown(page, tk.success.archived);
  await expect(own).toBeHidden();
  await expect(other).toBeVisible();
  await page.getByRole('tab', { name: tk.tabs.archived }).click();
  await expect(page).toHaveURL(/archived=1/);
  await expect(own).toBeVisible();
  await expect(other).toBeHidden();
  await expect(own.getByRole('combobox')).toHaveCount(0);
  await own.getByRole('button', { name: named('unarchive', mine) }).click();
  await expectShown(page, tk.success.unarchived);
  await expect(page.getByText(tk.states.emptyArchived)).toBeVisible();
  // Back to the board with the keyboard (the tabs follow the arrow keys).
  await page.getByRole('tab', { name: tk.tabs.archived }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: tk.tabs.active })).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/archived=1/);
  await expect(own).toBeVisible();

  // Deleted with the keyboard after the confirmation naming it; Escape first keeps it.
  const trash = own.getByRole('button', { name: named('delete', mine) });
  await trash.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: tk.confirm.title });
  await expect(confirm).toContainText(translate('fr', 'tasks.confirm.detail', { title: mine }));
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(own).toBeVisible();
  await trash.focus();
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: fr.common.cancel })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: tk.confirm.confirm })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectShown(page, tk.success.deleted);
  await expect(own).toHaveCount(0);
  await expect(other).toBeVisible();
});
