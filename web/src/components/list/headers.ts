import { useTranslation } from 'react-i18next';

/**
 * A list table's column headers, `<ns>.columns.<id>`, and the `meta` of a column the list sorts
 * by `sortKey` (the header's text for the sort button's tooltip; with `className`, the cells'
 * classes, and the header right-aligned when the cells are).
 */
export function useColumnHeaders(ns: string) {
  const { t } = useTranslation();
  const header = (id: string): string => t(`${ns}.columns.${id}` as never);
  const sortable = (id: string, sortKey: string, className?: string) => ({
    sortKey,
    headerText: header(id),
    ...(className
      ? { className, headerClassName: className.includes('text-right') ? 'text-right' : '' }
      : {}),
  });
  return { header, sortable };
}
