// Back-in-stock requests: the routes, and the one call a route makes after stock may have come back.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendBackInStockMails } from './service';

export { default as stockAlertRoutes } from './routes';
export { claimBackInStock, sendBackInStockMails } from './service';

/**
 * After a change that may have put units back (a console stock edit, a cancelled order): mails the waiting
 * requests for these products (all products when omitted), each once. Never throws: the change is committed
 * and a mail problem is only logged. The mail links to PUBLIC_URL, else to the host the request came to.
 */
export async function alertBackInStock(
  app: FastifyInstance,
  request: FastifyRequest,
  productIds?: string[],
): Promise<void> {
  try {
    await sendBackInStockMails(app.db, app.mailer, {
      origin: app.config.publicUrl ?? `${request.protocol}://${request.host}`,
      now: app.config.now(),
      productIds,
      log: request.log,
    });
  } catch (err) {
    request.log.warn({ err }, 'back-in-stock requests could not be claimed');
  }
}

export { queueBackInStockCheck, type StockAlertJob } from './jobs';
