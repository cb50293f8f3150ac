/**
 * Fails when an import circle exists in a workspace (issue 28): madge follows every import of
 * core, server, web, bench and e2e (the web's `@/` alias included) and lists the circles. Type-only
 * imports count: a circle of types is still a knot to untie before changing either side.
 */
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(import.meta.dirname, '..');
const workspaces = [
  { dir: 'core/src' },
  { dir: 'server/src' },
  { dir: 'web/src', paths: { '@/*': ['src/*'] }, baseUrl: 'web' },
  { dir: 'bench/src' },
  { dir: 'e2e' },
];

let failed = false;
for (const { dir, paths, baseUrl } of workspaces) {
  const result = await madge(path.join(root, dir), {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/node_modules/, /\.d\.ts$/],
    tsConfig: {
      compilerOptions: {
        module: 'esnext',
        moduleResolution: 'bundler',
        ...(paths ? { baseUrl: path.join(root, baseUrl), paths } : {}),
      },
    },
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  const circles = result.circular();
  // An import madge could not resolve inside the workspace would hide its circles.
  const unresolved = result
    .warnings()
    .skipped.filter((file) => file.startsWith('.') || file.startsWith('@/'));
  const files = Object.keys(result.obj()).length;
  console.log(`${dir}: ${files} files, ${circles.length} import circle(s)`);
  for (const circle of circles) console.log(`  ${circle.join(' > ')}`);
  if (unresolved.length) console.log(`  unresolved: ${unresolved.slice(0, 10).join(', ')}`);
  if (circles.length || unresolved.length) failed = true;
}
process.exit(failed ? 1 : 0);
