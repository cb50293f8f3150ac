import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import {
  DEFAULT_TAX_RATE,
  ORDER_STATUSES,
  orderBody,
  type OrderDetail,
  type OrderInput,
} from '@comptoir/core/modules/sales';
import { hasModule } from '@comptoir/core/permissions';
import { SelectField, TextField, TextareaField, bodyResolver, required } from '@/components/form/fields';
import type { SaveDialogProps } from '@/components/form/FormDialog';
import { emptyLine, lineBody, type LinesFormValues } from '@/components/sales/lines';
import { useCompanyDefaults } from '@/components/sales/api';
import { SalesClientField, SalesFormDialog, SalesLines, useSalesForm } from '@/components/sales/SalesForm';
import { useSessionUser } from '@/lib/session';
import { useAssignees, useBaseCurrency, useCreateOrder } from '../api';
import { AssigneeField } from './AssigneeField';

export interface OrderFormValues extends LinesFormValues {
  status: string;
  assignedTo: string;
  expectedDeliveryDate: string;
  notes: string;
}

const FIELDS = ['clientId', 'status', 'assignedTo', 'expectedDeliveryDate', 'currency', 'notes'] as const;

/** The messages shown once, over the form, rather than under every field they concern. */
const SUMMARY_KEYS = new Set(['orders.validation.required', 'orders.validation.items']);

function toBody(values: OrderFormValues): OrderInput {
  return {
    clientId: values.clientId,
    status: values.status as OrderInput['status'],
    assignedTo: values.assignedTo || null,
    expectedDeliveryDate: values.expectedDeliveryDate || null,
    currency: values.currency as OrderInput['currency'],
    notes: values.notes,
    items: values.items.map(lineBody),
  };
}

const resolver = bodyResolver<OrderFormValues>(orderBody, toBody);

export type OrderFormDialogProps = SaveDialogProps<[order: OrderDetail, message: string]>;

/**
 * The order creation form (spec §2, §4, §5 Order): client, status (draft by default, any may be
 * chosen), assignee (a sourcing request is created for them), expected delivery date, currency
 * (the user's base currency by default), notes, lines picked from the catalogue with their discount
 * and VAT rate (the company's default rate), live totals without and with tax.
 */
export function OrderFormDialog({ onClose, onSaved }: OrderFormDialogProps) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const create = useCreateOrder();
  const seesTasks = hasModule(me, 'tasks');
  const assignees = useAssignees(seesTasks);
  const base = useBaseCurrency();
  const sales = useSalesForm({
    defaultValues: {
      clientId: '',
      // Spec §4: new orders default to draft.
      status: 'draft',
      assignedTo: '',
      expectedDeliveryDate: '',
      currency: 'EUR',
      notes: '',
      items: [emptyLine()],
    },
    resolver,
    fields: FIELDS,
    summaryKeys: SUMMARY_KEYS,
    client: null,
    save: async (values) => {
      const answer = await create.mutateAsync(orderBody.parse(toBody(values)));
      onSaved(answer.order, answer.message);
    },
    onClose,
    failedKey: 'orders.failures.create',
  });
  const { form } = sales;
  const { setValue, getFieldState, getValues } = form;
  const defaults = useCompanyDefaults();
  const defaultRate = defaults.data?.vatRate ?? DEFAULT_TAX_RATE;

  // The company's default VAT rate, once known, on the lines nobody has touched yet.
  useEffect(() => {
    const rate = defaults.data?.vatRate;
    if (!rate) return;
    getValues('items').forEach((line, i) => {
      if (!getFieldState(`items.${i}.taxRate`).isDirty) setValue(`items.${i}.taxRate`, rate);
    });
  }, [defaults.data?.vatRate, getFieldState, getValues, setValue]);

  // The base currency, once known, unless the user already chose one.
  useEffect(() => {
    if (base.data && !getFieldState('currency').isDirty) setValue('currency', base.data);
  }, [base.data, getFieldState, setValue]);

  // Without the tasks module (or when the list is refused), the assignee field is left out.
  const showsAssignee = seesTasks && !assignees.isError;

  return (
    <SalesFormDialog
      ns="orders"
      sales={sales}
      title={t('orders.form.createTitle')}
      submitLabel={t('orders.actions.create')}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SalesClientField ns="orders" sales={sales} label={required(t('orders.fields.client'))} />
        <SelectField
          name="status"
          label={t('orders.fields.status')}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
        />
        {showsAssignee ? <AssigneeField assignees={assignees.data ?? []} /> : null}
        <TextField name="expectedDeliveryDate" label={t('orders.fields.expectedDelivery')} type="date" />
        <SelectField name="currency" label={t('orders.fields.currency')} options={CURRENCY_CODES} />
      </div>

      <SalesLines
        ns="orders"
        sales={sales}
        clientPrices={hasModule(me, 'quotes')}
        defaultRate={defaultRate}
      />

      <TextareaField name="notes" label={t('orders.fields.notes')} />
    </SalesFormDialog>
  );
}
