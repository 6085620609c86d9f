// Without SMTP_URL every message is an .eml file under the mail folder: made once, and again if it disappears.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
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
