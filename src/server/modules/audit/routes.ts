// The audit log for owners (OPERATIONS §2): read only — no route writes, edits or deletes an entry.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@shared/schemas/common';
import { AuditPage, AuditQuery } from '@shared/schemas/staff';
import { listAudit } from './audit';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every staff write, newest first, 50 a page, by actor (id or username) and entity',
        querystring: AuditQuery,
        response: { 200: AuditPage, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      config: { permission: 'audit.read' },
    },
    async (request) => listAudit(app.db, request.query),
  );
};

export default auditRoutes;
