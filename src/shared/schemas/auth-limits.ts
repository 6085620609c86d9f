// The numbers of the sign-in rules, without the validator: the sign-in screens show them (placeholders, "at least
// 6 characters") and importing them from auth.ts would put all of zod in the storefront's first load (decision 0611).
// auth.ts re-exports them, so the server and the schemas read the same values.

/** SPEC §5/§9: a password has at least 6 characters (see docs/decisions/0102 on NIST SP 800-63B). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 80;
export const CODE_LENGTH = 6;
/** SPEC §9: a sign-in code expires in 10 minutes. */
export const CODE_TTL_MINUTES = 10;
