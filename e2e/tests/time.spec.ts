/**
 * Time tracking ('Suivi du Temps', issue 14 §3): the timer is started, survives a reload (it runs
 * on the server), and is stopped; an entry typed by hand shows in the week's timesheet with its
 * totals per day and per item; the export answers a spreadsheet.
 */
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, fr, signInAs, newTask, test, expectShown } from './helpers';

const tm = fr.time;

/** Opens 'Nouvelle entrée', types its start and end (`YYYY-MM-DDTHH:mm`) and saves: the dialog. */
async function saveEntry(page: Page, start: string, end: string): Promise<Locator> {
  await page.getByRole('button', { name: tm.actions.new }).click();
  const dialog = page.getByRole('dialog', { name: tm.form.createTitle });
  await dialog.getByLabel(`${tm.fields.startedAt} *`).fill(start);
  await dialog.getByLabel(`${tm.fields.endedAt} *`).fill(end);
  await dialog.getByRole('button', { name: tm.actions.save }).click();
  return dialog;
}

test('a member starts and stops the timer, logs time by hand and sees the weekly timesheet', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, ACCOUNTS.operations);
  // A timer left running by an earlier run is stopped first (409 when none runs).
  await page.request.post('/api/time-entries/stop');

  await page.goto('/time');
  await expect(page.getByRole('heading', { level: 1, name: tm.title })).toBeVisible();
  const timer = page.getByRole('region', { name: tm.timer.title });
  await expect(timer.getByText(tm.timer.idle)).toBeVisible();

  const tag = Date.now().toString(36);
  const note = `Appel fournisseur ${tag}`;
  await timer.getByRole('textbox', { name: tm.fields.note }).fill(note);
  // Linked to a task of its own: the tasks test, running beside it, archives and deletes tasks it
  // has just made, and the newest task is the picker's first option.
  const taskTitle = `Relance devis ${tag}`;
  await newTask(page, taskTitle);
  await timer.getByRole('combobox', { name: tm.fields.linkKind }).selectOption('task');
  const item = timer.getByRole('combobox', { name: tm.fields.link, exact: true });
  await expect(item.locator('option').filter({ hasText: taskTitle })).toHaveCount(1);
  await item.selectOption({ label: taskTitle });
  await timer.getByRole('button', { name: tm.timer.start }).click();
  await expectShown(page, tm.success.started);
  await expect(timer.getByRole('button', { name: tm.timer.stop })).toBeVisible();
  await expect(timer.getByText(note)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: note });
  await expect(row.getByText(tm.running, { exact: true })).toBeVisible();
  await expect(row).toContainText(`${tm.linkKinds.task} · ${taskTitle}`);

  // Kept on the server: still running after a reload.
  await page.reload();
  await expect(timer.getByRole('button', { name: tm.timer.stop })).toBeVisible();
  await expect(page.getByTestId('timer-elapsed')).toHaveText(/^0:0\d:\d\d$/);

  await timer.getByRole('button', { name: tm.timer.stop }).click();
  await expectShown(page, tm.success.stopped);
  await expect(timer.getByText(tm.timer.idle)).toBeVisible();
  await expect(row.getByText(tm.running, { exact: true })).toHaveCount(0);
  await expect(row.getByRole('cell', { name: /^\d\d:\d\d$/ })).toHaveCount(2);

  // Last week: an hour and a half typed by hand on its Monday.
  await page.getByRole('button', { name: tm.week.previous }).click();
  await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
  const monday = new URL(page.url()).searchParams.get('week')!;
  await expect(page.getByText(tm.empty)).toBeVisible();
  const dialog = await saveEntry(page, `${monday}T09:00`, `${monday}T08:00`);
  await expect(dialog.getByText(tm.validation.endBeforeStart)).toBeVisible();
  await dialog.getByLabel(`${tm.fields.endedAt} *`).fill(`${monday}T10:30`);
  await dialog.getByLabel(tm.fields.note).fill('Revue des offres');
  await dialog.getByLabel(tm.fields.billable).check();
  await dialog.getByRole('button', { name: tm.actions.save }).click();
  await expect(dialog).toBeHidden();
  await expectShown(page, tm.success.created);

  const entry = page.getByRole('row').filter({ hasText: 'Revue des offres' });
  await expect(entry).toContainText('09:00');
  await expect(entry).toContainText('10:30');
  await expect(entry).toContainText('1 h 30');
  await expect(page.getByTestId('timesheet-days').locator(`[data-day="${monday}"]`)).toHaveText('1 h 30');
  await expect(page.getByTestId('timesheet-total')).toHaveText('1 h 30');
  await expect(page.getByText(tm.totals.unlinked)).toBeVisible();

  // The same span again overlaps it: refused with the rule's message.
  const again = await saveEntry(page, `${monday}T10:00`, `${monday}T11:00`);
  await expect(again.getByText(tm.errors.overlap)).toBeVisible();
  await again.getByText(tm.actions.cancel, { exact: true }).click();
  await expect(again).toBeHidden();

  // The export of the week.
  const href = await page.getByRole('link', { name: tm.actions.exportCsv }).getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  const text = (await csv.body()).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('Revue des offres');
});
