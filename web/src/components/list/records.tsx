/** The parts every module's records share on a list: their edit and delete buttons, the confirmation before deleting. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';
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
 * Asking before deleting a module's record (spread `useDestroyConfirm`'s `dialog`): the texts of
 * `<ns>.confirm.{title,message,confirm}` and `<ns>.actions.cancel`, `detail` naming the record.
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
  const { t } = useTranslation();
  const text = (key: string) => t(`${ns}.${key}` as never);
  return (
    <ConfirmDialog
      {...dialog}
      title={title ?? text('confirm.title')}
      message={text('confirm.message')}
      detail={detail}
      confirmLabel={text('confirm.confirm')}
      cancelLabel={text('actions.cancel')}
    />
  );
}
