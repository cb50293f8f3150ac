import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { supplierBody, type Supplier, type SupplierInput } from '@comptoir/core/modules/products';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, useDeleteSupplier, useSaveSupplier, useSuppliers } from '../api';

type SupplierField = 'name' | 'contactName' | 'email' | 'phone' | 'country';
const FIELDS: SupplierField[] = ['name', 'contactName', 'email', 'phone', 'country'];
type SupplierValues = Record<SupplierField, string>;

function SupplierDialog({
  supplier,
  onClose,
  onSaved,
}: {
  supplier?: Supplier | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fieldMessage = useFieldMessage();
  const save = useSaveSupplier();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SupplierValues>({
    defaultValues: {
      name: supplier?.name ?? '',
      contactName: supplier?.contactName ?? '',
      email: supplier?.email ?? '',
      phone: supplier?.phone ?? '',
      country: supplier?.country ?? '',
    },
    resolver: zodResolver(supplierBody) as unknown as Resolver<SupplierValues>,
  });
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await save.mutateAsync({ id: supplier?.id, body: values as unknown as SupplierInput });
      onSaved(answer.message);
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, 'products.suppliers.saveError'));
    }
  });
  const labels: Record<SupplierField, string> = {
    name: `${t('products.fields.name')} *`,
    contactName: t('products.fields.contactName'),
    email: t('products.fields.email'),
    phone: t('products.fields.phone'),
    country: t('products.fields.country'),
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={supplier ? t('products.suppliers.editTitle') : t('products.suppliers.createTitle')}
      closeLabel={t('products.actions.cancel')}
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        {FIELDS.map((name) => {
          const fieldId = `${id}-${name}`;
          const error = fieldMessage(errors[name]);
          return (
            <FormField key={name} id={fieldId} label={labels[name]} error={error}>
              <Input
                id={fieldId}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(fieldId, error)}
                type={name === 'email' ? 'email' : 'text'}
                {...register(name)}
              />
            </FormField>
          );
        })}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('products.actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {t('products.actions.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
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
  onMessage: (kind: 'success' | 'error', text: string) => void;
}) {
  const { t } = useTranslation();
  const list = useSuppliers();
  const remove = useDeleteSupplier();
  const [form, setForm] = useState<{ supplier?: Supplier; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const items = list.data?.items ?? [];

  return (
    <section className="bg-card space-y-4 rounded-xl border p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('products.suppliers.title')}</h2>
        {canCreate ? (
          <Button onClick={() => setForm({ key: Date.now() })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('products.suppliers.new')}
          </Button>
        ) : null}
      </div>
      {list.isError ? (
        <Alert variant="destructive">{errorMessage(list.error, 'products.suppliers.loadError')}</Alert>
      ) : null}
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="bg-muted/60 text-muted-foreground">
            <tr>
              {(['name', 'contactName', 'email', 'phone', 'country', 'productCount'] as const).map((c) => (
                <th key={c} scope="col" className="px-4 py-2 text-left font-medium">
                  {t(`products.fields.${c}`)}
                </th>
              ))}
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {t('products.fields.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {list.isPending ? (
              <tr>
                <td colSpan={7} className="text-muted-foreground px-4 py-6 text-center">
                  {t('products.states.loading')}
                </td>
              </tr>
            ) : items.length === 0 ? (
              <tr>
                <td colSpan={7} className="text-muted-foreground px-4 py-6 text-center">
                  {t('products.suppliers.empty')}
                </td>
              </tr>
            ) : (
              items.map((s) => (
                <tr key={s.id}>
                  <td className="px-4 py-2 font-medium">{s.name}</td>
                  <td className="px-4 py-2">{s.contactName}</td>
                  <td className="px-4 py-2">{s.email}</td>
                  <td className="px-4 py-2">{s.phone}</td>
                  <td className="px-4 py-2">{s.country}</td>
                  <td className="px-4 py-2 tabular-nums">{s.productCount}</td>
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-1">
                      {canUpdate ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`${t('products.actions.edit')} ${s.name}`}
                          onClick={() => setForm({ supplier: s, key: Date.now() })}
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </Button>
                      ) : null}
                      {canDelete ? (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="text-destructive"
                          aria-label={`${t('products.actions.delete')} ${s.name}`}
                          onClick={() => setDeleting(s)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {form ? (
        <SupplierDialog
          key={form.key}
          supplier={form.supplier}
          onClose={() => setForm(null)}
          onSaved={(text) => onMessage('success', text)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('products.actions.delete')}
        message={
          <>
            <span className="block">{t('products.confirm.message')}</span>
            <span className="mt-2 block">{t('products.suppliers.confirmDelete')}</span>
          </>
        }
        confirmLabel={t('products.confirm.confirm')}
        cancelLabel={t('products.actions.cancel')}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer = await remove.mutateAsync(deleting.id);
            onMessage('success', answer.message);
          } catch (error) {
            onMessage('error', errorMessage(error, 'products.suppliers.deleteError'));
          }
        }}
      />
    </section>
  );
}
