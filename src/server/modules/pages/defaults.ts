// The legal pages a new shop opens with (decision 0241), written for a UK cosmetics shop selling at a distance
// (Consumer Contracts Regulations 2013, UK GDPR). Seeded once per slug, in production too, and never over a staff
// edit. {traderName}, {traderAddress}, {vatNumber} and {contactEmail} are filled in from configuration when read.
import type { PageSlug } from '@shared/schemas/pages';

export const DEFAULT_PAGES: Record<PageSlug, { title: string; body: string }> = {
  terms: {
    title: 'Terms of sale',
    body: `These terms apply to every order placed on this website. Please read them before you order.

## Who we are
{traderName}, {traderAddress}.
VAT number: {vatNumber}.
Email: {contactEmail}

## Your order
Prices are in pounds sterling and include VAT where it applies. Before you place an order you see every product, its price, the delivery and the total. When you choose "Place order and pay" you make an offer to buy and commit to paying. We confirm your order by email: that confirmation is your contract with us. We deliver to addresses in the United Kingdom only.

## Payment
You pay by card through our payment provider or by bank transfer, as offered at checkout. An unpaid bank-transfer order is cancelled after the time stated in its confirmation and its items go back on sale.

## Your right to cancel
You may cancel your order for any reason within 14 days of the day you receive the goods (the last item, if they arrive separately). Tell us by email, or with the model cancellation form in your order confirmation, before the 14 days end. Send the goods back within 14 days of telling us. We refund what you paid, including standard delivery, within 14 days of receiving the goods back (or proof that you sent them). You pay the cost of returning them, unless they are faulty or not as described.

**Exception: sealed cosmetics.** Skincare and cosmetics are sealed for health protection and hygiene reasons. The right to cancel does not apply to a sealed item once you have unsealed it after delivery (regulation 28(1)(e)). Unopened items can always be returned within the 14 days.

See [Returns](/returns) for how to send goods back.

## Faulty goods
Your statutory rights under the Consumer Rights Act 2015 are not affected: goods must be as described, of satisfactory quality and fit for purpose. If something is faulty, write to {contactEmail} and we will put it right.

## Reward points and codes
Reward points and discount codes have the terms stated where they are offered. Points earned by an order are taken back if the order is refunded.

## Law
These terms are governed by the law of England and Wales. You may bring proceedings in the courts of the part of the United Kingdom where you live.`,
  },
  privacy: {
    title: 'Privacy notice',
    body: `{traderName} ({traderAddress}) is the controller of the personal data you give us on this website. Write to {contactEmail} with any question about your data.

## What we keep and why
- Your name, email address and delivery address: to take, deliver and support your orders (performance of our contract with you).
- Your orders and payments: to keep accounts as the law requires. HMRC asks for six years, so an order stays that long, even after you delete your account, but then without your name, address or email.
- Your reward points, codes, basket, wishlist and routines: to give you the membership you signed up for, while you have an account.
- Your skin concerns, skin quiz answers and your conversations with the AI Skin Coach: these are health data, so we keep them with your account only after you have said yes. The coach answers you either way; without your yes a conversation is deleted when it ends. Quiz answers reach us from our quiz provider, which asks for your consent on its form. You can withdraw your consent on your account page, and what we kept on it is deleted at once.
- Technical records (sign-in sessions, sign-in codes, security logs): to keep your account and the shop secure (our legitimate interest). A session ends after 30 days unused (90 days at most), a code after 10 minutes; expired ones are deleted within a day.

## Emails
Emails about your orders, your account and signing in are part of the service and need no consent, and so are the back-in-stock emails you ask for. We send news and offers only if you tick the box on your account page (it is never ticked for you), and every such email has a one-click unsubscribe link that works without signing in.

## Who sees it
Our payment provider (for card payments), our delivery carriers (your delivery address) and our email and hosting providers, each only for the service they give us. We never sell your data.

## Your rights
You may ask for a copy of your data, have it corrected or erased, object to its use or ask us to restrict it. On your account page you can download a copy of everything we hold about you, withdraw a consent, or delete your account: your personal data is then erased at once, and only your orders are kept, without anything that identifies you, for the six years the law requires. You can also ask us by email. If you are unhappy with how we handle your data you may complain to the Information Commissioner's Office (ico.org.uk).

## Cookies
We use only the cookies needed to keep you signed in and your basket; no advertising or tracking cookies.`,
  },
  returns: {
    title: 'Returns and cancellations',
    body: `## Your 14-day right to cancel
You may cancel an order within 14 days of the day you receive it, without giving a reason. Tell us by email at {contactEmail}, or fill in the model cancellation form from your order confirmation, before the 14 days end.

## Sealed cosmetics
For health protection and hygiene reasons, sealed skincare and cosmetics cannot be returned once unsealed after delivery. Unopened, sealed items can be returned within the 14 days.

## How to return goods
Send the goods within 14 days of telling us, well packed, to:
{traderName}, {traderAddress}
Please include your order number. You pay the cost of returning them unless they are faulty or not as described; we recommend a tracked service.

## Your refund
We refund what you paid for the returned items, and the standard delivery charge if you cancel the whole order, within 14 days of receiving the goods back (or proof that you sent them), to the way you paid. We may reduce a refund if the goods were handled more than needed to inspect them.

## Faulty or wrong items
If an item arrives damaged, faulty or not as described, write to {contactEmail} within 30 days: we refund or replace it and pay the return postage. This does not affect your statutory rights.

See our [Terms of sale](/terms) for the full conditions.`,
  },
  delivery: {
    title: 'Delivery',
    body: `We deliver to addresses in the United Kingdom only.

## Options and times
- **Standard delivery:** free, tracked, usually 2 to 4 working days after your order is paid.
- **Next-day express:** tracked, the next working day when your order is paid by 2pm on a working day; its price is shown at checkout before you order.

Orders paid by 2pm on a working day are usually sent the same day. We send you an email with the tracking number when your parcel leaves us.

## Bank transfer orders
An order paid by bank transfer is sent once your payment arrives.

## A parcel that has not arrived or is damaged
If your parcel has not arrived within 7 working days of being sent, or arrives damaged, write to {contactEmail} with your order number.`,
  },
  contact: {
    title: 'Contact us',
    body: `We are happy to help with orders, returns and questions about your skin.

## How to contact us
Email: {contactEmail}
We answer within one working day.

## Our address
{traderName}
{traderAddress}
VAT number: {vatNumber}

This is our registered trading address; it is not a shop. To return goods, see [Returns](/returns).`,
  },
};
