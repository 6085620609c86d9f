// The console's events (OPERATIONS §1, decision 0510): thin routes over event-editing.ts. A change is on the
// members' Events screen at once (GET /api/events reads the table; the catalogue read cache is cleared all the same).
import { actorOf } from '../audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams } from '@shared/schemas/common';
import { AdminEvent, EventCreate, EventPatch } from '@shared/schemas/content-admin';
import { createEvent, listAdminEvents, updateEvent } from './event-editing';

const eventAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['admin'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
  const staff = app.guard.staff;

  app.get(
    '/api/admin/events',
    {
      schema: {
        tags,
        summary: 'Every event, switched off or past too: those to come first, soonest first',
        response: { 200: z.array(AdminEvent), 401: ErrorResponse },
      },
      onRequest: staff,
      config: { permission: 'content.write' },
    },
    async () => listAdminEvents(db, config.now()),
  );

  app.post(
    '/api/admin/events',
    {
      schema: {
        tags,
        summary: 'Creates an event (dateTime as UK time 2026-05-14T18:30 or an ISO instant; bookingUrl https)',
        body: EventCreate,
        response: { 201: AdminEvent, ...errors },
      },
      onRequest: staff,
      config: { permission: 'content.write' },
    },
    async (request, reply) => {
      const event = await createEvent(db, request.body, config.now(), actorOf(request));
      request.log.info({ staff: request.staffMember.username, event: event.id }, 'event created');
      await app.catalogueChanged();
      return reply.code(201).send(event);
    },
  );

  app.patch(
    '/api/admin/events/:id',
    {
      schema: {
        tags,
        summary: 'Changes an event, its places or whether it is shown (never fewer places than are booked)',
        params: IdParams,
        body: EventPatch,
        response: { 200: AdminEvent, ...errors },
      },
      onRequest: staff,
      config: { permission: 'content.write' },
    },
    async (request) => {
      const event = await updateEvent(db, request.params.id, request.body, config.now(), actorOf(request));
      request.log.info({ staff: request.staffMember.username, event: event.id, change: request.body }, 'event changed');
      await app.catalogueChanged();
      return event;
    },
  );
};

export default eventAdminRoutes;
