// A member's rights over their data (OPERATIONS §3, decisions 0110–0113): consents, the copy of their data, erasure.
import { z } from 'zod';
import { CODE_LENGTH, PASSWORD_MAX } from './auth-limits';

export const CONSENT_KINDS = ['health', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One consent as it stands: never given is `given: false, at: null`. */
export const ConsentState = z.object({ given: z.boolean(), at: z.iso.datetime({ offset: true }).nullable() });
export type ConsentState = z.infer<typeof ConsentState>;

/** GET/PUT /api/account/consents: each kind's current answer. */
export const Consents = z.object({ health: ConsentState, marketing: ConsentState });
export type Consents = z.infer<typeof Consents>;

/** PUT /api/account/consents: a clear yes (true) or a withdrawal (false) of either kind; at least one. */
export const ConsentsUpdate = z
  .object({
    health: z.boolean().optional(),
    marketing: z.boolean().optional(),
    /** Where the member said it (the coach's card or the account screen); the account screen when left out. */
    source: z.enum(['account', 'coach']).optional(),
  })
  .strict()
  .refine((v) => v.health !== undefined || v.marketing !== undefined, {
    message: 'must say health or marketing',
    path: ['health'],
  });
export type ConsentsUpdate = z.infer<typeof ConsentsUpdate>;

/** DELETE /api/account: the password, or (for members without one) a fresh emailed sign-in code. */
export const DeleteAccountRequest = z
  .object({
    password: z.string().min(1, 'must not be empty').max(PASSWORD_MAX).optional(),
    code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `must be the ${CODE_LENGTH}-digit code from your email`)
      .optional(),
  })
  .strict()
  .refine((v) => (v.password === undefined) !== (v.code === undefined), {
    message: 'must give your password or the code we emailed you',
    path: ['password'],
  });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const DELETED_MESSAGE = 'Your account has been deleted.';
