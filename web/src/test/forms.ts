/** What the tests of a form check again and again: what it sent, and that it saved and closed. */
import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';

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
