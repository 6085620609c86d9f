// The order confirmation mail the SPEC's success toast promises ('You'll receive a confirmation email shortly').
import { formatPence, formatPrice, toPence } from '@shared/money';
import { formatLongDate, formatTime } from '@shared/dates';
import { orderReference, statusLabel } from '@shared/orders';
import type { Order } from '@shared/schemas/orders';
import { brandedHtml, escapeHtml, type MailMessage } from '../../mail/mailer';
import { CUSTOMER_TEXT_LIMITS, customerText, greeting as greetingFor } from '../../mail/customer-text';
import { vatBreakdown, VAT_RATE_PERCENT } from '@shared/vat';
import { deliveryLabel } from '@shared/delivery';
import {
  CANCELLATION_RIGHT,
  legalFooterHtml,
  legalFooterText,
  legalLinks,
  modelCancellationForm,
  traderLines,
  type Shop,
} from './legal-mail';

/** 'Code SCFRIEND15', '-£3.00' (a shipping code's is off the express charge); a voucher is shown too, worth £0.00. */
function codeLine(order: Order): [string, string] {
  const worth = toPence(order.codeDiscount);
  return [`Code ${order.discountCode}`, worth > 0 ? `-${formatPrice(order.codeDiscount)}` : formatPrice('0.00')];
}

/**
 * The delivery address as the customer typed it, each line plain and short (decision 0801): a name or an address
 * line never becomes a link beside the shop's bank details.
 */
function deliveryLines(a: NonNullable<Order['shippingAddress']>): string[] {
  const { name, addressLine } = CUSTOMER_TEXT_LIMITS;
  return [
    [customerText(a.firstName, name), customerText(a.lastName, name)].filter(Boolean).join(' '),
    customerText(a.address, addressLine),
    customerText(a.city, addressLine),
    customerText(a.postalCode, addressLine),
    customerText(a.country, addressLine),
  ].filter(Boolean);
}

/**
 * The confirmation on a durable medium (CCR 2013 Schedule 2, decision 0242): the trader (name, geographic address,
 * VAT number when set, contact), each line's quantity and price, the discounts, delivery, the total with the VAT in
 * it, the right to cancel with the model cancellation form, and the legal pages.
 */
export function orderConfirmationMail(
  order: Order,
  member: { email: string; firstName: string },
  shop: Shop,
): MailMessage {
  const number = orderReference(order.id);
  const lines = order.items.map((i) => ({
    label: `${i.quantity} × ${i.productName} at ${formatPrice(i.price)}`,
    amount: formatPence(toPence(i.price) * i.quantity),
  }));
  const { trader } = shop;
  const vat = trader.vatNumber
    ? vatBreakdown(
        order.items.map((i) => ({ label: i.productName, quantity: i.quantity, unitPrice: toPence(i.price) })),
        toPence(order.codeDiscount),
        toPence(order.shipping),
        true,
        { discount: toPence(order.deliveryDiscount) },
      ).vat
    : null;
  const discount = toPence(order.memberDiscount);
  const figures: Array<[string, string]> = [
    ['Subtotal', formatPrice(order.subtotal)],
    ...(discount > 0 ? [['Member discount', `-${formatPrice(order.memberDiscount)}`] as [string, string]] : []),
    ...(order.discountCode ? [codeLine(order)] : []),
    ['Delivery', deliveryLabel(order.delivery)],
    ['Shipping', toPence(order.shipping) === 0 ? 'FREE' : formatPrice(order.shipping)],
    ['Total', formatPrice(order.total)],
    ...(vat !== null ? [[`Including VAT at ${VAT_RATE_PERCENT}%`, formatPence(vat)] as [string, string]] : []),
  ];
  const a = order.shippingAddress;
  const addressLines = a ? deliveryLines(a) : [];
  const greeting = greetingFor(member.firstName);
  const points =
    order.pointsEarned > 0 ? `This order earns you ${order.pointsEarned} reward points once it is delivered.` : '';
  const pay = paymentState(order);
  const thanks = pay?.details
    ? `Thank you for your order #${number}. We will send it as soon as your payment arrives.`
    : `Thank you for your order #${number}. We're getting it ready and will let you know when it ships.`;

  const text = [
    greeting,
    '',
    thanks,
    ...(pay ? ['', ...payBoxText(pay)] : []),
    '',
    ...lines.map((l) => `${l.label}  ${l.amount}`),
    '',
    ...figures.map(([k, v]) => `${k}: ${v}`),
    ...(points ? ['', points] : []),
    ...(addressLines.length ? ['', 'Delivering to:', ...addressLines] : []),
    '',
    'SOLD BY',
    ...traderLines(trader),
    '',
    'YOUR RIGHT TO CANCEL',
    ...CANCELLATION_RIGHT.flatMap((p) => [p, '']),
    ...modelCancellationForm(trader),
    '',
    'Skin Circle',
    '',
    ...legalFooterText(shop),
  ].join('\n');

  const row = (k: string, v: string, strong = false) =>
    `<tr><td style="padding:4px 0${strong ? ';font-weight:bold' : ''}">${escapeHtml(k)}</td><td align="right" style="padding:4px 0${strong ? ';font-weight:bold' : ''}">${escapeHtml(v)}</td></tr>`;
  const payBox = pay ? payBoxHtml(pay) : '';
  const html = brandedHtml(
    `Order #${number}`,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(thanks).replace(`#${number}`, `<strong>#${escapeHtml(number)}</strong>`)}</p>
${payBox}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${lines.map((l) => row(l.label, l.amount)).join('')}</table>
<hr style="border:none;border-top:1px solid #eee7df;margin:12px 0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${figures.map(([k, v]) => row(k, v, k === 'Total')).join('')}</table>
${points ? `<p>${escapeHtml(points)}</p>` : ''}
${addressLines.length ? `<p><strong>Delivering to</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>` : ''}
<p><strong>Sold by</strong><br>${traderLines(trader).map(escapeHtml).join('<br>')}</p>
<h2 style="font-size:16px;margin:24px 0 8px">Your right to cancel</h2>
${CANCELLATION_RIGHT.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>Read more: ${legalLinks(shop)
      .filter((l) => l.label === 'Returns' || l.label === 'Terms')
      .map((l) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`)
      .join(' · ')}</p>
<div style="padding:12px 16px;border:1px dashed #d9c7b5;border-radius:8px;font-size:13px">${modelCancellationForm(
      trader,
    )
      .map((line, i) =>
        i === 0
          ? `<p style="margin:0 0 6px;font-weight:bold">${escapeHtml(line)}</p>`
          : `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`,
      )
      .join('')}</div>
${legalFooterHtml(shop)}`,
  );
  return { to: member.email, subject: `Your Skin Circle order #${number}`, text, html };
}

/** '05 March 2026 at 09:00' (UK time): when an unpaid bank-transfer order is cancelled. */
export function payByLabel(iso: string): string {
  return `${formatLongDate(iso)} at ${formatTime(iso)}`;
}

/** A mail's payment box: its heading, what to do, the details to copy (label, value) and what happens next. */
type PayBox = { label: string; text: string; details?: Array<[string, string]>; after?: string };

/**
 * The confirmation's payment box: the bank transfer to make (each detail on its own line), that a card payment
 * is awaited, that nothing is due (a free order), or that the payment was received.
 */
function paymentState(order: Order): PayBox | null {
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

/** The payment box as plain text: bank details line up in columns ('Sort code:       12-34-56'). */
function payBoxText(pay: PayBox): string[] {
  const width = Math.max(0, ...(pay.details ?? []).map(([k]) => k.length)) + 3;
  return [
    pay.label.toUpperCase(),
    pay.text,
    ...(pay.details ? ['', ...pay.details.map(([k, v]) => `${`${k}:`.padEnd(width)}${v}`)] : []),
    ...(pay.after ? ['', pay.after] : []),
  ];
}

/** The payment box in HTML: a framed panel, the details in a table. */
function payBoxHtml(pay: PayBox): string {
  const detailRow = ([k, v]: [string, string]) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#7a5c45;white-space:nowrap">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:bold;font-size:17px;letter-spacing:.04em">${escapeHtml(v)}</td></tr>`;
  return `<div style="padding:16px;border:2px solid #d9c7b5;border-radius:12px;background:#fbf8f4;margin:16px 0">
<p style="margin:0 0 8px;font-weight:bold;font-size:16px">${escapeHtml(pay.label)}</p>
<p style="margin:0 0 8px">${escapeHtml(pay.text)}</p>
${pay.details ? `<table role="presentation" cellpadding="0" cellspacing="0">${pay.details.map(detailRow).join('')}</table>` : ''}
${pay.after ? `<p style="margin:8px 0 0;font-size:13px;color:#5c534c">${escapeHtml(pay.after)}</p>` : ''}
</div>`;
}

/**
 * A day before an unpaid bank-transfer order is cancelled (issue 28): the same payment box as the confirmation —
 * bank details, reference, amount and pay-by time — and that a payment already made needs nothing more.
 * Null when there is nothing left to pay (paid, cancelled or free meanwhile): the outbox skips it.
 * `dayLeft` is false when the reminder goes out later than planned (the shop was down): the subject then does not
 * promise a whole day.
 */
export function paymentReminderMail(
  order: Order,
  member: { email: string; firstName: string },
  options: { dayLeft: boolean },
  shop: Shop,
): MailMessage | null {
  if (order.status !== 'pending' || order.paymentStatus !== 'unpaid') return null;
  const pay = paymentState(order);
  if (!pay?.details) return null;
  const number = orderReference(order.id);
  const greeting = greetingFor(member.firstName);
  const waiting = `We have not received the payment for your order #${number} yet. Here are the details again, as in your order confirmation.`;
  const already = 'If you have already paid, thank you: there is nothing more to do.';
  const subject = options.dayLeft
    ? `A day left to pay for your Skin Circle order #${number}`
    : `Your Skin Circle order #${number} is waiting for payment`;
  const text = [
    greeting,
    '',
    waiting,
    '',
    ...payBoxText(pay),
    '',
    already,
    '',
    'Skin Circle',
    '',
    ...legalFooterText(shop),
  ].join('\n');
  const html = brandedHtml(
    `Order #${number}`,
    `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(waiting).replace(`#${number}`, `<strong>#${escapeHtml(number)}</strong>`)}</p>
${payBoxHtml(pay)}
<p>${escapeHtml(already)}</p>
${legalFooterHtml(shop)}`,
  );
  return { to: member.email, subject, text, html };
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
  change: { kind: 'status' | 'payment' | 'tracking'; customerMessage?: string | null; refunded?: string },
  shop: Shop,
): MailMessage {
  const number = orderReference(order.id);
  const greeting = greetingFor(member.firstName);
  const lines: MailLine[] = [];
  const say = (text: string) => lines.push({ text });
  let subject: string;
  if (change.kind === 'payment') {
    const refunded = order.paymentStatus === 'refunded';
    subject = refunded
      ? `Refund for your Skin Circle order #${number}`
      : `Payment received for your Skin Circle order #${number}`;
    // A bank transfer's money goes back by bank, never "to the card" (decision 0250).
    const way = order.paymentProvider === 'stripe' ? '' : ' by bank transfer to the account you paid from';
    say(
      refunded
        ? `We have refunded ${formatPrice(change.refunded ?? order.total)}${way} for your order #${number}.`
        : `Thank you: we have received your payment of ${formatPrice(order.total)} for order #${number}.`,
    );
    if (refunded && order.status === 'cancelled') say('Your order has been cancelled, so nothing will be sent.');
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
      const way = order.paymentProvider === 'stripe' ? 'to the card you paid with' : 'by bank transfer';
      say(`We have refunded ${formatPrice(order.total)} ${way}.`);
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
    '',
    ...legalFooterText(shop),
  ].join('\n');
  const html = brandedHtml(
    `Order #${number}`,
    `<p>${escapeHtml(greeting)}</p>${lines
      .map((l) =>
        l.link
          ? `<p><a href="${escapeHtml(l.link.url)}">${escapeHtml(l.link.label)}</a></p>`
          : `<p>${escapeHtml(l.text)}</p>`,
      )
      .join('')}${legalFooterHtml(shop)}`,
  );
  return { to: member.email, subject, text, html };
}
