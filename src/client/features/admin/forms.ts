// What every console editor form shares (decisions 0506, 0510; tested in catalogue-forms.test.ts): a schema's
// problems and the server's 400 as one message a field, anything else as one message above the fields.
import type { z } from 'zod';
import { ApiError, serverMessage } from '@client/lib/api';

export type FormErrors = Record<string, string>;

/** The field problems of a schema check, one message a field (the first), keyed by field name; 'form' for the rest. */
export function issuesToErrors(issues: z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A failed save as messages: a 400's fields beside their fields, anything else (409: taken, still in use) above. */
export function errorsFromServer(error: unknown, fallback: string): FormErrors {
  if (error instanceof ApiError && error.status === 400) {
    try {
      const body = JSON.parse(error.message.slice(error.message.indexOf(':') + 1)) as {
        errors?: Array<{ path: string; message: string }>;
      };
      const errors: FormErrors = {};
      for (const e of body.errors ?? []) errors[e.path.replace(/^body\.?/, '') || 'form'] ??= e.message;
      if (Object.keys(errors).length > 0) return errors;
    } catch {
      // not the API's JSON: the message below
    }
  }
  return { form: serverMessage(error, fallback) };
}
