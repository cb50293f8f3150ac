import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
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
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api';
import { errorMessage, useAddMember, useUpdateMember } from '../api';

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
const FIELDS = ['name', 'email', 'role', 'department', 'level', 'phone', 'location', 'specialties'] as const;
type Field = (typeof FIELDS)[number];

function initialValues(member: TeamMember | undefined, department: Department): Values {
  return {
    name: member?.name ?? '',
    email: member?.email ?? '',
    role: member?.role ?? '',
    department: member?.department ?? department,
    level: member?.level ?? 'senior',
    phone: member?.phone ?? '',
    location: member?.location ?? '',
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

export interface MemberFormDialogProps {
  /** Edit this member; without it, 'Nouvelle Personne' in `department`. */
  member?: TeamMember | undefined;
  department: Department;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 'Nouvelle Personne' and the member edit form (role, level, specialties, phone, location). */
export function MemberFormDialog({ member, department, onClose, onSaved }: MemberFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldMessage = useFieldMessage();
  const add = useAddMember();
  const update = useUpdateMember();
  const [serverError, setServerError] = useState<string | null>(null);
  const identityLocked = Boolean(member?.userId);

  const resolver: Resolver<Values> = async (values, context, options) => {
    const schema = member ? memberPatch : newPersonBody;
    const body = member ? patchBody(values, member) : personBody(values);
    const result = await (zodResolver(schema as never) as unknown as Resolver<Record<string, unknown>>)(
      body as Record<string, unknown>,
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
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: initialValues(member, department),
    resolver,
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = member
        ? await update.mutateAsync({ id: member.id, body: patchBody(values, member) })
        : await add.mutateAsync(personBody(values));
      onSaved(answer.message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, text] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) {
            setError(field as Field, { type: 'server', message: text });
          }
        }
      }
      setServerError(errorMessage(error, member ? 'team.errors.update' : 'team.errors.add'));
    }
  });

  const field = (name: Field, hint?: string) => {
    const fieldId = `${id}-${name}`;
    const error = fieldMessage(errors[name]);
    return {
      fieldId,
      error,
      hint,
      control: {
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(fieldId, error, hint),
        ...register(name, { onChange: () => clearErrors(name) }),
      },
    };
  };
  const f = Object.fromEntries(FIELDS.map((name) => [name, field(name)])) as Record<
    Field,
    ReturnType<typeof field>
  >;
  const specialties = field('specialties', t('team.form.specialtiesHint'));
  const required = (label: string) => `${label} *`;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={member ? t('team.form.editTitle') : t('team.form.newTitle')}
      description={member ? member.name : undefined}
      closeLabel={t('team.actions.cancel')}
      size="lg"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
        {identityLocked ? (
          <p className="text-muted-foreground text-sm">{t('team.form.fromAccount')}</p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {identityLocked ? null : (
            <>
              <FormField id={f.name.fieldId} label={required(t('team.fields.name'))} error={f.name.error}>
                <Input {...f.name.control} autoFocus />
              </FormField>
              <FormField id={f.email.fieldId} label={required(t('team.fields.email'))} error={f.email.error}>
                <Input {...f.email.control} type="email" autoComplete="off" />
              </FormField>
            </>
          )}
          <FormField
            id={f.role.fieldId}
            label={member ? t('team.fields.role') : required(t('team.fields.role'))}
            error={f.role.error}
          >
            <Input {...f.role.control} />
          </FormField>
          <FormField id={f.level.fieldId} label={t('team.fields.level')} error={f.level.error}>
            <Select {...f.level.control}>
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`team.levels.${level}`)}
                </option>
              ))}
            </Select>
          </FormField>
          {member ? (
            <FormField
              id={f.department.fieldId}
              label={t('team.fields.department')}
              error={f.department.error}
            >
              <Select {...f.department.control}>
                {DEPARTMENTS.map((d) => (
                  <option key={d} value={d}>
                    {t(`team.departments.${d}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          ) : (
            <div className="space-y-2 text-sm">
              <p className="font-medium">{t('team.fields.department')}</p>
              <p className="flex h-10 items-center">{t(`team.departments.${department}`)}</p>
            </div>
          )}
          <FormField id={f.phone.fieldId} label={t('team.fields.phone')} error={f.phone.error}>
            <Input {...f.phone.control} type="tel" />
          </FormField>
          <FormField id={f.location.fieldId} label={t('team.fields.location')} error={f.location.error}>
            <Input {...f.location.control} />
          </FormField>
        </div>
        <FormField
          id={specialties.fieldId}
          label={t('team.fields.specialties')}
          hint={specialties.hint}
          error={specialties.error}
        >
          <Input {...specialties.control} placeholder={t('team.form.specialtiesPlaceholder')} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('team.actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {member ? t('team.actions.save') : t('team.actions.create')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
