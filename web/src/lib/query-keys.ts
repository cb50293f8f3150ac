/** react-query keys shared by more than one feature (invalidating one refreshes every user of it). */
export const PRODUCTS_KEY = ['products'] as const;

/**
 * The login screen's demo accounts (GET /api/auth/demo-accounts): kept until reloaded, so a change
 * that may take one off the list (a new password, a deactivation, leaving demo mode) invalidates it.
 */
export const DEMO_ACCOUNTS_QUERY_KEY = ['auth', 'demo-accounts'] as const;
