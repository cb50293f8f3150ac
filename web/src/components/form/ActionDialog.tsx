import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';

type MountedDialogProps = Extract<ComponentProps<typeof Dialog>, { onClose: () => void }>;

export type ActionDialogProps = Omit<MountedDialogProps, 'title' | 'description' | 'closeLabel'> & {
  /** The texts' prefix: the title `<texts>.title`, the description `<texts>.description`. */
  texts: string;
  /** The description's interpolation values. */
  values?: Record<string, string>;
  /** The close button's name: 'Fermer' unless told. */
  closeLabel?: string;
};

/**
 * A dialog shown while mounted for one action (an export, an import, adding a member): its title
 * and description read from `texts`, closed by `onClose`.
 */
export function ActionDialog({ texts, values, closeLabel, ...dialog }: ActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      {...dialog}
      title={t(`${texts}.title` as never)}
      description={String(t(`${texts}.description` as never, values as never))}
      closeLabel={closeLabel ?? t('common.close')}
    />
  );
}
