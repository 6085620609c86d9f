// Where pictures' variants are kept (decision 0508): files under DATA_DIR/pictures by default, or objects in an
// S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) through the official AWS SDK v3 when S3_BUCKET is set.
// Either way the shop serves them itself at /pictures/<name>, so pages, the CSP and the service worker see one
// origin whichever store holds them. Names are content hashes: a write of a name that exists writes the same bytes.
import { GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { PictureStoreConfig } from '../../config';

/** A picture's bytes as a stream, with their length when the store knows it. */
export type StoredPicture = { body: Readable; length?: number };

export interface PictureStore {
  readonly kind: 'disk' | 's3';
  /** Keeps `bytes` under `name` (a valid picture name: callers check). */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The picture under `name`, or null when there is none. */
  get(name: string): Promise<StoredPicture | null>;
  close(): Promise<void>;
}

/** Everything a browser or a CDN may keep for a year: a name never changes what it holds. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createPictureStore(config: PictureStoreConfig): PictureStore {
  return config.store === 's3' ? s3Store(config) : diskStore(config.dir);
}

/** Files in one folder. A write goes to a temporary file first and is renamed: a reader never sees half a picture. */
export function diskStore(dir: string): PictureStore {
  let made = false;
  return {
    kind: 'disk',
    async put(name, bytes) {
      if (!made) {
        await fs.promises.mkdir(dir, { recursive: true });
        made = true;
      }
      const temporary = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await fs.promises.writeFile(temporary, bytes);
      await fs.promises.rename(temporary, path.join(dir, name));
    },
    async get(name) {
      const file = path.join(dir, name);
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(file), length: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async close() {},
  };
}

type S3Config = Extract<PictureStoreConfig, { store: 's3' }>;

/** Objects under `pictures/` in the bucket. */
export function s3Store(config: S3Config): PictureStore {
  const options: S3ClientConfig = {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's newer default ones
    // (aws-chunked uploads with trailing CRCs), and each write here is a whole buffer sent at once.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  };
  const client = new S3Client(options);
  const key = (name: string) => `pictures/${name}`;
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          // For a CDN or anyone reading the bucket directly: the same promise the shop makes.
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        if (!answer.Body) return null;
        return { body: answer.Body as Readable, length: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}

/** The SDK's "no such object" (NoSuchKey, or a bare 404 from a store that sends no error body). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
