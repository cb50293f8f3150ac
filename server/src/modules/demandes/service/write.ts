import type { FastifyRequest } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import {
  DEMANDE_ACTIONS,
  canApply,
  type CreateDemandeBody,
  type DemandeAction,
  type DemandeDetail,
  type DemandePatch,
  type DemandeStatus,
} from '@comptoir/core/modules/demandes';
import {
  demandeAssignees,
  demandeComments,
  demandeProducts,
  demandes,
  teamMembers,
} from '../../../db/schema/index';
import { auditFor, pick } from '../../../platform/service';
import { conflict, validationFailed } from '../../../platform/errors';
import { can } from '@comptoir/core/permissions';
import { requireClient } from '../../sales/clients';
import { subject } from '../../../platform/access';
import { storedFiles, storedKeys } from '../files';
import { t } from '../../../platform/i18n';
import { conversationFileKeys } from '../../conversations/service';
import { documentFileKeys } from '../../documents/service';
import { readDetail } from './detail';
import { assigneesOf, lockRow, readRow, snapshot, unknownMember, type ActionContext, type Tx } from './read';

const audit = auditFor('demande');

// ---------------------------------------------------------------------------------------------
// Writing requests
/** Replaces the assignees, keeping the given order (duplicates dropped); unknown member → 400 on `field`. */
async function setAssignees(tx: Tx, demandeId: string, memberIds: readonly string[], field: string) {
  const ids = [...new Set(memberIds)];
  if (ids.length > 0) {
    const found = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(inArray(teamMembers.id, ids));
    if (found.length !== ids.length) throw unknownMember(field);
  }
  await tx.delete(demandeAssignees).where(eq(demandeAssignees.demandeId, demandeId));
  if (ids.length > 0) {
    await tx
      .insert(demandeAssignees)
      .values(ids.map((memberId, position) => ({ demandeId, memberId, position })));
  }
}
/**
 * The request's client: one picked from the clients (by id: the caller must see the clients module
 * and that client's company; its name is stored beside it), or a name typed in (no id).
 */
async function clientOf(
  tx: Tx,
  ctx: ActionContext,
  name: string | null,
  clientId: string | null | undefined,
): Promise<{ client: string | null; clientId: string | null }> {
  if (!clientId) return { client: name, clientId: null };
  if (!can(subject(ctx.auth.user), 'clients', 'read')) throw validationFailed({ clientId: CLIENT_UNKNOWN });
  const client = await requireClient(tx, ctx.auth, clientId, CLIENT_UNKNOWN);
  return { client: client.name, clientId };
}
const CLIENT_UNKNOWN = 'demandes.validation.clientUnknown';

/**
 * Creates a request from either form, in one transaction: the request (pending), its products
 * (team form) and its assignees (the member for the team form, the chosen members otherwise).
 */
export async function createDemande(ctx: ActionContext, body: CreateDemandeBody): Promise<DemandeDetail> {
  return ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(demandes)
      .values({
        ...pick(body, ['title', 'description', 'category', 'priority']),
        status: 'pending',
        ...pick(body, ['deadline', 'budget', 'location', 'tags']),
        ...(await clientOf(tx, ctx, body.client, body.clientId)),
        createdBy: ctx.auth.user.id,
      })
      .returning({ id: demandes.id });
    const id = inserted!.id;
    if (body.form === 'team') {
      await tx.insert(demandeProducts).values(
        body.products.map((p, position) => ({
          demandeId: id,
          ...pick(p, ['name', 'description', 'quantity', 'specifications']),
          position,
        })),
      );
      await setAssignees(tx, id, [body.memberId], 'memberId');
    } else {
      await setAssignees(tx, id, body.assigneeIds, 'assigneeIds');
    }
    const detail = (await readDetail(tx, ctx.auth, id))!;
    await audit(tx, ctx, 'demande.create', {
      id,
      label: detail.title,
      after: {
        ...snapshot((await readRow(tx, id))!, detail.assignees),
        form: body.form,
        products: detail.products.map((p) => p.name),
      },
    });
    return detail;
  });
}

export async function updateDemande(
  ctx: ActionContext,
  id: string,
  patch: DemandePatch,
): Promise<DemandeDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    const set: Partial<typeof demandes.$inferInsert> = {};
    if (patch.title !== undefined) set.title = patch.title;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.category !== undefined) set.category = patch.category;
    if (patch.deadline !== undefined) set.deadline = patch.deadline;
    if (patch.priority !== undefined) set.priority = patch.priority;
    // A link left as it was is kept without checking it again (the editor may not see the clients).
    if (patch.clientId !== undefined && patch.clientId !== before.clientId) {
      Object.assign(set, await clientOf(tx, ctx, patch.client ?? before.client, patch.clientId));
    } else if (patch.client !== undefined) set.client = patch.client;
    if (patch.budget !== undefined) set.budget = patch.budget;
    if (patch.location !== undefined) set.location = patch.location;
    if (patch.tags !== undefined) set.tags = patch.tags;
    if (Object.keys(set).length > 0) {
      await tx
        .update(demandes)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(demandes.id, id));
      const after = (await readRow(tx, id))!;
      await audit(tx, ctx, 'demande.update', {
        id,
        label: after.title,
        before: snapshot(before),
        after: snapshot(after),
      });
    }
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/** Label of a status in the caller's language ('En attente'…). */
export const statusLabel = (request: FastifyRequest, status: string) =>
  t(request, `demandes.status.${status}`);

/** start / complete / cancel (spec §4); any other move answers 409 naming both statuses. */
export async function applyAction(
  ctx: ActionContext,
  id: string,
  action: DemandeAction,
): Promise<DemandeDetail> {
  const to = DEMANDE_ACTIONS[action].to;
  return ctx.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    const from = before.status as DemandeStatus;
    if (!canApply(action, from)) {
      throw conflict('demandes.errors.transition', {
        from: statusLabel(ctx.request, from),
        to: statusLabel(ctx.request, to),
      });
    }
    await tx.update(demandes).set({ status: to, updatedAt: new Date() }).where(eq(demandes.id, id));
    await audit(tx, ctx, `demande.${action}`, {
      id,
      label: before.title,
      before: { status: from },
      after: { status: to },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/** Replaces the assignees with `memberIds`, in that order. */
export async function assignMembers(
  ctx: ActionContext,
  id: string,
  memberIds: readonly string[],
): Promise<DemandeDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    const previous = (await assigneesOf(tx, [id])).get(id) ?? [];
    await setAssignees(tx, id, memberIds, 'memberIds');
    await tx.update(demandes).set({ updatedAt: new Date() }).where(eq(demandes.id, id));
    const detail = (await readDetail(tx, ctx.auth, id))!;
    await audit(tx, ctx, 'demande.assign', {
      id,
      label: before.title,
      before: { assignees: previous.map((m) => m.name) },
      after: { assignees: detail.assignees.map((m) => m.name) },
    });
    return detail;
  });
}

/** Deletes a request with everything in it; returns the storage keys for the caller to remove. */
export async function deleteDemande(ctx: ActionContext, id: string): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    const assignees = (await assigneesOf(tx, [id])).get(id) ?? [];
    const productFiles = await storedKeys(tx, storedFiles.productFiles, eq(demandeProducts.demandeId, id));
    const attachments = await storedKeys(
      tx,
      storedFiles.commentAttachments,
      eq(demandeComments.demandeId, id),
    );
    // The products' conversation attachments and documents' versions go with them.
    const productIds = (
      await tx
        .select({ id: demandeProducts.id })
        .from(demandeProducts)
        .where(eq(demandeProducts.demandeId, id))
    ).map((p) => p.id);
    const libraryKeys = [
      ...(await conversationFileKeys(tx, productIds)),
      ...(await documentFileKeys(tx, productIds)),
    ];
    await tx.delete(demandes).where(eq(demandes.id, id));
    await audit(tx, ctx, 'demande.delete', {
      id,
      label: before.title,
      before: snapshot(before, assignees),
    });
    return [...productFiles, ...attachments, ...libraryKeys];
  });
}
