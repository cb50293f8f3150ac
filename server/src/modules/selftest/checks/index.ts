/**
 * The 59 checks of the platform self-test, in the specification's 15 categories and in its order.
 * Each one checks the running system for real; none changes business data (writes happen in
 * transactions that are rolled back; the only rows written for good are a short-lived session,
 * deleted at once) and none sends e-mail. One file per area; what they share is in `shared.ts`.
 */
import type { Check } from '../framework';
import { analyticsChecks, goalChecks } from './analytics';
import { authChecks } from './auth';
import { priceListChecks, productChecks } from './catalogue';
import { demandeChecks } from './demandes';
import { invoiceChecks } from './invoices';
import { clientChecks, orderChecks, quoteChecks } from './sales';
import { settingsChecks } from './settings';
import { dashboardChecks, taskChecks, teamChecks, userChecks } from './workspace';

export { workingDaysBetween } from './shared';

export const CHECKS: Check[] = [
  ...authChecks,
  ...dashboardChecks,
  ...taskChecks,
  ...teamChecks,
  ...userChecks,
  ...productChecks,
  ...orderChecks,
  ...clientChecks,
  ...demandeChecks,
  ...quoteChecks,
  ...invoiceChecks,
  ...analyticsChecks,
  ...settingsChecks,
  ...priceListChecks,
  ...goalChecks,
];
