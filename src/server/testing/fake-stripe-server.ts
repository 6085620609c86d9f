// Test support: a small local fake of Stripe's HTTP API (decision 0207), so the stripe provider is tested with
// the official package and no network. It answers the calls the shop makes (coupons, Checkout Sessions,
// retrieving and expiring a session, a payment intent's status, refunds — late when told) from form-encoded bodies
// as the package sends them, records every request, serves a tiny hosted "checkout page" at each session's url
// (Pay, or Cancel back to the shop), and delivers signed events to the shop's webhook exactly as Stripe does
// (Stripe-Signature over the raw body). As Stripe, an open session past its `expires_at` (24 h after it was made
// unless the shop set one) reads expired.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type FakeRequest = { method: string; path: string; body: Record<string, any>; idempotencyKey?: string };

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_subtotal: number;
  amount_total: number;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  /** Unix seconds: when it was made, and when it expires (Stripe's default is 24 h after). */
  created: number;
  expires_at: number;
  line_items: Array<{ name: string; unit_amount: number; quantity: number }>;
  discounts: Array<{ coupon: string }>;
};

export type Delivery = { event: any; status: number; body: string };

export type FakeStripe = {
  /** The API base for STRIPE_API_BASE (http://127.0.0.1:port). */
  url: string;
  webhookSecret: string;
  requests: FakeRequest[];
  sessions: Map<string, FakeSession>;
  refunds: Array<{ id: string; payment_intent: string; amount: number }>;
  /** Where events go (the shop's /api/webhooks/stripe); set once the shop's address is known. */
  webhookUrl: string;
  /** Refunds answer a card error (400) while true. */
  failRefunds: boolean;
  /** Session creation answers 500 while true (the package retries, then gives up). */
  failSessions: boolean;
  /** Expiring a session answers 500 while true. */
  failExpire: boolean;
  /** Refunds are answered this many ms late (a refund in flight, decision 0802). */
  refundDelayMs: number;
  /** While set, refunds wait for it before they are answered (a refund held in flight for as long as a test needs). */
  refundGate: Promise<void> | null;
  /**
   * Payment intents' statuses as Stripe would answer them (`processing` for a delayed method still pending,
   * `requires_payment_method` once it failed); one not set reads `succeeded` when its session is paid, else
   * `processing`.
   */
  paymentIntents: Map<string, string>;
  /** The fingerprint of the card the hosted page pays with (the same card on any account gives the same one). */
  cardFingerprint: string;
  /**
   * What the hosted page's Pay button does with the event: deliver it before sending the shopper back (0, as
   * Stripe usually manages), this many ms after, or never (-1: a webhook that is late or lost).
   */
  hostedDeliveryMs: number;
  /** The event Stripe would send for this session, with a fresh event id unless one is given. */
  event(type: string, sessionId: string, id?: string): any;
  /** Pays the session (as the hosted page's Pay button does) and delivers checkout.session.completed. */
  pay(sessionId: string): Promise<Delivery>;
  /** Expires the session and delivers checkout.session.expired. */
  expire(sessionId: string): Promise<Delivery>;
  /** Delivers an event, signed with the webhook secret (or another secret, to test refusals). */
  deliver(event: any, options?: { secret?: string; signature?: string }): Promise<Delivery>;
  /** `charge.refunded` for a payment, with what the fake has refunded of it so far (decision 0250). */
  chargeRefunded(paymentIntent: string, eventId?: string): any;
  /** A refund made in Stripe's dashboard (not through the API), then its `charge.refunded` delivered. */
  refundInDashboard(paymentIntent: string, amount: number): Promise<Delivery>;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=1`) back into nested objects and arrays. */
export function parseStripeForm(raw: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: any = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startFakeStripe(options: { webhookSecret?: string } = {}): Promise<FakeStripe> {
  const webhookSecret = options.webhookSecret ?? 'whsec_fakestripesecret';
  const signer = new Stripe('sk_test_fake');
  const coupons = new Map<string, { id: string; amount_off: number }>();
  const idempotent = new Map<string, { status: number; body: string }>();

  const fake: FakeStripe = {
    url: '',
    webhookSecret,
    requests: [],
    sessions: new Map(),
    refunds: [],
    webhookUrl: '',
    failRefunds: false,
    failSessions: false,
    failExpire: false,
    refundDelayMs: 0,
    refundGate: null,
    paymentIntents: new Map(),
    cardFingerprint: 'fp_test_card_1',
    hostedDeliveryMs: 0,
    event(type, sessionId, eventId) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const { line_items: _l, discounts: _d, ...object } = session;
      return {
        id: eventId ?? id('evt'),
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      };
    },
    async pay(sessionId) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent ??= id('pi');
      return fake.deliver(fake.event('checkout.session.completed', sessionId));
    },
    async expire(sessionId) {
      fake.sessions.get(sessionId)!.status = 'expired';
      return fake.deliver(fake.event('checkout.session.expired', sessionId));
    },
    chargeRefunded(paymentIntent, eventId) {
      const session = [...fake.sessions.values()].find((s) => s.payment_intent === paymentIntent);
      const refunded = fake.refunds.filter((r) => r.payment_intent === paymentIntent);
      return {
        id: eventId ?? id('evt'),
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type: 'charge.refunded',
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: {
          object: {
            id: `ch_${paymentIntent}`,
            object: 'charge',
            payment_intent: paymentIntent,
            amount: session?.amount_total ?? 0,
            amount_refunded: refunded.reduce((sum, r) => sum + r.amount, 0),
            currency: 'gbp',
            refunded: refunded.reduce((sum, r) => sum + r.amount, 0) === session?.amount_total,
          },
        },
      };
    },
    async refundInDashboard(paymentIntent, amount) {
      fake.refunds.push({ id: id('re'), payment_intent: paymentIntent, amount });
      return fake.deliver(fake.chargeRefunded(paymentIntent));
    },
    async deliver(event, opts = {}) {
      const payload = JSON.stringify(event);
      const signature =
        opts.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? webhookSecret });
      const res = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      return { event, status: res.status, body: await res.text() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  /** Stripe expires an open session once its expires_at has passed (and would send the event; tests do that). */
  function lapse(session: FakeSession | undefined): FakeSession | undefined {
    if (session?.status === 'open' && Date.now() / 1000 >= session.expires_at) session.status = 'expired';
    return session;
  }

  function stripeError(status: number, message: string, code?: string) {
    return { status, body: JSON.stringify({ error: { type: 'invalid_request_error', message, code } }) };
  }

  function api(method: string, path: string, body: Record<string, any>): { status: number; body: string } {
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon = { id: id('co'), object: 'coupon', amount_off: Number(body.amount_off), currency: body.currency };
      coupons.set(coupon.id, coupon);
      return { status: 200, body: JSON.stringify({ ...coupon, duration: body.duration, name: body.name ?? null }) };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (fake.failSessions) return stripeError(500, 'Something went wrong on our side');
      const sessionId = id('cs');
      const lines = (body.line_items ?? []).map((l: any) => ({
        name: l.price_data.product_data.name,
        unit_amount: Number(l.price_data.unit_amount),
        quantity: Number(l.quantity),
      }));
      const discounts = (body.discounts ?? []) as Array<{ coupon: string }>;
      const off = discounts.reduce((sum, d) => sum + (coupons.get(d.coupon)?.amount_off ?? NaN), 0);
      if (Number.isNaN(off)) return stripeError(400, 'No such coupon');
      const subtotal = lines.reduce((sum: number, l: any) => sum + l.unit_amount * l.quantity, 0);
      const created = Math.floor(Date.now() / 1000);
      const session: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        url: `${fake.url}/pay/${sessionId}`,
        mode: body.mode,
        currency: body.currency,
        client_reference_id: body.client_reference_id ?? null,
        customer_email: body.customer_email ?? null,
        metadata: body.metadata ?? {},
        amount_subtotal: subtotal,
        amount_total: Math.max(0, subtotal - off),
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        created,
        expires_at: body.expires_at ? Number(body.expires_at) : created + 24 * 60 * 60,
        line_items: lines,
        discounts,
      };
      fake.sessions.set(sessionId, session);
      return { status: 200, body: JSON.stringify(session) };
    }
    const expire = path.match(/^\/v1\/checkout\/sessions\/([\w]+)\/expire$/);
    if (method === 'POST' && expire) {
      // As Stripe: only an open session can be expired (it then sends checkout.session.expired, which the tests
      // deliver themselves when they want it).
      if (fake.failExpire) return stripeError(500, 'Something went wrong on our side');
      const session = lapse(fake.sessions.get(expire[1]));
      if (!session) return stripeError(404, 'No such checkout.session');
      if (session.status !== 'open') {
        return stripeError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
      }
      session.status = 'expired';
      return { status: 200, body: JSON.stringify(session) };
    }
    const get = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
    if (method === 'GET' && get) {
      const session = lapse(fake.sessions.get(get[1]));
      return session ? { status: 200, body: JSON.stringify(session) } : stripeError(404, 'No such checkout.session');
    }
    const intent = path.match(/^\/v1\/payment_intents\/([\w]+)$/);
    if (method === 'GET' && intent) {
      const session = [...fake.sessions.values()].find((s) => s.payment_intent === intent[1]);
      const status = fake.paymentIntents.get(intent[1]) ?? (session?.payment_status === 'paid' ? 'succeeded' : null);
      if (!status && !session) return stripeError(404, 'No such payment_intent');
      const pi = { id: intent[1], object: 'payment_intent', status: status ?? 'processing' };
      // Its charge, as `expand: ['latest_charge']` gives it: the card that paid.
      const charge =
        status === 'succeeded'
          ? {
              id: `ch_${intent[1]}`,
              object: 'charge',
              payment_method_details: { type: 'card', card: { fingerprint: fake.cardFingerprint } },
            }
          : null;
      return {
        status: 200,
        body: JSON.stringify({ ...pi, amount: session?.amount_total ?? 0, currency: 'gbp', latest_charge: charge }),
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (fake.failRefunds) return stripeError(400, 'This charge cannot be refunded', 'charge_disputed');
      const session = [...fake.sessions.values()].find((s) => s.payment_intent === body.payment_intent);
      if (!session) return stripeError(404, 'No such payment_intent');
      // As Stripe: `amount` refunds part of the charge; none refunds what is left of it; never more than that.
      const refundedSoFar = fake.refunds
        .filter((r) => r.payment_intent === body.payment_intent)
        .reduce((sum, r) => sum + r.amount, 0);
      const left = session.amount_total - refundedSoFar;
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        return stripeError(
          400,
          `Refund amount (${amount}) is greater than the amount not yet refunded on charge (${left})`,
        );
      }
      const refund = { id: id('re'), payment_intent: body.payment_intent, amount };
      fake.refunds.push(refund);
      return { status: 200, body: JSON.stringify({ ...refund, object: 'refund', status: 'succeeded' }) };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  function page(session: FakeSession): string {
    const pounds = (p: number) => `£${(p / 100).toFixed(2)}`;
    const rows = session.line_items
      .map((l) => `<li>${l.quantity} × ${escape(l.name)} — ${pounds(l.unit_amount * l.quantity)}</li>`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1><ul>${rows}</ul><p>Total due: ${pounds(session.amount_total)}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay ${pounds(session.amount_total)}</button></form>
<p><a href="${escape(session.cancel_url)}">Cancel</a></p></main></body></html>`;
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      const path = (req.url ?? '/').split('?')[0];
      const method = req.method ?? 'GET';
      const hosted = path.match(/^\/pay\/([\w]+)$/);
      if (hosted) {
        const session = fake.sessions.get(hosted[1]);
        if (!session) return void res.writeHead(404).end('No such checkout session');
        if (method === 'GET') {
          return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(session));
        }
        if (lapse(session)?.status === 'open') {
          const delay = fake.hostedDeliveryMs;
          if (delay === 0) await fake.pay(session.id);
          else {
            // Paid at Stripe at once (retrieving the session says so); only the event is late or lost.
            session.status = 'complete';
            session.payment_status = 'paid';
            session.payment_intent ??= id('pi');
            if (delay > 0) setTimeout(() => void fake.pay(session.id).catch(() => undefined), delay);
          }
        }
        return void res.writeHead(303, { location: session.success_url }).end();
      }
      const body = method === 'GET' ? {} : parseStripeForm(raw);
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      fake.requests.push({ method, path, body, idempotencyKey });
      const replay = idempotencyKey ? idempotent.get(`${path} ${idempotencyKey}`) : undefined;
      if (path === '/v1/refunds' && fake.refundDelayMs > 0) await new Promise((r) => setTimeout(r, fake.refundDelayMs));
      if (path === '/v1/refunds' && fake.refundGate) await fake.refundGate;
      const answer = replay ?? api(method, path, body);
      if (idempotencyKey && answer.status < 500) idempotent.set(`${path} ${idempotencyKey}`, answer);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
