import { useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Loader2 } from 'lucide-react';
import { buttonClasses } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  /** A second, emphasised line under the message: what is at stake (a name, 'irreversible'). */
  detail?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs on confirmation; the dialog stays open (buttons disabled) until it settles, then closes. */
  onConfirm: () => unknown;
  destructive?: boolean;
}

/** Asks before an action (radix AlertDialog: focus on Cancel, Escape cancels). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  detail,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="bg-card text-card-foreground fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl border p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-muted-foreground text-sm">
            {detail === undefined ? (
              message
            ) : (
              <>
                <span className="block">{message}</span>
                <span className="mt-2 block font-medium">{detail}</span>
              </>
            )}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })} disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses({ variant: destructive ? 'destructive' : 'default' })}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * An action asked about first: `trigger(ask)` renders what asks (a button calling `ask`), then the
 * ConfirmDialog (destructive unless told) runs `onConfirm` once confirmed.
 */
export function AskFirst({
  trigger,
  destructive = true,
  ...dialog
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'destructive'> & {
  trigger: (ask: () => void) => ReactNode;
  destructive?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {trigger(() => setOpen(true))}
      <ConfirmDialog {...dialog} open={open} onOpenChange={setOpen} destructive={destructive} />
    </>
  );
}
