/**
 * Module access and roles, shared by the server (enforcement) and the web app (mirroring).
 * Source: spec 000 sections 3 and 6.
 */

/** The module keys: the specification's 17, in its order, then purchasing (issue 32). */
export const MODULE_KEYS = [
  'dashboard',
  'tasks',
  'team',
  'users',
  'products',
  'pricelist',
  'orders',
  'clients',
  'demandes',
  'quotes',
  'invoices',
  'goals',
  'time',
  'analytics',
  'testing',
  'settings',
  'commandes',
  'purchases',
] as const;

export type ModuleKey = (typeof MODULE_KEYS)[number];

/**
 * The modules a super administrator grants, as the user forms list them: every key but
 * `commandes`. The specification lists `commandes` beside `orders` without a label, a screen or a
 * route: nothing opens with it, so it is no module to choose (issue 30 §1). It stays a valid key,
 * kept in the lists that hold it, and is never shown.
 */
export const GRANTABLE_MODULES: readonly ModuleKey[] = MODULE_KEYS.filter((key) => key !== 'commandes');

/**
 * French labels. `commandes` has none in the specification and shows its key (it is never
 * shown: see GRANTABLE_MODULES).
 * The UI translates labels through i18n (`modules.<key>`); this table is the French source
 * and what the server uses in exports.
 */
export const MODULE_LABELS_FR: Record<ModuleKey, string> = {
  dashboard: 'Tableau de Bord',
  tasks: 'Tâches',
  team: 'Équipe',
  users: 'Gestion Utilisateurs',
  products: 'Produits',
  pricelist: 'Tarifs par Zone',
  orders: 'Commandes',
  clients: 'Clients',
  demandes: 'Demandes',
  quotes: 'Devis',
  invoices: 'Factures',
  goals: 'Objectifs',
  time: 'Suivi du Temps',
  analytics: 'Analyses',
  testing: 'Tests Plateforme',
  settings: 'Paramètres',
  commandes: 'commandes',
  purchases: 'Achats',
};

/** Modules that only super administrators may open, whatever their module list says. */
export const SUPER_ADMIN_MODULES: readonly ModuleKey[] = ['users', 'testing'];

/** The local demo user's default module list in the specification (13 modules). */
export const DEFAULT_STAFF_MODULES: readonly ModuleKey[] = [
  'dashboard',
  'tasks',
  'team',
  'products',
  'pricelist',
  'orders',
  'clients',
  'quotes',
  'invoices',
  'goals',
  'time',
  'analytics',
  'settings',
];

/** Modules given when 'Super Administrateur' is unticked in the user forms. */
export const BASIC_MODULES: readonly ModuleKey[] = ['dashboard', 'tasks'];

export const ROLES = ['Super Admin', 'Admin', 'Manager', 'Editor', 'Viewer'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['Active', 'Inactive', 'Suspended', 'Pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * What each role may do inside the modules it has. See docs/decisions/0004-roles-and-actions.md.
 * Viewer reads; Editor also creates and updates; Manager, Admin and Super Admin also delete.
 */
export const ROLE_ACTIONS: Record<Role, readonly Action[]> = {
  'Super Admin': ACTIONS,
  Admin: ACTIONS,
  Manager: ACTIONS,
  Editor: ['read', 'create', 'update'],
  Viewer: ['read'],
};

export function isModuleKey(value: unknown): value is ModuleKey {
  return typeof value === 'string' && (MODULE_KEYS as readonly string[]).includes(value);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The part of a user that access decisions depend on. */
export interface AccessSubject {
  is_super_admin: boolean;
  modules: readonly string[];
  role: string;
}

/**
 * Allowed modules: super admins have all; otherwise the user's list (unknown keys dropped,
 * super-admin-only modules removed), or dashboard alone when the list is empty.
 */
export function allowedModules(user: AccessSubject): ModuleKey[] {
  if (user.is_super_admin) return [...MODULE_KEYS];
  const own = MODULE_KEYS.filter((key) => user.modules.includes(key) && !SUPER_ADMIN_MODULES.includes(key));
  return own.length > 0 ? own : ['dashboard'];
}

export function hasModule(user: AccessSubject, module: ModuleKey): boolean {
  return allowedModules(user).includes(module);
}

export function roleAllows(user: AccessSubject, action: Action): boolean {
  if (user.is_super_admin) return true;
  const role: Role = isRole(user.role) ? user.role : 'Viewer';
  return ROLE_ACTIONS[role].includes(action);
}

/** Admin and above (super administrators included): what is kept from managers, such as deleting another's task. */
export function isAdministrator(user: AccessSubject): boolean {
  return user.is_super_admin || user.role === 'Admin' || user.role === 'Super Admin';
}

/** Whether the user may perform `action` in `module`. */
export function can(user: AccessSubject, module: ModuleKey, action: Action): boolean {
  return hasModule(user, module) && roleAllows(user, action);
}

/** The sidebar's menu entries, in order: id, path, module that opens it, super admins only. */
export interface MenuItem {
  id: string;
  path: string;
  module: ModuleKey;
  superAdminOnly: boolean;
}

export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'dashboard', path: '/dashboard', module: 'dashboard', superAdminOnly: false },
  { id: 'tasks', path: '/tasks', module: 'tasks', superAdminOnly: false },
  { id: 'team', path: '/team', module: 'team', superAdminOnly: false },
  { id: 'users', path: '/users', module: 'users', superAdminOnly: true },
  { id: 'super-admin', path: '/super-admin', module: 'users', superAdminOnly: true },
  { id: 'products', path: '/products', module: 'products', superAdminOnly: false },
  { id: 'pricelist', path: '/pricelist', module: 'pricelist', superAdminOnly: false },
  { id: 'orders', path: '/orders', module: 'orders', superAdminOnly: false },
  { id: 'purchases', path: '/purchases', module: 'purchases', superAdminOnly: false },
  { id: 'clients', path: '/clients', module: 'clients', superAdminOnly: false },
  { id: 'demandes', path: '/demandes', module: 'demandes', superAdminOnly: false },
  { id: 'quotes', path: '/quotes', module: 'quotes', superAdminOnly: false },
  { id: 'invoices', path: '/invoices', module: 'invoices', superAdminOnly: false },
  { id: 'bank', path: '/bank', module: 'invoices', superAdminOnly: false },
  { id: 'goals', path: '/goals', module: 'goals', superAdminOnly: false },
  { id: 'time', path: '/time', module: 'time', superAdminOnly: false },
  { id: 'analytics', path: '/analytics', module: 'analytics', superAdminOnly: false },
  { id: 'testing', path: '/testing', module: 'testing', superAdminOnly: true },
  { id: 'settings', path: '/settings', module: 'settings', superAdminOnly: false },
];

/** The menu a user sees: super admins everything, others their allowed non-admin items. */
export function visibleMenu(user: AccessSubject): MenuItem[] {
  if (user.is_super_admin) return [...MENU_ITEMS];
  const allowed = allowedModules(user);
  return MENU_ITEMS.filter((item) => !item.superAdminOnly && allowed.includes(item.module));
}

/** Maps a path to the menu item that owns it (longest prefix), or undefined. */
export function menuItemForPath(pathname: string): MenuItem | undefined {
  return MENU_ITEMS.filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}
