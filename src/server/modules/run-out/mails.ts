// The run-out reminder as an outbox template (decision 0311). A marketing mail: it carries the one-click unsubscribe
// (RFC 8058, decision 0112), and when it is sent everything that allowed it is read again — the member's consent, the
// product still in their active routine and still on sale — so a "no" given meanwhile is never overtaken by a mail.
import { eq } from 'drizzle-orm';
import { formatEventDate } from '@shared/dates';
import type { Database } from '../../db/client';
import { users } from '../auth';
import { products } from '../catalogue';
import { mayMarketTo, withUnsubscribe } from '../consents';
import { brandedHtml, escapeHtml, type MailMessage } from '../../mail/mailer';
import { greeting as greetingFor } from '../../mail/customer-text';
import type { Outbox } from '../../mail/outbox';
import { runOutMail, stepsUsing } from './reminders';

type Reminder = {
  email: string;
  firstName: string;
  productId: string;
  productName: string;
  runsOutOn: Date;
  times: string[];
};

/** 'every evening', 'every morning', 'morning and evening': how the routine uses it, as the member put it. */
function useWords(times: string[]): string {
  const morning = times.includes('morning');
  const evening = times.includes('evening');
  if (morning && evening) return 'morning and evening';
  return morning ? 'every morning' : 'every evening';
}

/** The mail: when it runs out by our estimate, why we think so, and the product's page. */
export function runOutMessage(reminder: Reminder, publicUrl: string): MailMessage {
  const link = `${publicUrl.replace(/\/$/, '')}/product/${reminder.productId}`;
  const greeting = greetingFor(reminder.firstName);
  const lines = [
    `By our estimate your ${reminder.productName} runs out around ${formatEventDate(reminder.runsOutOn)}.`,
    `That is from its size and your routine, which uses it ${useWords(reminder.times)}. It is an estimate: you know best how much is left.`,
    'If you would like more before it runs out, here it is:',
  ];
  const text = [greeting, '', ...lines, link, '', 'Skin Circle'].join('\n');
  const html = brandedHtml(
    `Running low on ${reminder.productName}?`,
    `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}` +
      `<p><a href="${escapeHtml(link)}" style="color:#7a5c45;font-weight:bold">View ${escapeHtml(reminder.productName)}</a></p>`,
  );
  return { to: reminder.email, subject: `Running low on ${reminder.productName}?`, text, html };
}

/**
 * How the reminder is rendered when the outbox sends it; skipped when the member has since said no to marketing
 * mails, taken the product out of their routines, or it went off sale (or the member or the product is gone).
 */
export function registerRunOutMails(
  outbox: Outbox,
  db: Database,
  settings: { publicUrl: string; sessionSecret: string },
): void {
  outbox.render(runOutMail, async ({ userId, productId, runsOutOn }) => {
    if (!(await mayMarketTo(db, userId))) return null;
    const [member] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    const [product] = await db
      .select({ name: products.name, status: products.status })
      .from(products)
      .where(eq(products.id, productId));
    if (!member || !product || product.status !== 'active') return null;
    const steps = await stepsUsing(db, userId, productId);
    if (steps.length === 0) return null;
    const message = runOutMessage(
      {
        ...member,
        productId,
        productName: product.name,
        runsOutOn: new Date(runsOutOn),
        times: steps.map((s) => s.timeOfDay),
      },
      settings.publicUrl,
    );
    return withUnsubscribe(message, { publicUrl: settings.publicUrl, secret: settings.sessionSecret, userId });
  });
}
