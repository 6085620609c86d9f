// The account mails' words: the sign-in code, the notice that a first proof removed a password, and the address-proof
// link — each branded HTML plus a plain-text part that says the same. The code is never in the subject (subjects
// are logged and shown in notifications). The member's name is customer text: plain and short (mail/customer-text.ts).
import { CODE_TTL_MINUTES } from '@shared/schemas/auth';
import { brandedHtml, escapeHtml, type MailMessage } from '../../mail/mailer';
import { greeting as greetingFor } from '../../mail/customer-text';

export const CODE_MAIL_SUBJECT = 'Your Skin Circle sign-in code';

export function codeMail(to: string, code: string, firstName?: string): MailMessage {
  const greeting = greetingFor(firstName, 'Hello');
  const text = [
    greeting,
    '',
    `Your sign-in code is ${code}`,
    '',
    `Enter it on the Skin Circle sign-in screen. It expires in ${CODE_TTL_MINUTES} minutes and works once.`,
    '',
    "If you didn't ask for this code, you can ignore this email: nobody can sign in without it.",
    '',
    'The Skin Circle team',
  ].join('\n');

  const body = `
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 12px">Your sign-in code is</p>
<p style="margin:0 0 20px;font-size:32px;font-weight:700;letter-spacing:.3em;color:#2f4a43;font-family:'Courier New',monospace">${escapeHtml(code)}</p>
<p style="margin:0 0 16px">Enter it on the Skin Circle sign-in screen. It expires in ${CODE_TTL_MINUTES} minutes and works once.</p>
<p style="margin:0;color:#6b625b;font-size:13px">If you didn't ask for this code, you can ignore this email: nobody can sign in without it.</p>`;

  return { to, subject: CODE_MAIL_SUBJECT, text, html: brandedHtml(CODE_MAIL_SUBJECT, body) };
}

export const REVOKED_MAIL_SUBJECT = 'Your Skin Circle account: we removed an unconfirmed password';

/**
 * Sent when a code first proves the address of an account that was registered without that proof: the
 * password and sign-ins set up before it no longer work (decision 0800).
 */
export function revokedMail(
  to: string,
  revoked: { password: boolean; sessions: number },
  firstName?: string,
): MailMessage {
  const greeting = greetingFor(firstName, 'Hello');
  const what = [
    revoked.password ? 'the password' : '',
    revoked.sessions > 0 ? `${revoked.sessions} signed-in session${revoked.sessions === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const lines = [
    `You have just signed in to Skin Circle with a code sent to ${to}, which confirms this email address is yours.`,
    `The account had been set up before the address was confirmed, so for your security we removed ${what} created before today's confirmation. Anyone who used them is signed out.`,
    'If you want to sign in with a password, create a new one under Account → Profile.',
  ];
  const text = [greeting, '', ...lines.flatMap((l) => [l, '']), 'The Skin Circle team'].join('\n');
  const body = `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${lines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join('\n')}`;
  return { to, subject: REVOKED_MAIL_SUBJECT, text, html: brandedHtml(REVOKED_MAIL_SUBJECT, body) };
}

export const PROOF_MAIL_SUBJECT = 'Confirm your email address for Skin Circle';

/** Why a proof mail goes out: it changes the first line, never what the link does. */
export type ProofReason = 'register' | 'resend' | 'order';

/**
 * The address-proof mail (decision 0105): one link that confirms the address, valid for `days` days and once.
 * Someone who did not create the account can ignore it, or say so on the page the link opens.
 */
export function proofMail(
  to: string,
  link: string,
  options: { firstName?: string; reason: ProofReason; days: number },
): MailMessage {
  const greeting = greetingFor(options.firstName, 'Hello');
  const opening = {
    register: 'Welcome to Skin Circle. Please confirm that this email address is yours:',
    resend: 'Here is a new link to confirm that this email address is yours:',
    order:
      'Thank you for your order. One small thing: please confirm that this email address is yours, so your order updates and account stay with you:',
  }[options.reason];
  const after = `The link works once and expires in ${options.days} days. Your account works in the meantime.`;
  const notYou =
    "Didn't create a Skin Circle account? You can ignore this email, or open the link and choose \u201cI didn't create this account\u201d: any password set up with your address is then removed.";
  const text = [greeting, '', opening, '', link, '', after, '', notYou, '', 'The Skin Circle team'].join('\n');
  const body = `
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 20px">${escapeHtml(opening)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:#2f4a43;color:#ffffff;text-decoration:none;font-weight:600">Confirm my email address</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b625b;word-break:break-all">Or paste this link into your browser: ${escapeHtml(link)}</p>
<p style="margin:0 0 16px">${escapeHtml(after)}</p>
<p style="margin:0;color:#6b625b;font-size:13px">${escapeHtml(notYou)}</p>`;
  return { to, subject: PROOF_MAIL_SUBJECT, text, html: brandedHtml(PROOF_MAIL_SUBJECT, body) };
}
