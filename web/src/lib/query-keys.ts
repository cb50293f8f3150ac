/** react-query keys shared by more than one feature (invalidating one refreshes every user of it). */
export const PRODUCTS_KEY = ['products'] as const;
