import { useId, useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Crown } from 'lucide-react';
import {
  CREATABLE_ROLES,
  CREATE_FORM_CLOSE_MS,
  createUserBody,
  editUserForm,
  type AdminUser,
  type CreateUserBody,
  type EditUserValues,
} from '@comptoir/core/modules/admin-users';
import {
  BASIC_MODULES,
  GRANTABLE_MODULES,
  MODULE_KEYS,
  isModuleKey,
  isRole,
  type ModuleKey,
  type Role,
  type UserStatus,
} from '@comptoir/core/permissions';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { FieldSettings, PasswordField, SelectField, TextField } from '@/components/form/fields';
import { ApiError } from '@/lib/api';
import { errorMessage, useAdminAction, useCompanies } from '../api';
import { FormActions, type SaveDialogProps, type useFormSlot } from '@/components/form/FormDialog';
import { useSuccessThenClose } from '@/components/form/use-success-then-close';

export interface UserFormValues {
  fullName: string;
  email: string;
  phone: string;
  role: Role;
  status: UserStatus;
  password: string;
  isAdmin: boolean;
  modules: ModuleKey[];
  companies: string[];
}

const FIELDS = ['fullName', 'email', 'phone', 'role', 'status', 'password', 'modules', 'companies'] as const;
type Field = (typeof FIELDS)[number];

export interface UserFormDialogProps extends SaveDialogProps {
  /** Create a user, or edit `user`. */
  user?: AdminUser;
  /** The signed-in super admin (cannot change their own admin flag or status). */
  currentUserId: string;
}

function initialValues(user: AdminUser | undefined): UserFormValues {
  if (!user) {
    return {
      fullName: '',
      email: '',
      phone: '',
      role: 'Viewer',
      status: 'Active',
      password: '',
      isAdmin: false,
      modules: [...BASIC_MODULES],
      companies: [],
    };
  }
  return {
    fullName: user.full_name,
    email: user.email,
    phone: user.phone ?? '',
    role: isRole(user.role) ? user.role : 'Viewer',
    status: user.status === 'Inactive' || !user.is_active ? 'Inactive' : 'Active',
    password: '',
    isAdmin: user.is_super_admin,
    modules: user.modules.filter(isModuleKey),
    companies: user.companies,
  };
}

/**
 * The create and edit modal of both user screens: full name, e-mail, phone, role, status,
 * password (creation only), 'Super Administrateur', modules and companies. Validated with the
 * core schema on submit; a field's message goes away as soon as it is edited.
 */
export function UserFormDialog({ user, currentUserId, onClose, onSaved }: UserFormDialogProps) {
  const { t } = useTranslation();
  const editing = user !== undefined;
  const isSelf = user?.id === currentUserId;
  const id = useId();
  const ids = Object.fromEntries(FIELDS.map((f) => [f, `${id}-${f}`])) as Record<Field, string>;
  const [banner, setBanner] = useState<string | null>(null);
  // The creation form closes 2 seconds after success (spec 000 §4).
  const [done, setDone] = useSuccessThenClose(onClose, CREATE_FORM_CLOSE_MS);

  const companies = useCompanies();
  const create = useAdminAction('createUser');
  const update = useAdminAction('updateUser');

  const form = useForm<UserFormValues>({
    resolver: zodResolver(editing ? editUserForm : createUserBody) as unknown as Resolver<UserFormValues>,
    defaultValues: initialValues(user),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const isAdmin = useWatch({ control: form.control, name: 'isAdmin' });
  const modules = useWatch({ control: form.control, name: 'modules' });
  const selectedCompanies = useWatch({ control: form.control, name: 'companies' });

  const message = (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message as never);
  };
  const edited = (field: Field) => () => {
    form.clearErrors(field);
    setBanner(null);
  };

  const toggleSuperAdmin = (checked: boolean) => {
    form.setValue('isAdmin', checked);
    form.setValue('modules', checked ? [...MODULE_KEYS] : [...BASIC_MODULES]);
    form.setValue('role', checked ? 'Super Admin' : 'Viewer');
    form.clearErrors(['modules', 'role']);
    setBanner(null);
  };
  const toggleModule = (key: ModuleKey, checked: boolean) => {
    const next = checked
      ? MODULE_KEYS.filter((k) => k === key || modules.includes(k))
      : modules.filter((k) => k !== key);
    form.setValue('modules', next);
    edited('modules')();
  };
  const toggleCompany = (companyId: string, checked: boolean) => {
    form.setValue(
      'companies',
      checked ? [...selectedCompanies, companyId] : selectedCompanies.filter((c) => c !== companyId),
    );
    edited('companies')();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      if (editing) {
        const parsed = values as unknown as EditUserValues;
        const answer = await update.mutateAsync({ ...parsed, userId: user.id });
        onSaved(answer.message);
        onClose();
      } else {
        const answer = await create.mutateAsync(values as unknown as CreateUserBody);
        onSaved(answer.message);
        setDone(answer.message);
      }
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [key, text] of Object.entries(error.fields)) {
          const field = key.split('.')[0] as Field;
          if ((FIELDS as readonly string[]).includes(field))
            form.setError(field, { type: 'server', message: text });
        }
      }
      if (error instanceof ApiError && error.code === 'user_already_exists') {
        form.setError('email', { type: 'server', message: error.message });
      }
      const fallback = !editing
        ? 'admin.errors.create'
        : values.isAdmin !== user.is_super_admin
          ? 'admin.errors.toggleAdmin'
          : 'admin.errors.update';
      setBanner(errorMessage(error, fallback));
    }
  });

  const fieldError = (field: Field) => {
    const text = message(errors[field] as FieldError | undefined);
    return text ? (
      <p id={`${ids[field]}-error`} className="text-destructive text-sm">
        {text}
      </p>
    ) : null;
  };
  const describedBy = (field: Field) => (errors[field] ? `${ids[field]}-error` : undefined);
  const invalid = (field: Field) => (errors[field] ? true : undefined);

  return (
    <Dialog
      onClose={onClose}
      title={editing ? t('admin.form.editTitle') : t('admin.form.createTitle')}
      description={
        editing
          ? t('admin.form.editDescription', { name: user.full_name || user.email })
          : t('admin.form.createDescription')
      }
      closeLabel={t('common.close')}
      size="lg"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {banner ? <Alert variant="destructive">{banner}</Alert> : null}
        {done ? (
          <Alert variant="success" plain>
            <span className="flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {done}
            </span>
          </Alert>
        ) : null}

        <FieldSettings form={form} clearOnChange onEdit={() => setBanner(null)}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="fullName"
              label={<Required>{t('admin.form.fullName')}</Required>}
              autoComplete="off"
              placeholder={t('admin.form.fullNamePlaceholder')}
              aria-required="true"
            />
            <TextField
              name="email"
              label={<Required>{t('admin.form.email')}</Required>}
              type="email"
              autoComplete="off"
              inputMode="email"
              placeholder={t('admin.form.emailPlaceholder')}
              aria-required="true"
            />
            <TextField
              name="phone"
              label={t('admin.form.phone')}
              type="tel"
              autoComplete="off"
              placeholder={t('admin.form.phonePlaceholder')}
            />
            <SelectField
              name="role"
              label={<Required>{t('admin.form.role')}</Required>}
              disabled={isAdmin}
              options={[
                ...CREATABLE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
                // Never a choice: only the 'Super Administrateur' box sets it.
                { value: 'Super Admin', label: t('roles.Super Admin'), hidden: !isAdmin },
              ]}
            />
          </div>
          <fieldset className="space-y-2" aria-describedby={isSelf ? `${id}-self` : undefined}>
            <legend className="text-sm font-medium">{t('admin.form.status')}</legend>
            <div className="flex flex-wrap gap-4">
              {(['Active', 'Inactive'] as const).map((status) => (
                <label key={status} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value={status}
                    disabled={isSelf}
                    className="accent-primary size-4"
                    {...form.register('status', { onChange: edited('status') })}
                  />
                  {t(`admin.status.${status}`)}
                </label>
              ))}
            </div>
            {fieldError('status')}
          </fieldset>

          {!editing ? (
            <PasswordField
              name="password"
              label={<Required>{t('admin.form.password')}</Required>}
              autoComplete="new-password"
              placeholder={t('admin.form.passwordPlaceholder')}
              aria-required="true"
            />
          ) : null}
        </FieldSettings>

        <div className="bg-muted/50 rounded-lg border p-3">
          <label className="flex items-start gap-3">
            <Checkbox
              className="mt-0.5"
              checked={isAdmin}
              disabled={isSelf}
              onChange={(event) => toggleSuperAdmin(event.target.checked)}
            />
            <span className="space-y-0.5">
              <span className="flex items-center gap-1.5 text-sm font-medium">
                <Crown aria-hidden="true" className="size-4 text-amber-500" />
                {t('admin.form.superAdmin')}
              </span>
              <span className="text-muted-foreground block text-xs">{t('admin.form.superAdminHint')}</span>
            </span>
          </label>
          {isSelf ? (
            <p id={`${id}-self`} className="text-muted-foreground mt-2 text-xs">
              {t('admin.form.selfLocked')}
            </p>
          ) : null}
        </div>

        <fieldset
          className="space-y-2"
          aria-invalid={invalid('modules')}
          aria-describedby={describedBy('modules')}
        >
          <legend className="text-sm font-medium">
            <Required>{t('admin.form.modules')}</Required>
          </legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {GRANTABLE_MODULES.map((key) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={modules.includes(key)}
                  onChange={(event) => toggleModule(key, event.target.checked)}
                />
                {t(`modules.${key}`)}
              </label>
            ))}
          </div>
          {fieldError('modules')}
        </fieldset>

        <fieldset className="space-y-2" aria-describedby={`${id}-companies-hint`}>
          <legend className="text-sm font-medium">{t('admin.form.companies')}</legend>
          <p id={`${id}-companies-hint`} className="text-muted-foreground text-xs">
            {t('admin.form.companiesHint')}
          </p>
          <div className="max-h-40 min-h-12 space-y-1.5 overflow-y-auto rounded-md border p-2">
            {companies.isPending ? (
              <p className="text-muted-foreground text-sm">{t('admin.form.companiesLoading')}</p>
            ) : companies.isError ? (
              <p className="text-destructive text-sm">
                {errorMessage(companies.error, 'admin.errors.companies')}
              </p>
            ) : companies.data.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('admin.form.noCompanies')}</p>
            ) : (
              companies.data.map((company) => (
                <label key={company.id} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={selectedCompanies.includes(company.id)}
                    onChange={(event) => toggleCompany(company.id, event.target.checked)}
                  />
                  {company.name}
                </label>
              ))
            )}
          </div>
          {fieldError('companies')}
        </fieldset>

        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          busy={isSubmitting}
          disabled={done !== null}
          submitLabel={
            editing
              ? isSubmitting
                ? t('admin.form.saving')
                : t('admin.form.save')
              : isSubmitting
                ? t('admin.form.creating')
                : t('admin.form.create')
          }
        />
      </form>
    </Dialog>
  );
}

/** A required field's label and its visual mark (the inputs carry aria-required). */
function Required({ children }: { children: string }) {
  return (
    <>
      {children}{' '}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
    </>
  );
}

/** The user form of a list screen, when it is open (`slot` from useFormSlot). */
export function UserFormSlot({
  slot,
  currentUserId,
  onSaved,
}: {
  slot: ReturnType<typeof useFormSlot<AdminUser>>;
  currentUserId: string;
  onSaved: (message: string) => void;
}) {
  return slot.form ? (
    <UserFormDialog
      key={slot.form.key}
      user={slot.form.record}
      currentUserId={currentUserId}
      onClose={slot.closeForm}
      onSaved={onSaved}
    />
  ) : null;
}
