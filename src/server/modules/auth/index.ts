// The auth module's front door (issue 30): who is signed in — members and staff, their sessions, sign-in codes,
// passwords and address proofs. The rest of the server uses only what is exported here.
export * from './schema';
export { default as authRoutes, REVOKED_NOTICE } from './routes';
export { default as session, assertOwner, MEMBER_COOKIE, STAFF_COOKIE } from './session-plugin';
export { default as sessionCache } from './session-cache';
export {
  findSessionOwner,
  sessionKey,
  startMemberSession,
  SESSION_MAX_DAYS,
  SESSION_MAX_MS,
  type MemberRow,
} from './member-sessions';
export {
  endStaffSession,
  endStaffSessions,
  ensureStaffAccount,
  findStaffBySession,
  findStaffByUsername,
  removeDemoStaff,
  startStaffSession,
  type StaffRow,
} from './staff-sessions';
export { hashPassword, verifyPassword } from './password';
export { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
export { CODE_MAIL_SUBJECT, REVOKED_MAIL_SUBJECT } from './mail';
export { proveAddressAfterOrder } from './proof-mail';
export { registerAccountPurge } from './purge';
export { toUser } from './user';
