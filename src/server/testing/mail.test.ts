import * as qp from 'nodemailer/lib/qp';
import { describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from './mail';

// qp is nodemailer's own quoted-printable encoder, the one that writes our .eml files.

describe('decodeQuotedPrintable', () => {
  it('reads back what nodemailer encodes: soft line breaks, =3D and multi-byte UTF-8 characters', () => {
    const text =
      'Your routine — Morning glow: cleanse, tone = balance, then SPF 50. Total £24.50, it’s yours to keep; ' +
      'a long line that nodemailer has to wrap with soft line breaks before the 76th character of every line.';
    const encoded = qp.wrap(qp.encode(text), 76);
    expect(encoded).toMatch(/=\r?\n/);
    expect(encoded).toContain('=C2=A3');
    expect(decodeQuotedPrintable(encoded)).toBe(text);
  });

  it('leaves plain ASCII text alone', () => {
    expect(decodeQuotedPrintable('Subject: Your routine\r\nTo: tom@example.org')).toBe(
      'Subject: Your routine\r\nTo: tom@example.org',
    );
  });
});
