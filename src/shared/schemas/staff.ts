// A team, not a password (OPERATIONS §2, decision 0513): staff roles, the one table of what each role may do,
// staff accounts and invitations, two-step sign-in and the audit log. The console reads the same table to show
// only what a role may do; the server's one guard (auth/session-plugin.ts) enforces it.
import { z } from 'zod';
import { Email, Text } from './common';

/** Everything a staff route can need, named in the shop's words. */
export const PERMISSIONS = [
  'orders.read',
  'orders.write',
  /** The orders CSV for the books (decision 0242). */
  'orders.export',
  'refunds',
  'customers.read',
  /** Points adjusted with a reason, a customer's data produced or erased on request (OPERATIONS §3). */
  'customers.write',
  /** The shop's figures: revenue, orders, top products (OPERATIONS §6). */
  'sales.read',
  /** Hide an abusive review with a reason (OPERATIONS §5). */
  'reviews.write',
  'catalogue.read',
  'catalogue.write',
  'codes.write',
  'rewards.write',
  'content.write',
  'quiz.read',
  'quiz.write',
  'assistant.read',
  'jobs.read',
  'jobs.write',
  'staff.manage',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'fulfilment', 'catalogue', 'support', 'marketing'] as const;
export const StaffRole = z.enum(STAFF_ROLES, { message: `must be one of ${STAFF_ROLES.join(', ')}` });
export type StaffRole = z.infer<typeof StaffRole>;

/**
 * The one table of roles → permissions (OPERATIONS §2): owner everything, staff included; fulfilment orders;
 * catalogue the products, categories, pictures and import (§1); support customers (their points and data requests,
 * §3) and orders to read (and the orders export for the books, decision 0242), refunds and returns, and the quiz
 * review; marketing codes, rewards, content (events, FAQs), reviews, the shop's sales figures and the assistant's.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  fulfilment: ['orders.read', 'orders.write'],
  catalogue: ['catalogue.read', 'catalogue.write'],
  support: [
    'orders.read',
    'orders.export',
    'customers.read',
    'customers.write',
    'refunds',
    'quiz.read',
    'quiz.write',
    'assistant.read',
  ],
  marketing: ['codes.write', 'rewards.write', 'content.write', 'reviews.write', 'sales.read', 'assistant.read'],
};

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  fulfilment: 'Fulfilment',
  catalogue: 'Catalogue',
  support: 'Support',
  marketing: 'Marketing',
};

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

// ── Accounts ────────────────────────────────────────────────────────────────────────────────────────────────

/** The signed-in member of staff (login and me): who, their role and what it may do. */
export const StaffMember = z.object({
  id: z.string(),
  username: z.string(),
  role: StaffRole,
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Two-step sign-in is on for this account. */
  twoStep: z.boolean(),
  /**
   * The shop requires two-step sign-in and this account has not set it up: until it does, every staff call but the
   * set-up's answers 403 and the console sends them to the set-up screen (decision 0513).
   */
  twoStepSetupRequired: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** An account as the Team screen lists it. `status`: invited (no password yet), active, disabled. */
export const StaffAccount = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: StaffRole,
  status: z.enum(['invited', 'active', 'disabled']),
  disabled: z.boolean(),
  twoStep: z.boolean(),
  /** When the latest invitation lapses (ISO), for an account still invited. */
  invitationExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

export const StaffInvite = z.object({ email: Email, role: StaffRole });
export type StaffInvite = z.input<typeof StaffInvite>;

export const StaffPatch = z
  .object({
    disabled: z.boolean().optional(),
    role: StaffRole.optional(),
    /** Turns their two-step sign-in off (a lost phone, no recovery codes left): they set it up again (0513). */
    resetTwoStep: z.literal(true, { message: 'must be true' }).optional(),
  })
  .refine((p) => p.disabled !== undefined || p.role !== undefined || p.resetTwoStep !== undefined, {
    message: 'needs disabled, role or resetTwoStep',
    path: ['disabled'],
  });
export type StaffPatch = z.input<typeof StaffPatch>;

export const INVITATION_TOKEN_MAX = 200;
/** The sign-in's own cap (admin.ts ADMIN_PASSWORD_MAX is the same figure). */
export const STAFF_PASSWORD_MAX = 200;
export const InvitationAccept = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(INVITATION_TOKEN_MAX, `must be at most ${INVITATION_TOKEN_MAX} characters`),
  password: z
    .string()
    .min(1, 'is required')
    .max(STAFF_PASSWORD_MAX, `must be at most ${STAFF_PASSWORD_MAX} characters`),
});
export type InvitationAccept = z.input<typeof InvitationAccept>;

/** What the invitation page shows before the password is set. */
export const InvitationInfo = z.object({ email: z.string(), role: StaffRole });
export type InvitationInfo = z.infer<typeof InvitationInfo>;

export const TeamSettings = z.object({ requireTwoStep: z.boolean() });
export type TeamSettings = z.infer<typeof TeamSettings>;

// ── Two-step sign-in (RFC 6238: SHA-1, 6 digits, 30 s) ─────────────────────────────────────────────────────────

export const TotpSetup = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code for the authenticator app: an SVG data URL. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetup>;

export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');
export const TotpConfirm = z.object({ code: TotpCode });
export type TotpConfirm = z.input<typeof TotpConfirm>;

export const RECOVERY_CODE_COUNT = 10;
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** The sign-in's second step: a current code or an unused recovery code (spaces and dashes forgiven). */
export const LoginTotp = Text(40);

// ── Audit log ────────────────────────────────────────────────────────────────────────────────────────────────

export const AUDIT_PAGE_SIZE = 50;
export const AuditQuery = z.object({
  /** A staff id, or (part of) a username. */
  actor: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  entity: z.string().trim().max(60, 'must be at most 60 characters').optional(),
  page: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1).max(10_000).default(1),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  /** Who made the change: their username (the email for invited staff); `actorId` is their account's id. */
  actor: z.string(),
  actorId: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({ entries: z.array(AuditEntry), total: z.number().int() });
export type AuditPage = z.infer<typeof AuditPage>;
