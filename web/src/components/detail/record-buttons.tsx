/** A record's 'Modifier', 'Supprimer' and other actions in the header of its detail view. */
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { ComponentType } from 'react';
import { Button, TrashButton, type ButtonProps } from '@/components/ui/button';
import { AskFirst } from '@/components/ui/confirm-dialog';

export type ActionButtonProps = Omit<ButtonProps, 'children'> & {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  label: string;
};

/** An action in a record's detail header: its icon before its text. */
export function ActionButton({ icon: Icon, label, ...props }: ActionButtonProps) {
  return (
    <Button {...props}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

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
  return <ActionButton variant="outline" icon={Pencil} label={label} disabled={disabled} onClick={onClick} />;
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
