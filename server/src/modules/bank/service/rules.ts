/** The booking rules ('when the label contains X, book to Y', issue 33 §2): read by all, set by an Admin. */
import { asc, eq } from 'drizzle-orm';
import type { BankRule, BankRuleBody } from '@comptoir/core/modules/bank';
import { bankRules } from '../../../db/schema/index';
import { isAdmin } from '../../../platform/access';
import { AppError, forbiddenAction } from '../../../platform/errors';
import { auditFor, iso, type ActionContext, type Runner } from '../../../platform/service';
import { requireAccountRow } from './accounts';

const audit = auditFor('bank_rule');

const present = (row: typeof bankRules.$inferSelect): BankRule => ({
  id: row.id,
  pattern: row.pattern,
  category: row.category as BankRule['category'],
  accountId: row.accountId,
  createdAt: iso(row.createdAt),
});

export async function listRules(db: Runner): Promise<BankRule[]> {
  const rows = await db.select().from(bankRules).orderBy(asc(bankRules.pattern), asc(bankRules.id));
  return rows.map(present);
}

export async function createRule(ctx: ActionContext, body: BankRuleBody): Promise<BankRule> {
  if (!isAdmin(ctx.auth)) throw forbiddenAction();
  return ctx.db.transaction(async (tx) => {
    if (body.accountId) await requireAccountRow(tx, ctx.auth, body.accountId);
    const [row] = await tx
      .insert(bankRules)
      .values({ ...body, createdBy: ctx.auth.user.id })
      .returning();
    await audit(tx, ctx, 'bank_rule.create', { id: row!.id, label: body.pattern, after: body });
    return present(row!);
  });
}

export async function deleteRule(ctx: ActionContext, id: string): Promise<void> {
  if (!isAdmin(ctx.auth)) throw forbiddenAction();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(bankRules).where(eq(bankRules.id, id)).returning();
    if (!row) throw new AppError(404, 'not_found', 'bank.errors.ruleNotFound');
    await audit(tx, ctx, 'bank_rule.delete', { id, label: row.pattern, before: present(row) });
  });
}
