import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, LocalDiskStorage, newKey } from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'comptoir-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  const storage = new LocalDiskStorage(root);

  it('stores buffers and streams under generated keys, and reads them back', async () => {
    const a = newKey('products/images', 'PNG');
    expect(a).toMatch(/^products\/images\/[0-9a-f-]{36}\.png$/);
    await storage.put(a, Buffer.from('hello'));
    expect((await storage.get(a)).toString()).toBe('hello');
    const b = newKey('imports');
    const { size } = await storage.put(b, Readable.from([Buffer.from('ab'), Buffer.from('cd')]));
    expect(size).toBe(4);
    expect(await storage.exists(b)).toBe(true);
    await storage.delete(b);
    expect(await storage.exists(b)).toBe(false);
  });

  it('refuses keys that could leave the storage folder or name odd files', async () => {
    for (const key of [
      '../etc/passwd',
      '/etc/passwd',
      'a/../../b',
      'a//b',
      'A/b',
      'a/b.',
      '',
      'a\\b',
      'a/b\u0000',
    ]) {
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(() => newKey('../x')).toThrow(InvalidStorageKeyError);
  });
});
