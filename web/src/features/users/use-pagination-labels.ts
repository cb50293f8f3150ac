import { useTranslation } from 'react-i18next';
import type { PaginationProps } from '@/components/ui/pagination';

export function usePaginationLabels(): PaginationProps['labels'] {
  const { t } = useTranslation();
  return {
    nav: t('admin.pagination.label'),
    previous: t('admin.pagination.previous'),
    next: t('admin.pagination.next'),
    page: (page, pages) => t('admin.pagination.page', { page, pages }),
    range: (from, to, total) => t('admin.pagination.range', { from, to, total }),
  };
}
