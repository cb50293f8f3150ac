import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';

/** One full-width row of a table: loading or empty. Same height, so nothing jumps. */
export function TableStateRow({
  columns,
  state,
  emptyText,
}: {
  columns: number;
  state: 'loading' | 'empty';
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <tr>
      <td colSpan={columns} className="h-40 px-4 text-center">
        {state === 'loading' ? (
          <Spinner label={t('common.loading')} showLabel />
        ) : (
          <span className="text-muted-foreground inline-flex flex-col items-center gap-2">
            <Users aria-hidden="true" className="size-6" />
            {emptyText}
          </span>
        )}
      </td>
    </tr>
  );
}
