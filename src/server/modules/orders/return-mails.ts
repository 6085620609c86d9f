// The return's mails (OPERATIONS §4, decision 0251): started (with the instructions), received, refunded. A refund
// says where the money went: to the card for a card order, by bank transfer otherwise — never "to the card" for a
// bank transfer.
import { formatPrice } from '@shared/money';
import { orderReference } from '@shared/orders';
import type { Order } from '@shared/schemas/orders';
import { brandedHtml, escapeHtml, type MailMessage } from '../../mail/mailer';
import { greeting as greetingFor } from '../../mail/customer-text';
import { mailTemplate } from '../../mail/outbox';
import { legalFooterHtml, legalFooterText, type Shop } from './legal-mail';

export type ReturnMailKind = 'started' | 'received' | 'refunded';

export const returnMail = mailTemplate<{ orderId: string; returnId: string; kind: ReturnMailKind }>('order.return');

/** A partial refund outside a return (some lines, goodwill, or one made in Stripe's dashboard; decision 0250). */
export const partRefundMail = mailTemplate<{ orderId: string; amount: string; customerLine?: string | null }>(
  'order.part-refund',
);

export function renderPartRefundMail(
  order: Order,
  member: { email: string; firstName: string },
  amount: string,
  customerLine: string | null | undefined,
  shop: Shop,
): MailMessage {
  const number = orderReference(order.id);
  const card = order.paymentProvider === 'stripe';
  const lines = [
    card
      ? `We have refunded ${formatPrice(amount)} to the card you paid with for your order #${number}. It can take up to 10 days to show on your statement.`
      : `We have refunded ${formatPrice(amount)} by bank transfer to the account you paid from for your order #${number}.`,
    ...(customerLine ? [customerLine] : []),
  ];
  return message(member, `Refund for your Skin Circle order #${number}`, `Order #${number}`, lines, shop);
}

function message(
  member: { email: string; firstName: string },
  subject: string,
  title: string,
  lines: string[],
  shop: Shop,
): MailMessage {
  const greeting = greetingFor(member.firstName);
  // Every order mail ends with the trader and the legal pages (decision 0242).
  const text = [greeting, '', ...lines, '', 'Skin Circle', '', ...legalFooterText(shop)].join('\n');
  const html = brandedHtml(
    title,
    `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${legalFooterHtml(shop)}`,
  );
  return { to: member.email, subject, text, html };
}

export function renderReturnMail(
  order: Order,
  member: { email: string; firstName: string },
  returnId: string,
  kind: ReturnMailKind,
  shop: Shop,
): MailMessage | null {
  const ret = order.returns.find((r) => r.id === returnId);
  if (!ret) return null;
  const number = orderReference(order.id);
  const items = ret.lines.map((l) => `${l.quantity} × ${l.productName}`).join(', ');
  const card = order.paymentProvider === 'stripe';
  let subject: string;
  const lines: string[] = [];
  if (kind === 'started') {
    subject = `Your return for Skin Circle order #${number}`;
    lines.push(`You started a return of ${items}.`, ret.instructions);
  } else if (kind === 'received') {
    subject = `We have received your return for order #${number}`;
    lines.push(`Your returned items (${items}) have reached us. We are refunding them now.`);
  } else {
    const amount = formatPrice(ret.refundedAmount ?? '0.00');
    subject = `Refunded ${amount} for your return, order #${number}`;
    lines.push(
      card
        ? `We have refunded ${amount} to the card you paid with for ${items}. It can take up to 10 days to show on your statement.`
        : `We have refunded ${amount} by bank transfer to the account you paid from for ${items}.`,
    );
  }
  return message(member, subject, `Order #${number}`, lines, shop);
}
