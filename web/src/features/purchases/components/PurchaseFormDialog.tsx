import { useEffect } from 'react';
import { useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import { INCOTERMS, purchaseOrderPatch } from '@comptoir/core/modules/purchases';
import { createPurchaseOrderBody, type PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import { SelectField, TextField, TextareaField, bodyResolver, required } from '@/components/form/fields';
import {
  FormDialog,
  recordDialogTexts,
  useFormDialog,
  type SaveDialogProps,
} from '@/components/form/FormDialog';
import { useCreatePurchaseOrder, useSuppliers, useUpdatePurchaseOrder } from '../api';
import {
  createBody,
  emptyLine,
  patchBody,
  valuesOf,
  type OrderItemChoice,
  type OrderQuotation,
  type PurchaseFormValues,
} from '../purchase-form';
import { LinesEditor, ScheduleEditor } from './PurchaseFormEditors';
import { QuotationChoices, SupplierQuotationChoices, type QuotationChoice } from './QuotationChoices';
import { CompanyField, useOnlyCompany } from './frames';

const NS = 'purchases.ui';

const createResolver = bodyResolver<PurchaseFormValues>(createPurchaseOrderBody, createBody);
const patchResolver = bodyResolver<PurchaseFormValues>(purchaseOrderPatch, patchBody);

export interface PurchaseFormDialogProps extends SaveDialogProps<
  [purchaseOrder: PurchaseOrderDetail, message: string]
> {
  /** The draft to edit; left out: a new purchase order. */
  purchaseOrder?: PurchaseOrderDetail;
  /**
   * A new order from approved quotations of one supplier (e.g. 'Créer un bon de commande' on an
   * approved quotation): offered ticked, their lines copied by the server; typed lines optional.
   */
  quotations?: readonly OrderQuotation[];
  /**
   * A new order sourcing lines of a client order ('Commander au fournisseur' on the order): its
   * company, and its lines still to source, offered ticked; the server orders what is left of each.
   */
  fromOrder?: { companyId: string; companyName: string; items: readonly OrderItemChoice[] };
}

/**
 * A draft purchase order, new or edited: company (one of the user's), supplier, contact, currency,
 * Incoterm and its place, requested date, delivery address, payment schedule (percents adding up
 * to 100 %), notes and lines (description, quantity, unit, unit price up to 4 decimals,
 * specifications) with their totals computed as the server does. Checked with the core contract.
 */
export function PurchaseFormDialog({
  purchaseOrder,
  quotations = [],
  fromOrder,
  onClose,
  onSaved,
}: PurchaseFormDialogProps) {
  const { t } = useTranslation();
  const onlyCompany = useOnlyCompany();
  const create = useCreatePurchaseOrder();
  const update = useUpdatePurchaseOrder(purchaseOrder?.id ?? '');
  const suppliers = useSuppliers();
  const editing = purchaseOrder !== undefined;

  const { form, dialog } = useFormDialog<
    PurchaseFormValues,
    { purchaseOrder: PurchaseOrderDetail; message: string }
  >({
    resolver: editing ? patchResolver : createResolver,
    defaultValues: purchaseOrder
      ? valuesOf(purchaseOrder)
      : {
          companyId: fromOrder?.companyId ?? onlyCompany,
          supplierId: quotations[0]?.supplierId ?? '',
          contactPerson: '',
          currency: quotations[0]?.currency ?? 'EUR',
          incoterm: '',
          incotermPlace: '',
          requestedDate: '',
          deliveryAddress: '',
          notes: '',
          paymentSchedule: [],
          lines: quotations.length > 0 || fromOrder ? [] : [emptyLine()],
          quotationIds: quotations.map((q) => q.id),
          orderItemIds: fromOrder?.items.map((i) => i.id) ?? [],
        },
    save: (values) =>
      purchaseOrder ? update.mutateAsync(patchBody(values)) : create.mutateAsync(createBody(values)),
    onAnswer: (answer) => onSaved(answer.purchaseOrder, answer.message),
    onClose,
    failedKey: `${NS}.failures.save`,
  });
  const { control } = form;
  const incoterm = useWatch({ control, name: 'incoterm' });
  const quotationIds = useWatch({ control, name: 'quotationIds' }) ?? [];
  const orderItemIds = useWatch({ control, name: 'orderItemIds' }) ?? [];
  const supplierId = useWatch({ control, name: 'supplierId' });
  const { setValue } = form;
  // Another supplier: the quotations ticked for the previous one no longer apply.
  const fromSupplier = !editing && quotations.length === 0;
  useEffect(() => {
    if (fromSupplier) setValue('quotationIds', []);
  }, [fromSupplier, supplierId, setValue]);

  const supplierOptions = (suppliers.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }));
  if (purchaseOrder && !supplierOptions.some((s) => s.value === purchaseOrder.supplier.id)) {
    supplierOptions.push({ value: purchaseOrder.supplier.id, label: purchaseOrder.supplier.name });
  }
  const fromQuotations = !editing && quotations.length > 0;
  const quotationSupplier = quotations[0];
  if (quotationSupplier && !supplierOptions.some((s) => s.value === quotationSupplier.supplierId)) {
    supplierOptions.push({ value: quotationSupplier.supplierId, label: quotationSupplier.supplierName });
  }
  const quotationsError = form.formState.errors.quotationIds as FieldError | undefined;
  const orderItemsError = form.formState.errors.orderItemIds as FieldError | undefined;
  const toggleItem = (choice: OrderItemChoice, checked: boolean) =>
    form.setValue(
      'orderItemIds',
      checked ? [...orderItemIds, choice.id] : orderItemIds.filter((id) => id !== choice.id),
      { shouldDirty: true },
    );
  /** Ticks or unticks a quotation; the first one ticked sets the order's currency to its own. */
  const toggleQuotation = (choice: QuotationChoice, checked: boolean) => {
    if (checked && quotationIds.length === 0)
      form.setValue('currency', choice.currency, { shouldDirty: true });
    form.setValue(
      'quotationIds',
      checked ? [...quotationIds, choice.id] : quotationIds.filter((id) => id !== choice.id),
      { shouldDirty: true },
    );
  };

  return (
    <FormDialog {...dialog} {...recordDialogTexts(t, NS, editing)} onClose={onClose} size="xl">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <CompanyField ns={NS} record={purchaseOrder ?? fromOrder} />
        <SelectField
          name="supplierId"
          label={required(t(`${NS}.form.supplier`))}
          options={supplierOptions}
          placeholder={
            suppliers.isPending ? t(`${NS}.form.suppliersLoading`) : t(`${NS}.form.supplierPlaceholder`)
          }
          hint={suppliers.isError ? t(`${NS}.form.suppliersFailed`) : undefined}
        />
        <TextField name="contactPerson" label={t(`${NS}.form.contactPerson`)} autoComplete="off" />
        <SelectField name="currency" label={required(t(`${NS}.form.currency`))} options={CURRENCY_CODES} />
        <SelectField
          name="incoterm"
          label={t(`${NS}.form.incoterm`)}
          options={[
            { value: '', label: t(`${NS}.form.incotermNone`) },
            ...INCOTERMS.map((code) => ({
              value: code,
              label: `${code} – ${t(`purchases.incoterms.${code}` as never)}`,
            })),
          ]}
        />
        {incoterm ? (
          <TextField
            name="incotermPlace"
            label={required(t(`${NS}.form.incotermPlace`))}
            hint={t(`${NS}.form.incotermPlaceHint`)}
          />
        ) : null}
        <TextField name="requestedDate" label={t(`${NS}.form.requestedDate`)} type="date" />
        <TextareaField
          name="deliveryAddress"
          label={t(`${NS}.form.deliveryAddress`)}
          className="sm:col-span-2"
          rows={2}
        />
      </div>

      {fromQuotations ? (
        <QuotationChoices
          title={t(`${NS}.form.fromQuotations.title`)}
          choices={quotations}
          ticked={quotationIds}
          onToggle={toggleQuotation}
          error={quotationsError}
        />
      ) : !editing && supplierId ? (
        <SupplierQuotationChoices
          supplierId={supplierId}
          ticked={quotationIds}
          onToggle={toggleQuotation}
          error={quotationsError}
        />
      ) : null}

      {fromOrder ? (
        <QuotationChoices
          title={t(`${NS}.form.fromOrder.title`)}
          hint={t(`${NS}.form.fromOrder.hint`)}
          choices={fromOrder.items}
          ticked={orderItemIds}
          onToggle={toggleItem}
          error={orderItemsError}
        />
      ) : null}

      <ScheduleEditor control={control} />

      <LinesEditor
        control={control}
        errors={form.formState.errors}
        optional={fromQuotations || quotationIds.length > 0 || orderItemIds.length > 0}
      />

      <TextareaField name="notes" label={t(`${NS}.form.notes`)} rows={3} />
    </FormDialog>
  );
}
