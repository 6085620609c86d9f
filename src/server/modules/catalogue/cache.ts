// The catalogue read cache (decision 0005), shared by the catalogue routes and whatever changes the catalogue:
// `app.catalogueChanged()` clears it here and, when REDIS_URL is set, on every other instance too (a Redis
// pub/sub message; decision 0205). Without Redis a change reaches other instances within the cache lifetime.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { ReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: ReadCache;
    /** Clears the catalogue read cache on this instance and (with Redis) on every other one. */
    catalogueChanged(): Promise<void>;
  }
}

export const CATALOGUE_CHANNEL = 'skincircle:catalogue-changed';

export default fp(
  async (app: FastifyInstance) => {
    // The app's clock (config.now), so tests can step past the cache lifetime instead of waiting it out.
    const cache = new ReadCache(app.config.catalogueCacheMs, undefined, () => app.config.now().getTime());
    app.decorate('catalogueCache', cache);
    const me = randomUUID();
    let publisher: Redis | undefined;

    if (app.config.redisUrl && app.config.catalogueCacheMs > 0) {
      const options = { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false };
      publisher = new Redis(app.config.redisUrl, options);
      // A subscriber connection cannot issue other commands; it re-subscribes by itself after a reconnect.
      const subscriber = new Redis(app.config.redisUrl, { connectTimeout: 2000 });
      const warn = (err: Error) => app.log.warn({ err: { message: err.message } }, 'redis error (catalogue cache)');
      publisher.on('error', warn);
      subscriber.on('error', warn);
      subscriber.on('message', (channel: string, message: string) => {
        if (channel === CATALOGUE_CHANNEL && message !== me) cache.clear();
      });
      // Lost messages while Redis is away: clear on every reconnect, so nothing older than the outage is served.
      subscriber.on('ready', () => cache.clear());
      subscriber.subscribe(CATALOGUE_CHANNEL).catch(warn);
      app.addHook('onClose', async () => {
        publisher?.disconnect();
        subscriber.disconnect();
      });
    }

    app.decorate('catalogueChanged', async () => {
      cache.clear();
      if (!publisher) return;
      try {
        await publisher.publish(CATALOGUE_CHANNEL, me);
      } catch (err) {
        // The edit is saved; other instances catch up when their entries expire (a few seconds).
        app.log.warn({ err: { message: (err as Error).message } }, 'catalogue change not published');
      }
    });
  },
  { name: 'catalogue-cache', dependencies: ['context'] },
);
