import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { apiErrorText } from '@/lib/api';

/**
 * A query's answer, or what stands for it: its failure (the server's message, else `failedKey`'s
 * text), `<texts>.loading` (a status line) until it is there, `<texts>.empty` when it is an empty
 * list, else `children(data)`.
 */
export function QueryState<T>({
  query,
  texts,
  failedKey,
  children,
}: {
  query: { isError: boolean; error: unknown; data: T | undefined };
  texts: string;
  failedKey: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) return <Alert variant="destructive">{apiErrorText(query.error, failedKey)}</Alert>;
  if (query.data === undefined) {
    return (
      <p className="text-muted-foreground text-sm" role="status">
        {t(`${texts}.loading` as never)}
      </p>
    );
  }
  if (Array.isArray(query.data) && query.data.length === 0) {
    return <p className="text-muted-foreground text-sm">{t(`${texts}.empty` as never)}</p>;
  }
  return children(query.data);
}
