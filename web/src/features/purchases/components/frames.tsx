/**
 * What the purchasing screens share between the purchase orders and the shipments: a list that
 * opens its records in place and creates them in a dialog, its paged table, the detail view's
 * frame (back, loading, edit, delete), and the companies a record may be for.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ListBody, listSort, type ColumnDef, type ListQueryState } from '@/components/list';
import { DetailState } from '@/components/detail/DetailLayout';
import { SelectField, required } from '@/components/form/fields';
import {
  useDetailDialog,
  useDetailScreen,
  type DetailScreenProps,
} from '@/components/detail/use-detail-screen';
import { reportOutcome } from '@/lib/api';
import { useSessionUser } from '@/lib/session';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/**
 * A list whose record opens in place (?id=: `detail`), with the creation dialog (`form`, opened
 * by the list's `onNew`; the saved record is then opened and its message said).
 */
export function ListWithDetail({
  list,
  detail: Detail,
  form: Form,
  children,
}: {
  list: { id: string; select: (id: string | undefined) => void };
  detail: ComponentType<DetailScreenProps>;
  form: ComponentType<{ onClose: () => void; onSaved: (record: { id: string }, message: string) => void }>;
  children: (list: { onNew: () => void; banner: ReactNode }) => ReactNode;
}) {
  const screen = useDetailScreen(list, { dismissible: true });
  const [form, setForm] = useState<number | null>(null);
  // Each opening is a new form (its key), not the last one's values.
  const onNew = () => setForm((n) => (n ?? 0) + 1);
  return (
    <>
      {list.id ? <Detail key={list.id} {...screen.detail} /> : children({ onNew, banner: screen.bannerNode })}
      {form !== null ? <Form key={form} onClose={() => setForm(null)} onSaved={screen.opened} /> : null}
    </>
  );
}

/**
 * A list's page of rows as a table: the load failure (`<ns>.failures.load`), loading
 * (`<ns>.loading`), the empty state (`<ns>.empty`, `<ns>.emptyHint`), the table named `<ns>.title`
 * with its sortable headers, and the paging.
 */
export function PagedTable<T>({
  ns,
  query,
  list,
  rows,
  columns,
  icon,
  minWidth,
}: {
  ns: string;
  query: ListQueryState;
  list: {
    sort: string;
    order: 'asc' | 'desc';
    update: (changes: Record<string, string | number | undefined>) => void;
  };
  rows: readonly T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  icon: Icon;
  minWidth: string;
}) {
  const { t } = useTranslation();
  const text = (key: string, values?: Record<string, string>): string =>
    String(t(`${ns}.${key}` as never, values as never));
  return (
    <ListBody
      query={query}
      errorKey={`${ns}.failures.load`}
      loadingText={text('loading')}
      empty={{ icon, title: text('empty'), description: text('emptyHint') }}
      paging={{ ns, list }}
    >
      <DataTable
        rows={rows}
        columns={columns}
        label={text('title')}
        minWidth={minWidth}
        sort={listSort(list, (name) => text('filters.sortBy', { column: name }))}
      />
    </ListBody>
  );
}

/**
 * A detail view's frame: back to the list (`<ns>.actions.back`), `pending` (loading, not found
 * or failed: `<ns>.detail.*`, `<ns>.failures.detail`; shown instead of the record), `none`
 * ('Non renseigné'), the edit dialog, and deleting (`<ns>.failures.delete`), then back.
 */
export function useDetailFrame(
  ns: string,
  query: { isPending: boolean; isError: boolean; error: Error | null },
  remove: { mutateAsync: () => Promise<{ message: string }> },
  { onBack, onMessage, banner }: Omit<DetailScreenProps, 'id'>,
) {
  const { t } = useTranslation();
  const back = { label: t(`${ns}.actions.back` as never), onBack };
  const editing = useDetailDialog(onMessage);
  const pending =
    query.isPending || query.isError ? (
      <DetailState
        query={query}
        back={back}
        banner={banner}
        texts={`${ns}.detail`}
        failedKey={`${ns}.failures.detail`}
      />
    ) : null;
  const none = <span className="text-muted-foreground">{t(`${ns}.detail.none` as never)}</span>;
  const confirmDelete = async () => {
    if (await reportOutcome(() => remove.mutateAsync(), onMessage, `${ns}.failures.delete`)) onBack();
  };
  return { back, editing, pending, none, confirmDelete };
}

/** The company a new record's form starts with: the user's only one, else none (to choose). */
export function useOnlyCompany(): string {
  const me = useSessionUser();
  return me.companies.length === 1 ? me.companies[0]!.id : '';
}

/**
 * The company a record is for (`companyId`, required): one of the user's, and the record's own
 * when editing it, which it keeps (the select is then off).
 */
export function CompanyField({
  ns,
  record,
}: {
  ns: string;
  record: { companyId: string; companyName: string } | undefined;
}) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const options = me.companies.map((c) => ({ value: c.id, label: c.name }));
  if (record && !options.some((c) => c.value === record.companyId)) {
    options.push({ value: record.companyId, label: record.companyName });
  }
  return (
    <SelectField
      name="companyId"
      label={required(t(`${ns}.form.company` as never))}
      options={options}
      placeholder={t(`${ns}.form.companyPlaceholder` as never)}
      disabled={record !== undefined}
    />
  );
}
