// orders API — see the issue that owns this area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const ordersRoutes: FastifyPluginAsyncZod = async () => {};

export default ordersRoutes;
