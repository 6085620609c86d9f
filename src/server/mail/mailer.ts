// Outgoing mail behind one small interface. SMTP when SMTP_URL is set; otherwise each message is written as an
// .eml file under DATA_DIR/mail/ and logged (to, subject, file — never the body, which may hold a code).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** `headers`: extra header lines, e.g. List-Unsubscribe on a marketing mail (consents module). */
export type MailMessage = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };
/** A message as the transport takes it: the outbox gives each mail a stable Message-ID (`<outbox id@domain>`). */
export type OutgoingMail = MailMessage & { messageId?: string };
export type Mailer = {
  send(message: OutgoingMail): Promise<{ file?: string }>;
  /** Ends open connections (SMTP's pool); the app calls it when it closes. */
  close?(): void;
};

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  mailDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, mailDir, log } = options;
  if (smtpUrl) {
    // A pool of connections kept open between messages: every order sends a confirmation, and a connection per
    // mail would pay the TCP, greeting and (with TLS) handshake each time. Settings in the URL's query win
    // (`?pool=false`, `?maxConnections=…`).
    // Timeouts well inside the outbox job's 60 s expiry (jobs/queues.ts): a send either ends or fails before pg-boss
    // would hand the same mail to another worker.
    const transport = nodemailer.createTransport({
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      url: smtpUrl,
    });
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return {};
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The folders are made once, not before every message (every order sends one: decision 0901); should they be
  // removed while the server runs, the next write makes them again. A mail is written beside the folder and
  // renamed into it, so whoever reads the folder (a person, a test) never sees half a message.
  const writing = `${mailDir}.writing`;
  let folders: Promise<unknown> | undefined;
  const makeFolders = () =>
    Promise.all([fs.mkdir(mailDir, { recursive: true }), fs.mkdir(writing, { recursive: true })]);
  const writeOnce = async (file: string, data: Buffer) => {
    const partial = path.join(writing, path.basename(file));
    await fs.writeFile(partial, data);
    await fs.rename(partial, file);
  };
  const write = async (file: string, data: Buffer) => {
    await (folders ??= makeFolders());
    try {
      await writeOnce(file, data);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await (folders = makeFolders());
      await writeOnce(file, data);
    }
  };
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await write(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written');
      return { file };
    },
  };
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The brand's mail frame: a simple, client-safe HTML layout around already-escaped content. */
export function brandedHtml(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f6f3ef;font-family:Helvetica,Arial,sans-serif;color:#2b2622">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px">
<tr><td style="padding:28px 32px 8px;font-size:13px;letter-spacing:.18em;text-transform:uppercase;color:#7a5c45">Skin Circle</td></tr>
<tr><td style="padding:8px 32px 28px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 32px 28px;font-size:12px;color:#8a817a;border-top:1px solid #eee7df">Clinical-grade skincare, made in the UK.</td></tr>
</table></td></tr></table></body></html>`;
}
