import { useTranslation } from 'react-i18next';
import { orderPatch, type OrderDetail, type OrderPatchInput } from '@comptoir/core/modules/sales';
import { hasModule } from '@comptoir/core/permissions';
import { FormDialog, useFormDialog, type SaveDialogProps } from '@/components/form/FormDialog';
import { TextField, TextareaField, bodyResolver } from '@/components/form/fields';
import { useSessionUser } from '@/lib/session';
import { useAssignees, useUpdateOrder } from '../api';
import { AssigneeField } from './AssigneeField';

interface Values {
  notes: string;
  expectedDeliveryDate: string;
  assignedTo: string;
}

function toBody(values: Values, withAssignee: boolean): OrderPatchInput {
  return {
    notes: values.notes,
    expectedDeliveryDate: values.expectedDeliveryDate || null,
    ...(withAssignee ? { assignedTo: values.assignedTo || null } : {}),
  };
}

export interface OrderEditDialogProps extends SaveDialogProps {
  order: OrderDetail;
}

/** 'Modifier': an order's notes, expected delivery date and assignee (its lines are fixed). */
export function OrderEditDialog({ order, onClose, onSaved }: OrderEditDialogProps) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const update = useUpdateOrder(order.id);
  const seesTasks = hasModule(me, 'tasks');
  const assignees = useAssignees(seesTasks);
  const withAssignee = seesTasks && !assignees.isError;
  const { dialog } = useFormDialog<Values>({
    resolver: bodyResolver<Values>(orderPatch, (values) => toBody(values, withAssignee)),
    defaultValues: {
      notes: order.notes ?? '',
      expectedDeliveryDate: order.expectedDeliveryDate ?? '',
      assignedTo: order.assignedTo?.id ?? '',
    },
    save: (values) => update.mutateAsync(toBody(values, withAssignee)),
    onSaved,
    onClose,
    failedKey: 'orders.failures.update',
  });

  return (
    <FormDialog
      {...dialog}
      ns="orders"
      title={t('orders.form.editTitle', { reference: order.reference })}
      onClose={onClose}
    >
      <TextField name="expectedDeliveryDate" label={t('orders.fields.expectedDelivery')} type="date" />
      {withAssignee ? <AssigneeField assignees={assignees.data ?? []} current={order.assignedTo} /> : null}
      <TextareaField name="notes" label={t('orders.fields.notes')} rows={4} />
    </FormDialog>
  );
}
