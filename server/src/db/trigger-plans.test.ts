/**
 * Migration 0046: PL/pgSQL keeps the plan of a query without parameters from its first run, sized
 * by the transition tables of that run. A statement trigger's query joining `new_rows` with
 * `old_rows` planned on a one-row update kept a nested loop, and a later 1,000-row update of
 * invoices spent 510 ms comparing a million pairs in it (the bench's `analytics.trigger_write_cost`).
 * Such queries must be planned at each firing: run through EXECUTE.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture';
import { rowsOf } from './rows';

/** The statements of a PL/pgSQL body that read both transition tables without EXECUTE. */
export function staticTransitionJoins(body: string): string[] {
  return body
    .split(';')
    .filter((part) => /\bnew_rows\b/.test(part) && /\bold_rows\b/.test(part))
    .filter((part) => !/\bEXECUTE\b/i.test(part))
    .map((part) => part.trim());
}

describe('statement triggers that join their new and old rows', () => {
  const f = useTestApp();

  it('finds a static join, and not one run through EXECUTE', () => {
    const join = `SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id`;
    expect(staticTransitionJoins(`BEGIN ${join}; RETURN NULL; END`)).toEqual([`BEGIN ${join}`]);
    expect(
      staticTransitionJoins(`BEGIN EXECUTE $q$${join.replace(' INTO ids', '')}$q$ INTO ids; END`),
    ).toEqual([]);
    expect(
      staticTransitionJoins(`BEGIN SELECT 1 INTO x FROM new_rows n; SELECT 2 FROM old_rows o; END`),
    ).toEqual([]);
  });

  it('plan those joins at each firing (EXECUTE), in every trigger function of the schema', async () => {
    const functions = await rowsOf<{ name: string; body: string }>(
      f.db,
      sql`select p.proname as name, p.prosrc as body from pg_proc p join pg_language l on l.oid = p.prolang
          where l.lanname = 'plpgsql' and p.prosrc like '%new_rows%' and p.prosrc like '%old_rows%'
          order by 1`,
    );
    // The analysis's and the order costs' triggers, at least.
    expect(functions.map((fn) => fn.name)).toEqual(
      expect.arrayContaining([
        'analytics_invoices_changed',
        'analytics_payments_changed',
        'order_costs_analytics',
      ]),
    );
    const offending = functions
      .map((fn) => ({ name: fn.name, statements: staticTransitionJoins(fn.body) }))
      .filter((fn) => fn.statements.length > 0);
    expect(offending).toEqual([]);
  });
});
