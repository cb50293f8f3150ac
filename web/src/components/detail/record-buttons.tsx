/** A record's 'Modifier' and 'Supprimer' in the header of its detail view. */
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { Button, TrashButton } from '@/components/ui/button';
import { AskFirst } from '@/components/ui/confirm-dialog';

/** 'Modifier': an outline button with a pencil. */
export function EditButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button variant="outline" disabled={disabled} onClick={onClick}>
      <Pencil aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/**
 * 'Supprimer' (red) and the confirmation before it: `<ns>.actions.delete`, `<ns>.confirm.deleteTitle`,
 * 'common.confirmDelete', `<ns>.confirm.deleteDetail` (with `values`: which record) and
 * `<ns>.actions.cancel`. Confirming runs `onConfirm`.
 */
export function DeleteButton({
  ns,
  values,
  onConfirm,
  disabled,
}: {
  ns: string;
  values: Record<string, string>;
  onConfirm: () => void | Promise<void>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const text = (key: string, options: Record<string, string> = {}): string =>
    t(`${ns}.${key}` as never, options);
  return (
    <AskFirst
      trigger={(ask) => (
        <TrashButton disabled={disabled} onClick={ask}>
          {text('actions.delete')}
        </TrashButton>
      )}
      title={text('confirm.deleteTitle')}
      message={t('common.confirmDelete')}
      detail={text('confirm.deleteDetail', values)}
      confirmLabel={text('actions.delete')}
      cancelLabel={text('actions.cancel')}
      onConfirm={onConfirm}
    />
  );
}
