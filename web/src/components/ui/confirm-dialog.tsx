import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from 'radix-ui';
import { Loader2 } from 'lucide-react';
import type { Messages } from '@comptoir/core/i18n/index';
import { buttonClasses } from './button';

/** The texts of one question in the messages: its title, message and confirm button (and `keep`, the cancel button, when it is not 'common.cancel'). */
interface QuestionTexts {
  title: string;
  message: string;
  confirm: string;
}
type QuestionKeys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends QuestionTexts
    ? `${P}${K}`
    : T[K] extends Record<string, unknown>
      ? QuestionKeys<T[K], `${P}${K}.`>
      : never;
}[keyof T & string];
/** A key of the messages holding a question's texts, such as 'time.delete'. */
export type QuestionKey = QuestionKeys<Messages>;

interface ConfirmDialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A second, emphasised line under the message: what is at stake (a name, 'irreversible'). */
  detail?: ReactNode;
  /** Runs on confirmation; the dialog stays open (buttons disabled) until it settles, then closes. */
  onConfirm: () => unknown;
  destructive?: boolean;
}

interface ConfirmDialogTexts {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
}

/** Either the texts themselves, or `texts`: the key of a question in the messages (`values` fill its message). */
export type ConfirmTextsProps =
  | (ConfirmDialogTexts & { texts?: undefined })
  | (Partial<Pick<ConfirmDialogTexts, 'title'>> & { texts: QuestionKey; values?: Record<string, string> });
export type ConfirmDialogProps = ConfirmDialogState & ConfirmTextsProps;

/** The texts a ConfirmDialog shows, from its props or its question's key. */
function useDialogTexts(props: ConfirmDialogProps): ConfirmDialogTexts {
  const { t } = useTranslation();
  if (props.texts === undefined) return props;
  const text = (key: string, values?: Record<string, string>) => t(`${props.texts}.${key}` as never, values);
  return {
    title: props.title ?? text('title'),
    message: text('message', props.values),
    confirmLabel: text('confirm'),
    cancelLabel: t([`${props.texts}.keep`, 'common.cancel'] as never),
  };
}

/** Asks before an action (radix AlertDialog: focus on Cancel, Escape cancels). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, detail, onConfirm, destructive } = props;
  const { title, message, confirmLabel, cancelLabel } = useDialogTexts(props);
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
}: Omit<ConfirmDialogState, 'open' | 'onOpenChange' | 'destructive'> &
  ConfirmTextsProps & {
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
