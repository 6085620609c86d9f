// Shapes used across areas. One Zod schema per shape, shared by client and server.
import { z } from 'zod';

/** Every error the API answers: {"message": "…"} plus the field problems on a 400. */
export const ErrorResponse = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Staff sign-in: the password was right and a two-step code is needed (OPERATIONS §2). */
  totpRequired: z.boolean().optional(),
  /** Staff: the shop requires two-step sign-in and this account must set it up first (decision 0513). */
  twoStepSetupRequired: z.boolean().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** PostgreSQL text cannot hold NUL: refuse it at the edge instead of failing in the database. */
const NO_NUL = (s: string) => !s.includes('\u0000');
const NO_NUL_MESSAGE = 'must not contain NUL characters';

export const Id = z.uuid({ message: 'must be a valid id' });

/**
 * A money amount as the API sends it: '12.50'. The shop's range is 8 digits before the point (numeric(10, 2)):
 * anything longer is a 400 here, never a database error (COMMERCE §6).
 */
export const Decimal = z
  .string()
  .regex(/^-?\d+\.\d{2}$/, 'must be an amount with 2 decimals')
  .regex(/^-?\d{1,8}\./, 'must be at most 99999999.99');

/** Emails are trimmed and lower-cased before anything else sees them. */
export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .refine(NO_NUL, NO_NUL_MESSAGE)
  .pipe(z.email({ message: 'must be a valid email address' }));

/** A capped, trimmed line of text. */
export const Text = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).refine(NO_NUL, NO_NUL_MESSAGE);

/** Query-string booleans: true/false/1/0 only (anything else is a 400, not silently false). */
export const QueryFlag = z
  .enum(['true', 'false', '1', '0'], { message: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1');

export const IdParams = z.object({ id: Id });
export const UserIdParams = z.object({ userId: Id });

export const Ok = z.object({ success: z.boolean() });
