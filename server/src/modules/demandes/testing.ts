/** Test helpers shared by the demandes test files (not used by the app). */
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { DemandeStatus } from '@comptoir/core/modules/demandes';
import { MODULE_KEYS } from '@comptoir/core/permissions';
import type { Db } from '../../db/client';
import { demandes, teamMembers } from '../../db/schema/index';
import { createUser, type UserSpec } from '../../db/seed/factories';
import { createTestApp, signIn, type TestContext } from '../../../test/helpers';
import { useFixture, useTestApp, type SignedIn } from '../../../test/fixture';
import { postMultipart } from '../../../test/multipart';

/** Multipart posts of the upload tests (quotations, documents and conversations import it from here). */
export { postMultipart } from '../../../test/multipart';

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface Person {
  id: string;
  email: string;
  fullName: string;
  cookie: string;
}

let seq = 0;

export async function person(
  app: FastifyInstance,
  db: Db,
  role: 'Manager' | 'Editor' | 'Viewer',
  modules: readonly string[] = ['demandes'],
  fullName?: string,
): Promise<Person> {
  const u = await createUser(db, {
    role,
    modules: [...modules],
    ...(fullName !== undefined ? { fullName } : {}),
  });
  return { id: u.id, email: u.email, fullName: u.fullName, cookie: await signIn(app, u.email, u.password) };
}

export const outsiderModules = MODULE_KEYS.filter((m) => m !== 'demandes');

/** A user of the demandes module (for useTestApp's users), with a full name when given. */
export const demandesUser = (role: 'Manager' | 'Editor' | 'Viewer', fullName?: string) => ({
  role,
  modules: ['demandes'],
  ...(fullName !== undefined ? { fullName } : {}),
});

/**
 * A request made as `cookie` from the view of the team member `memberId`, with its one requested
 * product: their ids and the product's URL.
 */
export async function teamDemande(app: FastifyInstance, cookie: string, memberId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/demandes',
    payload: teamBody(memberId),
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  const d = res.json().demande;
  const productId = d.products[0].id as string;
  return { id: d.id as string, productId, url: `/api/demandes/${d.id}/products/${productId}` };
}

/** A small PNG of one colour. */
export const pngOf = (background: string, width = 8, height = 8) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** An xlsx workbook of one sheet with one row. */
export async function xlsxOf(sheet: string, row: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet(sheet).addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A team member, inserted directly (the team module is someone else's). */
export async function member(
  db: Db,
  spec: { name?: string; email?: string; userId?: string | null; department?: string } = {},
) {
  seq += 1;
  const [row] = await db
    .insert(teamMembers)
    .values({
      name: spec.name ?? `Membre ${seq}`,
      email: spec.email ?? `membre${seq}-${Date.now()}@example.test`,
      department: spec.department ?? 'Sourcing',
      userId: spec.userId ?? null,
    })
    .returning();
  return row!;
}

export const screenBody = (overrides: Record<string, unknown> = {}) => ({
  form: 'demandes',
  title: `Demande ${++seq}`,
  description: 'Trouver un fournisseur',
  category: 'Sourcing',
  deadline: '2030-06-30',
  ...overrides,
});

export const teamBody = (memberId: string, overrides: Record<string, unknown> = {}) => ({
  form: 'team',
  title: `Demande équipe ${++seq}`,
  client: 'Maison Lumière',
  description: 'Lampes de bureau',
  category: 'Électronique',
  deadline: '2030-07-15',
  budget: '10 000 €',
  location: 'Europe',
  memberId,
  products: [{ name: 'Lampe LED', description: 'Lampe de bureau', quantity: '500 pièces' }],
  ...overrides,
});

/** A minimal valid PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The start of an OLE2 compound file, as old .doc and .xls files are. */
export const CFB = (() => {
  const b = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b);
  return b;
})();

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** `call(method, url, payload?, who?)`: an injected request with `who`'s session (default: `byDefault()`). */
export function caller(ctx: () => TestContext, byDefault: () => Person) {
  return (method: Method, url: string, payload?: unknown, who: Person | null = byDefault()) =>
    ctx().app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: who ? { cookie: who.cookie } : {},
    });
}

/**
 * The app of a test file on a request's files, documents or messages: its `users` and a Manager
 * of every other module (`outsider`); the team directory members `members` makes of them (the
 * first is the one team requests are made for); requests as one of the users, uploads too; and a
 * team request with its one product.
 */
export function useDemandesApp<U extends string>(
  users: Record<U, UserSpec>,
  members: (users: Record<U, SignedIn>) => Parameters<typeof member>[1][] = () => [{}],
) {
  const f = useTestApp({ users: { ...users, outsider: { role: 'Manager', modules: outsiderModules } } });
  let memberId = '';
  beforeAll(async () => {
    const [first, ...others] = members(f.users);
    memberId = (await member(f.db, first)).id;
    for (const spec of others) await member(f.db, spec);
  });
  return {
    f,
    u: f.users,
    /** A team request made as `who` for the first member: its ids and its product's URL. */
    demande: (who: Person) => teamDemande(f.ctx.app, who.cookie, memberId),
    call: (method: Method, url: string, who: Person, payload?: unknown) =>
      f.ctx.app.inject({
        method,
        url,
        headers: { cookie: who.cookie },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
    upload: (
      url: string,
      who: Person,
      fields: Record<string, string>,
      files: Parameters<typeof postMultipart>[3],
    ) => postMultipart(f.ctx.app, url, fields, files, who.cookie),
  };
}

/**
 * The app of the demandes API test files: a Manager (Marie Curie), an Editor without a name who
 * is the team member A, a Viewer, an outsider (every other module) and an Editor stranger to the
 * requests; the members A (Alice Martin), B (Bruno Petit) and C (Chloé Durand, Commercial). `f` is
 * filled before the first test; `call` and `create` go as the Manager unless told otherwise.
 */
export function useDemandesSuite() {
  const f = useFixture(async () => {
    const ctx = await createTestApp();
    const db = ctx.database.db;
    const manager = await person(ctx.app, db, 'Manager', ['demandes'], 'Marie Curie');
    const editor = await person(ctx.app, db, 'Editor', ['demandes'], '');
    const viewer = await person(ctx.app, db, 'Viewer');
    const outsider = await person(ctx.app, db, 'Manager', outsiderModules);
    const stranger = await person(ctx.app, db, 'Editor');
    const memberA = await member(db, { name: 'Alice Martin', userId: editor.id });
    const memberB = await member(db, { name: 'Bruno Petit' });
    const memberC = await member(db, { name: 'Chloé Durand', department: 'Commercial' });
    return { ctx, manager, editor, viewer, outsider, stranger, memberA, memberB, memberC };
  });
  const call = caller(
    () => f.ctx,
    () => f.manager,
  );
  /** A request made as `who` (the Manager by default), answered 201. */
  async function create(body: Record<string, unknown> = screenBody(), who?: Person) {
    const res = await call('POST', '/api/demandes', body, who ?? f.manager);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().demande as {
      id: string;
      title: string;
      status: DemandeStatus;
      assignees: { id: string; name: string; userId: string | null }[];
      products: { id: string; name: string }[];
      canComment: boolean;
    };
  }
  return {
    f,
    call,
    create,
    /** Stores a request's status directly. */
    setStatus: (id: string, status: DemandeStatus) =>
      f.ctx.database.db.update(demandes).set({ status }).where(eq(demandes.id, id)),
  };
}
