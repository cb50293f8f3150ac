import { useEffect } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import {
  ALLOCATION_METHODS,
  DEFAULT_ALLOCATION,
  MAX_SHIPMENT_COSTS,
  SHIPMENT_COST_KINDS,
  SHIPMENT_MODES,
  shipmentBody,
  type ShipmentCostKind,
} from '@comptoir/core/modules/purchases-costs';
import type { ShipmentDetail } from '@comptoir/core/modules/shipments-api';
import {
  FieldSettings,
  SelectField,
  TextField,
  TextareaField,
  bodyResolver,
  required,
} from '@/components/form/fields';
import {
  FormDialog,
  recordDialogTexts,
  useFormDialog,
  type SaveDialogProps,
} from '@/components/form/FormDialog';
import { AddButton, IconButton } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { formatIsoDate } from '@/lib/format';
import { useCreateShipment, useReceivedOrders, useUpdateShipment } from '../api';
import {
  emptyCost,
  newShipmentValues,
  shipmentRequest,
  shipmentValues,
  type ShipmentFormValues,
} from '../shipment-form';
import { CompanyField, useOnlyCompany } from './frames';

const NS = 'purchases.ui.shipments';

const resolver = bodyResolver<ShipmentFormValues>(shipmentBody, shipmentRequest);

export interface ShipmentFormDialogProps extends SaveDialogProps<
  [shipment: ShipmentDetail, message: string]
> {
  /** The shipment to edit; left out: a new one. */
  shipment?: ShipmentDetail;
}

/**
 * A shipment, new or edited: its company (one of the user's; it never changes), mode, carrier,
 * reference, transport document, dates and notes; the receipts it groups (the company's, in no
 * other shipment); its costs, each in its currency at its date, shared by a method that follows
 * the cost's kind until changed. Checked with the core contract; the server's refusals shown here.
 */
export function ShipmentFormDialog({ shipment, onClose, onSaved }: ShipmentFormDialogProps) {
  const { t } = useTranslation();
  const onlyCompany = useOnlyCompany();
  const create = useCreateShipment();
  const update = useUpdateShipment(shipment?.id ?? '');
  const editing = shipment !== undefined;

  const { form, dialog } = useFormDialog<ShipmentFormValues, { shipment: ShipmentDetail; message: string }>({
    resolver,
    defaultValues: shipment ? shipmentValues(shipment) : newShipmentValues(onlyCompany),
    save: (values) =>
      shipment ? update.mutateAsync(shipmentRequest(values)) : create.mutateAsync(shipmentRequest(values)),
    onAnswer: (answer) => onSaved(answer.shipment, answer.message),
    onClose,
    failedKey: `${NS}.failures.save`,
  });
  useFollowingChanges(form);

  return (
    <FormDialog {...dialog} {...recordDialogTexts(t, NS, editing)} onClose={onClose} size="xl">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <CompanyField ns={NS} record={shipment} />
        <SelectField
          name="mode"
          label={required(t(`${NS}.form.mode`))}
          options={SHIPMENT_MODES.map((mode) => ({
            value: mode,
            label: t(`purchases.shipmentMode.${mode}`),
          }))}
        />
        <TextField name="carrier" label={t(`${NS}.form.carrier`)} autoComplete="off" />
        <TextField
          name="reference"
          label={t(`${NS}.form.reference`)}
          hint={t(`${NS}.form.referenceHint`)}
          autoComplete="off"
        />
        <TextField
          name="transportDocument"
          label={t(`${NS}.form.transportDocument`)}
          hint={t(`${NS}.form.transportDocumentHint`)}
          autoComplete="off"
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField name="departureDate" label={t(`${NS}.form.departureDate`)} type="date" />
          <TextField name="arrivalDate" label={t(`${NS}.form.arrivalDate`)} type="date" />
        </div>
      </div>

      <ReceiptsPicker form={form} shipment={shipment} />

      <CostsEditor control={form.control} />

      <TextareaField name="notes" label={t(`${NS}.form.notes`)} rows={3} />
    </FormDialog>
  );
}

/**
 * What the form changes by itself as the user edits: a cost's method follows its kind
 * (DEFAULT_ALLOCATION, still changeable after), and another company empties the receipts chosen.
 */
function useFollowingChanges(form: UseFormReturn<ShipmentFormValues>) {
  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const kind = /^costs\.(\d+)\.kind$/.exec(name);
      if (kind) {
        const index = Number(kind[1]);
        const value = values.costs?.[index]?.kind as ShipmentCostKind | undefined;
        if (value && value in DEFAULT_ALLOCATION) {
          form.setValue(`costs.${index}.allocation`, DEFAULT_ALLOCATION[value]);
        }
      } else if (name === 'companyId') {
        form.setValue('receiptIds', []);
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

interface ReceiptOption {
  id: string;
  orderId: string;
  orderNumber: string | null;
  supplierName: string;
  position: number;
  date: string;
}

/**
 * The receipts the shipment may group, as checkboxes: those it holds, and those of the company's
 * orders with something received that no other shipment holds (order number, supplier, receipt
 * number and date).
 */
function ReceiptsPicker({
  form,
  shipment,
}: {
  form: UseFormReturn<ShipmentFormValues>;
  shipment: ShipmentDetail | undefined;
}) {
  const { t } = useTranslation();
  const companyId = useWatch({ control: form.control, name: 'companyId' });
  const chosen = useWatch({ control: form.control, name: 'receiptIds' });
  const received = useReceivedOrders(companyId);

  const options = new Map<string, ReceiptOption>();
  for (const r of shipment?.receipts ?? []) options.set(r.id, r);
  for (const order of received.orders) {
    for (const r of order.receipts) {
      if (options.has(r.id) || (r.shipmentId !== null && r.shipmentId !== shipment?.id)) continue;
      options.set(r.id, {
        id: r.id,
        orderId: order.id,
        orderNumber: order.number,
        supplierName: order.supplier.name,
        position: r.position,
        date: r.date,
      });
    }
  }
  const rows = [...options.values()];
  const toggle = (id: string, on: boolean) =>
    form.setValue('receiptIds', on ? [...chosen, id] : chosen.filter((x) => x !== id), { shouldDirty: true });

  return (
    <fieldset className="space-y-2" aria-describedby="shipment-receipts-hint">
      <legend className="text-sm font-medium">{t(`${NS}.form.receipts`)}</legend>
      <p id="shipment-receipts-hint" className="text-muted-foreground text-xs">
        {t(`${NS}.form.receiptsHint`)}
      </p>
      {companyId === '' ? (
        <p className="text-muted-foreground text-sm">{t(`${NS}.form.receiptsNoCompany`)}</p>
      ) : received.pending && rows.length === 0 ? (
        <Spinner label={t(`${NS}.form.receiptsLoading`)} showLabel />
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t(`${NS}.form.receiptsNone`)}</p>
      ) : (
        <ul className="max-h-64 space-y-1 overflow-y-auto rounded-lg border p-2">
          {rows.map((r) => (
            <li key={r.id}>
              <label className="hover:bg-muted flex items-center gap-2 rounded px-1 py-1 text-sm">
                <Checkbox
                  checked={chosen.includes(r.id)}
                  onChange={(event) => toggle(r.id, event.target.checked)}
                />
                <span>
                  {t(`${NS}.form.receiptOption`, {
                    number: r.orderNumber ?? t('purchases.ui.draftNumber'),
                    supplier: r.supplierName,
                    position: r.position,
                    date: formatIsoDate(r.date),
                  })}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {received.failed ? (
        <p className="text-destructive text-sm" role="alert">
          {t(`${NS}.form.receiptsFailed`)}
        </p>
      ) : null}
      {received.capped ? (
        <p className="text-muted-foreground text-xs">{t(`${NS}.form.receiptsCapped`)}</p>
      ) : null}
    </fieldset>
  );
}

/** The costs: kind, label, amount, currency, date (it fixes the rate), method of sharing; added and removed. */
function CostsEditor({ control }: { control: Control<ShipmentFormValues> }) {
  const { t } = useTranslation();
  const costs = useFieldArray({ control, name: 'costs' });
  return (
    <fieldset className="space-y-3" aria-describedby="shipment-costs-hint">
      <legend className="text-sm font-medium">{t(`${NS}.form.costs`)}</legend>
      <p id="shipment-costs-hint" className="text-muted-foreground text-xs">
        {t(`${NS}.form.costsHint`)}
      </p>
      {costs.fields.map((cost, i) => (
        <FieldSettings key={cost.id} messageValues={{ n: i + 1 }}>
          <fieldset
            className="grid grid-cols-1 items-end gap-3 rounded-lg border p-3 sm:grid-cols-3"
            aria-label={t(`${NS}.form.cost`, { n: i + 1 })}
          >
            <SelectField
              name={`costs.${i}.kind`}
              label={required(t(`${NS}.form.kind`))}
              options={SHIPMENT_COST_KINDS.map((kind) => ({
                value: kind,
                label: t(`purchases.costKind.${kind}`),
              }))}
            />
            <TextField name={`costs.${i}.label`} label={t(`${NS}.form.label`)} className="sm:col-span-2" />
            <TextField
              name={`costs.${i}.amount`}
              label={required(t(`${NS}.form.amount`))}
              inputMode="decimal"
            />
            <SelectField
              name={`costs.${i}.currency`}
              label={required(t(`${NS}.form.currency`))}
              options={CURRENCY_CODES}
            />
            <TextField name={`costs.${i}.date`} label={required(t(`${NS}.form.date`))} type="date" />
            <SelectField
              name={`costs.${i}.allocation`}
              label={t(`${NS}.form.allocation`)}
              options={ALLOCATION_METHODS.map((m) => ({ value: m, label: t(`purchases.allocation.${m}`) }))}
              className="sm:col-span-2"
            />
            <div className="flex justify-end">
              <IconButton
                icon={Trash2}
                label={t(`${NS}.actions.removeCost`, { n: i + 1 })}
                onClick={() => costs.remove(i)}
              />
            </div>
          </fieldset>
        </FieldSettings>
      ))}
      <AddButton
        onClick={() => costs.append(emptyCost())}
        disabled={costs.fields.length >= MAX_SHIPMENT_COSTS}
      >
        {t(`${NS}.actions.addCost`)}
      </AddButton>
    </fieldset>
  );
}
