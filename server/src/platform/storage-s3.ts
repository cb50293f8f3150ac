/**
 * Files in an S3-compatible object store (MinIO, Garage, the cloud stores), for several processes
 * or machines sharing the same files (decision 0017). Same keys and checks as the local disk; the
 * bucket stays private: files reach users only through the routes that check access.
 */
import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkKey, type Storage } from './storage';

export interface S3StorageOptions {
  endpoint?: string | undefined;
  bucket: string;
  region?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Key prefix inside the bucket (e.g. 'comptoir/'). */
  prefix?: string;
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

async function toBuffer(data: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(data)) return data;
  const chunks: Buffer[] = [];
  for await (const chunk of data) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.client = new S3Client({
      region: options.region || 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  private objectKey(key: string): string {
    checkKey(key);
    return this.prefix + key;
  }

  async put(key: string, data: Buffer | Readable): Promise<{ key: string; size: number }> {
    const objectKey = this.objectKey(key);
    // Uploads are bounded (10 to 20 MB): buffered, so the length is known (no chunked signing).
    const body = await toBuffer(data);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: objectKey, Body: body, ContentLength: body.length }),
    );
    return { key, size: body.length };
  }

  async get(key: string): Promise<Buffer> {
    const out = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
    return Buffer.from(await out.Body!.transformToByteArray());
  }

  stream(key: string): Readable {
    const objectKey = this.objectKey(key);
    const out = new PassThrough();
    this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }))
      .then((res) => {
        const body = res.Body as Readable;
        body.on('error', (error) => out.destroy(error));
        body.pipe(out);
      })
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async size(key: string): Promise<number> {
    const head = await this.client.send(
      new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
    return head.ContentLength ?? 0;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** Whether the bucket answers (health check). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
