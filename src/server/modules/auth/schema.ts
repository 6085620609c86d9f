// The tables the auth module owns (one schema per module, issue 30; drizzle-kit reads every modules/*/schema.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  passwordHash: text('password_hash'),
  membershipTier: text('membership_tier').notNull().default('skin_circle'),
  rewardPoints: integer('reward_points').notNull().default(0),
  shopifyCustomerId: text('shopify_customer_id'),
  skinType: text('skin_type'),
  skinConcerns: text('skin_concerns')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Set when the member proved they own the address (an email code). Data matched by email needs it. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** 'MM-DD' (no year asked): unlocks birthday-month codes (COMMERCE §6). */
  birthday: text('birthday'),
  /** When the member last saved a birthday: they may change it again 365 days later (decision 0803). */
  birthdaySetAt: timestamp('birthday_set_at', { withTimezone: true }),
  createdAt: createdAt(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Orders this member has placed: each placing moves it on only from the value checkout read, so two orders of one
   * member placed at once cannot both pass the per-member checks (decision 0805).
   */
  orderSerial: integer('order_serial').notNull().default(0),
  /**
   * Points a refund took back that the balance no longer held (spent on a code already used): the next points earned
   * pay them off before they reach the balance, which never goes below 0 (COMMERCE §3, §6; decision 0802).
   */
  pointsOwed: integer('points_owed').notNull().default(0),
});

/** A member's signed-in browser. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Email sign-in codes: random 6 digits, stored hashed, single use, 10 minutes, 5 tries. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_email_idx').on(t.email, t.createdAt)],
);

/**
 * Proving the address after registration (COMMERCE §6, issue 27): a link mailed to the member, its token stored
 * hashed, single use, 7 days. Proving it sets users.email_verified_at.
 */
export const emailProofs = pgTable(
  'email_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_proofs_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A member of staff (OPERATIONS §2, decision 0513). The configured ADMIN_USERNAME is the first owner (rows from before
 * roles became owners); the others are invited by email, which is their username, and have no password until they
 * accept. Never deleted: disabled, so the audit log and the order timeline keep naming them.
 */
export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  /** Where the account's mails go: the invitee's address (the configured admin has none unless it is one). */
  email: text('email'),
  /** null while an invitation is open. */
  passwordHash: text('password_hash'),
  /** owner | fulfilment | catalogue | support | marketing (@shared/schemas/staff ROLE_PERMISSIONS). */
  role: text('role').notNull().default('owner'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** The authenticator secret, sealed (AES-256-GCM under a key derived from SESSION_SECRET); null until set up. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** A secret offered by the set-up screen and not confirmed yet (sealed like the one in use). */
  totpPendingSecret: text('totp_pending_secret'),
  /** The 30-second step of the last code that signed in: a code is never accepted twice. */
  totpLastStep: integer('totp_last_step'),
  createdAt: createdAt(),
});

/** An invitation's single-use link (72 hours): only the SHA-256 of its token is kept. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** Who invited them (an owner). */
    invitedBy: uuid('invited_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_staff_idx').on(t.staffId)],
);

/** Two-step sign-in's recovery codes: stored hashed, each good for one sign-in. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** The team's rules, one row (id 1): an owner can require two-step sign-in of everyone. */
export const teamSettings = pgTable(
  'team_settings',
  {
    id: integer('id').primaryKey().default(1),
    requireTwoStep: boolean('require_two_step').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('team_settings_one_row', sql`${t.id} = 1`)],
);

/** Staff console sessions, kept apart from member sessions so one can never stand in for the other. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);
