/** What the tests of a list screen check again and again: a row, the counters, the options, the request sent. */
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from './utils';

/** The table row whose link (the reference or name that opens the record) is `name`. */
export async function findRow(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('link', { name })).closest('tr')!;
}

/** Each of `texts` is shown in `container`, as the whole text of an element. */
export function expectTexts(container: HTMLElement, texts: readonly string[]) {
  for (const text of texts) expect(within(container).getByText(text)).toBeInTheDocument();
}

/** The counters' region `name` holds each of `texts` (a label then its value: 'Livrées4'); returns it. */
export function expectCounters(name: string, texts: readonly (string | RegExp)[]): HTMLElement {
  const counters = screen.getByRole('region', { name });
  for (const text of texts) expect(counters).toHaveTextContent(text);
  return counters;
}

/** The texts of a select's options, in order. */
export function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

/**
 * The 'Statut' filter offers 'Tous les statuts' then `statuses`; picking `status` and typing `q` in the
 * search box ('Rechercher') reach the list's request (the last call starting with `prefix`).
 */
export async function expectStatusAndSearch(
  app: { user: ReturnType<typeof renderApp>['user']; calls: readonly (string | { url: string })[] },
  prefix: string,
  { statuses, status, q }: { statuses: readonly string[]; status: string; q: string },
) {
  const select = screen.getByRole('combobox', { name: 'Statut' });
  expect(optionTexts(select)).toEqual(['Tous les statuts', ...statuses]);
  await app.user.selectOptions(select, status);
  await app.user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), q);
  await expectLastCall(app.calls, prefix, [`status=${status}`, `q=${q}`]);
}

/**
 * Picking `status` in the 'Statut' filter writes it into the URL and sends it, with `kept` (what the
 * URL already held), in the list's next request (the last call starting with `prefix`).
 */
export async function expectStatusSent(
  { user, router }: Pick<ReturnType<typeof renderApp>, 'user' | 'router'>,
  calls: readonly (string | { url: string })[],
  prefix: string,
  status: string,
  kept: readonly string[] = [],
) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), status);
  expect(router.state.location.search).toContain(`status=${status}`);
  await expectLastCall(calls, prefix, [`status=${status}`, ...kept]);
}

/** The list at `path` (answered with no rows) shows its empty state, `text`. */
export async function expectEmptyList(path: string, text: string) {
  renderApp(path);
  expect(await screen.findByText(text)).toBeInTheDocument();
}

/**
 * Waits until the last of `calls` that starts with `prefix` (`'/api/orders?'`) holds each of
 * `parts` (`'status=shipped'`) and none of `absent`; a call is its URL or a recorded request.
 */
export async function expectLastCall(
  calls: readonly (string | { url: string })[],
  prefix: string,
  parts: readonly string[],
  absent: readonly string[] = [],
) {
  await waitFor(() => {
    const urls = calls.map((call) => (typeof call === 'string' ? call : call.url));
    const last = urls.filter((url) => url.startsWith(prefix)).at(-1);
    for (const part of parts) expect(last).toContain(part);
    for (const part of absent) expect(last).not.toContain(part);
  });
}

/**
 * Renders the list at `path` and opens its creation dialog (the button and the dialog share `name`);
 * `submit()` clicks the dialog's `submitLabel`.
 */
export async function openNewDialog(path: string, name: string, submitLabel: string) {
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  const submit = () => app.user.click(within(dialog).getByRole('button', { name: submitLabel }));
  return { ...app, dialog, submit };
}
