// The VAT receipt of a paid order (OPERATIONS §4, decision 0242): seller, address, VAT number, receipt number (the
// order number), date of supply, each line with net, VAT rate, VAT and gross, and the totals — by the rule in
// src/shared/vat.ts, so the lines add up to the totals and the totals to what was paid, to the penny. As HTML (the
// default) or as a PDF (pdfkit). A shop without a VAT number gives a plain receipt: no VAT columns.
import PDFDocument from 'pdfkit';
import { formatPence, toPence, type Pence } from '@shared/money';
import { formatLongDate } from '@shared/dates';
import { orderReference } from '@shared/orders';
import type { Order } from '@shared/schemas/orders';
import { vatBreakdown, type VatBreakdown } from '@shared/vat';
import { deliveryLabel } from '@shared/delivery';
import type { Trader } from '../../config';
import { escapeHtml } from '../../mail/mailer';
import { conflict } from '../../plugins/errors';

export type Receipt = {
  number: string;
  /** ISO: when the order was paid (the tax point of a prepaid sale), else when it was placed. */
  dateOfSupply: string;
  trader: Trader;
  customer: string | null;
  breakdown: VatBreakdown;
  refunded: boolean;
};

export const RECEIPT_UNPAID = 'A receipt is issued once the order is paid.';

/** The receipt of a paid (or since refunded) order; anything unpaid is a 409. */
export function receiptOf(order: Order, trader: Trader): Receipt {
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded') throw conflict(RECEIPT_UNPAID);
  const paid = order.history.find((h) => h.paymentStatus === 'paid');
  const a = order.shippingAddress;
  return {
    number: orderReference(order.id).toUpperCase(),
    dateOfSupply: paid?.at ?? order.createdAt,
    trader,
    customer: a ? `${a.firstName} ${a.lastName}`.trim() : null,
    breakdown: vatBreakdown(
      order.items.map((i) => ({ label: i.productName, quantity: i.quantity, unitPrice: toPence(i.price) })),
      toPence(order.codeDiscount),
      toPence(order.shipping),
      trader.vatNumber !== null,
      { label: deliveryLabel(order.delivery), discount: toPence(order.deliveryDiscount) },
    ),
    refunded: order.paymentStatus === 'refunded',
  };
}

const money = (p: Pence) => formatPence(p);

/** A standalone page: its own small stylesheet, no script, printable. */
export function receiptHtml(r: Receipt): string {
  const vat = r.trader.vatNumber !== null;
  const title = vat ? 'VAT receipt' : 'Receipt';
  const cells = (values: string[], tag = 'td') => values.map((v) => `<${tag}>${escapeHtml(v)}</${tag}>`).join('');
  const head = vat ? ['Item', 'Qty', 'Net', 'VAT rate', 'VAT', 'Gross'] : ['Item', 'Qty', 'Price'];
  const rows = r.breakdown.lines.map((l) =>
    vat
      ? cells([l.label, String(l.quantity), money(l.net), `${l.rate}%`, money(l.vat), money(l.gross)])
      : cells([l.label, String(l.quantity), money(l.gross)]),
  );
  const totals: Array<[string, string]> = vat
    ? [
        ['Total net', money(r.breakdown.net)],
        ['Total VAT', money(r.breakdown.vat)],
        ['Total paid (including VAT)', money(r.breakdown.gross)],
      ]
    : [['Total paid', money(r.breakdown.gross)]];
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(`${title} ${r.number}`)}</title>
<style>body{font-family:Helvetica,Arial,sans-serif;color:#2b2622;max-width:46rem;margin:2rem auto;padding:0 1rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{padding:.4rem;border-bottom:1px solid #e5ddd4;text-align:right}
th:first-child,td:first-child{text-align:left}.totals td{border:none}.muted{color:#5c534c}</style></head>
<body>
<h1>${escapeHtml(title)}</h1>
<p><strong>${escapeHtml(r.trader.name)}</strong><br>${escapeHtml(r.trader.address)}${
    vat ? `<br>VAT number: ${escapeHtml(r.trader.vatNumber!)}` : ''
  }<br>${escapeHtml(r.trader.contactEmail)}</p>
<p>Receipt number: <strong>${escapeHtml(r.number)}</strong><br>Date of supply: ${escapeHtml(
    formatLongDate(r.dateOfSupply),
  )}${r.customer ? `<br>Customer: ${escapeHtml(r.customer)}` : ''}</p>
<table><thead><tr>${cells(head, 'th')}</tr></thead><tbody>
${rows.map((row) => `<tr>${row}</tr>`).join('\n')}
</tbody></table>
<table class="totals"><tbody>${totals.map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`).join('')}</tbody></table>
${r.breakdown.discount > 0 ? `<p class="muted">Discount code: ${escapeHtml(money(r.breakdown.discount))} off, shared over the lines.</p>` : ''}
${r.refunded ? '<p class="muted">This order has since been refunded.</p>' : ''}
</body></html>`;
}

/** The same receipt as a PDF (A4, the standard Helvetica: £ and × are in its encoding). */
export function receiptPdf(r: Receipt): Promise<Buffer> {
  const vat = r.trader.vatNumber !== null;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${vat ? 'VAT receipt' : 'Receipt'} ${r.number}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(vat ? 'VAT receipt' : 'Receipt');
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text(r.trader.name);
  doc.font('Helvetica').text(r.trader.address);
  if (vat) doc.text(`VAT number: ${r.trader.vatNumber}`);
  doc.text(r.trader.contactEmail);
  doc.moveDown().text(`Receipt number: ${r.number}`);
  doc.text(`Date of supply: ${formatLongDate(r.dateOfSupply)}`);
  if (r.customer) doc.text(`Customer: ${r.customer}`);
  doc.moveDown();

  const columns = vat
    ? [
        { label: 'Item', x: 50, width: 190, align: 'left' as const },
        { label: 'Qty', x: 240, width: 30, align: 'right' as const },
        { label: 'Net', x: 275, width: 65, align: 'right' as const },
        { label: 'VAT rate', x: 340, width: 55, align: 'right' as const },
        { label: 'VAT', x: 395, width: 65, align: 'right' as const },
        { label: 'Gross', x: 460, width: 85, align: 'right' as const },
      ]
    : [
        { label: 'Item', x: 50, width: 330, align: 'left' as const },
        { label: 'Qty', x: 380, width: 50, align: 'right' as const },
        { label: 'Price', x: 430, width: 115, align: 'right' as const },
      ];
  const row = (values: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    let bottom = y;
    values.forEach((v, i) => {
      const c = columns[i];
      doc.text(v, c.x, y, { width: c.width, align: c.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 50;
    doc.y = bottom + 4;
  };
  row(
    columns.map((c) => c.label),
    true,
  );
  for (const l of r.breakdown.lines) {
    row(
      vat
        ? [l.label, String(l.quantity), money(l.net), `${l.rate}%`, money(l.vat), money(l.gross)]
        : [l.label, String(l.quantity), money(l.gross)],
    );
  }
  doc.moveDown();
  const total = (label: string, value: string) => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).text(label, 50, y, { width: 350 });
    doc.text(value, 400, y, { width: 145, align: 'right' });
    doc.x = 50;
  };
  if (vat) {
    total('Total net', money(r.breakdown.net));
    total('Total VAT', money(r.breakdown.vat));
    total('Total paid (including VAT)', money(r.breakdown.gross));
  } else {
    total('Total paid', money(r.breakdown.gross));
  }
  if (r.breakdown.discount > 0) {
    doc
      .moveDown()
      .font('Helvetica')
      .fontSize(9)
      .text(`Discount code: ${money(r.breakdown.discount)} off, shared over the lines.`);
  }
  if (r.refunded) doc.moveDown().font('Helvetica').fontSize(9).text('This order has since been refunded.');
  doc.end();
  return done;
}
