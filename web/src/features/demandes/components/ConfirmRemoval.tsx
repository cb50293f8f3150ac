import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';

/**
 * Asking before deleting one of a request's things (a requested product, a file): `title`, the
 * usual warning, then its `name`; spread `useDestroyConfirm`'s `dialog`.
 */
export function ConfirmRemoval({
  dialog,
  title,
  name,
}: {
  dialog: Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm' | 'destructive'>;
  title: string;
  name: string | undefined;
}) {
  return <ConfirmDialog {...dialog} texts="demandes.confirm.delete" title={title} detail={name ?? ''} />;
}
