import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type EmptyStateProps } from '@/components/ui/empty-state';

/**
 * A whole page standing for what cannot be shown (not allowed, not built, not found): its h1
 * `shell.<name>Title` and its text `shell.<name>Message` (with `values`), an icon, what to do;
 * on a card unless `card` is false.
 */
export function ShellMessage({
  name,
  icon,
  values,
  action,
  children,
  card = true,
}: {
  name: 'unauthorized' | 'accessRestricted' | 'underConstruction' | 'notFound';
  icon: EmptyStateProps['icon'];
  values?: Record<string, string>;
  action?: ReactNode;
  children?: ReactNode;
  card?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="h1"
      icon={icon}
      title={t(`shell.${name}Title`, values)}
      description={t(`shell.${name}Message`, values)}
      action={action}
      {...(card ? { className: 'bg-card mt-4' } : {})}
    >
      {children}
    </EmptyState>
  );
}
