import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The subset of Vite's build manifest (`build.manifest: true`) read here. */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const LOGIN_INITIAL_JS_BUDGET_KB = 200;

export type BundleLine = Record<string, unknown> & { name: string };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Bundle figures from web/dist: the gzip size of the JavaScript the login page loads before
 * anything else (the index.html entry chunk and its static imports, recursively; lazy routes'
 * dynamic imports excluded), and the largest single JavaScript chunk.
 */
export function bundleFigures(distDir: string): BundleLine[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    const why = fs.existsSync(path.join(distDir, 'index.html'))
      ? `${path.relative(process.cwd(), manifestFile)} is missing: build web with build.manifest = true`
      : `${path.relative(process.cwd(), distDir)} is not built`;
    return [
      {
        name: 'bundle.login_initial_js_gzip_kb',
        status: 'missing',
        reason: why,
        budget: LOGIN_INITIAL_JS_BUDGET_KB,
      },
      { name: 'bundle.largest_chunk_gzip_kb', status: 'missing', reason: why },
    ];
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipCache = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(distDir, file))).length;
      gzipCache.set(file, size);
    }
    return size;
  };

  const entryKey =
    (manifest['index.html'] ? 'index.html' : undefined) ??
    Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('.html')) ??
    Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const lines: BundleLine[] = [];
  if (!entryKey) {
    lines.push({
      name: 'bundle.login_initial_js_gzip_kb',
      status: 'missing',
      reason: 'no entry chunk in the manifest',
    });
  } else {
    /** JS files of some chunks and everything they import statically, recursively. */
    const staticClosure = (keys: string[]) => {
      const seen = new Set<string>();
      const visit = (key: string) => {
        if (seen.has(key)) return;
        seen.add(key);
        for (const imported of manifest[key]?.imports ?? []) visit(imported);
      };
      keys.forEach(visit);
      return [
        ...new Set([...seen].map((k) => manifest[k]?.file).filter((f): f is string => !!f?.endsWith('.js'))),
      ];
    };
    const gzipKb = (files: string[]) => kb(files.reduce((sum, f) => sum + gzipBytes(f), 0));
    const entryFiles = staticClosure([entryKey]);
    lines.push({ name: 'bundle.entry_js_gzip_kb', value: gzipKb(entryFiles), files: entryFiles.length });
    // What opening /login downloads: the entry and, at once, the lazy login page with its imports.
    const loginPage = Object.keys(manifest).find((k) => /(^|\/)LoginPage\.[jt]sx?$/.test(k));
    // ...and the messages loaded before the first render: French shell namespaces (web/src/lib/i18n.ts),
    // one file each or grouped in one chunk per language (web/vite.config.ts: 'messages-fr').
    const shellMessages = Object.keys(manifest).filter(
      (k) =>
        /i18n\/fr\/(common|modules|roles|auth|shell|errors)\.json$/.test(k) ||
        manifest[k]!.name === 'messages-fr',
    );
    const loginFiles = staticClosure([entryKey, ...(loginPage ? [loginPage] : []), ...shellMessages]);
    const value = gzipKb(loginFiles);
    lines.push({
      name: 'bundle.login_initial_js_gzip_kb',
      value,
      budget: LOGIN_INITIAL_JS_BUDGET_KB,
      files: loginFiles.length,
      messageFiles: shellMessages.length,
      ...(loginPage ? { page: manifest[loginPage]!.file } : { note: 'no LoginPage chunk found' }),
    });
    lines.push({
      name: 'budget.login_initial_js_gzip_kb',
      value,
      budget: LOGIN_INITIAL_JS_BUDGET_KB,
      ok: value <= LOGIN_INITIAL_JS_BUDGET_KB,
    });
  }

  // Every JS file of the build, whether or not the manifest lists it.
  const jsFiles = new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  );
  const assets = path.join(distDir, 'assets');
  if (fs.existsSync(assets)) {
    for (const f of fs.readdirSync(assets)) if (f.endsWith('.js')) jsFiles.add(`assets/${f}`);
  }
  let largest: { file: string; bytes: number } | undefined;
  for (const file of jsFiles) {
    if (!fs.existsSync(path.join(distDir, file))) continue;
    const bytes = gzipBytes(file);
    if (!largest || bytes > largest.bytes) largest = { file, bytes };
  }
  lines.push(
    largest
      ? {
          name: 'bundle.largest_chunk_gzip_kb',
          value: kb(largest.bytes),
          file: largest.file,
          chunks: jsFiles.size,
        }
      : { name: 'bundle.largest_chunk_gzip_kb', status: 'missing', reason: 'no JavaScript in the build' },
  );
  return lines;
}
