// The order confirmation mail the SPEC's success toast promises ('You'll receive a confirmation email shortly').
import { formatPence, formatPrice, toPence } from '@shared/money';
import { formatLongDate, formatTime } from '@shared/dates';
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
  const thanks = pay?.details
    ? `Thank you for your order #${number}. We will send it as soon as your payment arrives.`
    : `Thank you for your order #${number}. We're getting it ready and will let you know when it ships.`;
  // Bank details line up in the plain text: 'Sort code:       12-34-56'.
  const width = Math.max(0, ...(pay?.details ?? []).map(([k]) => k.length)) + 3;

  const text = [
    greeting,
    '',
    thanks,
    ...(pay
      ? [
          '',
          pay.label.toUpperCase(),
          pay.text,
          ...(pay.details ? ['', ...pay.details.map(([k, v]) => `${`${k}:`.padEnd(width)}${v}`)] : []),
          ...(pay.after ? ['', pay.after] : []),
        ]
      : []),
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
  const detailRow = ([k, v]: [string, string]) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#7a5c45;white-space:nowrap">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:bold;font-size:17px;letter-spacing:.04em">${escapeHtml(v)}</td></tr>`;
  const payBox = pay
    ? `<div style="padding:16px;border:2px solid #d9c7b5;border-radius:12px;background:#fbf8f4;margin:16px 0">
<p style="margin:0 0 8px;font-weight:bold;font-size:16px">${escapeHtml(pay.label)}</p>
<p style="margin:0 0 8px">${escapeHtml(pay.text)}</p>
${pay.details ? `<table role="presentation" cellpadding="0" cellspacing="0">${pay.details.map(detailRow).join('')}</table>` : ''}
${pay.after ? `<p style="margin:8px 0 0;font-size:13px;color:#5c534c">${escapeHtml(pay.after)}</p>` : ''}
</div>`
    : '';
  const html = brandedHtml(
    `Order #${number}`,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(thanks).replace(`#${number}`, `<strong>#${escapeHtml(number)}</strong>`)}</p>
${payBox}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${lines.map((l) => row(l.label, l.amount)).join('')}</table>
<hr style="border:none;border-top:1px solid #eee7df;margin:12px 0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${figures.map(([k, v]) => row(k, v, k === 'Total')).join('')}</table>
${points ? `<p>${escapeHtml(points)}</p>` : ''}
${addressLines.length ? `<p><strong>Delivering to</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>` : ''}`,
  );
  return { to: member.email, subject: `Your Skin Circle order #${number}`, text, html };
}

/** '05 March 2026 at 09:00' (UK time): when an unpaid bank-transfer order is cancelled. */
export function payByLabel(iso: string): string {
  return `${formatLongDate(iso)} at ${formatTime(iso)}`;
}

/**
 * The confirmation's payment box: the bank transfer to make (each detail on its own line), that a card payment
 * is awaited, that nothing is due (a free order), or that the payment was received.
 */
function paymentState(
  order: Order,
): { label: string; text: string; details?: Array<[string, string]>; after?: string } | null {
  if (order.paymentStatus === 'paid') {
    if (toPence(order.total) === 0) {
      return {
        label: 'No payment needed',
        text: `Your order comes to ${formatPrice(order.total)}: there is nothing to pay.`,
      };
    }
    const how = order.paymentProvider === 'stripe' ? ' by card' : '';
    return { label: 'Payment received', text: `Thank you: ${formatPrice(order.total)} paid${how}.` };
  }
  const bank = order.paymentInstructions;
  if (!bank) return null;
  const payBy = payByLabel(bank.payBy);
  return {
    label: 'How to pay by bank transfer',
    text: `Please pay ${formatPrice(bank.amount)} by bank transfer by ${payBy}, quoting the reference ${bank.reference} so we can match your payment to your order.`,
    details: [
      ['Account name', bank.accountName],
      ['Sort code', bank.sortCode],
      ['Account number', bank.accountNumber],
      ['Reference', bank.reference],
      ['Amount', formatPrice(bank.amount)],
      ['Pay by', payBy],
    ],
    after:
      'We send your order as soon as your payment arrives. If it has not arrived by then, the order is cancelled ' +
      'and its items go back on sale.',
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
