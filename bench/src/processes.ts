/**
 * One process against two (issue 17, decision 0017): the same PostgreSQL database, the server run
 * with COMPTOIR_PROCESSES=1 then 2 (Node's cluster module, one port), GET /api/auth/session and a
 * product search driven at BENCH_CONNECTIONS; prints each run and the ratio two/one.
 * `BENCH_PROCESSES=only npm run bench` runs only this part; `BENCH_PROCESSES=0` skips it.
 */
import { BENCH_PASSWORD, benchEmail, createTarget, seed, withClient } from './database';
import { measure, signIn, type LoadRun } from './load';
import type { BenchOptions } from './options';
import { startServer } from './server';

const PRODUCTS = 20_000;
const WORDS = ['stylo', 'carnet', 'lampe', 'câble', 'tasse', 'clé', 'sac', 'étiquette'];

export async function benchProcesses(
  options: BenchOptions,
  print: (line: object) => void,
  progress: (message: string) => void,
): Promise<void> {
  const target = await createTarget('postgres', options.databaseUrl);
  if (target.db !== 'postgres') return;
  progress(`processes: seeding ${options.users} users and ${PRODUCTS} products`);
  await seed(target, options.users);
  await withClient(target.url, async (client) => {
    await client.query('update users set is_super_admin = true where email = $1', [benchEmail(1)]);
    await client.query(
      `insert into products (reference, name, search_text)
       select 'PRC-' || lpad(i::text, 6, '0'), w || ' ' || i, lower('prc-' || lpad(i::text, 6, '0') || ' ' || w || ' ' || i)
       from generate_series(1, $1::int) i, lateral (select ($2::text[])[1 + i % array_length($2::text[], 1)] as w) words`,
      [PRODUCTS, WORDS],
    );
    await client.query('analyze products');
  });

  const results: Record<number, LoadRun[]> = {};
  for (const processes of [1, 2]) {
    progress(`processes: starting ${processes} server process(es)`);
    const server = await startServer(target, 300_000, { COMPTOIR_PROCESSES: String(processes) });
    try {
      const cookie = await signIn(server.baseUrl, benchEmail(1), BENCH_PASSWORD);
      // Every process of the cluster must be up before measuring (the first answer came from one).
      await new Promise((resolve) => setTimeout(resolve, processes > 1 ? 5000 : 0));
      const common = {
        connections: options.connections,
        duration: options.duration,
        warmup: options.warmup,
        headers: { cookie },
      };
      const runs: LoadRun[] = [];
      runs.push(
        await measure('auth.session', `postgres x${processes}`, {
          ...common,
          url: `${server.baseUrl}/api/auth/session`,
        }),
      );
      print({ ...runs.at(-1)!, processes });
      runs.push(
        await measure('products.search', `postgres x${processes}`, {
          ...common,
          url: `${server.baseUrl}/api/products?q=${encodeURIComponent('stylo 12')}&pageSize=25`,
        }),
      );
      print({ ...runs.at(-1)!, processes });
      results[processes] = runs;
    } finally {
      await new Promise((r) => setTimeout(r, 500));
      await server.stop();
    }
  }
  for (const [i, run] of (results[1] ?? []).entries()) {
    const two = results[2]?.[i];
    if (!two) continue;
    print({
      name: `processes.${run.name}.ratio`,
      db: 'postgres',
      connections: options.connections,
      rps_1: run.rps,
      rps_2: two.rps,
      ratio: Math.round((two.rps / Math.max(1, run.rps)) * 100) / 100,
      p99_ms_1: run.p99_ms,
      p99_ms_2: two.p99_ms,
    });
  }
}
