// The fake SMTP server's fault modes, driven by the real mailer (nodemailer): a message counts as received only
// once it was answered 250, a held reply whose client goes away delivers nothing, and a refusing server fails the
// send until it accepts again.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer';
import { messageIdOf, startFakeSmtpServer } from './fake-smtp-server';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-fake-smtp-'));
afterAll(() => fs.rmSync(mailDir, { recursive: true, force: true }));

const message = (n: number) => ({
  to: 'member@example.com',
  subject: `Mail ${n}`,
  text: 't',
  html: '<p>t</p>',
  messageId: `<mail-${n}@skincircle.co.uk>`,
});

async function until(check: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('fake SMTP server', () => {
  it('reads the Message-ID of each message, folded or not', () => {
    expect(messageIdOf('Subject: x\r\nMessage-ID: <a@b>\r\n\r\nMessage-ID: <body@b>')).toBe('<a@b>');
    expect(messageIdOf('Message-Id:\r\n <folded@b>\r\nTo: x\r\n\r\nbody')).toBe('<folded@b>');
    expect(messageIdOf('To: x\r\n\r\nMessage-ID: <in-body@b>')).toBeNull();
  });

  it('holds the end of DATA: nothing is received until it answers; a client gone before that delivered nothing', async () => {
    const smtp = await startFakeSmtpServer({ mode: 'hold' });
    const first = createMailer({
      smtpUrl: `${smtp.url}?pool=false&name=instance-a`,
      from: 'shop@example.com',
      mailDir,
      log: silent,
    });
    try {
      const sending = first.send(message(1));
      await until(() => smtp.held.length === 1);
      expect(smtp.messages).toEqual([]);
      smtp.setMode('accept');
      await sending;
      expect(smtp.messages.map((m) => [m.messageId, m.client])).toEqual([['<mail-1@skincircle.co.uk>', 'instance-a']]);

      // A client killed while waiting for the reply (a raw socket: the mailer would wait politely).
      smtp.setMode('hold');
      const socket = net.connect(Number(new URL(smtp.url).port), '127.0.0.1');
      socket.on('error', () => {});
      socket.write('EHLO x\r\nMAIL FROM:<a@b>\r\nRCPT TO:<c@d>\r\nDATA\r\nMessage-ID: <killed@b>\r\n\r\nbody\r\n.\r\n');
      await until(() => smtp.held.length === 1);
      socket.destroy();
      await until(() => smtp.abandoned === 1);
      smtp.setMode('accept');
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('answers held messages after holdMs when given', async () => {
    const smtp = await startFakeSmtpServer({ mode: 'hold', holdMs: 200 });
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'shop@example.com', mailDir, log: silent });
    try {
      const started = Date.now();
      await mailer.send(message(3));
      expect(Date.now() - started).toBeGreaterThanOrEqual(190);
      expect(smtp.messages.map((m) => m.messageId)).toEqual(['<mail-3@skincircle.co.uk>']);
    } finally {
      mailer.close?.();
      await smtp.close();
    }
  });

  it('refuses with 421 while down (open connections too), and accepts again when back', async () => {
    const smtp = await startFakeSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'shop@example.com', mailDir, log: silent });
    try {
      await mailer.send(message(4)); // a pooled connection is open now
      smtp.setMode('refuse');
      await expect(mailer.send(message(5))).rejects.toThrow();
      expect(smtp.refused).toBeGreaterThanOrEqual(1);
      smtp.setMode('accept');
      await mailer.send(message(6));
      expect(smtp.messages.map((m) => m.messageId)).toEqual(['<mail-4@skincircle.co.uk>', '<mail-6@skincircle.co.uk>']);
    } finally {
      mailer.close?.();
      await smtp.close();
    }
  });

  it('refuses chosen recipients for good (550) until told otherwise', async () => {
    const smtp = await startFakeSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'shop@example.com', mailDir, log: silent });
    try {
      smtp.rejectRecipients(/^member@example\.com$/);
      const refusal = await mailer.send(message(7)).catch((error: { code?: string; responseCode?: number }) => error);
      expect(refusal).toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
      smtp.rejectRecipients(null);
      await mailer.send(message(8));
      expect(smtp.messages.map((m) => m.messageId)).toEqual(['<mail-8@skincircle.co.uk>']);
    } finally {
      mailer.close?.();
      await smtp.close();
    }
  });
});
