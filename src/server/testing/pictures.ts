// Test support for picture uploads (decision 0508): pictures made with sharp in the test (no binary fixtures), and
// multipart/form-data bodies built by hand, as a browser's FormData sends them.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export type Part = { name: string; filename?: string; type?: string; body: Buffer | string };

/** A multipart/form-data body and its content type. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----skincircle${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.filename ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : '') +
      '\r\n';
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs `file` as the upload's `file` field (as the console does), signed in with `cookie` (null: signed out). */
export function uploadPicture(
  app: FastifyInstance,
  cookie: string | null,
  url: string,
  file: Buffer | string,
  { filename = 'picture.jpg', type = 'image/jpeg' }: { filename?: string; type?: string } = {},
) {
  const { payload, headers } = multipartBody([{ name: 'file', filename, type, body: file }]);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

/**
 * A picture of `width` × `height` in `format`: noise (so it is not tiny once compressed, and a cut-short copy is
 * really missing data), with an alpha channel when `alpha`.
 */
export async function testPicture(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 800,
  height = 600,
  { alpha = false }: { alpha?: boolean } = {},
): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const image = sharp(randomBytes(width * height * channels), { raw: { width, height, channels } });
  return image.toFormat(format).toBuffer();
}
