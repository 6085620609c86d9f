// The orders' customer mails as outbox templates (issue 28): a change queues `{ orderId, … }` in its transaction and
// the mail is rendered from the order when it is sent. An update mail carries the status and payment the change
// made, so two quick moves (processing, then shipped) give two mails that each tell their own step.
import type { Order } from '@shared/schemas/orders';
import type { Database, Executor } from '../../db/client';
import { mailTemplate, type Outbox } from '../../mail/outbox';
import { HttpError } from '../../plugins/errors';
import { orderConfirmationMail, orderUpdateMail, paymentReminderMail } from './confirmation';
import type { PaymentProvider } from './payments';
import { findAdminOrder } from './admin-queries';
import type { OrderState } from './fulfilment';
import type { Shop } from './legal-mail';
import { trackingUrl } from '@shared/carriers';

export type OrderUpdateKind = 'status' | 'payment' | 'tracking';

export const orderMails = {
  /** Thank you, and (bank transfer) how to pay. Sent to any address, proved or not (COMMERCE §6, decision 0801). */
  confirmation: mailTemplate<{ orderId: string }>('order.confirmation', { always: true }),
  /** A status move, a payment or refund, or corrected tracking; with what staff wrote for the customer. */
  update: mailTemplate<{
    orderId: string;
    kind: OrderUpdateKind;
    status: string;
    paymentStatus: string;
    customerMessage?: string | null;
    /** Set when the change gave the parcel its tracking (shipped, corrected); a later correction has its own mail. */
    trackingNumber?: string | null;
    /** A refund recorded: what went back with it (after any part refunds, less than the total). */
    refunded?: string;
    carrier?: string | null;
  }>('order.update'),
  /** A day before an unpaid bank-transfer order is cancelled: how to pay, again (`dayLeft`: sent on time). */
  paymentReminder: mailTemplate<{ orderId: string; dayLeft: boolean }>('order.payment-reminder'),
};

/** Queues the payment reminder once per order (its key), inside the transaction that marks the order reminded. */
export function queuePaymentReminder(
  outbox: Outbox,
  tx: Executor,
  orderId: string,
  dayLeft: boolean,
): Promise<boolean> {
  return outbox.queue(tx, orderMails.paymentReminder, { orderId, dayLeft }, { key: `payment-reminder:${orderId}` });
}

/** Queues the update mail for `order` as it stands after the change (inside the change's transaction). */
export function queueOrderUpdate(
  outbox: Outbox,
  tx: Executor,
  order: OrderState,
  kind: OrderUpdateKind,
  customerMessage?: string | null,
): Promise<boolean> {
  return outbox.queue(tx, orderMails.update, {
    orderId: order.id,
    kind,
    status: order.status,
    paymentStatus: order.paymentStatus,
    // The change's own line first (a refund's codes withdrawn), then what staff wrote for the customer.
    customerMessage: [order.customerLine, customerMessage].filter(Boolean).join(' ') || null,
    ...(order.refunded ? { refunded: order.refunded } : {}),
    ...(order.trackingNumber ? { trackingNumber: order.trackingNumber, carrier: order.carrier ?? null } : {}),
  });
}

/** How the order mails are rendered when the outbox sends them; an order since deleted is skipped. */
/** `shop`: the trader and the shop's address, for the legal lines every order mail carries (decision 0242). */
export function registerOrderMails(outbox: Outbox, db: Database, payments: PaymentProvider, shop: Shop): void {
  const load = async (orderId: string) => {
    try {
      return await findAdminOrder(db, payments, orderId);
    } catch (error) {
      // Gone (the member deleted their account): nothing to tell. Anything else (the database away) is thrown, so
      // the job is retried rather than the mail skipped.
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  };
  outbox.render(orderMails.confirmation, async ({ orderId }) => {
    const order = await load(orderId);
    return order && orderConfirmationMail(customerView(order), order.customer, shop);
  });
  outbox.render(
    orderMails.update,
    async ({ orderId, kind, status, paymentStatus, customerMessage, refunded, ...parcel }) => {
      const order = await load(orderId);
      if (!order) return null;
      // The tracking as this change gave it (a correction sent meanwhile tells the new one in its own mail).
      const tracking = parcel.trackingNumber
        ? {
            trackingNumber: parcel.trackingNumber,
            carrier: parcel.carrier ?? null,
            trackingUrl: trackingUrl(parcel.carrier ?? null, parcel.trackingNumber),
          }
        : {};
      return orderUpdateMail(
        customerView({ ...order, status, paymentStatus, ...tracking } as typeof order),
        order.customer,
        {
          kind,
          customerMessage,
          refunded,
        },
        shop,
      );
    },
  );
  // Read as the order stands when it is sent: paid or cancelled meanwhile, it is skipped.
  outbox.render(orderMails.paymentReminder, async ({ orderId, dayLeft }) => {
    const order = await load(orderId);
    return order && paymentReminderMail(customerView(order), order.customer, { dayLeft }, shop);
  });
}

/** The customer's view of an order for a mail: staff-only fields stay out. */
function customerView<T extends Order & { customer: unknown }>(order: T): Order {
  const { customer: _customer, ...rest } = order;
  return rest;
}
