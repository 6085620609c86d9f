// routines API — see the issue that owns this area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const routinesRoutes: FastifyPluginAsyncZod = async () => {};

export default routinesRoutes;
