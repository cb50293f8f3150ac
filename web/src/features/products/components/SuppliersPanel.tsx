import { useTranslation } from 'react-i18next';
import { Truck } from 'lucide-react';
import { supplierBody, type Supplier, type SupplierInput } from '@comptoir/core/modules/products';
import {
  FormSlot,
  FormDialog,
  TextField,
  useFormDialog,
  useRecordDialogs,
  valuesOf,
  type SaveDialogProps,
} from '@/components/form/FormDialog';
import {
  CreateButton,
  DataTable,
  ListBody,
  ListSection,
  actionsColumn,
  column,
  type ColumnDef,
  recordActionsFor,
} from '@/components/list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteSupplier, useSaveSupplier, useSuppliers } from '../api';
import type { OnMessage } from '@/lib/api';

type SupplierField = 'name' | 'contactName' | 'email' | 'phone' | 'country';
const FIELDS: SupplierField[] = ['name', 'contactName', 'email', 'phone', 'country'];
type SupplierValues = Record<SupplierField, string>;

function SupplierDialog({
  supplier,
  onClose,
  onSaved,
}: SaveDialogProps & { supplier?: Supplier | undefined }) {
  const { t } = useTranslation();
  const save = useSaveSupplier();
  const { form, dialog } = useFormDialog<SupplierValues>({
    schema: supplierBody,
    defaultValues: valuesOf(supplier, FIELDS),
    fields: FIELDS,
    save: (values) => save.mutateAsync({ id: supplier?.id, body: values as unknown as SupplierInput }),
    onSaved,
    onClose,
    failedKey: 'products.suppliers.saveError',
  });
  return (
    <FormDialog
      {...dialog}
      title={supplier ? t('products.suppliers.editTitle') : t('products.suppliers.createTitle')}
      onClose={onClose}
      labels={{ cancel: t('products.actions.cancel'), submit: t('products.actions.save') }}
    >
      {FIELDS.map((name) => (
        <TextField
          key={name}
          form={form}
          name={name}
          label={name === 'name' ? `${t('products.fields.name')} *` : t(`products.fields.${name}`)}
          type={name === 'email' ? 'email' : 'text'}
        />
      ))}
    </FormDialog>
  );
}

/** The 'Fournisseurs' tab of the catalogue: list, create, edit, delete. */
export function SuppliersPanel({
  canCreate,
  canUpdate,
  canDelete,
  onMessage,
}: {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const list = useSuppliers();
  const remove = useDeleteSupplier();
  const { form, openForm, closeForm, destroy } = useRecordDialogs<Supplier>(
    (supplier) => remove.mutateAsync(supplier.id),
    onMessage,
    'products.suppliers.deleteError',
  );
  const items = list.data?.items ?? [];
  const text = (
    key: 'name' | 'contactName' | 'email' | 'phone' | 'country' | 'productCount',
    className?: string,
  ) => column<Supplier>(key, t(`products.fields.${key}`), (supplier) => supplier[key], className);
  const columns: ColumnDef<Supplier>[] = [
    text('name', 'font-medium'),
    text('contactName'),
    text('email'),
    text('phone'),
    // A country as typed, not an interface text.
    column<Supplier>('country', t('products.fields.country'), (supplier) => (
      <span translate="no">{supplier.country}</span>
    )),
    text('productCount', 'tabular-nums'),
    actionsColumn(
      t('products.fields.actions'),
      recordActionsFor<Supplier>('products', { canUpdate, canDelete, openForm, destroy }),
    ),
  ];

  return (
    <ListSection>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('products.suppliers.title')}</h2>
        {canCreate ? <CreateButton label={t('products.suppliers.new')} onClick={() => openForm()} /> : null}
      </div>
      <ListBody
        query={list}
        errorKey="products.suppliers.loadError"
        loadingText={t('products.states.loading')}
        empty={{ icon: Truck, title: t('products.suppliers.empty') }}
      >
        <DataTable rows={items} columns={columns} minWidth="min-w-[40rem]" />
      </ListBody>
      <FormSlot form={form} onClose={closeForm} onMessage={onMessage}>
        {(supplier, dialog) => <SupplierDialog supplier={supplier} {...dialog} />}
      </FormSlot>
      <ConfirmDialog
        {...destroy.dialog}
        title={t('products.actions.delete')}
        message={
          <>
            <span className="block">{t('products.confirm.message')}</span>
            <span className="mt-2 block">{t('products.suppliers.confirmDelete')}</span>
          </>
        }
        confirmLabel={t('products.confirm.confirm')}
        cancelLabel={t('products.actions.cancel')}
      />
    </ListSection>
  );
}
