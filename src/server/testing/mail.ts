// Reading the mail the server wrote (`DATA_DIR/mail/*.eml`) in tests: nodemailer sends text and HTML parts
// quoted-printable, so a sentence can be split by soft line breaks and its non-ASCII characters (£, —, ’) are
// =XX escapes of their UTF-8 bytes. Free of the server's modules, so browser tests can import it cheaply.

/** A quoted-printable text as a mail client shows it (RFC 2045 §6.7): soft line breaks removed, each run of
 * `=XX` escapes turned back into its bytes and read as UTF-8. Text that is not quoted-printable is unchanged
 * unless it happens to contain `=` followed by two hex digits or a line break. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}
