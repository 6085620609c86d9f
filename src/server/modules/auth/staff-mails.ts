// The team's mails (OPERATIONS §2, decision 0513): the invitation with its single-use link, a role changed, and
// two-step sign-in turned on. Each is queued in the transaction that makes its change and rendered when sent; staff
// addresses are set by an owner, so none is held by the cap on unproved addresses (decision 0801).
import { eq } from 'drizzle-orm';
import { ROLE_LABELS, roleMay, type StaffRole } from '@shared/schemas/staff';
import type { Database } from '../../db/client';
import { brandedHtml, escapeHtml, type MailMessage } from '../../mail/mailer';
import { mailTemplate, type Outbox } from '../../mail/outbox';
import { staff, staffInvitations } from './schema';
import { roleOf } from './staff-sessions';

export const INVITATION_TTL_HOURS = 72;
export const INVITATION_MAIL_SUBJECT = 'You are invited to the Skin Circle console';
export const ROLE_MAIL_SUBJECT = 'Your Skin Circle console role has changed';
export const TWO_STEP_MAIL_SUBJECT = 'Two-step sign-in is now on for your Skin Circle console account';

export const staffMails = {
  /** The link is a credential: sealed, emptied once settled or when it lapses. */
  invitation: mailTemplate<{ invitationId: string; link: string }>('staff.invitation', {
    secret: true,
    always: true,
    lifetimeMs: INVITATION_TTL_HOURS * 60 * 60 * 1000,
  }),
  roleChanged: mailTemplate<{ staffId: string; role: string }>('staff.role-changed', { always: true }),
  twoStepOn: mailTemplate<{ staffId: string }>('staff.two-step-on', { always: true }),
};

function plainMail(to: string, subject: string, paragraphs: string[]): MailMessage {
  const text = ['Hello,', '', ...paragraphs.flatMap((p) => [p, '']), 'The Skin Circle team'].join('\n');
  const body = `<p style="margin:0 0 16px">Hello,</p>
${paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}`;
  return { to, subject, text, html: brandedHtml(subject, body) };
}

const roleWords = (role: StaffRole) => {
  if (role === 'owner') return 'Owner: everything in the console, the team included';
  const areas = [
    roleMay(role, 'orders.write') ? 'orders' : roleMay(role, 'orders.read') ? 'orders (to read)' : '',
    roleMay(role, 'refunds') ? 'refunds' : '',
    roleMay(role, 'customers.read') ? 'customers' : '',
    roleMay(role, 'catalogue.write') ? 'products and categories' : '',
    roleMay(role, 'codes.write') ? 'discount codes' : '',
    roleMay(role, 'content.write') ? 'rewards, events and FAQs' : '',
  ].filter(Boolean);
  return `${ROLE_LABELS[role]}: ${areas.join(', ')}`;
};

export function invitationMail(to: string, link: string, role: StaffRole): MailMessage {
  const subject = INVITATION_MAIL_SUBJECT;
  const paragraphs = [
    `You have been invited to the Skin Circle console as ${roleWords(role)}.`,
    `Set your password here (the link works once, for ${INVITATION_TTL_HOURS} hours):`,
    link,
    'Then sign in to the console with this email address and your new password.',
    'If you did not expect this invitation, you can ignore this email: nothing happens without the link.',
  ];
  const text = ['Hello,', '', ...paragraphs.flatMap((p) => [p, '']), 'The Skin Circle team'].join('\n');
  const body = `<p style="margin:0 0 16px">Hello,</p>
<p style="margin:0 0 12px">${escapeHtml(paragraphs[0])}</p>
<p style="margin:0 0 12px">${escapeHtml(paragraphs[1])}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="color:#2f4a43;font-weight:700">Set your password</a></p>
<p style="margin:0 0 12px">${escapeHtml(paragraphs[3])}</p>
<p style="margin:0;color:#6b625b;font-size:13px">${escapeHtml(paragraphs[4])}</p>`;
  return { to, subject, text, html: brandedHtml(subject, body) };
}

export function registerStaffMails(outbox: Outbox, db: Database, now: () => Date): void {
  outbox.render(staffMails.invitation, async ({ invitationId, link }) => {
    const [row] = await db
      .select({
        email: staff.email,
        role: staff.role,
        usedAt: staffInvitations.usedAt,
        expiresAt: staffInvitations.expiresAt,
      })
      .from(staffInvitations)
      .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
      .where(eq(staffInvitations.id, invitationId));
    const role = row ? roleOf(row.role) : null;
    // Gone, used or lapsed (a newer invitation replaced it): the link would not work.
    if (!row?.email || !role || row.usedAt || row.expiresAt <= now()) return null;
    return invitationMail(row.email, link, role);
  });
  outbox.render(staffMails.roleChanged, async ({ staffId, role }) => {
    const [row] = await db.select({ email: staff.email }).from(staff).where(eq(staff.id, staffId));
    const known = roleOf(role);
    if (!row?.email || !known) return null;
    return plainMail(row.email, ROLE_MAIL_SUBJECT, [
      `An owner has changed your role in the Skin Circle console. You are now ${roleWords(known)}.`,
      'The console shows what your new role may do the next time you open it.',
    ]);
  });
  outbox.render(staffMails.twoStepOn, async ({ staffId }) => {
    const [row] = await db.select({ email: staff.email }).from(staff).where(eq(staff.id, staffId));
    if (!row?.email) return null;
    return plainMail(row.email, TWO_STEP_MAIL_SUBJECT, [
      'Two-step sign-in has just been turned on for your Skin Circle console account: from now on, signing in needs a code from your authenticator app (or one of your recovery codes) as well as your password.',
      'If this was not you, tell an owner at once: they can disable the account.',
    ]);
  });
}
