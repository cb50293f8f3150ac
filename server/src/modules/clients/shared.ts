/** Helpers shared by the clients and companies services. */
import { AppError } from '../../platform/errors';

export { amountString, iso, pgCode, type ActionContext, type Runner, type Tx } from '../../platform/service';

/** A company that does not exist or that the user has no access to: never told apart. */
export const companyNotFound = () =>
  new AppError(
    404,
    'company_not_found',
    'clients.errors.companyNotFound',
    {},
    { companyId: 'clients.errors.companyNotFound' },
  );
export const clientHasHistory = () => new AppError(409, 'client_has_history', 'clients.errors.hasHistory');
export const companyHasClients = (count: number) =>
  new AppError(409, 'company_has_clients', 'clients.errors.companyHasClients', { count });
export const companyInUse = () => new AppError(409, 'company_in_use', 'clients.errors.companyInUse');
