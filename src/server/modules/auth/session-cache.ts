// Who a session cookie belongs to, remembered per instance so a signed-in read does not first ask the database
// (decision 0900). Only the identity is kept (session → member id, expiry), never the member's row, so points,
// tier and profile are always read fresh. A session that ends is forgotten on every instance BEFORE the call
// that ended it answers:
//   - on the embedded database there is one process, and it forgets in line;
//   - on PostgreSQL the cache is on only while this instance is subscribed to Redis; an ending is published and
//     the ending call waits until every other subscribed instance has acknowledged that it forgot;
//   - on PostgreSQL without Redis (other instances unreachable) there is no cache.
// A lookup that was already reading the database when a session ended does not store what it read (the epoch),
// and no entry is kept longer than MAX_AGE_MS, a backstop for an instance cut off from Redis without noticing.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

export type SessionOwner = { userId: string; expiresAt: Date; createdAt: Date };
/** Which sessions ended: these (by key), or every one of a member's but `exceptKey`. */
export type SessionsEnded = { keys: string[] } | { userId: string; exceptKey?: string };

type Entry = { userId: string; expiresAt: number; cachedAt: number };

export const SESSIONS_CHANNEL = 'skincircle:sessions-ended';
export const SESSIONS_ACK_CHANNEL = 'skincircle:sessions-ended:ack';
const MAX_ENTRIES = 50_000;
const MAX_AGE_MS = 60_000;
/** How long an ending call waits for the other instances' acknowledgements. */
const ACK_TIMEOUT_MS = 2_000;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private epochValue = 0;

  constructor(
    /** false: every lookup goes to the database (PostgreSQL without Redis, or Redis away). */
    private active: boolean,
    private readonly clock: () => number,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get enabled() {
    return this.active;
  }

  /** Bumped by every ending: a lookup that started before one must not store what it read. */
  get epoch() {
    return this.epochValue;
  }

  setEnabled(on: boolean) {
    this.active = on;
    this.clear();
  }

  /** The member id of a live cached session, or undefined (not cached, expired, or kept too long). */
  owner(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.clock();
    if (entry.expiresAt <= now || now - entry.cachedAt > MAX_AGE_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.userId;
  }

  /** Keeps what a lookup read, unless the cache is off or a session ended since the lookup began. */
  remember(key: string, owner: SessionOwner, epochAtLookup: number, maxLifetimeMs: number) {
    if (!this.active || epochAtLookup !== this.epochValue) return;
    if (this.entries.size >= this.maxEntries) {
      // The map's order is insertion order: the oldest entry goes.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const expiresAt = Math.min(owner.expiresAt.getTime(), owner.createdAt.getTime() + maxLifetimeMs);
    this.entries.set(key, { userId: owner.userId, expiresAt, cachedAt: this.clock() });
  }

  forget(ended: SessionsEnded) {
    this.epochValue += 1;
    if ('keys' in ended) {
      for (const key of ended.keys) this.entries.delete(key);
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.userId === ended.userId && key !== ended.exceptKey) this.entries.delete(key);
    }
  }

  clear() {
    this.epochValue += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
    /** Call after the database has ended sessions: forgets them here and on every other instance, then returns. */
    sessionsEnded(ended: SessionsEnded): Promise<void>;
  }
}

type Announcement = { id: string; from: string; ended: SessionsEnded };

export default fp(
  async (app: FastifyInstance) => {
    const { config, database } = app;
    const clock = () => config.now().getTime();
    const shared = database.kind === 'postgres';
    // Embedded: one process owns the data, the cache is always right. PostgreSQL: only with Redis.
    const cache = new SessionCache(!shared && config.sessionCache, clock);
    app.decorate('sessionCache', cache);
    const me = randomUUID();
    let publisher: Redis | undefined;
    const waiting = new Map<string, { needed: number; got: number; done: () => void }>();

    if (shared && config.redisUrl && config.sessionCache) {
      const options = { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false };
      publisher = new Redis(config.redisUrl, options);
      const subscriber = new Redis(config.redisUrl, { connectTimeout: 2000 });
      const warn = (err: Error) => app.log.warn({ err: { message: err.message } }, 'redis error (session cache)');
      publisher.on('error', warn);
      subscriber.on('error', warn);
      // Off the moment the subscription may have missed an ending; on again (empty) once subscribed anew.
      const off = () => cache.setEnabled(false);
      subscriber.on('close', off);
      subscriber.on('end', off);
      subscriber.on('reconnecting', off);
      const subscribe = () =>
        subscriber.subscribe(SESSIONS_CHANNEL, SESSIONS_ACK_CHANNEL).then(() => cache.setEnabled(true), warn);
      subscriber.on('ready', () => void subscribe());
      subscriber.on('message', (channel: string, message: string) => {
        if (channel === SESSIONS_ACK_CHANNEL) {
          const [id, to] = message.split(' ');
          const wait = to === me ? waiting.get(id) : undefined;
          if (wait && ++wait.got >= wait.needed) wait.done();
          return;
        }
        if (channel !== SESSIONS_CHANNEL) return;
        let announcement: Announcement;
        try {
          announcement = JSON.parse(message) as Announcement;
        } catch {
          return;
        }
        if (announcement.from === me) return;
        cache.forget(announcement.ended);
        publisher?.publish(SESSIONS_ACK_CHANNEL, `${announcement.id} ${announcement.from}`).catch(warn);
      });
      app.addHook('onClose', async () => {
        cache.setEnabled(false);
        publisher?.disconnect();
        subscriber.disconnect();
      });
    }

    app.decorate('sessionsEnded', async (ended: SessionsEnded) => {
      if ('keys' in ended && ended.keys.length === 0) return;
      cache.forget(ended);
      if (!publisher) return;
      const id = randomUUID();
      let done = () => {};
      const acknowledged = new Promise<void>((resolve) => (done = resolve));
      try {
        const message = JSON.stringify({ id, from: me, ended } satisfies Announcement);
        waiting.set(id, { needed: Infinity, got: 0, done });
        // PUBLISH answers how many subscribers received it: every instance, this one included.
        const received = await publisher.publish(SESSIONS_CHANNEL, message);
        const wait = waiting.get(id)!;
        wait.needed = received - 1;
        if (wait.got >= wait.needed) return;
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), ACK_TIMEOUT_MS)));
        const late = await Promise.race([acknowledged.then(() => false), timedOut]);
        clearTimeout(timer);
        if (late) {
          app.log.warn(
            { expected: wait.needed, acknowledged: wait.got },
            'not every instance acknowledged a session ending in time (their entries expire within a minute)',
          );
        }
      } catch (err) {
        app.log.warn({ err: { message: (err as Error).message } }, 'session ending not published');
      } finally {
        waiting.delete(id);
      }
    });
  },
  { name: 'session-cache', dependencies: ['context'] },
);
