import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useZoneLabel } from '@/lib/categories';
import { Pencil, Trash2 } from 'lucide-react';
import { PRODUCT_CURRENCIES } from '@comptoir/core/modules/catalogue';
import {
  zonePriceForm,
  type PriceListRow,
  type ZonePriceFormValues,
  type ZonePriceOut,
} from '@comptoir/core/modules/pricelist';
import { Alert } from '@/components/ui/alert';
import { AddButton, Button, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { describedBy, FormField, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Options, Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDeleteZonePrice, useSaveZonePrice } from '../api';
import { amountForInput, formatPrice, normaliseAmountInput } from '../format';
import { MarginText, StatusBadge, periodLabel } from './cells';

interface FormValues {
  price: string;
  currency: string;
  validFrom: string;
  validTo: string;
}

const FIELDS = ['price', 'currency', 'validFrom', 'validTo'] as const;

/** The schema's resolver, after reading a French amount ('12,50' → '12.50'). */
const baseResolver = zodResolver(zonePriceForm) as unknown as Resolver<FormValues>;
const resolver: Resolver<FormValues> = (values, context, options) =>
  baseResolver({ ...values, price: normaliseAmountInput(values.price) }, context, options);

function emptyValues(currency: string): FormValues {
  return { price: '', currency, validFrom: '', validTo: '' };
}

function valuesOf(p: ZonePriceOut): FormValues {
  return {
    price: amountForInput(p.price.amount),
    currency: p.price.currency,
    validFrom: p.validFrom ?? '',
    validTo: p.validTo ?? '',
  };
}

export interface ZonePriceEditorProps {
  row: PriceListRow;
  zone: string;
  canWrite: boolean;
  canDelete: boolean;
  onClose: () => void;
}

/** The periods of one product in one zone: list, add, edit, delete (Escape closes). */
export function ZonePriceEditor({ row, zone, canWrite, canDelete, onClose }: ZonePriceEditorProps) {
  const { t } = useTranslation();
  const zoneLabel = useZoneLabel();
  const fieldMessage = useFieldMessage();
  const periods = row.prices.filter((p) => p.zone === zone);
  const defaultCurrency = periods[0]?.price.currency ?? row.product.basePrice.currency;
  const [editing, setEditing] = useState<ZonePriceOut | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ZonePriceOut | null>(null);
  const save = useSaveZonePrice();
  const remove = useDeleteZonePrice();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver, defaultValues: emptyValues(defaultCurrency) });

  const startNew = () => {
    setEditing(null);
    setFormError(null);
    reset(emptyValues(defaultCurrency));
  };
  const startEdit = (p: ZonePriceOut) => {
    setEditing(p);
    setFormError(null);
    reset(valuesOf(p));
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body: ZonePriceFormValues = {
      price: normaliseAmountInput(values.price),
      currency: values.currency as ZonePriceFormValues['currency'],
      validFrom: values.validFrom || null,
      validTo: values.validTo || null,
    };
    try {
      await save.mutateAsync(
        editing
          ? { id: editing.id, body }
          : { body: { ...body, productId: row.product.id, zone: zone as never } },
      );
      toast.success(t('pricelist.editor.saved'));
      startNew();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        let placed = false;
        for (const field of FIELDS) {
          const text = error.fields[field];
          if (text) {
            setError(field, { type: 'server', message: text });
            placed = true;
          }
        }
        if (!placed) setFormError(error.message);
      } else {
        setFormError(error instanceof Error ? error.message : t('errors.internal'));
      }
    }
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('pricelist.editor.deleted'));
      if (editing?.id === deleting.id) startNew();
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t('errors.internal'));
    }
  };

  const id = (name: string) => `zone-price-${name}`;
  const priceError = fieldMessage(errors.price);
  const currencyError = fieldMessage(errors.currency);
  const fromError = fieldMessage(errors.validFrom);
  const toError = fieldMessage(errors.validTo);

  return (
    <Dialog
      onClose={onClose}
      title={t('pricelist.editor.title', { reference: row.product.reference, zone: zoneLabel(zone) })}
      description={t('pricelist.editor.description', { price: formatPrice(row.product.basePrice) })}
      closeLabel={t('pricelist.editor.close')}
      size="lg"
    >
      <div className="space-y-5">
        <section aria-labelledby="zone-price-periods" className="space-y-2">
          <h3 id="zone-price-periods" className="text-sm font-semibold">
            {t('pricelist.editor.periods')}
          </h3>
          {periods.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('pricelist.editor.empty')}</p>
          ) : (
            <ul className="divide-y rounded-md border">
              {periods.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                  <span className="min-w-40 flex-1">{periodLabel(t, p)}</span>
                  <span className="font-medium tabular-nums">{formatPrice(p.price)}</span>
                  <MarginText price={p} />
                  <StatusBadge status={p.status} current={p.current} />
                  {canWrite ? (
                    <IconButton
                      icon={Pencil}
                      label={`${t('pricelist.editor.edit')} : ${periodLabel(t, p)}`}
                      onClick={() => startEdit(p)}
                    />
                  ) : null}
                  {canDelete ? (
                    <IconButton
                      icon={Trash2}
                      label={`${t('pricelist.editor.delete')} : ${periodLabel(t, p)}`}
                      onClick={() => setDeleting(p)}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>

        {canWrite ? (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">
                {editing ? t('pricelist.editor.editPeriod') : t('pricelist.editor.newPeriod')}
              </h3>
              {editing ? <AddButton onClick={startNew}>{t('pricelist.editor.add')}</AddButton> : null}
            </div>
            {formError ? <Alert variant="destructive">{formError}</Alert> : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={id('price')} label={t('pricelist.editor.price')} error={priceError}>
                <Input
                  id={id('price')}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-invalid={Boolean(priceError)}
                  aria-describedby={describedBy(id('price'), priceError)}
                  {...register('price')}
                />
              </FormField>
              <FormField id={id('currency')} label={t('pricelist.editor.currency')} error={currencyError}>
                <Select
                  id={id('currency')}
                  aria-invalid={Boolean(currencyError)}
                  aria-describedby={describedBy(id('currency'), currencyError)}
                  {...register('currency')}
                >
                  <Options values={PRODUCT_CURRENCIES} label={(c) => c} />
                </Select>
              </FormField>
              <FormField
                id={id('validFrom')}
                label={t('pricelist.editor.validFrom')}
                error={fromError}
                hint={t('pricelist.editor.openHint')}
              >
                <Input
                  id={id('validFrom')}
                  type="date"
                  aria-invalid={Boolean(fromError)}
                  aria-describedby={describedBy(id('validFrom'), fromError, t('pricelist.editor.openHint'))}
                  {...register('validFrom')}
                />
              </FormField>
              <FormField id={id('validTo')} label={t('pricelist.editor.validTo')} error={toError}>
                <Input
                  id={id('validTo')}
                  type="date"
                  aria-invalid={Boolean(toError)}
                  aria-describedby={describedBy(id('validTo'), toError)}
                  {...register('validTo')}
                />
              </FormField>
            </div>
            <DialogActions cancelLabel={t('pricelist.editor.cancel')} onCancel={onClose}>
              <Button type="submit" disabled={isSubmitting}>
                {t('pricelist.editor.save')}
              </Button>
            </DialogActions>
          </form>
        ) : null}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('pricelist.editor.delete')}
        message={deleting ? t('pricelist.editor.deleteConfirm', { period: periodLabel(t, deleting) }) : ''}
        confirmLabel={t('pricelist.editor.delete')}
        cancelLabel={t('pricelist.editor.cancel')}
        destructive
        onConfirm={confirmDelete}
      />
    </Dialog>
  );
}
