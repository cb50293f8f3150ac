/** Helpers shared by the clients and companies services. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { AppError } from '../../platform/errors';

export interface ActionContext {
  db: Db;
  request: FastifyRequest;
  auth: AuthContext;
}

/** A transaction, or the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Db | Tx;

export const iso = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** numeric comes back as '12.5' or '12.50' depending on the driver: always two places. */
export function amountString(value: string | number | null | undefined): string {
  const [int = '0', frac = ''] = String(value ?? '0').split('.');
  return `${int}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** Postgres error code of a failure, looking through drizzle's wrapping. */
export function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A write refused by a foreign key: 23503 (no action) or 23001 (on delete restrict). */
export const isForeignKeyViolation = (error: unknown): boolean =>
  ['23503', '23001'].includes(pgCode(error) ?? '');

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
