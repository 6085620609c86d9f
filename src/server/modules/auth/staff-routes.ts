// The team over HTTP (OPERATIONS §2, decision 0513): staff accounts and invitations (owners), accepting an
// invitation (no session: the link is the credential), and two-step sign-in set up by any member of staff for their
// own account. Thin: the rules are in staff-accounts.ts and two-step.ts; the permission each route needs is
// declared in its config and checked by the one staff guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams } from '@shared/schemas/common';
import {
  InvitationAccept,
  InvitationInfo,
  RecoveryCodes,
  StaffAccount,
  StaffInvite,
  StaffPatch,
  TeamSettings,
  TotpConfirm,
  TotpSetup,
} from '@shared/schemas/staff';
import { conflict, fieldErrors } from '../../plugins/errors';
import { actorOf, recordAudit } from '../audit';
import {
  acceptInvitation,
  describeInvitation,
  inviteStaff,
  listStaff,
  readTeamSettings,
  updateStaff,
  updateTeamSettings,
} from './staff-accounts';
import { registerStaffMails, staffMails } from './staff-mails';
import { confirmTotp, startTotpSetup } from './two-step';

export const WRONG_TOTP_CODE = 'is not the current code: check the time on your phone and try the newest code';

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['admin'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
  registerStaffMails(app.outbox, db, config.now);

  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'The team: every staff account (owners)',
        response: { 200: z.array(StaffAccount), ...errors },
      },
      config: { permission: 'staff.manage' },
    },
    async () => listStaff(db),
  );

  app.post(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'Invites a member of staff by email: a single-use link valid 72 hours (owners)',
        body: StaffInvite,
        response: { 201: StaffAccount, ...errors },
      },
      config: { permission: 'staff.manage' },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const account = await db.transaction((tx) =>
        inviteStaff(tx, app.outbox, { ...request.body, origin: config.publicUrl }, actor),
      );
      request.log.info({ staff: actor.username, invited: account.id, role: account.role }, 'staff invited');
      return reply.status(201).send(account);
    },
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary: "Changes a member of staff's role, or disables / re-enables them (their sessions end at once)",
        params: IdParams,
        body: StaffPatch,
        response: { 200: StaffAccount, ...errors },
      },
      config: { permission: 'staff.manage' },
    },
    async (request) => {
      const actor = actorOf(request);
      const account = await db.transaction((tx) => updateStaff(tx, app.outbox, request.params.id, request.body, actor));
      request.log.info({ staff: actor.username, changed: account.id, change: request.body }, 'staff changed');
      return account;
    },
  );

  app.get(
    '/api/admin/team-settings',
    {
      schema: {
        tags,
        summary: "The team's rules: whether two-step sign-in is required",
        response: { 200: TeamSettings, ...errors },
      },
      config: { permission: 'staff.manage' },
    },
    async () => readTeamSettings(db),
  );

  app.patch(
    '/api/admin/team-settings',
    {
      schema: {
        tags,
        summary: 'Requires two-step sign-in of everyone (or no longer)',
        body: TeamSettings,
        response: { 200: TeamSettings, ...errors },
      },
      config: { permission: 'staff.manage' },
    },
    async (request) => {
      const actor = actorOf(request);
      return db.transaction((tx) => updateTeamSettings(tx, request.body, actor));
    },
  );

  app.get(
    '/api/admin/invitations',
    {
      schema: {
        tags,
        summary: 'Who an invitation link is for (the page that sets the password)',
        querystring: z.object({ token: InvitationAccept.shape.token }),
        response: { 200: InvitationInfo, 400: ErrorResponse, 410: ErrorResponse },
      },
      config: { permission: 'public', rateLimit: config.rateLimits.adminLogin },
    },
    async (request) => describeInvitation(db, request.query.token, config.now()),
  );

  app.post(
    '/api/admin/invitations/accept',
    {
      schema: {
        tags,
        summary: "Sets an invitee's password (the staff password rules) and spends the link",
        body: InvitationAccept,
        response: { 200: StaffAccount, 400: ErrorResponse, 410: ErrorResponse, 429: ErrorResponse },
      },
      config: { permission: 'public', rateLimit: config.rateLimits.adminLogin },
    },
    async (request) => {
      const account = await db.transaction((tx) => acceptInvitation(tx, request.body, config.now()));
      request.log.info({ staff: account.username }, 'staff invitation accepted');
      return account;
    },
  );

  app.post(
    '/api/admin/me/totp',
    {
      schema: {
        tags,
        summary: 'Starts setting up two-step sign-in: a new secret for the authenticator app (shown this once)',
        response: { 200: TotpSetup, 401: ErrorResponse },
      },
      config: { permission: 'self' },
    },
    async (request) => startTotpSetup(db, config.sessionSecret, request.staffMember),
  );

  app.post(
    '/api/admin/me/totp/confirm',
    {
      schema: {
        tags,
        summary: 'Turns two-step sign-in on with a current code: answers the recovery codes (shown this once)',
        body: TotpConfirm,
        response: { 200: RecoveryCodes, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse },
      },
      config: { permission: 'self' },
    },
    async (request) => {
      const actor = actorOf(request);
      const result = await db.transaction(async (tx) => {
        const confirmed = await confirmTotp(tx, config.sessionSecret, actor.id!, request.body.code, actor.at);
        if (confirmed === 'no-setup') throw conflict('Start the set-up first: there is no new secret to confirm');
        if (!confirmed) return null;
        await app.outbox.queue(tx, staffMails.twoStepOn, { staffId: actor.id! });
        await recordAudit(tx, actor, {
          action: confirmed.wasOn ? 'two-step-renewed' : 'two-step-on',
          entity: 'staff',
          entityId: actor.id,
          before: { twoStep: confirmed.wasOn },
          after: { twoStep: true },
        });
        return confirmed;
      });
      if (!result) throw fieldErrors([{ field: 'code', message: WRONG_TOTP_CODE }]);
      request.log.info({ staff: actor.username }, 'two-step sign-in turned on');
      return { recoveryCodes: result.recoveryCodes };
    },
  );
};

export default staffRoutes;
