import type { ComponentProps } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * A form's submit button: off, with a spinner, while `busy` (`disabled`: off for another reason).
 * A module of its own so that the sign-in pages do not load the dialog to get it (login budget).
 */
export function SubmitButton({
  busy,
  disabled = false,
  children,
  ...button
}: Omit<ComponentProps<typeof Button>, 'type'> & { busy: boolean }) {
  return (
    <Button type="submit" disabled={busy || disabled} {...button}>
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </Button>
  );
}
