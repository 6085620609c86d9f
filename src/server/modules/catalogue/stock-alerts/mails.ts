// The back-in-stock mail as an outbox template (issue 28): claiming a request queues `{ alertId, origin }` in the
// claim's transaction, and the mail is rendered from the request, its member and its product when it is sent.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { products, stockAlerts } from '../schema';
import { users } from '../../auth';
import { brandedHtml, escapeHtml, type MailMessage } from '../../../mail/mailer';
import { mailTemplate, type Outbox } from '../../../mail/outbox';
import { greeting as greetingFor } from '../../../mail/customer-text';

export const stockAlertMails = {
  /** The product of a claimed request is back; `origin` is the shop's address the link points at. */
  back: mailTemplate<{ alertId: string; origin: string }>('stock-alert.back'),
};

type BackInStock = { email: string; firstName: string; productId: string; productName: string };

/** The mail: the product is back, with a link to its page. */
export function backInStockMail(claim: BackInStock, origin: string): MailMessage {
  const link = `${origin.replace(/\/$/, '')}/product/${claim.productId}`;
  const greeting = greetingFor(claim.firstName);
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

/** How the back-in-stock mail is rendered when the outbox sends it; a request since deleted (its member left) is skipped. */
export function registerStockAlertMails(outbox: Outbox, db: Database): void {
  outbox.render(stockAlertMails.back, async ({ alertId, origin }) => {
    const [claim] = await db
      .select({ email: users.email, firstName: users.firstName, productId: products.id, productName: products.name })
      .from(stockAlerts)
      .innerJoin(users, eq(users.id, stockAlerts.userId))
      .innerJoin(products, eq(products.id, stockAlerts.productId))
      .where(eq(stockAlerts.id, alertId));
    return claim ? backInStockMail(claim, origin) : null;
  });
}
