// The common-password blocklist: the ~49,000 most used passwords from breach corpora, as maintained by the
// zxcvbn-ts project (@zxcvbn-ts/language-common). Checked on the server only: the list is ~200 kB, far too
// much for the sign-in screen's first load (decision 0800).
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** True when the password (case-insensitively, spaces at the ends ignored) is a commonly used one. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.normalize('NFKC').trim().toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one (a short phrase works well).';
