// Sign-in, registration, email-code and password requests (SPEC §7 Authentication and user).
// One schema per shape: the screens validate with the same rules the server enforces.
import { z } from 'zod';
import { Email, Text } from './common';
import { UserResponse } from './user';

import { CODE_LENGTH, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth-limits';

export { CODE_LENGTH, CODE_TTL_MINUTES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './auth-limits';

export const LoginRequest = z.object({
  email: Email,
  password: z.string().min(1, 'is required').max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** A new password: the SPEC's 6-character minimum, capped so hashing cost stays bounded. */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);

/** A first or last name: trimmed, not blank, capped. */
export const PersonName = Text(NAME_MAX).min(1, 'is required');

export const RegisterRequest = z.object({
  email: Email,
  password: NewPassword,
  firstName: PersonName,
  lastName: PersonName,
  /** Stored as given (the client sends 'customer-' plus a timestamp). */
  shopifyCustomerId: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  /** Accepted for compatibility and ignored: every registration is skin_circle (DESIGN §4). */
  membershipTier: z.string().max(40, 'must be at most 40 characters').optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const SendCodeRequest = z.object({ email: Email });
export type SendCodeRequest = z.input<typeof SendCodeRequest>;

export const SendCodeResponse = z.object({
  success: z.boolean(),
  /** true when the address has no member yet: the screen asks for a name before verifying. */
  requiresProfile: z.boolean(),
});
export type SendCodeResponse = z.infer<typeof SendCodeResponse>;

/** Exactly six digits (surrounding spaces forgiven, as a pasted code often has them). */
export const SignInCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `must be ${CODE_LENGTH} digits`);

export const VerifyCodeRequest = z.object({
  email: Email,
  code: SignInCode,
  // Only needed for a new address; blank counts as missing.
  firstName: Text(NAME_MAX).optional(),
  lastName: Text(NAME_MAX).optional(),
});
export type VerifyCodeRequest = z.input<typeof VerifyCodeRequest>;

/**
 * A code sign-in's answer. `revokedBeforeProof`: the code was the first proof of an address registered with a
 * password, so that password and the other signed-in browsers were removed (decision 0105); `notice` says so.
 */
export const VerifyCodeResponse = UserResponse.extend({
  revokedBeforeProof: z.boolean(),
  notice: z.string().optional(),
});
export type VerifyCodeResponse = z.infer<typeof VerifyCodeResponse>;

/** The token from a proof mail's link; `disown`: the mailbox's owner did not create the account. */
export const VerifyEmailRequest = z.object({
  token: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  disown: z.boolean().optional(),
});
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequest>;

export const VerifyEmailResponse = z.object({
  success: z.literal(true),
  email: z.string(),
  userId: z.string(),
  /** The address had been proved before (by an earlier link or a code). */
  alreadyProved: z.boolean(),
  /** disown: the password that had been set up was removed (and every session ended). */
  passwordRemoved: z.boolean(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

export const ResendProofResponse = z.object({ success: z.literal(true), email: z.string() });
export type ResendProofResponse = z.infer<typeof ResendProofResponse>;

export const CreatePasswordRequest = z.object({ password: NewPassword });
export type CreatePasswordRequest = z.input<typeof CreatePasswordRequest>;

/** Demo mode only: the demo member's sign-in, for pre-filling the sign-in screen. */
export const DemoLogin = z.object({ email: z.string(), password: z.string() });
export type DemoLogin = z.infer<typeof DemoLogin>;
