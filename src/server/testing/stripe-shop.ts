// The shop with PAYMENT_PROVIDER=stripe against a local fake of Stripe's HTTP API (testing/fake-stripe-server.ts),
// shared by the Stripe test files: one app and one fake per file, and the steps those tests take (a checkout as
// the cart page does it, an order placed, its mails).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { AdminOrder, Order, Quote } from '@shared/schemas/orders';
import { orderHistory } from '../modules/orders';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';
import {
  createTestApp,
  deliveryAddress,
  requestAs,
  stockOf as unitsInStock,
  freshProduct,
  json,
  signedInMember,
  staffCookie,
  type TestApp,
} from './app';
import { mailsTo as mailsIn } from './mail';

export type Who = Awaited<ReturnType<typeof signedInMember>>;

/** Starts the fake and the app before the file's tests and closes both after them. */
export function useStripeShop() {
  const shop = {
    t: undefined as unknown as TestApp,
    fake: undefined as unknown as FakeStripe,
    staff: '',
    base: '',
    address: deliveryAddress,
    as: (cookie: string | null, method: string, url: string, payload?: unknown) =>
      requestAs(shop.t.app, cookie, method, url, payload),
    /** A fresh product (no other test touches it) with this stock. */
    productWith: (stock: number, price?: string, memberPrice?: string | null) =>
      freshProduct(shop.t.app, { stock, price, memberPrice }),
    stockOf: (id: string) => unitsInStock(shop.t.app, id),
    /** A member with these lines in the cart, checked out exactly as the cart page does it. */
    async checkout(who: Who, lines: Array<{ productId: string; quantity: number }>) {
      for (const line of lines) {
        const res = await shop.as(who.cookie, 'POST', '/api/cart', { userId: who.user.id, ...line });
        expect(res.statusCode, res.body).toBe(201);
      }
      const q = Quote.parse(json(await shop.as(who.cookie, 'POST', `/api/cart/${who.user.id}/quote`, {})));
      return shop.as(who.cookie, 'POST', '/api/orders', {
        userId: who.user.id,
        subtotal: q.subtotal,
        memberDiscount: q.memberDiscount,
        codeDiscount: q.codeDiscount,
        shipping: q.shipping,
        total: q.total,
        items: q.items,
        shippingAddress: deliveryAddress,
      });
    },
    async placed(quantity = 2, stock = 10) {
      const who = await signedInMember(shop.t.app);
      const product = await shop.productWith(stock);
      const res = await shop.checkout(who, [{ productId: product.id, quantity }]);
      expect(res.statusCode, res.body).toBe(201);
      const order = Order.parse(json(res));
      const session = [...shop.fake.sessions.values()].find((s) => s.client_reference_id === order.id)!;
      return { who, product, order, session };
    },
    adminOrder: async (id: string) =>
      AdminOrder.parse(json(await shop.as(shop.staff, 'GET', `/api/admin/orders/${id}`))),
    historyCount: async (id: string) =>
      (await shop.t.app.db.select().from(orderHistory).where(eq(orderHistory.orderId, id))).length,
    mailsTo: (email: string): string[] => mailsIn(shop.t.config.mailDir, email),
    async waitForMail(email: string, has: string): Promise<string> {
      for (let i = 0; i < 100; i++) {
        const found = shop.mailsTo(email).find((m) => m.includes(has));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${email} with ${has}`);
    },
  };
  beforeAll(async () => {
    shop.fake = await startFakeStripe();
    shop.t = await createTestApp(
      {},
      {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_skincircle',
        STRIPE_WEBHOOK_SECRET: shop.fake.webhookSecret,
        STRIPE_API_BASE: shop.fake.url,
        PUBLIC_URL: 'https://shop.example',
      },
    );
    shop.base = await shop.t.app.listen({ port: 0, host: '127.0.0.1' });
    shop.fake.webhookUrl = `${shop.base}/api/webhooks/stripe`;
    shop.staff = await staffCookie(shop.t.app);
  });
  afterAll(async () => {
    await shop.t.close();
    await shop.fake.close();
  });
  return shop;
}
