/**
 * The statuses of quotes, orders and invoices as the actions check them: a 409 naming the
 * document's current status in the request's language, and the deletion of a draft.
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders, quotes } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { ActionContext, Tx } from '../../platform/service';

/** A 409 whose message names a status, translated for the request. */
export function stateConflict(code: string, messageKey: string, values: Record<string, string>) {
  return new AppError(409, code, messageKey, values);
}

/** A document's status in the request's language (`orders.status.*`, `quotes.status.*`, ...). */
export const documentStatusLabel = (
  request: FastifyRequest,
  module: 'orders' | 'quotes' | 'invoices',
  status: string,
) => t(request, `${module}.status.${status}`);

/**
 * 409 'invalid_state' unless `allowed`: `messageKey` names the document's current `status` in the
 * words of `module`.
 */
export function assertState(
  request: FastifyRequest,
  allowed: boolean,
  messageKey: string,
  document: { module: 'orders' | 'quotes' | 'invoices'; status: string },
): void {
  if (!allowed) {
    throw stateConflict('invalid_state', messageKey, {
      status: documentStatusLabel(request, document.module, document.status),
    });
  }
}

/**
 * Deletes a draft quote or order of `module` (its lines and history go with it), locked by `lock`
 * and audited by `audited` in the same transaction; 409 for any other status.
 */
export async function deleteDraft<R extends { status: string }>(
  ctx: ActionContext,
  module: 'orders' | 'quotes',
  id: string,
  lock: (tx: Tx, auth: AuthContext, id: string) => Promise<R>,
  audited: (tx: Tx, before: R) => Promise<unknown>,
): Promise<void> {
  const table = module === 'orders' ? orders : quotes;
  await ctx.db.transaction(async (tx) => {
    const before = await lock(tx, ctx.auth, id);
    assertState(ctx.request, before.status === 'draft', `${module}.errors.cannotDelete`, {
      module,
      status: before.status,
    });
    await tx.delete(table).where(eq(table.id, id));
    await audited(tx, before);
  });
}
