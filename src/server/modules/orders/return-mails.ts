// The return's mails (OPERATIONS §4, decision 0251): started (with the instructions), received, refunded. A refund
// says where the money went: to the card for a card order, by bank transfer otherwise — never "to the card" for a
// bank transfer.
import { formatPrice } from '@shared/money';
import { orderReference } from '@shared/orders';
import type { Order } from '@shared/schemas/orders';
import { brandedHtml, escapeHtml, type MailMessage } from '../../mail/mailer';
import { greeting as greetingFor } from '../../mail/customer-text';
import { mailTemplate } from '../../mail/outbox';

export type ReturnMailKind = 'started' | 'received' | 'refunded';

export const returnMail = mailTemplate<{ orderId: string; returnId: string; kind: ReturnMailKind }>('order.return');

export function renderReturnMail(
  order: Order,
  member: { email: string; firstName: string },
  returnId: string,
  kind: ReturnMailKind,
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
  const greeting = greetingFor(member.firstName);
  const text = [greeting, '', ...lines, '', 'Skin Circle'].join('\n');
  const html = brandedHtml(
    `Order #${number}`,
    `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}`,
  );
  return { to: member.email, subject, text, html };
}
