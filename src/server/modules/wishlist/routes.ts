// wishlist API — see the issue that owns this area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const wishlistRoutes: FastifyPluginAsyncZod = async () => {};

export default wishlistRoutes;
