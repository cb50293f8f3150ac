/**
 * The client a sales document is made for: its columns as a document names it, as the API shows
 * it, and the lookups that keep it to the companies the user is granted (missing and hidden look
 * the same).
 */
import { and, eq } from 'drizzle-orm';
import type { ClientRef } from '@comptoir/core/modules/sales';
import { clients, companies } from '../../db/schema/index';
import { companyScope, type AuthContext } from '../../platform/access';
import { validationFailed } from '../../platform/errors';
import { pick, type Runner } from '../../platform/service';

export interface ClientInfo {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  companyId: string;
  companyName: string;
  zone: string | null;
}

/** The columns of a client as a document names it (its company joined by the caller). */
export const clientColumns = {
  ...pick(clients, ['id', 'name', 'email', 'phone', 'address', 'companyId']),
  companyName: companies.name,
  zone: clients.zone,
};

/** The client columns of a document's row (the company is the document's, joined by the caller). */
export const clientRefColumns = {
  clientId: clients.id,
  clientName: clients.name,
  clientEmail: clients.email,
  clientPhone: clients.phone,
  clientAddress: clients.address,
};

export interface ClientRefRow {
  clientId: string;
  clientName: string;
  clientEmail: string | null;
  clientPhone: string | null;
  clientAddress: string | null;
  companyId: string;
  companyName: string;
}

/** A document's client, as the API shows it. */
export function presentClient(row: ClientRefRow): ClientRef {
  return {
    id: row.clientId,
    name: row.clientName,
    email: row.clientEmail,
    phone: row.clientPhone,
    address: row.clientAddress,
    companyId: row.companyId,
    companyName: row.companyName,
  };
}

/** A client the user may see (its company granted), or undefined: missing and hidden look the same. */
export async function findClient(
  db: Runner,
  auth: AuthContext | null,
  id: string,
): Promise<ClientInfo | undefined> {
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .innerJoin(companies, eq(companies.id, clients.companyId))
    .where(and(eq(clients.id, id), auth ? companyScope(auth, clients.companyId) : undefined))
    .limit(1);
  return row;
}

/** The client of a new document, or a 400 on `clientId` (unknown or not visible). */
export async function requireClient(db: Runner, auth: AuthContext, id: string, messageKey: string) {
  const client = await findClient(db, auth, id);
  if (!client) throw validationFailed({ clientId: messageKey });
  return client;
}
