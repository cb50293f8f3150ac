/**
 * The API test files share their worker's modules (vitest.config.ts, project 'server', isolate:
 * false). A file that replaces a module, spies on a function, fakes timers or writes process.env
 * while it runs would leave that change to the files after it: such a file must be in
 * SERVER_ISOLATED, which keeps vitest's per-file isolation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_ISOLATED } from '../../vitest.config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers|spyOn)\(|process\.env\.[A-Z_]+\s*=[^=]|process\.env\[[^\]]+\]\s*=[^=]|delete process\.env|process\.on\(/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(ROOT, full)] : [];
  });
}

describe('API test isolation', () => {
  const files = [...testFiles(path.join(ROOT, 'server/src')), ...testFiles(path.join(ROOT, 'server/test'))]
    .filter((file) => !file.startsWith('server/src/modules/extraction/engine/'))
    .sort();

  it('every file that changes shared state while it runs is in SERVER_ISOLATED', () => {
    const changing = files.filter(
      (file) =>
        file !== 'server/test/isolation.test.ts' &&
        CHANGES_SHARED_STATE.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(changing.length).toBeGreaterThan(0);
    expect(changing.filter((file) => !SERVER_ISOLATED.includes(file))).toEqual([]);
  });

  it('SERVER_ISOLATED names only existing test files', () => {
    expect(SERVER_ISOLATED.filter((file) => !files.includes(file))).toEqual([]);
  });
});
