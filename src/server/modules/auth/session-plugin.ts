// Who is asking: the member (or member of staff) behind the session cookie — never a userId sent by the client.
// `app.guard` is the one ownership mechanism every user-scoped route uses.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { findStaffBySession, type StaffRow } from './staff-sessions';
import { eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/client';
import { users } from './schema';
import { findSessionOwner, sessionKey, SESSION_MAX_MS, type MemberRow } from './member-sessions';
import { forbidden, HttpError, unauthorized } from '../../plugins/errors';
import { PERMISSIONS, roleMay, type Permission } from '@shared/schemas/staff';

/**
 * What a staff route declares in `config.permission` (decision 0513), read by the one staff guard:
 * - a permission of the table (@shared/schemas/staff ROLE_PERMISSIONS): the role must have it;
 * - `'staff'`: any enabled member of staff (the console's home, their own account);
 * - `'self'`: the same, even one who must still set up two-step sign-in (me, the set-up itself);
 * - `'public'`: no session at all (sign-in, sign-out, accepting an invitation);
 * - `{ oneOf, pick }`: the permission depends on what is asked (`pick` reads the parsed body, e.g. a payment
 *   recorded needs orders.write, a refund recorded needs refunds); the guard then runs once the body is parsed.
 * Every /api/admin route and every route the staff guard protects must declare one, or it does not register.
 */
export type RoutePermission =
  Permission | 'staff' | 'self' | 'public' | { oneOf: readonly Permission[]; pick: (body: unknown) => Permission };

export const MEMBER_COOKIE = 'sc_session';
export const STAFF_COOKIE = 'sc_staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs of a member of staff (decision 0513). */
    permission?: RoutePermission;
  }
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
    /** Every staff route and what it declared (for the test generated from the permission table, decision 0513). */
    staffRoutes: Array<{ method: string; url: string; permission: RoutePermission }>;
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
  /**
   * 401 unless an enabled member of staff is signed in, 403 unless their role has the permission the route declares
   * in `config.permission` (the one place roles are checked, decision 0513); sets request.staffMember.
   */
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
const STAFF_GUARD = Symbol('skincircle.staff-guard');
const isStaffGuard = (fn: unknown) =>
  typeof fn === 'function' && (fn as { [STAFF_GUARD]?: true })[STAFF_GUARD] === true;
const hooksOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

function isPermission(value: unknown): value is Permission {
  return (PERMISSIONS as readonly unknown[]).includes(value);
}

/** Why a declared permission is not one (a typo must not register as "no check"), or null. */
function permissionProblem(permission: unknown): string | null {
  if (permission === 'staff' || permission === 'self' || permission === 'public' || isPermission(permission)) {
    return null;
  }
  if (typeof permission === 'object' && permission !== null && 'oneOf' in permission && 'pick' in permission) {
    const { oneOf, pick } = permission as { oneOf: unknown; pick: unknown };
    if (Array.isArray(oneOf) && oneOf.length > 0 && oneOf.every(isPermission) && typeof pick === 'function') {
      return null;
    }
  }
  return `declares an unknown permission ${JSON.stringify(permission)}`;
}
const isGuard = (fn: unknown) => typeof fn === 'function' && (fn as { [GUARD]?: true })[GUARD] === true;
function markGuard<T extends preHandlerHookHandler>(fn: T): T {
  (fn as unknown as { [GUARD]: true })[GUARD] = true;
  return fn;
}
function markStaffGuard<T extends preHandlerHookHandler>(fn: T): T {
  (fn as unknown as { [STAFF_GUARD]: true })[STAFF_GUARD] = true;
  return markGuard(fn);
}

export const TWO_STEP_SETUP_MESSAGE = 'Two-step sign-in is required: set it up to use the console';

function sessionPlugin(app: FastifyInstance) {
  // Guards before validation (decision 0800): a guard a route lists as a preHandler is moved to preValidation,
  // ahead of the schema, so an anonymous caller gets 401 (and a stranger 403) whatever they send and learns
  // nothing about the route's inputs. Body and params are parsed by then but not validated: `guard.self`'s pick
  // compares the raw value with the member's id, so anything that is not exactly their id is refused.
  const guardedRoutes: string[] = [];
  app.decorate('guardedRoutes', guardedRoutes);
  const staffRoutes: Array<{ method: string; url: string; permission: RoutePermission }> = [];
  app.decorate('staffRoutes', staffRoutes);
  // Staff routes declare what they need (decision 0513): one without a declaration does not register, and one that
  // declares a permission gets the staff guard even if it did not list it.
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    const listed = [route.onRequest, route.preValidation, route.preHandler].flatMap(hooksOf).some(isStaffGuard);
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (!listed && permission === undefined && !route.url.startsWith('/api/admin')) return;
    if (permission === undefined) {
      throw new Error(`${methods.join(',')} ${route.url}: a staff route declares config.permission (decision 0513)`);
    }
    const problem = permissionProblem(permission);
    if (problem) throw new Error(`${methods.join(',')} ${route.url} ${problem} (decision 0513)`);
    for (const method of methods) staffRoutes.push({ method, url: route.url, permission });
    if (permission === 'public') {
      if (listed) throw new Error(`${route.url} is public but lists the staff guard (decision 0513)`);
      return;
    }
    // A permission that reads the body is checked once the body is parsed: the guard moves to preValidation.
    const late = typeof permission === 'object';
    if (!listed || late) {
      route.onRequest = hooksOf(route.onRequest).filter((fn) => !isStaffGuard(fn)) as typeof route.onRequest;
      const pre = hooksOf(route.preHandler).filter((fn) => !isStaffGuard(fn));
      route.preHandler = (pre.length ? pre : undefined) as typeof route.preHandler;
      const validation = hooksOf(route.preValidation).filter((fn) => !isStaffGuard(fn));
      route.preValidation = [guard.staff, ...validation] as typeof route.preValidation;
      if (!listed) for (const method of methods) guardedRoutes.push(`${method} ${route.url}`);
    }
  });
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
    staff: markStaffGuard(async function (request) {
      const token = request.cookies[STAFF_COOKIE];
      const found =
        token && token.length <= 200 ? await findStaffBySession(db, config.sessionSecret, token, config.now()) : null;
      if (!found) throw unauthorized('Please sign in to the console');
      request.staffMember = found;
      const permission = request.routeOptions.config.permission;
      if (permission === 'self') return;
      if (found.twoStepSetupRequired) {
        throw new HttpError(403, TWO_STEP_SETUP_MESSAGE, {}, undefined, { twoStepSetupRequired: true });
      }
      if (permission === 'staff') return;
      const needed = typeof permission === 'object' ? permission.pick(request.body) : permission;
      // Undeclared cannot happen (the route would not have registered); refused all the same.
      if (!needed || needed === 'public' || !roleMay(found.role, needed))
        throw forbidden('Your role does not allow this');
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
