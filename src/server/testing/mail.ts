// Reading the mail the server wrote (`DATA_DIR/mail/*.eml`) in tests: nodemailer sends text and HTML parts
// quoted-printable, so a sentence can be split by soft line breaks and its non-ASCII characters (£, —, ’) are
// =XX escapes of their UTF-8 bytes. Free of the server's modules, so browser tests can import it cheaply.
import fs from 'node:fs';
import path from 'node:path';

/** A quoted-printable text as a mail client shows it (RFC 2045 §6.7): soft line breaks removed, each run of
 * `=XX` escapes turned back into its bytes and read as UTF-8. Text that is not quoted-printable is unchanged
 * unless it happens to contain `=` followed by two hex digits or a line break. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

/** Every mail written to `mailDir` for `email` so far, decoded, oldest first. */
export function mailsTo(mailDir: string, email: string): string[] {
  const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort() : [];
  return files
    .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(mailDir, f), 'utf8')))
    .filter((mail) => mail.includes(`To: ${email}`));
}

/**
 * The mails to `email` (those whose text matches `subject`, when given) once there are at least `count` of them.
 * The outbox sends after the commit (tens of ms; seconds on a loaded machine): waits up to `timeoutMs`.
 */
export async function waitForMails(
  mailDir: string,
  email: string,
  options: { count?: number; subject?: RegExp; timeoutMs?: number } = {},
): Promise<string[]> {
  const { count = 1, subject, timeoutMs = 15_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(mailDir, email).filter((mail) => !subject || subject.test(mail));
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`fewer than ${count} mails to ${email}${subject ? ` (${subject})` : ''}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
