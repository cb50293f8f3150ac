import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Button } from './button';

export type DialogProps = DialogBaseProps &
  (
    | { open: boolean; onOpenChange: (open: boolean) => void; onClose?: never }
    /** A dialog shown while it is mounted: closing it (Escape, the close button) calls `onClose`. */
    | { onClose: () => void; open?: never; onOpenChange?: never }
  );

interface DialogBaseProps {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  /** Keeps the dialog open when clicking outside (forms with unsaved input). */
  modalOnly?: boolean;
}

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * A modal dialog (radix): focus trapped and restored, Escape closes, title and description
 * announced. The panel scrolls inside the viewport so long forms never push the page.
 */
export function Dialog({
  open = true,
  onOpenChange,
  onClose,
  title,
  description,
  closeLabel,
  children,
  size = 'md',
  className,
  modalOnly,
}: DialogProps) {
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={onOpenChange ?? ((next) => (next ? undefined : onClose?.()))}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={modalOnly ? (event) => event.preventDefault() : undefined}
          // Escape in an open dropdown (the product or client picker) closes the dropdown, not the dialog.
          onEscapeKeyDown={(event) => {
            if (
              event.target instanceof Element &&
              event.target.closest('[role="combobox"][aria-expanded="true"]')
            )
              event.preventDefault();
          }}
          className={cn(
            'bg-card text-card-foreground fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border shadow-xl focus:outline-none',
            SIZES[size],
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b px-6 py-4">
            <div className="min-w-0 space-y-1">
              <DialogPrimitive.Title className="text-lg leading-tight font-semibold">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="text-muted-foreground text-sm">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="text-muted-foreground hover:bg-accent focus-visible:ring-ring -mt-1 -mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md focus-visible:ring-2 focus-visible:outline-none"
            >
              <X aria-hidden="true" className="size-4" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The button row at the bottom of a dialog's form. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/**
 * A dialog's buttons: `leading` ones (e.g. start over), 'Annuler' (outline, `cancelDisabled` while
 * something runs), then the actions.
 */
export function DialogActions({
  cancelLabel,
  onCancel,
  cancelDisabled,
  leading,
  children,
}: {
  cancelLabel: string;
  onCancel: () => void;
  cancelDisabled?: boolean;
  leading?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      {leading}
      <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      {children}
    </DialogFooter>
  );
}
