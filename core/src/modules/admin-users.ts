/**
 * User administration (spec 000 §2 user management and super-admin screens, §5, §7, §8) and the
 * audit log. The calls keep the specification's names and body shapes (`fullName`, `isAdmin`,
 * `userId`...), and the user records its snake_case fields. Messages are i18n keys.
 */
import { z } from 'zod';
import { MODULE_KEYS, ROLES, USER_STATUSES, type ModuleKey, type Role } from '../permissions';
import { passwordField } from '../validation';
import { calendarDay, emailField, optionalPhone, requiredText, uuidField } from '../fields';
import { listResponse, pageFields, sortFields, texts, wholeCounts } from '../contracts';

/** New users are those created in the last 30 days (spec 000 §9). */
export const NEW_USER_DAYS = 30;
/** The modules column shows at most this many labels, then a '+N' chip. */
export const MODULES_SHOWN = 3;
/** Generated passwords (reset-password modal). */
export const GENERATED_PASSWORD_LENGTH = 12;
export const GENERATED_PASSWORD_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';
/** Success banners disappear after 3 s; the create form closes 2 s after success. */
export const SUCCESS_BANNER_MS = 3000;
export const CREATE_FORM_CLOSE_MS = 2000;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Upper bound on the rows of one export. */
export const EXPORT_MAX_ROWS = 10_000;

/** Roles a creation form offers (Super Admin comes only from the 'Super Administrateur' box). */
export const CREATABLE_ROLES = ROLES.filter((r) => r !== 'Super Admin') as Exclude<Role, 'Super Admin'>[];
/** Roles of the basic user page's badges and form. */
export const BASIC_ROLES = ['Admin', 'Editor', 'Viewer'] as const;

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const USER_SORTS = ['full_name', 'email', 'role', 'status', 'created_at', 'last_sign_in_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** Statuses that mean the account cannot be used. */
export const INACTIVE_STATUSES: readonly string[] = ['Inactive', 'Suspended'];

const fullNameField = requiredText('admin.validation.fullNameRequired', 200);

/** Optional: empty means none; otherwise an optional plus and at least 10 digits, spaces or dashes. */
const phoneField = optionalPhone('admin.validation.phoneInvalid', {
  invalid: 'admin.validation.phoneInvalid',
});

const modulesField = z
  .array(z.enum(MODULE_KEYS, { error: 'errors.invalidValue' }), { error: 'admin.validation.modulesRequired' })
  .min(1, { error: 'admin.validation.modulesRequired' })
  .max(MODULE_KEYS.length * 2, { error: 'errors.invalidValue' })
  .transform((list) => MODULE_KEYS.filter((key) => list.includes(key)));

const companiesField = z
  .array(uuidField('admin.validation.companyInvalid'), { error: 'admin.validation.companyInvalid' })
  .max(500, { error: 'errors.invalidValue' })
  .transform((list) => [...new Set(list)]);

const roleField = z.enum(ROLES, { error: 'admin.validation.roleInvalid' });
const statusField = z.enum(USER_STATUSES, { error: 'admin.validation.statusInvalid' });
export const userIdField = uuidField('admin.validation.userIdInvalid');

const emailAdminField = emailField('auth.validation.emailRequired', 'auth.validation.emailInvalid');

/** 'Super Admin' goes with the super-admin flag, and only with it. */
function checkRole(value: { isAdmin?: boolean | undefined; role?: Role | undefined }, ctx: z.RefinementCtx) {
  if (value.isAdmin === false && value.role === 'Super Admin') {
    ctx.addIssue({ code: 'custom', path: ['role'], message: 'admin.validation.roleSuperAdmin' });
  }
}

/** Who a new account is: full name, e-mail and password, checked the same wherever one is made. */
export const newAccountFields = {
  fullName: fullNameField,
  email: emailAdminField,
  password: passwordField('auth.validation.passwordRequired', 'auth.validation.passwordMin'),
};

/** POST /api/admin-users/create-user, and the creation form. */
export const createUserBody = z
  .object({
    fullName: newAccountFields.fullName,
    email: newAccountFields.email,
    phone: phoneField,
    password: newAccountFields.password,
    isAdmin: z.boolean({ error: 'errors.invalidValue' }).optional().default(false),
    role: roleField.optional().default('Viewer'),
    status: statusField.optional().default('Active'),
    modules: modulesField,
    companies: companiesField.optional().default([]),
  })
  .superRefine(checkRole);
export type CreateUserInput = z.input<typeof createUserBody>;
export type CreateUserBody = z.output<typeof createUserBody>;

const editShape = {
  fullName: fullNameField,
  email: emailAdminField,
  phone: phoneField,
  role: roleField,
  status: statusField,
  isAdmin: z.boolean({ error: 'errors.invalidValue' }),
  modules: modulesField,
  companies: companiesField,
};

/** The edit form: every field but the password. */
export const editUserForm = z.object(editShape).superRefine(checkRole);
export type EditUserInput = z.input<typeof editUserForm>;
export type EditUserValues = z.output<typeof editUserForm>;

/**
 * POST /api/admin-users/update-user: the profile (fullName, phone, role, status, and e-mail when
 * given), plus the modules, companies and admin flag when given, in one transaction.
 */
export const updateUserBody = z
  .object({
    userId: userIdField,
    fullName: editShape.fullName,
    email: editShape.email.optional(),
    phone: editShape.phone,
    role: editShape.role,
    status: editShape.status,
    isAdmin: editShape.isAdmin.optional(),
    modules: editShape.modules.optional(),
    companies: editShape.companies.optional(),
  })
  .superRefine(checkRole);
export type UpdateUserBody = z.output<typeof updateUserBody>;

export const updateModulesBody = z.object({
  userId: userIdField,
  modules: modulesField,
  companies: companiesField.optional().default([]),
});
export type UpdateModulesBody = z.input<typeof updateModulesBody>;

export const toggleAdminBody = z.object({
  userId: userIdField,
  isAdmin: z.boolean({ error: 'errors.invalidValue' }),
});
export const setActiveBody = z.object({
  userId: userIdField,
  isActive: z.boolean({ error: 'errors.invalidValue' }),
});
export const deleteUserBody = z.object({ userId: userIdField });

/** The reset-password call; the server also refuses common passwords. */
export const resetPasswordBody = z.object({
  userId: userIdField,
  newPassword: passwordField('admin.validation.newPasswordRequired', 'auth.validation.passwordMin'),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** The reset-password modal: the new password twice. */
export const resetPasswordForm = z
  .object({
    newPassword: passwordField('admin.validation.newPasswordRequired', 'auth.validation.passwordMin'),
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'admin.validation.passwordMismatch',
      });
    }
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordForm>;

const userPages = pageFields(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
const textFilter = z.string().trim().max(200, { error: 'errors.invalidValue' }).optional();

/** Filters of the user list and its export (search by name or e-mail, role, status). */
export const userFilters = z.object({
  q: textFilter,
  role: z.enum(ROLES, { error: 'errors.invalidValue' }).optional(),
  status: z.enum(STATUS_FILTERS, { error: 'errors.invalidValue' }).optional().default('all'),
  ...sortFields(USER_SORTS, 'created_at'),
});
export const listUsersQuery = userFilters.extend(userPages);
export type ListUsersQuery = z.input<typeof listUsersQuery>;

/** A user as the admin service lists it (spec 000 §3), plus the ids of their companies. */
export const adminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  status: z.string(),
  is_active: z.boolean(),
  is_super_admin: z.boolean(),
  modules: z.array(z.string()),
  companies: z.array(z.string()),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  email_confirmed_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const userCounts = z.object({
  ...wholeCounts('total', 'superAdmins', 'admins', 'active', 'inactive', 'newLast30Days'),
});
export type UserCounts = z.infer<typeof userCounts>;

export const listUsersResponse = z.object({
  users: z.array(adminUser),
  ...wholeCounts('total', 'page', 'pageSize'),
  counts: userCounts,
});
export type ListUsersResponse = z.infer<typeof listUsersResponse>;

/** One row of the users export (spec 000 §7), exactly these fields. */
export const userExportRow = z.object({
  ...texts('email', 'full_name', 'role', 'status', 'created_at'),
  last_sign_in_at: z.string().nullable(),
  modules: z.string(),
  is_super_admin: z.boolean(),
});
export type UserExportRow = z.infer<typeof userExportRow>;
export const USER_EXPORT_FIELDS = Object.keys(userExportRow.shape) as (keyof UserExportRow)[];

export const companyOption = z.object({ id: z.uuid(), name: z.string() });
export const listCompaniesResponse = z.object({ companies: z.array(companyOption) });
export type CompanyOption = z.infer<typeof companyOption>;

/** Answers of the actions: a translated success message, and the user when there is one. */
export const actionResponse = z.object({ message: z.string(), user: adminUser.optional() });
export type ActionResponse = z.infer<typeof actionResponse>;

/** The status label of a user (spec 000 §3): 'Désactivé' when inactive, 'Inconnu' when unknown. */
export function statusLabelKey(user: { status: string; is_active: boolean }): string {
  if (!user.is_active) return 'admin.status.deactivated';
  switch (user.status) {
    case 'Active':
      return 'admin.status.Active';
    case 'Inactive':
      return 'admin.status.Inactive';
    case 'Suspended':
      return 'admin.status.Suspended';
    case 'Pending':
      return 'admin.status.Pending';
    default:
      return 'admin.status.unknown';
  }
}

/** The modules ticking 'Super Administrateur' selects, and those unticking it leaves. */
export const ALL_MODULES: readonly ModuleKey[] = MODULE_KEYS;

// ---------------------------------------------------------------------------------------------
// Audit log

const dateFilter = calendarDay('admin.validation.dateInvalid').optional();

export const auditFilters = z.object({
  action: z.string().trim().max(100, { error: 'errors.invalidValue' }).optional(),
  actor: textFilter,
  target: textFilter,
  /** Inclusive dates (YYYY-MM-DD, UTC). */
  from: dateFilter,
  to: dateFilter,
});
export const listAuditQuery = auditFilters.extend(userPages);
export type ListAuditQuery = z.input<typeof listAuditQuery>;

export const auditEntry = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const listAuditResponse = listResponse(
  auditEntry,
  {
    /** Every action present in the log, for the filter. */
    actions: z.array(z.string()),
  },
  true,
);
export type ListAuditResponse = z.infer<typeof listAuditResponse>;

/** 'field: before → after' lines for the changed fields of an audit entry. */
export function auditChanges(
  before: unknown,
  after: unknown,
): { field: string; before: string; after: string }[] {
  const asRecord = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const b = asRecord(before);
  const a = asRecord(after);
  const show = (value: unknown): string => {
    if (value === undefined) return '';
    if (value === null) return '∅';
    if (Array.isArray(value))
      return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]))
    .map((field) => ({ field, before: show(b[field]), after: show(a[field]) }));
}
