// quiz API — see the issue that owns this area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const quizRoutes: FastifyPluginAsyncZod = async () => {};

export default quizRoutes;
