import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Records keep a storage key, never a path or a URL;
 * files reach users only through routes that check access. Two implementations: the local disk
 * under the data directory (the default) and an S3-compatible object store (storage-s3.ts).
 */
export interface Storage {
  /** Stores bytes under a new generated key, e.g. `newKey('products/images', 'png')`. */
  put(key: string, data: Buffer | Readable): Promise<{ key: string; size: number }>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  exists(key: string): Promise<boolean>;
  size(key: string): Promise<number>;
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be used (health check). */
  check?(): Promise<void>;
}

/** Keys: folders of [a-z0-9_-], a file name of [A-Za-z0-9_-] and an optional extension. */
const KEY_PATTERN = /^(?:[a-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.[a-z0-9]{1,10})?$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key).slice(0, 80)}`);
  }
}

/** Throws InvalidStorageKeyError unless `key` is a well-formed storage key. */
export function checkKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new InvalidStorageKeyError(key);
}

/** A fresh, unguessable key in `folder`, keeping the given extension (lower-cased, checked). */
export function newKey(folder: string, extension?: string): string {
  const ext = extension
    ?.toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10);
  const key = `${folder}/${randomUUID()}${ext ? `.${ext}` : ''}`;
  if (!KEY_PATTERN.test(key)) throw new InvalidStorageKeyError(key);
  return key;
}

export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new InvalidStorageKeyError(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  async put(key: string, data: Buffer | Readable): Promise<{ key: string; size: number }> {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    if (Buffer.isBuffer(data)) {
      await fsp.writeFile(temp, data);
    } else {
      await pipeline(data, fs.createWriteStream(temp));
    }
    // Written completely, then renamed: a reader never sees half a file.
    await fsp.rename(temp, file);
    return { key, size: (await fsp.stat(file)).size };
  }

  async get(key: string): Promise<Buffer> {
    return fsp.readFile(this.pathOf(key));
  }

  stream(key: string): Readable {
    return fs.createReadStream(this.pathOf(key));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fsp.access(this.pathOf(key));
      return true;
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) throw error;
      return false;
    }
  }

  async size(key: string): Promise<number> {
    return (await fsp.stat(this.pathOf(key))).size;
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  /** The directory exists (created if missing) and is writable. */
  async check(): Promise<void> {
    await fsp.mkdir(this.root, { recursive: true });
    await fsp.access(this.root, fs.constants.W_OK);
  }
}
