// Who is asking: the member (or member of staff) behind the session cookie — never a userId sent by the client.
// `app.guard` is the one ownership mechanism every user-scoped route uses.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { findStaffBySession, type StaffRow } from '../modules/admin/staff';
import { findMemberBySession, type MemberRow } from '../modules/auth/sessions';
import { forbidden, unauthorized } from './errors';

export const MEMBER_COOKIE = 'sc_session';
export const STAFF_COOKIE = 'sc_staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.guard.member / app.guard.self. */
    member: MemberRow;
    /** Set by app.guard.staff. */
    staffMember: StaffRow;
  }
  interface FastifyInstance {
    guard: Guard;
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
};

/** 403 unless the resource belongs to the signed-in member. */
export function assertOwner(request: FastifyRequest, ownerId: string | null | undefined) {
  if (!ownerId || ownerId !== request.member?.id) throw forbidden();
}

function sessionPlugin(app: FastifyInstance) {
  const { db, config } = app;

  async function loadMember(request: FastifyRequest): Promise<MemberRow | null> {
    const token = request.cookies[MEMBER_COOKIE];
    if (!token || token.length > 200) return null;
    return findMemberBySession(db, config.sessionSecret, token, config.now());
  }

  const member: preHandlerHookHandler = async function (request) {
    const found = await loadMember(request);
    if (!found) throw unauthorized();
    request.member = found;
  };

  const guard: Guard = {
    member,
    self: (pick) =>
      async function (request, reply) {
        await member.call(this, request, reply, () => {});
        const claimed = pick(request as OwnedRequest);
        if (claimed !== request.member.id) throw forbidden();
      },
    staff: async function (request) {
      const token = request.cookies[STAFF_COOKIE];
      const found =
        token && token.length <= 200 ? await findStaffBySession(db, config.sessionSecret, token, config.now()) : null;
      if (!found) throw unauthorized('Please sign in to the console');
      request.staffMember = found;
    },
    optionalMember: loadMember,
  };

  app.decorate('guard', guard);
  app.decorateRequest('member', null as unknown as MemberRow);
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

export default fp(sessionPlugin, { name: 'session', dependencies: ['context'] });
