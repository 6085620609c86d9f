// One-click unsubscribe (RFC 8058, PECR; decision 0112): every mail that is not a service mail carries a link signed
// for its member, which works signed out. GET shows a page with one button; POST (the mail client's one click, or
// that button) records the withdrawal.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailMessage } from '../../mail/mailer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}

/** The token in the link: the member's id and its signature (it never expires: an old mail's link still works). */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The member the token was signed for, or null for anything else. */
export function unsubscribeTokenUser(secret: string, token: string): string | null {
  const [userId, mac] = token.split('.');
  if (!userId || !mac || !UUID.test(userId)) return null;
  const want = Buffer.from(signature(secret, userId));
  const got = Buffer.from(mac);
  return want.length === got.length && timingSafeEqual(want, got) ? userId : null;
}

export function unsubscribeUrl(publicUrl: string, secret: string, userId: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/unsubscribe/${unsubscribeToken(secret, userId)}`;
}

/**
 * A marketing mail as it must go out: the List-Unsubscribe headers (RFC 2369, RFC 8058's one click) and the link in
 * its text. Service mails (orders, codes, sign-in) and back-in-stock mails do not use this.
 */
export function withUnsubscribe(
  message: MailMessage,
  options: { publicUrl: string; secret: string; userId: string },
): MailMessage {
  const url = unsubscribeUrl(options.publicUrl, options.secret, options.userId);
  return {
    ...message,
    text: `${message.text}\n\nDon't want these emails? Unsubscribe: ${url}\n`,
    html: `${message.html}<p style="font-size:12px;color:#555">Don't want these emails? <a href="${url}">Unsubscribe</a></p>`,
    headers: {
      ...message.headers,
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
