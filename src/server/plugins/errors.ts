// Errors are JSON {"message": "…"} with a fitting status (DESIGN §3). A 500 only for a real fault, logged with
// the request id; a database that is down is a 503, not a crash.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** Throw one of these from a route or service to answer with that status and message. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
    /** A 400's field problems, as a schema's are sent ({ path: 'body.maxUses', message }). */
    public readonly errors?: Array<{ path: string; message: string }>,
    /** Flags the client acts on beside the message (a sign-in that needs its two-step code: `totpRequired`). */
    public readonly details?: Record<string, boolean>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);

/** A 400 shaped like a schema's: the message and `errors` naming the body field (a check a schema cannot make). */
export function fieldErrors(problems: Array<{ field: string; message: string }>, message?: string): HttpError {
  const errors = problems.map((p) => ({ path: `body.${p.field}`, message: p.message }));
  const text = message ?? `Invalid request: ${errors[0].path} ${errors[0].message}`;
  return new HttpError(400, text, {}, errors);
}
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** A database error as the driver gave it: its SQLSTATE and message. */
export type DatabaseErrorCause = { code?: unknown; message?: unknown };

/**
 * The error in `error`'s cause chain (itself first, at most five deep) that `test` accepts, however deeply a driver or
 * ORM wrapped it; undefined when none does.
 */
export function causeMatching(
  error: unknown,
  test: (cause: DatabaseErrorCause) => boolean,
): DatabaseErrorCause | undefined {
  for (let e: any = error, depth = 0; e && depth < 5; e = e.cause, depth++) {
    if (test(e)) return e;
  }
  return undefined;
}

/** What the drivers say when the connection itself failed, where they give no code. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** true for "the database is unreachable" errors, however deeply a driver or ORM wrapped them. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const unreachable = (e: DatabaseErrorCause) =>
    CONNECTION_CODES.has(e.code as string) || (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message));
  return causeMatching(error, unreachable) !== undefined;
}

/** PostgreSQL refusing text it cannot store (NUL bytes, invalid encoding): the client's input, not a fault. */
function isUnstorableText(error: unknown): boolean {
  return causeMatching(error, (e) => e.code === '22021' || e.code === '22P05') !== undefined;
}

function errorPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => {
        const where = String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.');
        const part = error.validationContext ?? 'body';
        return { path: where ? `${part}.${where}` : part, message: v.message ?? 'is invalid' };
      });
      const first = errors[0];
      return reply
        .status(400)
        .send({ message: first ? `Invalid request: ${first.path} ${first.message}` : 'Invalid request', errors });
    }
    if (error instanceof HttpError) {
      const body = {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.details,
      };
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    if (isUnstorableText(error)) {
      // A safety net: schemas refuse NUL and invalid text, but no input may ever turn into a 500.
      return reply.status(400).send({ message: 'Invalid request: text contains characters that cannot be stored' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ message: 'The shop is temporarily unavailable. Please try again shortly.' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong', requestId: request.id });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit…).
      return reply.status(status).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong', requestId: request.id });
  });
}

export default fp(errorPlugin, { name: 'errors' });
