import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import {
  INCOTERMS,
  INSTALMENT_DUES,
  purchaseOrderPatch,
  type Incoterm,
  type PurchaseOrderPatchInput,
} from '@comptoir/core/modules/purchases';
import {
  createPurchaseOrderBody,
  type CreatePurchaseOrderInput,
  type PurchaseOrderDetail,
} from '@comptoir/core/modules/purchases-api';
import {
  FieldSettings,
  SelectField,
  TextField,
  TextareaField,
  bodyResolver,
  required,
} from '@/components/form/fields';
import { FormDialog, useFormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import { formatPercent } from '@/components/sales/format';
import { Button, IconButton } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { liveLineTotal, liveSchedule, liveSubtotal } from '../amounts';
import { useCreatePurchaseOrder, useSuppliers, useUpdatePurchaseOrder } from '../api';

const NS = 'purchases.ui';

export interface LineValues {
  productId: string | null;
  quotationId: string | null;
  orderItemId: string | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  specifications: string;
}

export interface InstalmentValues {
  label: string;
  percent: string;
  due: string;
  days: string;
}

export interface PurchaseFormValues {
  companyId: string;
  supplierId: string;
  contactPerson: string;
  currency: string;
  incoterm: string;
  incotermPlace: string;
  requestedDate: string;
  deliveryAddress: string;
  notes: string;
  paymentSchedule: InstalmentValues[];
  lines: LineValues[];
}

const emptyLine = (): LineValues => ({
  productId: null,
  quotationId: null,
  orderItemId: null,
  description: '',
  quantity: '1',
  unit: '',
  unitPrice: '',
  specifications: '',
});

const emptyInstalment = (): InstalmentValues => ({ label: '', percent: '', due: 'order', days: '' });

/** The fields both bodies share, as the contract takes them (blank texts are null, `days` a number). */
function commonBody(values: PurchaseFormValues) {
  return {
    supplierId: values.supplierId,
    contactPerson: values.contactPerson,
    currency: values.currency as CreatePurchaseOrderInput['currency'],
    incoterm: (values.incoterm || null) as Incoterm | null,
    incotermPlace: values.incoterm ? values.incotermPlace : '',
    requestedDate: values.requestedDate || null,
    deliveryAddress: values.deliveryAddress,
    notes: values.notes,
    paymentSchedule: values.paymentSchedule.map((row) => ({
      label: row.label,
      percent: row.percent.trim().replace(',', '.'),
      due: row.due as (typeof INSTALMENT_DUES)[number],
      ...(row.days.trim() === '' ? {} : { days: Number(row.days) }),
    })),
    lines: values.lines.map((line) => ({
      ...(line.productId ? { productId: line.productId } : {}),
      ...(line.quotationId ? { quotationId: line.quotationId } : {}),
      ...(line.orderItemId ? { orderItemId: line.orderItemId } : {}),
      description: line.description,
      quantity: line.quantity.trim().replace(',', '.'),
      unit: line.unit,
      unitPrice: line.unitPrice.trim().replace(',', '.'),
      specifications: line.specifications,
    })),
  };
}

export const createBody = (values: PurchaseFormValues): CreatePurchaseOrderInput => ({
  companyId: values.companyId,
  ...commonBody(values),
});

export const patchBody = (values: PurchaseFormValues): PurchaseOrderPatchInput => commonBody(values);

/** An order's values in the form (editing a draft). */
function valuesOf(po: PurchaseOrderDetail): PurchaseFormValues {
  return {
    companyId: po.companyId,
    supplierId: po.supplier.id,
    contactPerson: po.contactPerson ?? '',
    currency: po.currency,
    incoterm: po.incoterm ?? '',
    incotermPlace: po.incotermPlace ?? '',
    requestedDate: po.requestedDate ?? '',
    deliveryAddress: po.deliveryAddress ?? '',
    notes: po.notes ?? '',
    paymentSchedule: po.paymentSchedule.map((row) => ({
      label: row.label,
      percent: row.percent,
      due: row.due,
      days: row.days === undefined ? '' : String(row.days),
    })),
    lines: po.lines.map((line) => ({
      productId: line.productId,
      quotationId: line.quotationId,
      orderItemId: line.orderItemId,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      specifications: line.specifications,
    })),
  };
}

const createResolver = bodyResolver<PurchaseFormValues>(createPurchaseOrderBody, createBody);
const patchResolver = bodyResolver<PurchaseFormValues>(purchaseOrderPatch, patchBody);

export interface PurchaseFormDialogProps extends SaveDialogProps<
  [purchaseOrder: PurchaseOrderDetail, message: string]
> {
  /** The draft to edit; left out: a new purchase order. */
  purchaseOrder?: PurchaseOrderDetail;
}

/**
 * A draft purchase order, new or edited: company (one of the user's), supplier, contact, currency,
 * Incoterm and its place, requested date, delivery address, payment schedule (percents adding up
 * to 100 %), notes and lines (description, quantity, unit, unit price up to 4 decimals,
 * specifications) with their totals computed as the server does. Checked with the core contract.
 */
export function PurchaseFormDialog({ purchaseOrder, onClose, onSaved }: PurchaseFormDialogProps) {
  const { t, i18n } = useTranslation();
  const me = useSessionUser();
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
          companyId: me.companies.length === 1 ? me.companies[0]!.id : '',
          supplierId: '',
          contactPerson: '',
          currency: 'EUR',
          incoterm: '',
          incotermPlace: '',
          requestedDate: '',
          deliveryAddress: '',
          notes: '',
          paymentSchedule: [],
          lines: [emptyLine()],
        },
    save: (values) =>
      purchaseOrder ? update.mutateAsync(patchBody(values)) : create.mutateAsync(createBody(values)),
    onAnswer: (answer) => onSaved(answer.purchaseOrder, answer.message),
    onClose,
    failedKey: `${NS}.failures.save`,
  });
  const { control } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const schedule = useFieldArray({ control, name: 'paymentSchedule' });
  const watchedLines = useWatch({ control, name: 'lines' });
  const watchedSchedule = useWatch({ control, name: 'paymentSchedule' });
  const currency = useWatch({ control, name: 'currency' });
  const incoterm = useWatch({ control, name: 'incoterm' });
  const sum = liveSchedule(watchedSchedule);
  const money = (amount: string) => formatPrice({ amount, currency });
  const errors = form.formState.errors;
  const rootError = (error: unknown): string | undefined => {
    const e = error as { message?: string; root?: { message?: string } } | undefined;
    return e?.message ?? e?.root?.message;
  };
  const linesError = rootError(errors.lines);

  const companyOptions = me.companies.map((c) => ({ value: c.id, label: c.name }));
  if (purchaseOrder && !companyOptions.some((c) => c.value === purchaseOrder.companyId)) {
    companyOptions.push({ value: purchaseOrder.companyId, label: purchaseOrder.companyName });
  }
  const supplierOptions = (suppliers.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }));
  if (purchaseOrder && !supplierOptions.some((s) => s.value === purchaseOrder.supplier.id)) {
    supplierOptions.push({ value: purchaseOrder.supplier.id, label: purchaseOrder.supplier.name });
  }

  return (
    <FormDialog
      {...dialog}
      title={t(`${NS}.form.${editing ? 'editTitle' : 'createTitle'}`)}
      labels={{
        cancel: t(`${NS}.actions.cancel`),
        submit: t(`${NS}.actions.${editing ? 'save' : 'create'}`),
      }}
      onClose={onClose}
      size="xl"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          name="companyId"
          label={required(t(`${NS}.form.company`))}
          options={companyOptions}
          placeholder={t(`${NS}.form.companyPlaceholder`)}
          disabled={editing}
        />
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

      <fieldset className="space-y-3" aria-describedby="purchase-schedule-hint purchase-schedule-sum">
        <legend className="text-sm font-medium">{t(`${NS}.form.schedule`)}</legend>
        <p id="purchase-schedule-hint" className="text-muted-foreground text-xs">
          {t(`${NS}.form.scheduleHint`)}
        </p>
        {schedule.fields.map((row, i) => (
          <FieldSettings key={row.id} messageValues={{ n: i + 1 }}>
            <fieldset
              className="grid grid-cols-1 items-end gap-3 rounded-lg border p-3 sm:grid-cols-[2fr_1fr_1.5fr_1fr_auto]"
              aria-label={t(`${NS}.form.instalment`, { n: i + 1 })}
            >
              <TextField name={`paymentSchedule.${i}.label`} label={t(`${NS}.form.instalmentLabel`)} />
              <TextField
                name={`paymentSchedule.${i}.percent`}
                label={t(`${NS}.form.percent`)}
                inputMode="decimal"
              />
              <SelectField
                name={`paymentSchedule.${i}.due`}
                label={t(`${NS}.form.due`)}
                options={INSTALMENT_DUES.map((due) => ({ value: due, label: t(`purchases.due.${due}`) }))}
              />
              <TextField
                name={`paymentSchedule.${i}.days`}
                label={t(`${NS}.form.days`)}
                inputMode="numeric"
              />
              <IconButton
                icon={Trash2}
                label={t(`${NS}.actions.removeInstalment`, { n: i + 1 })}
                onClick={() => schedule.remove(i)}
              />
            </fieldset>
          </FieldSettings>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => schedule.append(emptyInstalment())}
            disabled={schedule.fields.length >= 12}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t(`${NS}.actions.addInstalment`)}
          </Button>
          {schedule.fields.length > 0 ? (
            <p id="purchase-schedule-sum" className="text-sm tabular-nums" aria-live="polite">
              {t(`${NS}.form.scheduleSum`, { sum: formatPercent(sum.sum, i18n.language) })}
            </p>
          ) : null}
        </div>
        {schedule.fields.length > 0 && !sum.addsUp ? (
          <p className="text-destructive text-sm" role="alert">
            {t('purchases.validation.scheduleTotal')}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t(`${NS}.form.lines`)}</legend>
        {linesError ? (
          <p className="text-destructive text-sm" role="alert">
            {t(linesError as never)}
          </p>
        ) : null}
        {lines.fields.map((line, i) => {
          const values = watchedLines[i];
          const total = liveLineTotal(values?.quantity ?? '', values?.unitPrice ?? '');
          return (
            <FieldSettings key={line.id} messageValues={{ n: i + 1 }}>
              <fieldset
                className="grid grid-cols-1 gap-3 rounded-lg border p-3 sm:grid-cols-4"
                aria-label={t(`${NS}.form.line`, { n: i + 1 })}
              >
                <TextField
                  name={`lines.${i}.description`}
                  label={required(t(`${NS}.form.description`))}
                  className="sm:col-span-4"
                />
                <TextField
                  name={`lines.${i}.quantity`}
                  label={required(t(`${NS}.form.quantity`))}
                  inputMode="decimal"
                />
                <TextField name={`lines.${i}.unit`} label={t(`${NS}.form.unit`)} />
                <TextField
                  name={`lines.${i}.unitPrice`}
                  label={required(t(`${NS}.form.unitPrice`))}
                  inputMode="decimal"
                />
                <div className="flex flex-col justify-end text-sm">
                  <span className="text-muted-foreground text-xs">{t(`${NS}.form.lineTotal`)}</span>
                  <output
                    className="font-medium tabular-nums"
                    aria-label={`${t(`${NS}.form.lineTotal`)} ${i + 1}`}
                  >
                    {money(total)}
                  </output>
                </div>
                <TextareaField
                  name={`lines.${i}.specifications`}
                  label={t(`${NS}.form.specifications`)}
                  className="sm:col-span-3"
                  rows={2}
                />
                <div className="flex items-end justify-end">
                  {lines.fields.length > 1 ? (
                    <IconButton
                      icon={Trash2}
                      label={t(`${NS}.actions.removeLine`, { n: i + 1 })}
                      onClick={() => lines.remove(i)}
                    />
                  ) : null}
                </div>
              </fieldset>
            </FieldSettings>
          );
        })}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="outline" size="sm" onClick={() => lines.append(emptyLine())}>
            <Plus aria-hidden="true" className="size-4" />
            {t(`${NS}.actions.addLine`)}
          </Button>
          <p className="text-sm">
            {t(`${NS}.form.subtotal`)}{' '}
            <output className="font-semibold tabular-nums" aria-label={t(`${NS}.form.subtotal`)}>
              {money(liveSubtotal(watchedLines))}
            </output>
          </p>
        </div>
      </fieldset>

      <TextareaField name="notes" label={t(`${NS}.form.notes`)} rows={3} />
    </FormDialog>
  );
}
