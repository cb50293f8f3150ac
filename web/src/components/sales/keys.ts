/** react-query keys of quotes and orders: a conversion changes both, so both features know both keys. */
export const QUOTES_KEY = ['quotes'] as const;
export const ORDERS_KEY = ['orders'] as const;
/** The clients feature's key: a client's history lists their quotes and orders. */
export const CLIENTS_KEY = ['clients'] as const;
/** The demandes feature's key: an order with an assignee creates a sourcing request. */
export const DEMANDES_KEY = ['demandes'] as const;
