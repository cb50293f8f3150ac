/** The parts every module's records share on a list: their edit and delete buttons, the confirmation before deleting. */
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSlot, type SaveDialogProps } from '@/components/form/FormDialog';
import { ConfirmDialog, type ConfirmDialogProps, type QuestionKey } from '@/components/ui/confirm-dialog';
import type { OnMessage } from '@/lib/api';
import { RowActions, deleteAction, editAction } from './ListBody';

/**
 * A record's edit and delete buttons, named '<edit> <name>' from `<ns>.actions.{edit,delete}`
 * (their tooltips without the name); a button without its handler (the user may not) is left out.
 */
export function RecordActions({
  ns,
  name,
  onEdit,
  onDelete,
  className,
}: {
  ns: string;
  name: string;
  onEdit?: (() => void) | false | undefined;
  onDelete?: (() => void) | false | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const edit = t(`${ns}.actions.edit` as never);
  const remove = t(`${ns}.actions.delete` as never);
  return (
    <RowActions
      {...(className ? { className } : {})}
      actions={[
        onEdit ? editAction(`${edit} ${name}`, onEdit, edit) : null,
        onDelete ? deleteAction(`${remove} ${name}`, onDelete, remove) : null,
      ]}
    />
  );
}

/**
 * A named record's row buttons from its list's record dialogs: edit opens the form, delete asks
 * first; each only where the user may (`recordActionsFor('clients', { canUpdate, canDelete, openForm,
 * destroy })`, a function of the row).
 */
export function recordActionsFor<T extends { name: string }>(
  ns: string,
  {
    canUpdate,
    canDelete,
    openForm,
    destroy,
  }: {
    canUpdate: boolean;
    canDelete: boolean;
    openForm: (record: T) => void;
    destroy: { ask: (record: T) => void };
  },
) {
  return function Actions(record: T) {
    return (
      <RecordActions
        ns={ns}
        name={record.name}
        onEdit={canUpdate && (() => openForm(record))}
        onDelete={canDelete && (() => destroy.ask(record))}
      />
    );
  };
}

/**
 * Asking before deleting a module's record (spread `useDestroyConfirm`'s `dialog`): the question
 * `<ns>.confirm` (its title, message and confirm button), `detail` naming the record.
 */
export function DeleteConfirm({
  ns,
  dialog,
  detail,
  title,
}: {
  ns: string;
  dialog: Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm' | 'destructive'>;
  detail: ReactNode;
  /** Instead of `<ns>.confirm.title`. */
  title?: string;
}) {
  return <ConfirmDialog {...dialog} texts={`${ns}.confirm` as QuestionKey} title={title} detail={detail} />;
}

/**
 * A list's record dialogs (`useRecordDialogs`, `useRecordScreen`): the form while it is open
 * (`children(record, dialog)`, as `FormSlot`'s), and the confirmation before deleting
 * (`DeleteConfirm`, its detail `<ns>.confirm.irreversible` with the record's name unless `detail` says).
 */
export function RecordDialogs<T extends { name: string }>({
  ns,
  dialogs: { form, closeForm, destroy },
  onMessage,
  detail,
  title,
  children,
}: {
  ns: string;
  dialogs: {
    form: { record?: T; key: number } | null;
    closeForm: () => void;
    destroy: { target: T | null; dialog: ComponentProps<typeof DeleteConfirm>['dialog'] };
  };
  onMessage: OnMessage;
  detail?: (record: T) => ReactNode;
  /** Instead of `<ns>.confirm.title`. */
  title?: string;
  children: (record: T | undefined, dialog: SaveDialogProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const named = (record: T) => t(`${ns}.confirm.irreversible` as never, { name: record.name });
  const target = destroy.target;
  return (
    <>
      <FormSlot form={form} onClose={closeForm} onMessage={onMessage}>
        {children}
      </FormSlot>
      <DeleteConfirm
        ns={ns}
        dialog={destroy.dialog}
        detail={target === null ? null : (detail ?? named)(target)}
        {...(title ? { title } : {})}
      />
    </>
  );
}
