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

/** A mail's paragraph: its text, and the link it carries (shown as the link in HTML, as the address in text). */
type MailLine = { text: string; link?: { label: string; url: string } };

/** Where the parcel is: the carrier's tracking page for a known carrier, else the number and the carrier. */
function trackingLines(order: Order): MailLine[] {
  if (!order.trackingNumber) return [];
  const number = `Tracking number: ${order.trackingNumber}${order.carrier ? ` (${order.carrier})` : ''}`;
  if (!order.trackingUrl) return [{ text: number }];
  return [
    { text: number },
    {
      text: `Track your parcel with ${order.carrier}:`,
      link: { label: `Track your parcel with ${order.carrier}`, url: order.trackingUrl },
    },
  ];
}

/**
 * The mail for each move of an order (COMMERCE §5), a payment or refund recorded, and a tracking correction.
 * It carries what the customer is meant to read — the event's own words and, when given, `customerMessage` (what
 * staff wrote for them, or why the system cancelled) — and never a staff note (COMMERCE §6). Shipped and
 * correction mails carry the tracking link for known carriers, the number and carrier otherwise.
 */
export function orderUpdateMail(
  order: Order,
  member: { email: string; firstName: string },
  change: { kind: 'status' | 'payment' | 'tracking'; customerMessage?: string | null },
): MailMessage {
  const number = orderReference(order.id);
  const greeting = member.firstName ? `Hi ${member.firstName},` : 'Hello,';
  const lines: MailLine[] = [];
  const say = (text: string) => lines.push({ text });
  let subject: string;
  if (change.kind === 'payment') {
    const refunded = order.paymentStatus === 'refunded';
    subject = refunded
      ? `Refund for your Skin Circle order #${number}`
      : `Payment received for your Skin Circle order #${number}`;
    say(
      refunded
        ? `We have refunded ${formatPrice(order.total)} for your order #${number}.`
        : `Thank you: we have received your payment of ${formatPrice(order.total)} for order #${number}.`,
    );
    // Delivered, so its points had reached the balance; the refund took them back.
    if (refunded && order.status === 'delivered' && order.pointsEarned > 0) {
      say(`The ${order.pointsEarned} reward points this order earned have been taken back.`);
    }
  } else if (change.kind === 'tracking') {
    subject = `New tracking details for your Skin Circle order #${number}`;
    say(`We have corrected the tracking details of your order #${number}.`);
    lines.push(...trackingLines(order));
  } else {
    subject = `Your Skin Circle order #${number} is ${statusLabel(order.status).toLowerCase()}`;
    say(MOVE_TEXT[order.status] ?? `Your order #${number} is now ${order.status}.`);
    if (order.status === 'shipped') lines.push(...trackingLines(order));
    if (order.status === 'delivered' && order.pointsEarned > 0) {
      say(`${order.pointsEarned} reward points have been added to your balance.`);
    }
    if (order.status === 'cancelled' && order.paymentStatus === 'paid') {
      say('We will refund your payment and let you know when it is done.');
    }
    if (order.status === 'cancelled' && order.paymentStatus === 'refunded') {
      say(`We have refunded ${formatPrice(order.total)} to the card you paid with.`);
    }
  }
  const message = change.customerMessage?.trim();
  if (message) say(message);

  const text = [
    greeting,
    '',
    ...lines.map((l) => (l.link ? `${l.text} ${l.link.url}` : l.text)).slice(0, message ? -1 : undefined),
    ...(message ? ['', message] : []),
    '',
    'Skin Circle',
  ].join('\n');
  const html = brandedHtml(
    `Order #${number}`,
    `<p>${escapeHtml(greeting)}</p>${lines
      .map((l) =>
        l.link
          ? `<p><a href="${escapeHtml(l.link.url)}">${escapeHtml(l.link.label)}</a></p>`
          : `<p>${escapeHtml(l.text)}</p>`,
      )
      .join('')}`,
  );
  return { to: member.email, subject, text, html };
}
