// Staff passwords (decision 0803, 0513): production's rule for ADMIN_PASSWORD, and every invitee's own password.
import { isCommonPassword } from './common-passwords';

export const DEMO_ADMIN = { username: 'admin', password: 'skincircle-admin' };
/** Staff passwords: at least this long and not on the common-password list. */
export const STAFF_PASSWORD_MIN = 12;

/** Why a staff password is too weak, or null when it will do. */
export function staffPasswordProblem(password: string): string | null {
  if (password === DEMO_ADMIN.password) return 'it is the published demo password';
  if (password.length < STAFF_PASSWORD_MIN) return `it must be at least ${STAFF_PASSWORD_MIN} characters`;
  if (isCommonPassword(password)) return 'it is on the list of common passwords';
  return null;
}
