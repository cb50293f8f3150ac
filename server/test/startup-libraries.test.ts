/**
 * The server's process does not load, at start, the libraries only some requests need: the
 * extraction readers (sharp, tesseract.js: they run in the extraction threads) and the PDF makers
 * (pdfmake, pdfkit: loaded on the first document drawn). Each held resident memory in every server
 * process (about 13 and 20 MB; issue 31, the import's memory budget). The app's modules are loaded
 * in a process of their own, whose CommonJS module cache then says what was loaded.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const LAZY = ['sharp', 'tesseract.js', 'pdfmake', 'pdfkit'];

const PROBE = `
import { createRequire } from 'node:module';
await import('./src/app.ts');
const cache = Object.keys(createRequire(import.meta.url).cache);
const loaded = (name) => cache.some((file) => file.includes('/node_modules/' + name + '/'));
console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(['fastify', ...LAZY])}.map((n) => [n, loaded(n)]))));
`;

describe('the server at start', () => {
  it('loads the app without the extraction readers and the PDF makers', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', PROBE],
      { cwd: SERVER_DIR, timeout: 60_000 },
    );
    const loaded = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, boolean>;
    // The probe sees what the app loads: fastify, which it always needs, is there.
    expect(loaded.fastify).toBe(true);
    expect(LAZY.filter((name) => loaded[name])).toEqual([]);
  }, 90_000);
});
