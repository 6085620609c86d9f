// Test support: a tiny S3-compatible server (decision 0508), so the bucket store is tested with the official AWS SDK
// over real HTTP and no network. Path-style addressing only (S3_FORCE_PATH_STYLE, as MinIO and most self-hosted
// stores use): PUT, GET and HEAD /<bucket>/<key>, answering as S3 does — an ETag on a write, the object's
// Content-Type, Cache-Control and Content-Length on a read, a NoSuchKey / NoSuchBucket XML error (HEAD: a bare 404).
// Each request must be signed with SigV4 by the configured access key (its Authorization header names it); the
// signature itself is not checked. Every request is recorded.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeObject = { body: Buffer; contentType?: string; cacheControl?: string; etag: string };
export type FakeS3Request = { method: string; path: string; accessKeyId: string | null };

export type FakeS3 = {
  /** The endpoint for S3_ENDPOINT (http://127.0.0.1:port). */
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeObject>;
  requests: FakeS3Request[];
  close(): Promise<void>;
};

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFakeS3(bucket = 'shop-pictures'): Promise<FakeS3> {
  const accessKeyId = 'test-access-key';
  const secretAccessKey = 'fake-secret-access-key';
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3Request[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-s3');
      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const credential = /Credential=([^/]+)\//.exec(req.headers.authorization ?? '');
      requests.push({ method: req.method ?? '', path: url.pathname, accessKeyId: credential?.[1] ?? null });
      const fail = (status: number, code: string, message: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : xmlError(code, message));
      };
      if (credential?.[1] !== accessKeyId) return fail(403, 'InvalidAccessKeyId', 'The access key is not known');
      if (bucketName !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) return fail(400, 'InvalidRequest', 'A key is required');

      if (req.method === 'PUT') {
        const body = Buffer.concat(chunks);
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
          etag,
        });
        res.writeHead(200, { etag });
        return res.end();
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        const object = objects.get(key);
        if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, {
          'content-length': object.body.length,
          etag: object.etag,
          ...(object.contentType ? { 'content-type': object.contentType } : {}),
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        });
        return res.end(req.method === 'GET' ? object.body : undefined);
      }
      return fail(405, 'MethodNotAllowed', 'The specified method is not allowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The environment that points the shop's picture store at this fake. */
export function fakeS3Env(s3: FakeS3): Record<string, string> {
  return {
    S3_BUCKET: s3.bucket,
    S3_REGION: 'eu-west-2',
    S3_ENDPOINT: s3.url,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}
