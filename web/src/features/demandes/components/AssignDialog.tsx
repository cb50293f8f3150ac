import { useId } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useDepartmentLabel } from '@/lib/categories';
import { assignBody, type DemandeDetail } from '@comptoir/core/modules/demandes';
import { Alert } from '@/components/ui/alert';
import { QueryState } from '@/components/ui/query-state';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { useAssignDemande, useDemandeMembers } from '../api';
import { Avatar } from '@/components/ui/avatar';
import { FormActions, useFormDialog, type SaveDialogProps } from '@/components/form/FormDialog';

type AssignValues = { memberIds: string[] };
const resolver = zodResolver(assignBody) as unknown as Resolver<AssignValues>;

export interface AssignDialogProps extends SaveDialogProps {
  demande: Pick<DemandeDetail, 'id' | 'assignees'>;
}

/** 'Assigner des Membres': a checkbox per team member, saved at once. */
export function AssignDialog({ demande, onClose, onSaved }: AssignDialogProps) {
  const { t } = useTranslation();
  const departmentLabel = useDepartmentLabel();
  const id = useId();
  const members = useDemandeMembers();
  const assign = useAssignDemande(demande.id);
  const { form, serverError, onSubmit } = useFormDialog<AssignValues>({
    resolver,
    defaultValues: { memberIds: demande.assignees.map((a) => a.id) },
    // The checkboxes are no field of their own: the server's errors go over the form.
    fields: [],
    save: async (values) => {
      await assign.mutateAsync(values.memberIds);
      return { message: t('demandes.success.assigned') };
    },
    onSaved,
    onClose,
    failedKey: 'demandes.errors.assign',
  });
  const selected = useWatch({ control: form.control, name: 'memberIds' });
  const toggle = (memberId: string, checked: boolean) =>
    form.setValue(
      'memberIds',
      checked
        ? [...selected.filter((m) => m !== memberId), memberId]
        : selected.filter((m) => m !== memberId),
    );

  return (
    <Dialog
      onClose={onClose}
      title={t('demandes.actions.assign')}
      description={t('demandes.assign.description')}
      closeLabel={t('demandes.form.cancel')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        <QueryState query={members} texts="demandes.assign" failedKey="demandes.errors.members">
          {(list) => (
            <fieldset className="space-y-1">
              <legend className="sr-only">{t('demandes.fields.assignees')}</legend>
              {list.map((member) => (
                <label
                  key={member.id}
                  htmlFor={`${id}-${member.id}`}
                  className="hover:bg-muted/60 flex cursor-pointer items-center gap-3 rounded-md px-2 py-2"
                >
                  <Checkbox
                    id={`${id}-${member.id}`}
                    checked={selected.includes(member.id)}
                    onChange={(event) => toggle(member.id, event.target.checked)}
                  />
                  <Avatar name={member.name} />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-medium">{member.name}</span>
                    <span className="text-muted-foreground block truncate text-xs">
                      {departmentLabel(member.department)} · {member.email}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        </QueryState>
        <FormActions
          cancelLabel={t('demandes.form.cancel')}
          onCancel={onClose}
          busy={form.formState.isSubmitting}
          disabled={!members.isSuccess}
          submitLabel={t('demandes.assign.save')}
        />
      </form>
    </Dialog>
  );
}
