// Without SMTP_URL every message is an .eml file under the mail folder: made once, and again if it disappears.
// With it, messages go over SMTP (a local fake server at the protocol level) through a pool of kept connections.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer } from '../testing/fake-smtp-server';
import { createMailer } from './mailer';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'skincircle-mailer-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('file mailer', () => {
  it('writes each message to the folder, and makes the folder again when it was removed meanwhile', async () => {
    const mailDir = path.join(root, 'mail');
    const mailer = createMailer({ from: 'shop@example.com', mailDir, log: silent });
    const message = { to: 'member@example.com', subject: 'Your order', text: 'Thank you', html: '<p>Thank you</p>' };
    const first = await mailer.send(message);
    const second = await mailer.send(message);
    expect(fs.readdirSync(mailDir).sort()).toEqual([first.file, second.file].map((f) => path.basename(f!)).sort());
    fs.rmSync(mailDir, { recursive: true });
    const third = await mailer.send(message);
    expect(fs.readFileSync(third.file!, 'utf8')).toContain('Subject: Your order');
  });
});

describe('SMTP mailer', () => {
  it('delivers each message over SMTP, reusing one connection for messages sent one after another', async () => {
    const smtp = await startFakeSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'shop@example.com', mailDir: root, log: silent });
    try {
      for (const n of [1, 2, 3])
        await mailer.send({
          to: `member${n}@example.com`,
          subject: `Order ${n}`,
          text: `Line\n.dot`,
          html: '<p>x</p>',
        });
      expect(smtp.messages.map((m) => [m.from, m.to])).toEqual([
        ['shop@example.com', ['member1@example.com']],
        ['shop@example.com', ['member2@example.com']],
        ['shop@example.com', ['member3@example.com']],
      ]);
      expect(smtp.messages[1].data).toContain('Subject: Order 2');
      expect(smtp.messages[0].data).toContain('\n.dot');
      expect(smtp.connections).toBe(1);
      expect(fs.readdirSync(root).filter((f) => f.endsWith('.eml'))).toEqual([]); // nothing written as a file
    } finally {
      mailer.close?.();
      await smtp.close();
    }
  });

  it('lets the URL turn the pool off: then each message has its own connection', async () => {
    const smtp = await startFakeSmtpServer();
    const mailer = createMailer({
      smtpUrl: `${smtp.url}?pool=false`,
      from: 'shop@example.com',
      mailDir: root,
      log: silent,
    });
    try {
      for (const n of [1, 2]) await mailer.send({ to: 'm@example.com', subject: `S${n}`, text: 't', html: '<p>t</p>' });
      expect(smtp.messages).toHaveLength(2);
      expect(smtp.connections).toBe(2);
    } finally {
      mailer.close?.();
      await smtp.close();
    }
  });
});
