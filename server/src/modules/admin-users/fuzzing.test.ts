/** User administration under fuzzed bodies: 4xx and nothing written, or a whole user; never 500. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { userCompanies, users } from '../../db/schema/index';
import { createCompany } from '../../db/seed/factories';
import { useAdminUsersApp } from './testing';

const { f, cookies, post, userByEmail, auditOf } = useAdminUsersApp();

describe('fuzzed bodies', () => {
  const ACTIONS = [
    'create-user',
    'update-user',
    'update-modules',
    'toggle-admin',
    'set-active',
    'delete-user',
    'reset-password',
  ];

  it('any JSON body answers 4xx, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ACTIONS), fc.jsonValue(), async (action, body) => {
        const res = await f.ctx.app.inject({
          method: 'POST',
          url: `/api/admin-users/${action}`,
          headers: { cookie: cookies.admin, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('create-user with fields of any shape: 4xx and no user, or 201 and a whole user', async () => {
    const company = await createCompany(f.db);
    const field = <T>(valid: fc.Arbitrary<T>) =>
      fc.oneof(
        valid,
        fc.constant(undefined),
        fc.constant(null),
        fc.integer(),
        fc.string(),
        fc.array(fc.string()),
      );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          email: field(fc.constantFrom('fuzz@example.test', 'FUZZ@example.test', 'bad@', '')),
          password: field(fc.constantFrom('Fuzz-Password-9', '123', 'password')),
          fullName: field(fc.constantFrom('Fuzz', '', ' ')),
          phone: field(fc.constantFrom('+33 612345678', '12', '')),
          isAdmin: field(fc.boolean()),
          role: field(fc.constantFrom('Viewer', 'Super Admin', 'Chef')),
          status: field(fc.constantFrom('Active', 'Inactive', 'Zombie')),
          modules: field(fc.subarray(['dashboard', 'tasks', 'nope'])),
          companies: field(
            fc.subarray([company.id, '00000000-0000-4000-8000-0000000000ff', 'not-a-uuid'], { minLength: 1 }),
          ),
        }),
        async (body) => {
          const res = await post('create-user', body);
          expect(res.statusCode).toBeLessThan(500);
          const row = await userByEmail('fuzz@example.test');
          if (res.statusCode === 201) {
            expect(row).toBeDefined();
            const links = await f.db.select().from(userCompanies).where(eq(userCompanies.userId, row!.id));
            expect(links.map((l) => l.companyId)).toEqual(res.json().user.companies);
            expect(await auditOf(row!.id, 'user.create')).toHaveLength(1);
            await f.db.delete(users).where(eq(users.id, row!.id));
          } else {
            expect(res.statusCode).toBeGreaterThanOrEqual(400);
            expect(row).toBeUndefined();
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a broken JSON body answers 400', async () => {
    const res = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/admin-users/create-user',
      headers: { cookie: cookies.admin, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
  });
});
