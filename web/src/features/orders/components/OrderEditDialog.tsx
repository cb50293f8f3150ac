import { useId, useState } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { orderPatch, type OrderDetail, type OrderPatchInput } from '@comptoir/core/modules/sales';
import { hasModule } from '@comptoir/core/permissions';
import { Textarea } from '@/components/ui/textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api';
import { useSessionUser } from '@/lib/session';
import { errorMessage, useAssignees, useUpdateOrder } from '../api';

interface Values {
  notes: string;
  expectedDeliveryDate: string;
  assignedTo: string;
}
const FIELDS = ['notes', 'expectedDeliveryDate', 'assignedTo'] as const;
type Field = (typeof FIELDS)[number];

function toBody(values: Values, withAssignee: boolean): OrderPatchInput {
  return {
    notes: values.notes,
    expectedDeliveryDate: values.expectedDeliveryDate || null,
    ...(withAssignee ? { assignedTo: values.assignedTo || null } : {}),
  };
}

export interface OrderEditDialogProps {
  order: OrderDetail;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 'Modifier': an order's notes, expected delivery date and assignee (its lines are fixed). */
export function OrderEditDialog({ order, onClose, onSaved }: OrderEditDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const me = useSessionUser();
  const update = useUpdateOrder(order.id);
  const seesTasks = hasModule(me, 'tasks');
  const assignees = useAssignees(seesTasks);
  const withAssignee = seesTasks && !assignees.isError;
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver: Resolver<Values> = async (values, context, options) => {
    const result = await (zodResolver(orderPatch) as unknown as Resolver<OrderPatchInput>)(
      toBody(values, withAssignee),
      context,
      options as never,
    );
    return result.errors && Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as never }
      : { values, errors: {} };
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      notes: order.notes ?? '',
      expectedDeliveryDate: order.expectedDeliveryDate ?? '',
      assignedTo: order.assignedTo?.id ?? '',
    },
    resolver,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await update.mutateAsync(toBody(values, withAssignee));
      onSaved(answer.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [path, text] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(path)) {
            setError(path as Field, { type: 'server', message: text });
          }
        }
      }
      setServerError(errorMessage(error, 'orders.failures.update'));
    }
  });

  const message = (error: FieldError | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message as never)) : undefined;
  const field = (name: Field) => {
    const fieldId = `${id}-${name}`;
    const error = message(errors[name]);
    return {
      fieldId,
      error,
      control: {
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(fieldId, error),
        ...register(name),
      },
    };
  };
  const f = { notes: field('notes'), date: field('expectedDeliveryDate'), assignee: field('assignedTo') };
  const options = assignees.data ?? [];
  const keepsCurrent = order.assignedTo && !options.some((o) => o.id === order.assignedTo?.id);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('orders.form.editTitle', { reference: order.reference })}
      closeLabel={t('orders.actions.cancel')}
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        <FormField id={f.date.fieldId} label={t('orders.fields.expectedDelivery')} error={f.date.error}>
          <Input {...f.date.control} type="date" />
        </FormField>
        {withAssignee ? (
          <FormField
            id={f.assignee.fieldId}
            label={t('orders.fields.assignee')}
            hint={t('orders.form.assigneeHint')}
            error={f.assignee.error}
          >
            <Select
              {...f.assignee.control}
              aria-describedby={describedBy(f.assignee.fieldId, f.assignee.error, 'hint')}
            >
              <option value="">{t('orders.fields.noAssignee')}</option>
              {keepsCurrent ? <option value={order.assignedTo!.id}>{order.assignedTo!.name}</option> : null}
              {options.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
        <FormField id={f.notes.fieldId} label={t('orders.fields.notes')} error={f.notes.error}>
          <Textarea {...f.notes.control} rows={4} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('orders.actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('orders.actions.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
