// What every module needs, decorated once: the database, the configuration, the mail transport, the job runner and
// the mail outbox.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { JobRunner } from '../jobs';
import type { Mailer } from '../mail/mailer';
import type { Outbox } from '../mail/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    mailer: Mailer;
    jobs: JobRunner;
    outbox: Outbox;
  }
}

type ContextOptions = { config: Config; database: DatabaseHandle; mailer: Mailer; jobs: JobRunner; outbox: Outbox };

export default fp(
  async (app: FastifyInstance, opts: ContextOptions) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('mailer', opts.mailer);
    app.decorate('jobs', opts.jobs);
    app.decorate('outbox', opts.outbox);
  },
  { name: 'context' },
);
