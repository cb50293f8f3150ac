import { describe, expect, it } from 'vitest';
import { ROLES } from '../permissions';
import { listTasksQuery, mayDeleteTask } from './tasks';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const user = (role: string, modules = ['tasks'], superAdmin = false) => ({
  id: ME,
  role,
  modules,
  is_super_admin: superAdmin,
});

describe('mayDeleteTask (issue 30 §6)', () => {
  it('lets the creator delete when the role deletes (Manager and above)', () => {
    const byRole = ROLES.map((role) => [role, mayDeleteTask(user(role), ME)]);
    expect(Object.fromEntries(byRole)).toEqual({
      'Super Admin': true,
      Admin: true,
      Manager: true,
      Editor: false,
      Viewer: false,
    });
  });

  it("lets only administrators delete another's task, or one whose creator is gone", () => {
    for (const creator of [OTHER, null]) {
      expect(mayDeleteTask(user('Manager'), creator)).toBe(false);
      expect(mayDeleteTask(user('Admin'), creator)).toBe(true);
      expect(mayDeleteTask(user('Viewer', [], true), creator)).toBe(true);
    }
  });

  it('refuses anyone without the tasks module, an Admin included', () => {
    expect(mayDeleteTask(user('Admin', ['dashboard']), ME)).toBe(false);
  });
});

describe('listTasksQuery', () => {
  it('reads archived=1 as the archived tasks alone, and no flag as those not archived', () => {
    expect(listTasksQuery.parse({ archived: '1' }).archived).toBe(true);
    expect(listTasksQuery.parse({}).archived).toBe(false);
    expect(listTasksQuery.safeParse({ archived: 'oui' }).success).toBe(false);
  });
});
