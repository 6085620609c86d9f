// Sign-in, registration and email-code requests (SPEC §7 Authentication).
import { z } from 'zod';
import { Email } from './common';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const LoginRequest = z.object({
  email: Email,
  password: z.string().min(1, 'is required').max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
});
export type LoginRequest = z.input<typeof LoginRequest>;
