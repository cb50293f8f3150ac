import { useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { OnMessage } from '@/lib/api';
import type { SaveDialogProps } from './FormDialog';

/**
 * An outline button (its icon, its label) opening a save dialog, mounted while open:
 * `{(dialog) => <PaymentDialog purchaseOrder={po} {...dialog} />}`; `dialog` closes it and says a
 * save's message as a success.
 */
export function DialogButton({
  icon: Icon,
  label,
  disabled,
  onMessage,
  children,
}: {
  icon: LucideIcon;
  label: string;
  disabled?: boolean;
  onMessage: OnMessage;
  children: (dialog: SaveDialogProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {open
        ? children({ onClose: () => setOpen(false), onSaved: (message) => onMessage('success', message) })
        : null}
    </>
  );
}
