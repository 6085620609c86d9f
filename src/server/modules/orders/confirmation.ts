// The order confirmation mail the SPEC's success toast promises ('You'll receive a confirmation email shortly').
import { formatPence, formatPrice, toPence } from '@shared/money';
import { orderReference, statusLabel } from '@shared/orders';
import type { Order } from '@shared/schemas/orders';
import { brandedHtml, escapeHtml, type MailMessage } from '../../mail/mailer';

/** 'Code SCFRIEND15', '-£3.00': a shipping code or a voucher is shown too, worth £0.00. */
function codeLine(order: Order): [string, string] {
  const worth = toPence(order.codeDiscount);
  return [`Code ${order.discountCode}`, worth > 0 ? `-${formatPrice(order.codeDiscount)}` : formatPrice('0.00')];
}

export function orderConfirmationMail(order: Order, member: { email: string; firstName: string }): MailMessage {
  const number = orderReference(order.id);
  const lines = order.items.map((i) => ({
    label: `${i.quantity} × ${i.productName}`,
    amount: formatPence(toPence(i.price) * i.quantity),
  }));
  const discount = toPence(order.memberDiscount);
  const figures: Array<[string, string]> = [
    ['Subtotal', formatPrice(order.subtotal)],
    ...(discount > 0 ? [['Member discount', `-${formatPrice(order.memberDiscount)}`] as [string, string]] : []),
    ...(order.discountCode ? [codeLine(order)] : []),
    ['Shipping', 'FREE'],
    ['Total', formatPrice(order.total)],
  ];
  const a = order.shippingAddress;
  const addressLines = a ? [`${a.firstName} ${a.lastName}`, a.address, a.city, a.postalCode, a.country] : [];
  const greeting = member.firstName ? `Hi ${member.firstName},` : 'Hello,';
  const points =
    order.pointsEarned > 0 ? `This order earns you ${order.pointsEarned} reward points once it is delivered.` : '';
  const pay = paymentState(order);

  const text = [
    greeting,
    '',
    `Thank you for your order #${number}. We're getting it ready and will let you know when it ships.`,
    ...(pay ? ['', `${pay.label}: ${pay.text}`] : []),
    '',
    ...lines.map((l) => `${l.label}  ${l.amount}`),
    '',
    ...figures.map(([k, v]) => `${k}: ${v}`),
    ...(points ? ['', points] : []),
    ...(addressLines.length ? ['', 'Delivering to:', ...addressLines] : []),
    '',
    'Skin Circle',
  ].join('\n');

  const row = (k: string, v: string, strong = false) =>
    `<tr><td style="padding:4px 0${strong ? ';font-weight:bold' : ''}">${escapeHtml(k)}</td><td align="right" style="padding:4px 0${strong ? ';font-weight:bold' : ''}">${escapeHtml(v)}</td></tr>`;
  const html = brandedHtml(
    `Order #${number}`,
    `<p>${escapeHtml(greeting)}</p>
<p>Thank you for your order <strong>#${escapeHtml(number)}</strong>. We're getting it ready and will let you know when it ships.</p>
${pay ? `<p style="padding:12px;border:1px solid #eee7df;border-radius:8px"><strong>${escapeHtml(pay.label)}</strong><br>${escapeHtml(pay.text)}</p>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${lines.map((l) => row(l.label, l.amount)).join('')}</table>
<hr style="border:none;border-top:1px solid #eee7df;margin:12px 0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${figures.map(([k, v]) => row(k, v, k === 'Total')).join('')}</table>
${points ? `<p>${escapeHtml(points)}</p>` : ''}
${addressLines.length ? `<p><strong>Delivering to</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>` : ''}`,
  );
  return { to: member.email, subject: `Your Skin Circle order #${number}`, text, html };
}

/** The confirmation's payment box: how to pay (bank transfer), that a card payment is awaited, or received. */
function paymentState(order: Order): { label: string; text: string } | null {
  if (order.paymentStatus === 'paid') {
    const how = order.paymentProvider === 'stripe' ? ' by card' : '';
    return { label: 'Payment received', text: `Thank you: ${formatPrice(order.total)} paid${how}.` };
  }
  const bank = order.paymentInstructions;
  if (!bank) return null;
  return {
    label: 'How to pay',
    text:
      `Please pay ${formatPrice(bank.amount)} by bank transfer to ${bank.accountName}, sort code ${bank.sortCode}, ` +
      `account number ${bank.accountNumber}, quoting reference ${bank.reference}. ` +
      `We send your order as soon as the payment arrives.`,
  };
}

const MOVE_TEXT: Record<string, string> = {
  processing: "We've received your payment and are preparing your order.",
  shipped: 'Your order is on its way.',
  delivered: 'Your order has been delivered. We hope you love it.',
  cancelled: 'Your order has been cancelled.',
};

/** The mail for each move of an order (COMMERCE §5) and for a payment recorded; shipped carries the tracking number. */
export function orderUpdateMail(
  order: Order,
  member: { email: string; firstName: string },
  change: { kind: 'status' } | { kind: 'payment' },
): MailMessage {
  const number = orderReference(order.id);
  const greeting = member.firstName ? `Hi ${member.firstName},` : 'Hello,';
  const lines: string[] = [];
  let subject: string;
  if (change.kind === 'payment') {
    subject =
      order.paymentStatus === 'refunded'
        ? `Refund for your Skin Circle order #${number}`
        : `Payment received for your Skin Circle order #${number}`;
    lines.push(
      order.paymentStatus === 'refunded'
        ? `We have refunded ${formatPrice(order.total)} for your order #${number}.`
        : `Thank you: we have received your payment of ${formatPrice(order.total)} for order #${number}.`,
    );
  } else {
    subject = `Your Skin Circle order #${number} is ${statusLabel(order.status).toLowerCase()}`;
    lines.push(MOVE_TEXT[order.status] ?? `Your order #${number} is now ${order.status}.`);
    if (order.status === 'shipped' && order.trackingNumber) lines.push(`Tracking number: ${order.trackingNumber}`);
    if (order.status === 'delivered' && order.pointsEarned > 0) {
      lines.push(`${order.pointsEarned} reward points have been added to your balance.`);
    }
    if (order.status === 'cancelled' && order.paymentStatus === 'paid') {
      lines.push('We will refund your payment and let you know when it is done.');
    }
    if (order.status === 'cancelled' && order.paymentStatus === 'refunded') {
      lines.push(`We have refunded ${formatPrice(order.total)} to the card you paid with.`);
    }
    const note = order.history.at(-1)?.note;
    if (note && order.history.at(-1)?.by !== 'customer') lines.push(`Note: ${note}`);
  }
  const text = [greeting, '', ...lines, '', 'Skin Circle'].join('\n');
  const html = brandedHtml(
    `Order #${number}`,
    `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}`,
  );
  return { to: member.email, subject, text, html };
}
