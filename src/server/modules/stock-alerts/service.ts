// Back-in-stock requests (issue 27, decision 0220): a member asks on an out-of-stock product's page; when units
// return (a console edit from 0, a cancelled order putting units back) each waiting request is mailed once.
// "Once" holds across instances: a request is claimed by the UPDATE that stamps notified_at, and only the
// statement that changed the row gets it back (a second instance's UPDATE waits on the row lock, then finds
// notified_at set and skips it).
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, stockAlerts, users } from '../../db/schema';
import { brandedHtml, escapeHtml, type Mailer, type MailMessage } from '../../mail/mailer';
import { conflict, notFound } from '../../plugins/errors';
import type { StockAlert } from '@shared/schemas/stock-alerts';

/** The member's waiting requests (not yet mailed), oldest first. */
export async function listStockAlerts(db: Executor, userId: string): Promise<StockAlert[]> {
  const rows = await db
    .select({ productId: stockAlerts.productId, createdAt: stockAlerts.createdAt })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)))
    .orderBy(asc(stockAlerts.createdAt));
  return rows.map((r) => ({ productId: r.productId, createdAt: r.createdAt.toISOString() }));
}

/**
 * Asks for a mail when the product is back. Only for a product on sale and out of stock (404 / 409 otherwise);
 * asking again after an earlier mail starts a new request. Idempotent while one is waiting.
 */
export async function requestStockAlert(db: Executor, userId: string, productId: string, now: Date): Promise<void> {
  const [product] = await db
    .select({ name: products.name, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  if (!product) throw notFound('Product not found');
  if (product.stock > 0) throw conflict(`${product.name} is back in stock: you can add it to your cart now`);
  await db
    .insert(stockAlerts)
    .values({ userId, productId, createdAt: now })
    .onConflictDoUpdate({
      target: [stockAlerts.userId, stockAlerts.productId],
      set: { notifiedAt: null, createdAt: now },
      // A request still waiting keeps its place; only a mailed one starts again.
      setWhere: sql`${stockAlerts.notifiedAt} is not null`,
    });
}

/** Withdraws the member's request for this product (nothing to do when there is none). */
export async function cancelStockAlert(db: Executor, userId: string, productId: string): Promise<void> {
  await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.productId, productId), isNull(stockAlerts.notifiedAt)));
}

type Claimed = { id: string; email: string; firstName: string; productId: string; productName: string };

/**
 * Claims every waiting request whose product is on sale with units again (of `productIds` when given): stamps
 * notified_at and returns the rows this call stamped, with the member's address and the product's name.
 */
export async function claimBackInStock(db: Executor, now: Date, productIds?: string[]): Promise<Claimed[]> {
  if (productIds && productIds.length === 0) return [];
  const available = db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        gt(products.stock, 0),
        ...(productIds ? [inArray(products.id, productIds)] : []),
      ),
    );
  const claimed = await db
    .update(stockAlerts)
    .set({ notifiedAt: now })
    .where(and(isNull(stockAlerts.notifiedAt), inArray(stockAlerts.productId, available)))
    .returning({ id: stockAlerts.id, userId: stockAlerts.userId, productId: stockAlerts.productId });
  if (claimed.length === 0) return [];
  const people = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((c) => c.userId))]));
  const names = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...new Set(claimed.map((c) => c.productId))]));
  const person = new Map(people.map((p) => [p.id, p]));
  const name = new Map(names.map((p) => [p.id, p.name]));
  return claimed.flatMap((c) => {
    const who = person.get(c.userId);
    return who
      ? [
          {
            id: c.id,
            email: who.email,
            firstName: who.firstName,
            productId: c.productId,
            productName: name.get(c.productId) ?? '',
          },
        ]
      : [];
  });
}

/** The mail: the product is back, with a link to its page. */
export function backInStockMail(claim: Claimed, origin: string): MailMessage {
  const link = `${origin.replace(/\/$/, '')}/product/${claim.productId}`;
  const greeting = claim.firstName ? `Hi ${claim.firstName},` : 'Hello,';
  const lines = [
    `Good news: ${claim.productName} is back in stock.`,
    'You asked us to let you know. Stock can go quickly, so here is the link:',
  ];
  const text = [
    greeting,
    '',
    ...lines,
    link,
    '',
    "We won't email you about this product again unless you ask.",
    '',
    'Skin Circle',
  ].join('\n');
  const html = brandedHtml(
    `${claim.productName} is back`,
    `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}` +
      `<p><a href="${escapeHtml(link)}" style="color:#7a5c45;font-weight:bold">View ${escapeHtml(claim.productName)}</a></p>` +
      `<p style="font-size:13px;color:#8a817a">We won't email you about this product again unless you ask.</p>`,
  );
  return { to: claim.email, subject: `Back in stock: ${claim.productName}`, text, html };
}

/**
 * Mails every request whose product has units again (of `productIds` when given), each once. The claims are made
 * before this resolves; the mails go out after, so a caller (a console edit) does not wait on the mail server.
 * A mail that fails is put back to waiting, for the next time stock changes.
 */
export async function sendBackInStockMails(
  db: Executor,
  mailer: Mailer,
  input: { origin: string; now: Date; productIds?: string[]; log: { warn: (obj: object, msg: string) => void } },
): Promise<{ claimed: number; sent: Promise<void> }> {
  const claims = await claimBackInStock(db, input.now, input.productIds);
  const sent = Promise.all(
    claims.map(async (claim) => {
      try {
        await mailer.send(backInStockMail(claim, input.origin));
      } catch (err) {
        input.log.warn({ err, alertId: claim.id }, 'back-in-stock mail failed; the request waits again');
        await db
          .update(stockAlerts)
          .set({ notifiedAt: null })
          .where(eq(stockAlerts.id, claim.id))
          .catch(() => undefined);
      }
    }),
  ).then(() => undefined);
  return { claimed: claims.length, sent };
}
