// The order confirmation mail the SPEC's success toast promises ('You'll receive a confirmation email shortly').
import { formatPence, formatPrice, toPence } from '../../../shared/money';
import { orderNumber } from '../../../shared/orders';
import type { Order } from '../../../shared/schemas/orders';
import { brandedHtml, escapeHtml, type MailMessage } from '../../mail/mailer';

export function orderConfirmationMail(order: Order, member: { email: string; firstName: string }): MailMessage {
  const number = orderNumber(order.id);
  const lines = order.items.map((i) => ({
    label: `${i.quantity} × ${i.productName}`,
    amount: formatPence(toPence(i.price) * i.quantity),
  }));
  const discount = toPence(order.memberDiscount);
  const figures: Array<[string, string]> = [
    ['Subtotal', formatPrice(order.subtotal)],
    ...(discount > 0 ? [['Member discount', `-${formatPrice(order.memberDiscount)}`] as [string, string]] : []),
    ['Shipping', 'FREE'],
    ['Total', formatPrice(order.total)],
  ];
  const a = order.shippingAddress;
  const addressLines = a ? [`${a.firstName} ${a.lastName}`, a.address, a.city, a.postalCode, a.country] : [];
  const greeting = member.firstName ? `Hi ${member.firstName},` : 'Hello,';
  const points = order.pointsEarned > 0 ? `You earned ${order.pointsEarned} reward points with this order.` : '';

  const text = [
    greeting,
    '',
    `Thank you for your order #${number}. We're getting it ready and will let you know when it ships.`,
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
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${lines.map((l) => row(l.label, l.amount)).join('')}</table>
<hr style="border:none;border-top:1px solid #eee7df;margin:12px 0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${figures.map(([k, v]) => row(k, v, k === 'Total')).join('')}</table>
${points ? `<p>${escapeHtml(points)}</p>` : ''}
${addressLines.length ? `<p><strong>Delivering to</strong><br>${addressLines.map(escapeHtml).join('<br>')}</p>` : ''}`,
  );
  return { to: member.email, subject: `Your Skin Circle order #${number}`, text, html };
}
