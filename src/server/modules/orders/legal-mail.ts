// What the law asks an order mail to carry (OPERATIONS §4, CCR 2013 Schedule 2 and 3, decision 0242): the trader's
// identity and address, the VAT number when set, the cancellation right with the model cancellation form, and the
// legal pages' links in every order mail's footer.
import { PAGE_LINKS } from '@shared/schemas/pages';
import type { Trader } from '../../config';
import { escapeHtml } from '../../mail/mailer';

/** Who sells and where the shop is reached: what every order mail needs beyond the order. */
export type Shop = { trader: Trader; publicUrl: string };

/** The five legal pages as absolute links. */
export function legalLinks(shop: Shop): Array<{ label: string; url: string }> {
  return PAGE_LINKS.map(({ slug, label }) => ({ label, url: `${shop.publicUrl}/${slug}` }));
}

/** The footer of every order mail: the trader in one line and the legal pages. */
export function legalFooterText(shop: Shop): string[] {
  const { trader } = shop;
  return [
    '--',
    `${trader.name}, ${trader.address}${trader.vatNumber ? ` · VAT number ${trader.vatNumber}` : ''} · ${trader.contactEmail}`,
    ...legalLinks(shop).map((l) => `${l.label}: ${l.url}`),
  ];
}

export function legalFooterHtml(shop: Shop): string {
  const { trader } = shop;
  const links = legalLinks(shop)
    .map((l) => `<a href="${escapeHtml(l.url)}" style="color:#7a5c45">${escapeHtml(l.label)}</a>`)
    .join(' · ');
  return `<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid #eee7df;font-size:12px;color:#5c534c">${escapeHtml(
    `${trader.name}, ${trader.address}${trader.vatNumber ? ` · VAT number ${trader.vatNumber}` : ''} · ${trader.contactEmail}`,
  )}<br>${links}</p>`;
}

/** The confirmation's "Sold by" block: name, geographic address, VAT number (when set), contact. */
export function traderLines(trader: Trader): string[] {
  return [
    trader.name,
    trader.address,
    ...(trader.vatNumber ? [`VAT number: ${trader.vatNumber}`] : []),
    `Email: ${trader.contactEmail}`,
  ];
}

/** The right to cancel as the confirmation states it (CCR reg. 29, 28(1)(e)). */
export const CANCELLATION_RIGHT = [
  'You have the right to cancel this contract within 14 days without giving any reason. The cancellation period ' +
    'ends 14 days after the day you (or someone you name, other than the carrier) receive the goods, the last ' +
    'item if they arrive separately.',
  'To cancel, tell us clearly before the period ends, by email or by post, for example with the model ' +
    'cancellation form below (you do not have to use it). Send the goods back within 14 days of telling us; you ' +
    'pay the cost of returning them. We refund everything you paid, including standard delivery, within 14 days ' +
    'of receiving the goods back or proof that you sent them, to the way you paid.',
  'Exception: sealed skincare and cosmetics are sealed for health protection and hygiene reasons; the right to ' +
    'cancel does not apply to a sealed item once you have unsealed it after delivery.',
];

/** Schedule 3 Part B of the CCR 2013, the trader's details filled in. */
export function modelCancellationForm(trader: Trader): string[] {
  return [
    'MODEL CANCELLATION FORM',
    '(Complete and return this form only if you wish to withdraw from the contract)',
    `To: ${trader.name}, ${trader.address}, ${trader.contactEmail}`,
    'I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the supply of the following service [*],',
    'Ordered on [*]/received on [*],',
    'Name of consumer(s),',
    'Address of consumer(s),',
    'Signature of consumer(s) (only if this form is notified on paper),',
    'Date',
    '[*] Delete as appropriate.',
  ];
}
