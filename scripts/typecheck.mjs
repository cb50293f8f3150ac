#!/usr/bin/env node
/**
 * `npm run typecheck`: each workspace's tsconfig checked by TypeScript 7, the native compiler
 * (decision 0063), one after the other, stopping at the first with errors. TypeScript 5.9 stays
 * installed as `typescript` for the tools that load its JavaScript API (typescript-eslint).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');
const PROJECTS = ['core', 'server', 'web', 'e2e', 'bench'];

for (const project of PROJECTS) {
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--singleThreaded'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error(`typecheck: ${project} has errors (tsc exit ${status})`);
    process.exit(status ?? 1);
  }
  console.log(`typecheck: ${project} ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
