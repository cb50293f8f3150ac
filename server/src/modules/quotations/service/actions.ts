import { eq } from 'drizzle-orm';
import {
  QUOTATION_ACTIONS,
  effectiveQuotationStatus,
  type QuotationAction,
  type QuotationStatus,
} from '@comptoir/core/modules/quotations';
import { quotationDocuments, quotations } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { type ActionContext, statusLabel, todayIso } from './shared';
import { auditQuotation, lockQuotation, snapshot } from './write';

/** approve / reject (spec §4): pending only; approved, rejected and expired answer 409. */
export async function applyQuotationAction(
  ctx: ActionContext,
  id: string,
  action: QuotationAction,
): Promise<{ id: string; demandeId: string }> {
  const rule = QUOTATION_ACTIONS[action];
  return ctx.db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    const today = todayIso();
    const from = effectiveQuotationStatus(
      before.status as Exclude<QuotationStatus, 'expired'>,
      before.validUntil,
      today,
    );
    const verb = t(ctx.request, `quotations.actions.${action}`);
    if (from === 'expired') {
      const [y, m, d] = before.validUntil!.split('-');
      throw new AppError(409, 'invalid_transition', 'quotations.errors.expired', {
        action: verb,
        date: `${d}/${m}/${y}`,
      });
    }
    if (!(rule.from as readonly QuotationStatus[]).includes(from)) {
      throw new AppError(409, 'invalid_transition', 'quotations.errors.transition', {
        action: verb,
        status: statusLabel(ctx.request, from),
      });
    }
    await tx
      .update(quotations)
      .set({ status: rule.to, decidedAt: new Date(), decidedBy: ctx.auth.user.id, updatedAt: new Date() })
      .where(eq(quotations.id, id));
    await auditQuotation(tx, ctx, action, id, before, {
      before: { status: from },
      after: { status: rule.to },
    });
    return { id, demandeId: before.demandeId };
  });
}

/** DELETE /api/quotations/:id; returns its documents' storage keys for the caller to remove. */
export async function deleteQuotation(
  ctx: ActionContext,
  id: string,
): Promise<{ keys: string[]; demandeId: string }> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    const files = await tx
      .select({ key: quotationDocuments.storageKey, name: quotationDocuments.name })
      .from(quotationDocuments)
      .where(eq(quotationDocuments.quotationId, id));
    await tx.delete(quotations).where(eq(quotations.id, id));
    await auditQuotation(tx, ctx, 'delete', id, before, {
      before: { ...snapshot(before), status: before.status, documents: files.map((f) => f.name) },
    });
    return { keys: files.map((f) => f.key), demandeId: before.demandeId };
  });
}
