import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GRANTABLE_MODULES,
  MODULE_KEYS,
  MODULE_LABELS_FR,
  allowedModules,
  can,
  menuItemForPath,
  visibleMenu,
  type AccessSubject,
} from './permissions';

const staff = (modules: string[], role = 'Editor'): AccessSubject => ({
  is_super_admin: false,
  modules,
  role,
});

describe('module keys and labels', () => {
  it('has the 17 keys of the specification and purchasing (issue 32), with French labels, commandes showing its key', () => {
    expect(MODULE_KEYS).toHaveLength(18);
    expect(MODULE_LABELS_FR.purchases).toBe('Achats');
    // Its screens are in the menu, after the orders.
    expect(menuItemForPath('/purchases/123')?.module).toBe('purchases');
    expect(MODULE_LABELS_FR.pricelist).toBe('Tarifs par Zone');
    expect(MODULE_LABELS_FR.time).toBe('Suivi du Temps');
    expect(MODULE_LABELS_FR.commandes).toBe('commandes');
  });
  it("offers every module but 'commandes' (no screen, no route: issue 30 §1)", () => {
    expect(GRANTABLE_MODULES).toEqual(MODULE_KEYS.filter((key) => key !== 'commandes'));
    expect(GRANTABLE_MODULES).toContain('orders');
  });
});

describe('allowedModules', () => {
  it('gives super admins every module', () => {
    expect(allowedModules({ is_super_admin: true, modules: [], role: 'Viewer' })).toEqual([...MODULE_KEYS]);
  });
  it("gives others their list in the specification's order, or dashboard alone", () => {
    expect(allowedModules(staff(['quotes', 'tasks']))).toEqual(['tasks', 'quotes']);
    expect(allowedModules(staff([]))).toEqual(['dashboard']);
    expect(allowedModules(staff(['nonsense']))).toEqual(['dashboard']);
  });
  it('never gives super-admin-only modules to others', () => {
    expect(allowedModules(staff(['users', 'testing', 'tasks']))).toEqual(['tasks']);
  });
  it('is always a non-empty subset of the module keys (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...MODULE_KEYS), fc.string())),
        fc.boolean(),
        (mods, sa) => {
          const out = allowedModules({ is_super_admin: sa, modules: mods, role: 'Viewer' });
          expect(out.length).toBeGreaterThan(0);
          for (const m of out) expect(MODULE_KEYS).toContain(m);
          if (!sa) for (const m of out) expect(mods.includes(m) || m === 'dashboard').toBe(true);
        },
      ),
    );
  });
});

describe('can', () => {
  it('needs the module and a role that allows the action', () => {
    expect(can(staff(['products'], 'Viewer'), 'products', 'read')).toBe(true);
    expect(can(staff(['products'], 'Viewer'), 'products', 'create')).toBe(false);
    expect(can(staff(['products'], 'Editor'), 'products', 'update')).toBe(true);
    expect(can(staff(['products'], 'Editor'), 'products', 'delete')).toBe(false);
    expect(can(staff(['products'], 'Manager'), 'products', 'delete')).toBe(true);
    expect(can(staff(['tasks'], 'Admin'), 'products', 'read')).toBe(false);
    expect(can(staff(['products'], 'Unknown role'), 'products', 'create')).toBe(false);
  });
});

describe('menu', () => {
  it("shows others only their modules' items and never the super-admin items", () => {
    const ids = visibleMenu(staff(['tasks', 'quotes', 'users'])).map((i) => i.id);
    expect(ids).toEqual(['tasks', 'quotes']);
  });
  it("places 'Achats' (purchases) right after the orders", () => {
    const ids = visibleMenu(staff(['orders', 'purchases', 'clients'])).map((i) => i.id);
    expect(ids).toEqual(['orders', 'purchases', 'clients']);
  });
  it('shows super admins every item, including super-admin', () => {
    const ids = visibleMenu({ is_super_admin: true, modules: [], role: 'Super Admin' }).map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['users', 'super-admin', 'testing', 'settings', 'pricelist']));
  });
  it('maps paths to their module', () => {
    expect(menuItemForPath('/products')?.module).toBe('products');
    expect(menuItemForPath('/products/123')?.module).toBe('products');
    expect(menuItemForPath('/super-admin')?.id).toBe('super-admin');
    expect(menuItemForPath('/productsx')).toBeUndefined();
    expect(menuItemForPath('/login')).toBeUndefined();
  });
});
