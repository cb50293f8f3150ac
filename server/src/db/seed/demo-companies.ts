/**
 * The demo companies, by index: the demo loader (demo.ts) creates them, and the modules' demo
 * seeders (clients, quotes) find them by name. A file of its own, so that those seeders need not
 * import the loader that calls them.
 */
export const DEMO_COMPANIES = [
  'Comptoir Import Export (démo)',
  'Maison Lumière SARL (démo)',
  'Atlas Trading Ltd (démo)',
] as const;
