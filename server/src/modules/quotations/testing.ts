/** Test helpers shared by the quotations test files (not used by the app). */
import type { CurrencyCode } from '@comptoir/core/currency';
import type { Db } from '../../db/client';
import type { TestContext } from '../../../test/helpers';
import { setBaseCurrency, storeBatch } from '../currency/service';
import { member, outsiderModules, person, type Person } from '../demandes/testing';

export interface QuotationPeople {
  /** Manager with the demandes module (named Marie Curie). */
  manager: Person;
  editor: Person;
  viewer: Person;
  /** A Manager with every module but demandes. */
  outsider: Person;
  /** An Editor whose base currency is USD. */
  dollars: Person;
  /** The team member requests are assigned to. */
  memberId: string;
}

export async function quotationPeople(ctx: TestContext): Promise<QuotationPeople> {
  const db = ctx.database.db;
  const manager = await person(ctx.app, db, 'Manager', ['demandes'], 'Marie Curie');
  const editor = await person(ctx.app, db, 'Editor');
  const viewer = await person(ctx.app, db, 'Viewer');
  const outsider = await person(ctx.app, db, 'Manager', outsiderModules);
  const dollars = await person(ctx.app, db, 'Editor');
  await setBaseCurrency(db, dollars.id, 'USD');
  const memberId = (await member(db, { name: 'Alice Martin' })).id;
  return { manager, editor, viewer, outsider, dollars, memberId };
}

/** ECB rates from EUR, dated `rateDate` (entered that day at 15:05 UTC). */
export async function ecbRates(
  db: Db,
  rateDate: string,
  rates: Partial<Record<CurrencyCode, string>>,
): Promise<void> {
  await storeBatch(
    db,
    {
      source: 'ECB',
      enteredBy: null,
      rates: (Object.entries(rates) as [CurrencyCode, string][]).map(([quote, rate]) => ({
        base: 'EUR',
        quote,
        rate,
        rateDate,
      })),
    },
    new Date(`${rateDate}T15:05:00Z`),
  );
}

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
