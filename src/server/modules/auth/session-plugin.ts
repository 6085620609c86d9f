// Who is asking: the member (or member of staff) behind the session cookie — never a userId sent by the client.
// `app.guard` is the one ownership mechanism every user-scoped route uses.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { findStaffBySession, type StaffRow } from './staff-sessions';
import { eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/client';
import { users } from './schema';
import { findSessionOwner, sessionKey, SESSION_MAX_MS, type MemberRow } from './member-sessions';
import { forbidden, unauthorized } from '../../plugins/errors';

export const MEMBER_COOKIE = 'sc_session';
export const STAFF_COOKIE = 'sc_staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.guard.member / app.guard.self: who is signed in. Their row: `app.guard.memberRow(request)`. */
    member: SignedInMember;
    /** Set by app.guard.staff. */
    staffMember: StaffRow;
  }
  interface FastifyInstance {
    guard: Guard;
    /** Every route a guard protects, as 'METHOD /url' (for the test that probes them all anonymously). */
    guardedRoutes: string[];
    setSessionCookie(reply: FastifyReply, name: string, token: string, expiresAt: Date): void;
    clearSessionCookie(reply: FastifyReply, name: string): void;
  }
}

/** What `guard.self`'s pick reads: path, body and query as the route's schema validated them. */
export type OwnedRequest = FastifyRequest<{
  Params: Record<string, any>;
  Body: Record<string, any>;
  Querystring: Record<string, any>;
}>;

/** The signed-in member as the session knows them (decision 0900): their id, never a stale copy of their row. */
export type SignedInMember = { id: string };

export type Guard = {
  /** 401 unless a member is signed in; sets request.member. */
  member: preHandlerHookHandler;
  /**
   * 401 unless signed in, 403 unless `pick(request)` is the signed-in member's own id.
   * pick reads the (already validated) path or body, e.g. `(req) => req.params.userId`.
   */
  self: (pick: (request: OwnedRequest) => string | undefined) => preHandlerHookHandler;
  /** 401 unless a member of staff is signed in; sets request.staffMember. */
  staff: preHandlerHookHandler;
  /** The signed-in member or null, without refusing (for routes open to visitors). */
  optionalMember: (request: FastifyRequest) => Promise<MemberRow | null>;
  /** The guarded member's row, read from the database once per request (points, tier and email are never stale). */
  memberRow: (request: FastifyRequest) => Promise<MemberRow>;
};

/** 403 unless the resource belongs to the signed-in member. */
export function assertOwner(request: FastifyRequest, ownerId: string | null | undefined) {
  if (!ownerId || ownerId !== request.member?.id) throw forbidden();
}

const GUARD = Symbol('skincircle.guard');
const isGuard = (fn: unknown) => typeof fn === 'function' && (fn as { [GUARD]?: true })[GUARD] === true;
function markGuard<T extends preHandlerHookHandler>(fn: T): T {
  (fn as unknown as { [GUARD]: true })[GUARD] = true;
  return fn;
}

function sessionPlugin(app: FastifyInstance) {
  // Guards before validation (decision 0800): a guard a route lists as a preHandler is moved to preValidation,
  // ahead of the schema, so an anonymous caller gets 401 (and a stranger 403) whatever they send and learns
  // nothing about the route's inputs. Body and params are parsed by then but not validated: `guard.self`'s pick
  // compares the raw value with the member's id, so anything that is not exactly their id is refused.
  const guardedRoutes: string[] = [];
  app.decorate('guardedRoutes', guardedRoutes);
  app.addHook('onRoute', (route) => {
    const pre = route.preHandler;
    const list = Array.isArray(pre) ? pre : pre ? [pre] : [];
    const guards = list.filter(isGuard);
    if (guards.length === 0) return;
    const rest = list.filter((fn) => !isGuard(fn));
    route.preHandler = rest.length > 0 ? rest : undefined;
    const existing = route.preValidation;
    const before = Array.isArray(existing) ? existing : existing ? [existing] : [];
    route.preValidation = [...guards, ...before] as typeof route.preValidation;
    for (const method of [route.method].flat()) if (method !== 'HEAD') guardedRoutes.push(`${method} ${route.url}`);
  });

  const { db, config, sessionCache } = app;

  /** The member id behind the cookie, from this instance's session cache or one prepared lookup. */
  async function sessionOwner(request: FastifyRequest): Promise<string | null> {
    const token = request.cookies[MEMBER_COOKIE];
    if (!token || token.length > 200) return null;
    const key = sessionKey(config.sessionSecret, token);
    const cached = sessionCache.owner(key);
    if (cached) return cached;
    const epoch = sessionCache.epoch;
    const owner = await findSessionOwner(db, key, config.now());
    if (!owner) return null;
    sessionCache.remember(key, owner, epoch, SESSION_MAX_MS);
    return owner.userId;
  }

  const rows = new WeakMap<FastifyRequest, Promise<MemberRow | undefined>>();
  function rowOf(request: FastifyRequest, id: string): Promise<MemberRow | undefined> {
    let row = rows.get(request);
    if (!row) {
      const query = preparedQuery(db, 'member_by_id', (d) =>
        d
          .select()
          .from(users)
          .where(eq(users.id, sql.placeholder('id')))
          .prepare('member_by_id'),
      );
      row = query.execute({ id }).then((found) => found[0]);
      rows.set(request, row);
    }
    return row;
  }

  async function loadMember(request: FastifyRequest): Promise<MemberRow | null> {
    const id = await sessionOwner(request);
    return id ? ((await rowOf(request, id)) ?? null) : null;
  }

  const member: preHandlerHookHandler = markGuard(async function (request) {
    const id = await sessionOwner(request);
    if (!id) throw unauthorized();
    request.member = { id };
  });

  const guard: Guard = {
    member,
    self: (pick) =>
      markGuard(async function (request, reply) {
        await member.call(this, request, reply, () => {});
        let claimed: unknown;
        try {
          claimed = pick(request as OwnedRequest);
        } catch {
          claimed = undefined; // an unvalidated body without the expected shape (e.g. no body at all)
        }
        if (claimed !== request.member.id) throw forbidden();
      }),
    staff: markGuard(async function (request) {
      const token = request.cookies[STAFF_COOKIE];
      const found =
        token && token.length <= 200 ? await findStaffBySession(db, config.sessionSecret, token, config.now()) : null;
      if (!found) throw unauthorized('Please sign in to the console');
      request.staffMember = found;
    }),
    optionalMember: loadMember,
    async memberRow(request) {
      const row = request.member ? await rowOf(request, request.member.id) : undefined;
      if (!row) throw unauthorized();
      return row;
    },
  };

  app.decorate('guard', guard);
  app.decorateRequest('member', null as unknown as SignedInMember);
  app.decorateRequest('staffMember', null as unknown as StaffRow);

  app.decorate('setSessionCookie', (reply: FastifyReply, name: string, token: string, expiresAt: Date) => {
    reply.setCookie(name, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      expires: expiresAt,
    });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply, name: string) => {
    reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction });
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['context', 'session-cache'] });
