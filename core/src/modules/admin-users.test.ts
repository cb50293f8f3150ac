import { describe, expect, it } from 'vitest';
import { errorsOf } from '../validation';
import {
  auditChanges,
  createUserBody,
  editUserForm,
  listUsersQuery,
  resetPasswordForm,
  statusLabelKey,
} from './admin-users';

const valid = {
  fullName: 'Marie Curie',
  email: 'marie@example.com',
  phone: '',
  password: 'secret-pass',
  isAdmin: false,
  role: 'Viewer',
  status: 'Active',
  modules: ['dashboard'],
  companies: [],
};

describe('createUserBody', () => {
  it('accepts a complete form, turns an empty phone into null and orders the modules', () => {
    const out = createUserBody.parse({ ...valid, modules: ['tasks', 'dashboard', 'tasks'] });
    expect(out.phone).toBeNull();
    expect(out.modules).toEqual(['dashboard', 'tasks']);
  });

  it('defaults role Viewer, status Active, no companies, not admin', () => {
    const out = createUserBody.parse({
      fullName: 'A',
      email: 'a@b.co',
      password: 'abcdef-1',
      modules: ['tasks'],
    });
    expect(out).toMatchObject({
      role: 'Viewer',
      status: 'Active',
      companies: [],
      isAdmin: false,
      phone: null,
    });
  });

  it('gives every field its message key, all at once', () => {
    expect(
      errorsOf(createUserBody, {
        ...valid,
        fullName: ' ',
        email: 'x@y',
        phone: '123',
        password: '12345',
        modules: [],
      }),
    ).toEqual({
      fullName: 'admin.validation.fullNameRequired',
      email: 'auth.validation.emailInvalid',
      phone: 'admin.validation.phoneInvalid',
      password: 'auth.validation.passwordMin',
      modules: 'admin.validation.modulesRequired',
    });
    expect(errorsOf(createUserBody, { ...valid, email: '', password: '' })).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
  });

  it('keeps role Super Admin for the super-admin box only', () => {
    expect(errorsOf(createUserBody, { ...valid, role: 'Super Admin' })).toEqual({
      role: 'admin.validation.roleSuperAdmin',
    });
    expect(createUserBody.safeParse({ ...valid, role: 'Super Admin', isAdmin: true }).success).toBe(true);
  });

  it('accepts the phone shapes of the specification', () => {
    for (const phone of ['+33612345678', '06 12 34 56 78', '06-12-34-56-78']) {
      expect(createUserBody.parse({ ...valid, phone }).phone).toBe(phone);
    }
    for (const phone of ['0612', '+33 (0)6 12 34 56 78', 'téléphone!']) {
      expect(errorsOf(createUserBody, { ...valid, phone }).phone).toBe('admin.validation.phoneInvalid');
    }
  });
});

describe('editUserForm', () => {
  it('needs no password', () => {
    const { password: _password, ...rest } = valid;
    expect(editUserForm.safeParse(rest).success).toBe(true);
  });
});

describe('resetPasswordForm', () => {
  it('requires the password, its length and a matching confirmation', () => {
    expect(errorsOf(resetPasswordForm, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'admin.validation.newPasswordRequired',
    });
    expect(errorsOf(resetPasswordForm, { newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: 'auth.validation.passwordMin',
    });
    expect(errorsOf(resetPasswordForm, { newPassword: 'abcdefg', confirmPassword: 'abcdefh' })).toEqual({
      confirmPassword: 'admin.validation.passwordMismatch',
    });
    expect(resetPasswordForm.safeParse({ newPassword: 'abcdefg', confirmPassword: 'abcdefg' }).success).toBe(
      true,
    );
  });
});

describe('listUsersQuery', () => {
  it('reads query strings and applies the defaults', () => {
    expect(listUsersQuery.parse({ page: '2' })).toMatchObject({
      page: 2,
      pageSize: 20,
      status: 'all',
      sort: 'created_at',
      order: 'desc',
    });
    expect(listUsersQuery.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});

describe('statusLabelKey', () => {
  it("shows 'Désactivé' when inactive and 'Inconnu' for an unknown status", () => {
    expect(statusLabelKey({ status: 'Active', is_active: false })).toBe('admin.status.deactivated');
    expect(statusLabelKey({ status: 'Pending', is_active: true })).toBe('admin.status.Pending');
    expect(statusLabelKey({ status: 'Bizarre', is_active: true })).toBe('admin.status.unknown');
  });
});

describe('auditChanges', () => {
  it('lists the changed fields with their values before and after', () => {
    expect(
      auditChanges(
        { role: 'Editor', modules: ['a', 'b'], phone: null, same: 1 },
        { role: 'Viewer', modules: ['a'], phone: '0612345678', same: 1 },
      ),
    ).toEqual([
      { field: 'role', before: 'Editor', after: 'Viewer' },
      { field: 'modules', before: 'a, b', after: 'a' },
      { field: 'phone', before: '∅', after: '0612345678' },
    ]);
    expect(auditChanges(null, { email: 'x@y.fr' })).toEqual([
      { field: 'email', before: '', after: 'x@y.fr' },
    ]);
  });
});
