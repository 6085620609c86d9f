// admin API — see the issue that owns this area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const adminRoutes: FastifyPluginAsyncZod = async () => {};

export default adminRoutes;
