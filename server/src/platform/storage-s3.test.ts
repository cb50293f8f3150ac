/**
 * The S3-compatible storage against a real S3 server on loopback (s3rver): same contract as the
 * local disk, keys checked the same way, a missing object is not an error for exists/delete.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3 } from '../../test/s3';
import { InvalidStorageKeyError, newKey } from './storage';
import { S3Storage } from './storage-s3';

describe('S3Storage', () => {
  let s3: TestS3;
  let storage: S3Storage;

  beforeAll(async () => {
    s3 = await startS3Server();
    storage = new S3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      prefix: 'files/',
    });
  });
  afterAll(async () => {
    await storage?.destroy();
    await s3?.close();
  });

  it('stores, reads, streams, sizes and deletes objects', async () => {
    await storage.check();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    const key = newKey('products/images', 'png');
    expect(await storage.put(key, bytes)).toEqual({ key, size: bytes.length });
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.size(key)).toBe(bytes.length);
    expect((await storage.get(key)).equals(bytes)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of storage.stream(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    const streamed = newKey('imports', 'csv');
    expect(await storage.put(streamed, Readable.from([Buffer.from('a;b\n'), Buffer.from('1;2\n')]))).toEqual({
      key: streamed,
      size: 8,
    });
    expect((await storage.get(streamed)).toString()).toBe('a;b\n1;2\n');

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // deleting twice is fine
  });

  it('refuses malformed keys before any request, and reports a missing object', async () => {
    for (const bad of ['../etc/passwd', 'a/../../b', '/abs', 'UPPER/x', 'x y', '']) {
      await expect(storage.get(bad)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.stream(bad)).toThrow(InvalidStorageKeyError);
    }
    const missing = newKey('nothing', 'pdf');
    expect(await storage.exists(missing)).toBe(false);
    await expect(storage.get(missing)).rejects.toBeTruthy();
    const errored = await new Promise<unknown>((resolve) => {
      storage.stream(missing).on('error', resolve).resume();
    });
    expect(errored).toBeTruthy();
  });

  it('fails the health check on a bucket that does not exist', async () => {
    const other = new S3Storage({
      endpoint: s3.endpoint,
      bucket: 'no-such-bucket',
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
    await expect(other.check()).rejects.toBeTruthy();
    await other.destroy();
  });
});
