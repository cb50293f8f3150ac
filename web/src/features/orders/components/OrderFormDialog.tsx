import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import {
  ORDER_STATUSES,
  orderBody,
  type ClientRef,
  type OrderDetail,
  type OrderInput,
} from '@comptoir/core/modules/sales';
import { hasModule } from '@comptoir/core/permissions';
import { fetchLinePrice } from '@/components/sales/api';
import { bodyResolver, setServerFieldErrors, useFormMessages } from '@/components/sales/form-errors';
import { ClientField, FormAlerts } from '@/components/sales/FormParts';
import { LineItemsEditor } from '@/components/sales/LineItemsEditor';
import { emptyLine, lineBody, liveOrderTotals, type LinesFormValues } from '@/components/sales/lines';
import { Textarea } from '@/components/ui/textarea';
import { TotalsSummary } from '@/components/sales/TotalsSummary';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { errorMessage, useAssignees, useBaseCurrency, useCreateOrder } from '../api';

export interface OrderFormValues extends LinesFormValues {
  status: string;
  assignedTo: string;
  expectedDeliveryDate: string;
  notes: string;
}

const FIELDS = ['clientId', 'status', 'assignedTo', 'expectedDeliveryDate', 'currency', 'notes'] as const;
type Field = (typeof FIELDS)[number];

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
    items: values.items.map((line) => lineBody(line, false)),
  };
}

const resolver = bodyResolver<OrderFormValues, OrderInput>(orderBody, toBody);

export interface OrderFormDialogProps {
  onClose: () => void;
  onSaved: (order: OrderDetail, message: string) => void;
}

/**
 * The order creation form (spec §2, §4, §5 Order): client, status (draft by default, any may be
 * chosen), assignee (a sourcing request is created for them), expected delivery date, currency
 * (the user's base currency by default), notes, lines picked from the catalogue, live total.
 */
export function OrderFormDialog({ onClose, onSaved }: OrderFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const me = useSessionUser();
  const create = useCreateOrder();
  const seesTasks = hasModule(me, 'tasks');
  const assignees = useAssignees(seesTasks);
  const base = useBaseCurrency();
  const [client, setClient] = useState<ClientRef | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<OrderFormValues>({
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
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    control,
    getFieldState,
    formState: { errors, isSubmitting },
  } = form;
  const [items, currency] = useWatch({ control, name: ['items', 'currency'] });
  const totals = useMemo(() => liveOrderTotals(items ?? []), [items]);

  // The base currency, once known, unless the user already chose one.
  useEffect(() => {
    if (base.data && !getFieldState('currency').isDirty) setValue('currency', base.data);
  }, [base.data, getFieldState, setValue]);

  const { inline, summary } = useFormMessages(errors, FIELDS, SUMMARY_KEYS);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await create.mutateAsync(orderBody.parse(toBody(values)));
      onSaved(answer.order, answer.message);
      onClose();
    } catch (error) {
      setServerFieldErrors(error, FIELDS, setError);
      setServerError(errorMessage(error, 'orders.failures.create'));
    }
  });

  const field = (name: Exclude<Field, 'clientId'>) => {
    const fieldId = `${id}-${name}`;
    const text = inline(errors[name]);
    return {
      fieldId,
      error: text,
      control: {
        id: fieldId,
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': describedBy(fieldId, text),
        ...register(name, { onChange: () => clearErrors(name) }),
      },
    };
  };
  const f = {
    status: field('status'),
    assignedTo: field('assignedTo'),
    expectedDeliveryDate: field('expectedDeliveryDate'),
    currency: field('currency'),
    notes: field('notes'),
  };
  const clientFieldId = `${id}-client`;
  const clientError = inline(errors.clientId);
  const required = (label: string) => `${label} *`;
  // Without the tasks module (or when the list is refused), the assignee field is left out.
  const showsAssignee = seesTasks && !assignees.isError;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('orders.form.createTitle')}
      closeLabel={t('orders.actions.cancel')}
      size="xl"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormAlerts summary={summary} serverError={serverError} />

        <div className="grid gap-4 sm:grid-cols-2">
          <ClientField
            ns="orders"
            id={clientFieldId}
            label={required(t('orders.fields.client'))}
            value={client}
            invalid={Boolean(errors.clientId)}
            error={clientError}
            onChange={(next) => {
              setClient(next);
              setValue('clientId', next?.id ?? '');
              clearErrors('clientId');
            }}
          />
          <FormField id={f.status.fieldId} label={t('orders.fields.status')} error={f.status.error}>
            <Select {...f.status.control}>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`orders.status.${s}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {showsAssignee ? (
            <FormField
              id={f.assignedTo.fieldId}
              label={t('orders.fields.assignee')}
              hint={t('orders.form.assigneeHint')}
              error={f.assignedTo.error}
            >
              <Select
                {...f.assignedTo.control}
                aria-describedby={describedBy(f.assignedTo.fieldId, f.assignedTo.error, 'hint')}
              >
                <option value="">{t('orders.fields.noAssignee')}</option>
                {(assignees.data ?? []).map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : null}
          <FormField
            id={f.expectedDeliveryDate.fieldId}
            label={t('orders.fields.expectedDelivery')}
            error={f.expectedDeliveryDate.error}
          >
            <Input {...f.expectedDeliveryDate.control} type="date" />
          </FormField>
          <FormField id={f.currency.fieldId} label={t('orders.fields.currency')} error={f.currency.error}>
            <Select {...f.currency.control}>
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          </FormField>
        </div>

        <section aria-labelledby={`${id}-lines`} className="space-y-3">
          <h3 id={`${id}-lines`} className="text-base font-semibold">
            {t('orders.lines.title')}
          </h3>
          <LineItemsEditor
            ns="orders"
            form={form as unknown as UseFormReturn<LinesFormValues>}
            lineTotals={totals.lines}
            currency={currency}
            withDiscount={false}
            priceFor={
              client && hasModule(me, 'quotes')
                ? (productId) => fetchLinePrice(productId, client.id)
                : undefined
            }
            message={inline}
          />
          <TotalsSummary
            label={t('orders.totals.label')}
            rows={[
              {
                key: 'total',
                label: t('orders.totals.total'),
                value: formatPrice({ amount: totals.totalAmount, currency }),
                strong: true,
              },
            ]}
          />
        </section>

        <FormField id={f.notes.fieldId} label={t('orders.fields.notes')} error={f.notes.error}>
          <Textarea {...f.notes.control} />
        </FormField>

        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('orders.actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('orders.actions.create')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
