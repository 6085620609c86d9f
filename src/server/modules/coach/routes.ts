// coach API — see the issue that owns this area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const coachRoutes: FastifyPluginAsyncZod = async () => {};

export default coachRoutes;
