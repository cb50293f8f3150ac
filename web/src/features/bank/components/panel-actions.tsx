/** What the transaction panel's parts share: the outcome of an action, and the 'Rapprocher' button. */
import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { BusyIcon, Button } from '@/components/ui/button';

/** What the panel's actions report: a success closes the panel (its message toasted); a failure stays in it. */
export interface PanelOutcome {
  /** Runs a change: its message toasted and the panel closed, or its error shown (a 409 also reloads). */
  run: (action: () => Promise<{ message: string }>, failedKey: string) => Promise<void>;
  busy: boolean;
}

/** The 'Rapprocher' button of a suggestion or of the manual allocation. */
export function MatchButton({
  onClick,
  busy,
  disabled,
  submit,
  children,
}: {
  onClick?: () => void;
  busy: boolean;
  disabled?: boolean;
  /** The submit button of its form (Enter sends it). */
  submit?: boolean;
  children: ReactNode;
}) {
  return (
    <Button size="sm" type={submit ? 'submit' : 'button'} onClick={onClick} disabled={busy || disabled}>
      <BusyIcon busy={busy} icon={Check} />
      {children}
    </Button>
  );
}
