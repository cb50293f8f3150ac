/** What the tests of a form check again and again: what it sent, and that it saved and closed. */
import type { ReactElement } from 'react';
import { expect, vi, type Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithQueries } from './utils';

/**
 * Renders a dialog with a mock per callback (`onClose` and `onSaved` unless named:
 * `renderDialog((on) => <X {...on} />, ['onClose', 'onMessage'])`); returns them and a user to drive it.
 */
export function renderDialog<K extends string = 'onClose' | 'onSaved'>(
  dialog: (callbacks: Record<K, Mock>) => ReactElement,
  names: readonly K[] = ['onClose', 'onSaved'] as unknown as readonly K[],
) {
  const callbacks = Object.fromEntries(names.map((name) => [name, vi.fn()])) as Record<K, Mock>;
  const user = userEvent.setup();
  renderWithQueries(dialog(callbacks));
  return { ...callbacks, user };
}

/** The body of the first request sent with `method` (and to `url`, when given). */
export function sentBody(
  requests: readonly { method: string; url: string; body: unknown }[],
  method: string,
  url?: string,
): unknown {
  return requests.find((r) => r.method === method && (url === undefined || r.url === url))?.body;
}

/** The dialog saved: `onSaved` got `message` (waited for), then `onClose` was called. */
export async function expectSavedAndClosed(
  onSaved: (message: string) => void,
  onClose: () => void,
  message: string,
) {
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(message));
  expect(onClose).toHaveBeenCalled();
}

/**
 * The new password's confirmation rule: a different confirmation is refused with 'Les mots de
 * passe ne correspondent pas' before anything is sent; once corrected, the form is sent again.
 */
export async function confirmAfterMismatch(
  user: ReturnType<typeof userEvent.setup>,
  { password, confirmLabel, submit }: { password: string; confirmLabel: string; submit: string },
) {
  await user.type(screen.getByLabelText('Nouveau mot de passe'), password);
  await user.type(screen.getByLabelText(confirmLabel), `${password}-`);
  await user.click(screen.getByRole('button', { name: submit }));
  expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
  await user.clear(screen.getByLabelText(confirmLabel));
  await user.type(screen.getByLabelText(confirmLabel), password);
  await user.click(screen.getByRole('button', { name: submit }));
}

/**
 * Fills a form the way a person would: for each `label: value`, picks the option in a select, or
 * types the value into the field labelled so (inside `container`, the whole page by default).
 */
export async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  values: Record<string, string>,
  container: HTMLElement = document.body,
) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(container).getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
}
