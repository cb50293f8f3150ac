import { useTranslation } from 'react-i18next';
import {
  DEPARTMENTS,
  LEVELS,
  memberPatch,
  newPersonBody,
  type Department,
  type MemberPatchInput,
  type NewPersonInput,
  type TeamMember,
} from '@comptoir/core/modules/team';
import { FormDialog, useFormDialog, valuesOf, type SaveDialogProps } from '@/components/form/FormDialog';
import { FieldSettings, SelectField, TextField, bodyResolver, required } from '@/components/form/fields';
import { useAddMember, useUpdateMember } from '../api';

interface Values {
  name: string;
  email: string;
  role: string;
  department: string;
  level: string;
  phone: string;
  location: string;
  specialties: string;
}

function initialValues(member: TeamMember | undefined, department: Department): Values {
  return {
    ...valuesOf(member, ['name', 'email', 'role', 'phone', 'location']),
    department: member?.department ?? department,
    level: member?.level ?? 'senior',
    specialties: member?.specialties.join(', ') ?? '',
  };
}

function personBody(v: Values): NewPersonInput {
  return { kind: 'person', ...v, department: v.department as Department, level: v.level as never };
}

function patchBody(v: Values, member: TeamMember): MemberPatchInput {
  return {
    ...(member.userId ? {} : { name: v.name, email: v.email }),
    role: v.role,
    department: v.department as Department,
    level: v.level as never,
    phone: v.phone,
    location: v.location,
    specialties: v.specialties,
  };
}

export interface MemberFormDialogProps extends SaveDialogProps {
  /** Edit this member; without it, 'Nouvelle Personne' in `department`. */
  member?: TeamMember | undefined;
  department: Department;
}

/** 'Nouvelle Personne' and the member edit form (role, level, specialties, phone, location). */
export function MemberFormDialog({ member, department, onClose, onSaved }: MemberFormDialogProps) {
  const { t } = useTranslation();
  const add = useAddMember();
  const update = useUpdateMember();
  const identityLocked = Boolean(member?.userId);
  const { dialog } = useFormDialog<Values>({
    resolver: member
      ? bodyResolver<Values>(memberPatch, (values) => patchBody(values, member))
      : bodyResolver<Values>(newPersonBody, personBody),
    reValidateMode: 'onSubmit',
    defaultValues: initialValues(member, department),
    save: (values) =>
      member
        ? update.mutateAsync({ id: member.id, body: patchBody(values, member) })
        : add.mutateAsync(personBody(values)),
    onSaved,
    onClose,
    failedKey: member ? 'team.errors.update' : 'team.errors.add',
  });

  return (
    <FormDialog
      {...dialog}
      title={member ? t('team.form.editTitle') : t('team.form.newTitle')}
      description={member ? member.name : undefined}
      onClose={onClose}
      labels={{
        cancel: t('team.actions.cancel'),
        submit: member ? t('team.actions.save') : t('team.actions.create'),
      }}
      size="lg"
    >
      {identityLocked ? <p className="text-muted-foreground text-sm">{t('team.form.fromAccount')}</p> : null}
      <FieldSettings clearOnChange>
        <div className="grid gap-4 sm:grid-cols-2">
          {identityLocked ? null : (
            <>
              <TextField name="name" label={required(t('team.fields.name'))} autoFocus />
              <TextField
                name="email"
                label={required(t('team.fields.email'))}
                type="email"
                autoComplete="off"
              />
            </>
          )}
          <TextField name="role" label={member ? t('team.fields.role') : required(t('team.fields.role'))} />
          <SelectField
            name="level"
            label={t('team.fields.level')}
            options={LEVELS.map((level) => ({ value: level, label: t(`team.levels.${level}`) }))}
          />
          {member ? (
            <SelectField
              name="department"
              label={t('team.fields.department')}
              options={DEPARTMENTS.map((d) => ({ value: d, label: t(`team.departments.${d}`) }))}
            />
          ) : (
            <div className="space-y-2 text-sm">
              <p className="font-medium">{t('team.fields.department')}</p>
              <p className="flex h-10 items-center">{t(`team.departments.${department}`)}</p>
            </div>
          )}
          <TextField name="phone" label={t('team.fields.phone')} type="tel" />
          <TextField name="location" label={t('team.fields.location')} />
        </div>
        <TextField
          name="specialties"
          label={t('team.fields.specialties')}
          hint={t('team.form.specialtiesHint')}
          placeholder={t('team.form.specialtiesPlaceholder')}
        />
      </FieldSettings>
    </FormDialog>
  );
}
