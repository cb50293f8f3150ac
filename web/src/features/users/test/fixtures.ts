import type { AdminUser } from '@comptoir/core/modules/admin-users';

/** An account as the administration lists it: Hugo Bernard, an active editor, unless told. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    email: 'hugo@example.com',
    full_name: 'Hugo Bernard',
    phone: null,
    role: 'Editor',
    status: 'Active',
    is_active: true,
    is_super_admin: false,
    modules: ['orders'],
    companies: [],
    created_at: '2026-01-01T00:00:00.000Z',
    last_sign_in_at: null,
    email_confirmed_at: null,
    ...overrides,
  };
}
