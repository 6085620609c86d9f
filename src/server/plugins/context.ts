// What every module needs, decorated once: the database, the configuration and the mail transport.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import type { Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    mailer: Mailer;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { config: Config; database: DatabaseHandle; mailer: Mailer }) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('mailer', opts.mailer);
  },
  { name: 'context' },
);
