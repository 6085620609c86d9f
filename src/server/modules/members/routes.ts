// members API — see the issue that owns this area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const membersRoutes: FastifyPluginAsyncZod = async () => {};

export default membersRoutes;
