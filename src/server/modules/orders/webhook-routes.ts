// POST /api/webhooks/stripe (COMMERCE §4, decision 0207): Stripe's signed events, verified by the stripe
// package over the exact bytes received. No session, Origin or CSRF check applies (Stripe's servers send no
// cookie and no Origin, so decision 0800's hooks let it through); the signature is the authentication. It keeps
// a rate limit and a body size cap.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { ErrorResponse } from '@shared/schemas/common';
import { badRequest, HttpError, notFound } from '../../plugins/errors';
import { queueBackInStockCheck } from '../catalogue';
import { eq } from 'drizzle-orm';
import { recordPayingCard } from './card-reuse';
import { refundCancelledOrder } from './cancel';
import { applyChargeRefunded } from './part-refunds';
import { partRefundMail } from './return-mails';
import { orders } from './schema';
import { orderMails, queueOrderUpdate } from './mails';
import { applyStripeEvent, readStripeEvent, type EventOutcome } from './payment-flow';
import { createPaymentProvider } from './payments';
import { stripeClient } from './payments/stripe';

export const STRIPE_WEBHOOK_BODY_LIMIT = 256 * 1024;

const WebhookAnswer = z.object({ received: z.literal(true), result: z.string() });

const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const settings = config.payments;
  const payments = createPaymentProvider(config);
  const stripe: Stripe | undefined = settings.provider === 'stripe' ? stripeClient(settings) : undefined;

  // Stripe signs the bytes it sends: this scope keeps JSON bodies as a raw Buffer. Every other route keeps
  // Fastify's JSON parser.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.post(
      '/api/webhooks/stripe',
      {
        bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT,
        config: { rateLimit: config.rateLimits.paymentWebhook },
        schema: {
          tags: ['orders'],
          summary:
            'Stripe events (checkout.session.completed, .async_payment_succeeded, .expired, .async_payment_failed, charge.refunded), signed with Stripe-Signature',
          response: {
            200: WebhookAnswer,
            400: ErrorResponse,
            404: ErrorResponse,
            413: ErrorResponse,
            415: ErrorResponse,
            429: ErrorResponse,
            503: ErrorResponse,
          },
        },
      },
      async (request) => {
        // Not a server fault: this shop takes no card payments (Stripe keeps retrying for days, should it return).
        if (!stripe || settings.provider !== 'stripe') throw notFound('Stripe payments are not configured');
        const raw = request.body as unknown;
        if (raw === undefined || raw === null) throw badRequest('Invalid request: body is required');
        if (!Buffer.isBuffer(raw)) throw new HttpError(415, 'Unsupported Media Type: send application/json');
        const signature = request.headers['stripe-signature'];
        let verified: Stripe.Event;
        try {
          verified = stripe.webhooks.constructEvent(
            raw,
            typeof signature === 'string' ? signature : '',
            settings.webhookSecret,
          );
        } catch {
          request.log.warn('stripe webhook refused: bad or missing signature');
          throw badRequest('Invalid signature');
        }
        // A refund seen by Stripe (ours, or one made in its dashboard): recorded once, never twice (decision 0250).
        if (verified?.type === 'charge.refunded') {
          const refunded = await applyChargeRefunded(db, verified, config.now(), (tx, order) =>
            app.outbox.queue(tx, partRefundMail, { orderId: order.id, amount: order.amount }),
          );
          request.log.info({ eventId: verified.id, type: verified.type, result: refunded.result }, 'stripe event');
          return { received: true as const, result: refunded.result };
        }
        // Signed, but not an event this shop can read (no data.object, a malformed session): 400, nothing stored.
        const event = readStripeEvent(verified);
        if ('problem' in event) {
          request.log.warn({ eventId: verified?.id }, 'stripe webhook refused: malformed event');
          throw badRequest(event.problem);
        }
        // The customer's mail is queued with the event's effect (the confirmation once paid, the update once
        // cancelled), so an event Stripe repeats mails nobody twice. A cancel put the units back: the members waiting
        // for them are mailed by the back-in-stock job, queued there too.
        const outcome = await applyStripeEvent(db, event, config.now(), async (tx, result, order) => {
          if (result === 'paid') return app.outbox.queue(tx, orderMails.confirmation, { orderId: order.id });
          await queueOrderUpdate(app.outbox, tx, order, 'status');
          await queueBackInStockCheck(app.jobs, tx);
        });
        request.log.info({ eventId: event.id, type: event.type, result: outcome.result }, 'stripe event');
        await afterEvent(outcome, request.log);
        return { received: true as const, result: outcome.result };
      },
    );
  });

  /**
   * What follows a committed event: the paying card's fingerprint recorded (decision 0806), and the refund of a
   * payment that arrived too late, with the customer's mail.
   */
  async function afterEvent(outcome: EventOutcome, log: FastifyBaseLogger) {
    if (!('orderId' in outcome)) return;
    if (outcome.result === 'paid') {
      await recordCard(outcome.orderId, log);
      return;
    }
    if (outcome.result === 'mismatch') {
      // Recorded on the staff timeline; the order stays unpaid until staff look at it in Stripe.
      log.warn(
        { orderId: outcome.orderId, expected: outcome.expected, received: outcome.received },
        'stripe amount or currency does not match the order: not marked paid',
      );
      return;
    }
    if (outcome.result !== 'paid-after-cancel') return;
    // The customer hears of the payment with the refund's outcome (refunded, or received and to be paid back).
    await refundCancelledOrder(db, payments, {
      orderId: outcome.orderId,
      claimedAt: outcome.refundClaimedAt,
      by: 'system',
      now: config.now(),
      log,
      onRecorded: (tx, order) => queueOrderUpdate(app.outbox, tx, order, 'payment'),
    });
  }

  /** Asks Stripe which card paid and records it (0806); a failure is logged: the order is paid whatever it says. */
  async function recordCard(orderId: string, log: FastifyBaseLogger) {
    try {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      const fingerprint = order ? await payments.cardFingerprint(order) : null;
      if (!fingerprint) return;
      if (await recordPayingCard(db, { orderId, fingerprint, now: config.now() })) {
        log.warn({ orderId }, 'a first-order or once-per-member code paid with a card seen on another account');
      }
    } catch (err) {
      log.warn({ err: { message: (err as Error).message }, orderId }, 'stripe: the paying card could not be read');
    }
  }
};

export default stripeWebhookRoutes;
