// Secret payloads at rest (decision 0801): a `secret` template's payload (a sign-in code, a link that proves an
// address) is stored sealed with AES-256-GCM under a key derived from SESSION_SECRET by HKDF, and opened by the
// courier when it renders the mail. A copy of the database alone holds no usable code or link; the template's name
// is bound in as associated data, so a sealed payload cannot be replayed as another kind of mail.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed payload looks like in `mail_outbox.payload`; `until` (in clear) is when it is no use any more. */
export type SealedPayload = { sealed: string; until?: string };

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The outbox's own key: SESSION_SECRET is never used as it is for two purposes. */
export function outboxKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'skin-circle', 'mail-outbox-payload', 32));
}

export function seal(key: Buffer, template: string, payload: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(template));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The payload sealed for `template`; throws when it was sealed under another key or for another template. */
export function unseal(key: Buffer, template: string, sealed: string): unknown {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) throw new Error('sealed mail payload in an unknown format');
  const bytes = Buffer.from(data, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(template));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(text.toString('utf8'));
}

export function isSealed(payload: Record<string, unknown>): payload is SealedPayload {
  return typeof payload.sealed === 'string';
}
