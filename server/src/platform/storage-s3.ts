/**
 * Files in an S3-compatible object store (MinIO, Garage, the cloud stores), for several processes
 * or machines sharing the same files (decision 0017). Same keys and checks as the local disk; the
 * bucket stays private: files reach users only through the routes that check access.
 */
import { PassThrough, type Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { checkKey, type Storage } from './storage';

/** The SDK, loaded on the first use of a bucket: most processes store files on the local disk. */
type Sdk = typeof S3;
let sdk: Promise<Sdk> | null = null;
const loadSdk = (): Promise<Sdk> => (sdk ??= import('@aws-sdk/client-s3'));

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
  readonly bucket: string;
  private readonly prefix: string;
  private connecting: Promise<{ client: S3.S3Client; sdk: Sdk }> | null = null;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
  }

  /** The client (made on first use) and the SDK's commands. */
  private s3(): Promise<{ client: S3.S3Client; sdk: Sdk }> {
    this.connecting ??= loadSdk().then((loaded) => {
      const { endpoint, region, accessKeyId, secretAccessKey } = this.options;
      const client = new loaded.S3Client({
        region: region || 'us-east-1',
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      });
      return { client, sdk: loaded };
    });
    return this.connecting;
  }

  /** Closes the client's connections (tests). */
  async destroy(): Promise<void> {
    if (this.connecting) (await this.connecting).client.destroy();
  }

  private objectKey(key: string): string {
    checkKey(key);
    return this.prefix + key;
  }

  async put(key: string, data: Buffer | Readable): Promise<{ key: string; size: number }> {
    const objectKey = this.objectKey(key);
    // Uploads are bounded (10 to 20 MB): buffered, so the length is known (no chunked signing).
    const body = await toBuffer(data);
    const { client, sdk } = await this.s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: objectKey,
        Body: body,
        ContentLength: body.length,
      }),
    );
    return { key, size: body.length };
  }

  async get(key: string): Promise<Buffer> {
    const objectKey = this.objectKey(key);
    const { client, sdk } = await this.s3();
    const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: objectKey }));
    return Buffer.from(await out.Body!.transformToByteArray());
  }

  stream(key: string): Readable {
    const objectKey = this.objectKey(key);
    const out = new PassThrough();
    this.s3()
      .then(({ client, sdk }) =>
        client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: objectKey })),
      )
      .then((res) => {
        const body = res.Body as Readable;
        body.on('error', (error) => out.destroy(error));
        body.pipe(out);
      })
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async exists(key: string): Promise<boolean> {
    const objectKey = this.objectKey(key);
    const { client, sdk } = await this.s3();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async size(key: string): Promise<number> {
    const objectKey = this.objectKey(key);
    const { client, sdk } = await this.s3();
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }));
    return head.ContentLength ?? 0;
  }

  async delete(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    const { client, sdk } = await this.s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey }));
  }

  /** Whether the bucket answers (health check). */
  async check(): Promise<void> {
    const { client, sdk } = await this.s3();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
  }
}
