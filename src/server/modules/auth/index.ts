// The auth module's front door (issue 30): who is signed in — members and staff, their sessions, sign-in codes,
// passwords and address proofs. The rest of the server uses only what is exported here.

// Its tables that other modules refer to (foreign keys, test fixtures).
export { sessions, staff, staffSessions, users } from './schema';

// What app.ts registers: the routes, the session plugin (app.guard, request.member) and its cache, the purge job.
export { default as authRoutes, REVOKED_NOTICE } from './routes';
export {
  default as sessionPlugin,
  assertOwner,
  MEMBER_COOKIE,
  STAFF_COOKIE,
  TWO_STEP_SETUP_MESSAGE,
  type RoutePermission,
} from './session-plugin';
export { default as sessionCache } from './session-cache';
export { registerAccountPurge } from './purge';

// Members: their sessions, their record as the API returns it, the address proof that comes with a first order.
export { SESSION_MAX_DAYS, startMemberSession, type MemberRow } from './member-sessions';
export { toUser } from './user';
export { proveAddressAfterOrder } from './proof-mail';

// Staff: the team (accounts, invitations, roles, two-step sign-in; decision 0513), and its sessions.
export { default as staffRoutes, WRONG_TOTP_CODE } from './staff-routes';
export { invitationLink, LAST_OWNER, INVITATION_EXPIRED, INVITATION_USED } from './staff-accounts';
export { INVITATION_MAIL_SUBJECT, ROLE_MAIL_SUBJECT, TWO_STEP_MAIL_SUBJECT } from './staff-mails';
export { DEMO_ADMIN, STAFF_PASSWORD_MIN, staffPasswordProblem } from './staff-passwords';
export { passSecondStep, normaliseRecoveryCode } from './two-step';
export { staffInvitations, staffRecoveryCodes, teamSettings } from './schema';
export {
  endStaffSession,
  ensureStaffAccount,
  findStaffBySession,
  findStaffByUsername,
  permissionsOf,
  type StaffRow,
  knownDeviceCookie,
  knownDeviceId,
  removeDemoStaff,
  STAFF_DEVICE_COOKIE,
  STAFF_DEVICE_COOKIE_PATH,
  STAFF_DEVICE_DAYS,
  startStaffSession,
} from './staff-sessions';

// Passwords, and the account mails' subjects.
export { hashPassword, verifyPassword } from './password';
export { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
export { CODE_MAIL_SUBJECT, REVOKED_MAIL_SUBJECT } from './account-mails';

// A member's rights (OPERATIONS §3, decision 0111): the privacy module erases through these, and checks the password or
// a fresh emailed code that confirms it.
export { ERASED_MEMBER_EMAIL, clearSkinProfile, deleteMemberRow, erasedMemberId } from './erasure';
export { checkCode, consumeCode } from './sign-in-codes';
export { loginCodes } from './schema';
