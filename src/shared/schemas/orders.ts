// Order shapes (SPEC §3 Order, §7 POST/GET orders) and the delivery address form's schema — the same Zod schema
// validates the checkout form in the browser and the request on the server.
import { z } from 'zod';
import { Quantity } from './cart';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders';
import { DELIVERY_METHODS } from '../delivery';
import { Decimal, Id, Text } from './common';
import { OrderReturn } from './returns';

// ── UK postcodes ──────────────────────────────────────────────────────────────────────────────────────────
// Outward code (A9, A99, AA9, AA99, A9A, AA9A with the letters Royal Mail uses in each place), a space, then the
// inward code (digit + two letters, never C I K M O V). GIR 0AA is Girobank's historic special case.
const POSTCODE =
  /^(GIR 0AA|(?:[A-PR-UWYZ][0-9]{1,2}|[A-PR-UWYZ][A-HK-Y][0-9]{1,2}|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]) [0-9][ABD-HJLNP-UW-Z]{2})$/;

/** 'sw1a1aa' | ' SW1A  1AA ' → 'SW1A 1AA': upper case, one space before the 3-character inward code. */
export function normalisePostcode(value: string): string {
  const compact = value.toUpperCase().replace(/\s+/g, '');
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export const UkPostcode = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(10, 'must be a UK postcode, like SW1A 1AA')
  .transform(normalisePostcode)
  .pipe(z.string().regex(POSTCODE, 'must be a UK postcode, like SW1A 1AA'));

export const DELIVERY_COUNTRY = 'United Kingdom';

const required = (max: number) => Text(max).min(1, 'is required');

/** The checkout form and the `shippingAddress` of POST /api/orders. We deliver within the UK only. */
export const ShippingAddress = z.object({
  firstName: required(50),
  lastName: required(50),
  address: required(200),
  city: required(80),
  postalCode: UkPostcode,
  country: z.literal(DELIVERY_COUNTRY, { message: `must be ${DELIVERY_COUNTRY} (we deliver within the UK only)` }),
});
export type ShippingAddressInput = z.input<typeof ShippingAddress>;
export type ShippingAddress = z.output<typeof ShippingAddress>;

// ── The quote (COMMERCE §2) ───────────────────────────────────────────────────────────────────────────────
const DiscountCodeField = Text(40)
  .toUpperCase()
  .transform((v) => (v === '' ? undefined : v));

/** How the order travels (decision 0253): optional on the quote and the order, standard (free) when left out. */
export const Delivery = z.enum(DELIVERY_METHODS, { message: `must be one of ${DELIVERY_METHODS.join(', ')}` });

/** POST /api/cart/{userId}/quote */
export const QuoteRequest = z.object({ discountCode: DiscountCodeField.optional(), delivery: Delivery.optional() });
export type QuoteRequest = z.input<typeof QuoteRequest>;

/** The one place the cart's figures are computed; the cart page shows these and sends them back to order. */
export const Quote = z.object({
  subtotal: Decimal,
  memberDiscount: Decimal,
  codeDiscount: Decimal,
  shipping: Decimal,
  total: Decimal,
  pointsEarned: z.number().int(),
  discountCode: z.string().nullable(),
  /** Each line at what this member pays for one item. */
  items: z.array(z.object({ productId: Id, quantity: z.number().int(), price: Decimal })),
  /** The delivery these figures are for (`shipping` is its charge). */
  delivery: Delivery,
  /** Every delivery the cart can choose, with its charge: the cart's choice shows them. */
  deliveryOptions: z.array(z.object({ delivery: Delivery, price: Decimal })),
});
export type Quote = z.infer<typeof Quote>;

// ── Placing an order ──────────────────────────────────────────────────────────────────────────────────────
export const OrderLineRequest = z.object({ productId: Id, quantity: Quantity, price: Decimal });

/**
 * POST /api/orders (SPEC §7). The figures are what the shopper was shown: the server recomputes them all from
 * the cart and current prices and refuses (409) when they differ. `status` is accepted and ignored — a new
 * order is always 'pending'.
 */
export const CreateOrderRequest = z.object({
  userId: Id,
  status: z.string().max(30, 'must be at most 30 characters').optional(),
  subtotal: Decimal,
  memberDiscount: Decimal,
  shipping: Decimal,
  total: Decimal,
  items: z.array(OrderLineRequest).min(1, 'must not be empty').max(100, 'must have at most 100 lines'),
  shippingAddress: ShippingAddress,
  /** COMMERCE §2 (issue 19 accepts codes): the code the quote was asked with and what it took off. */
  discountCode: DiscountCodeField.optional(),
  codeDiscount: Decimal.optional(),
  /** The quote's delivery (decision 0253); standard when left out. */
  delivery: Delivery.optional(),
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequest>;

// ── Orders as the API returns them ────────────────────────────────────────────────────────────────────────
export const OrderItem = z.object({
  productId: Id,
  productName: z.string(),
  quantity: z.number().int(),
  /** Paid for one item (the member price where the tier earned it). */
  price: Decimal,
});
export type OrderItem = z.infer<typeof OrderItem>;

/** A stored address: plain strings (no re-validation on the way out). */
export const OrderShippingAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

/**
 * One entry of an order's timeline: the status after it, when, who (a staff username, 'customer', 'system').
 * In the customer's views `note` is the customer's message (never the staff note); in the console `note` is the
 * internal staff note and `customerMessage` what the customer was shown (COMMERCE §6).
 */
export const OrderHistoryEntry = z.object({
  status: z.string(),
  paymentStatus: z.string().nullable(),
  at: z.string(),
  by: z.string(),
  note: z.string().nullable(),
  customerMessage: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

/**
 * How to pay an unpaid manual order by bank transfer (COMMERCE §6): the reference is the order number. `payBy`
 * (ISO 8601) is when an order still unpaid is cancelled (placed + UNPAID_ORDER_HOURS).
 */
export const PaymentInstructions = z.object({
  accountName: z.string(),
  sortCode: z.string(),
  accountNumber: z.string(),
  reference: z.string(),
  amount: Decimal,
  payBy: z.string(),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructions>;

export const Order = z.object({
  id: Id,
  userId: Id,
  status: z.string(),
  /** 'unpaid' | 'paid' | 'refunded' (COMMERCE §4). */
  paymentStatus: z.string(),
  paymentProvider: z.string(),
  /** Bank transfer details, while a manual order is unpaid and not cancelled; null otherwise. */
  paymentInstructions: PaymentInstructions.nullable(),
  /** Stripe (COMMERCE §4): the hosted checkout page to send the shopper to, while the order can still be paid. */
  paymentUrl: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Who carries the parcel, as staff entered it. */
  carrier: z.string().nullable(),
  /** The carrier's tracking page for this parcel, for carriers we know; null otherwise. */
  trackingUrl: z.string().nullable(),
  discountCode: z.string().nullable(),
  codeDiscount: Decimal,
  subtotal: Decimal,
  memberDiscount: Decimal,
  shipping: Decimal,
  total: Decimal,
  /** How it travels: 'standard' (free) or 'express' (next day, charged as `shipping`). */
  delivery: Delivery,
  /** Of `codeDiscount`, what came off the delivery charge (a shipping code, decision 0253); 0.00 otherwise. */
  deliveryDiscount: Decimal,
  /** ISO 8601. */
  createdAt: z.string(),
  pointsEarned: z.number().int(),
  items: z.array(OrderItem),
  shippingAddress: OrderShippingAddress.nullable(),
  /** Oldest first. */
  history: z.array(OrderHistoryEntry),
  /** What went back to the customer so far (OPERATIONS §4); `paymentStatus` is `refunded` once it is all of it. */
  refundedAmount: Decimal,
  /** Units refunded so far, by product (decision 0250); lines with none are left out. */
  refundedItems: z.array(z.object({ productId: Id, quantity: z.number().int() })),
  /** The member's returns of this order, oldest first (OPERATIONS §4). */
  returns: z.array(OrderReturn),
});
export type Order = z.infer<typeof Order>;

// ── Staff console (COMMERCE §5) ───────────────────────────────────────────────────────────────────────────
export const ADMIN_ORDERS_PAGE_SIZE = 20;

export const OrderCustomer = z.object({ id: Id, email: z.string(), firstName: z.string(), lastName: z.string() });
export type OrderCustomer = z.infer<typeof OrderCustomer>;

export const AdminOrder = Order.extend({ customer: OrderCustomer });
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  payment: z.enum(PAYMENT_STATUSES, { message: `must be one of ${PAYMENT_STATUSES.join(', ')}` }).optional(),
  q: Text(100).optional(),
  page: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .optional(),
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;

export const AdminOrderList = z.object({ orders: z.array(AdminOrder), total: z.number().int() });
export type AdminOrderList = z.infer<typeof AdminOrderList>;

const TrackingNumber = Text(60).regex(/^[A-Za-z0-9 -]*$/, 'must be letters, digits, spaces or dashes');
const Carrier = Text(40);

/**
 * POST /api/admin/orders/{id}/status. `note` is for staff only; `customerMessage` is shown to and mailed to the
 * customer. `shipped` needs a trackingNumber (COMMERCE §6).
 */
export const OrderStatusRequest = z.object({
  status: z.enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(', ')}` }),
  note: Text(500).optional(),
  customerMessage: Text(500).optional(),
  trackingNumber: TrackingNumber.optional(),
  carrier: Carrier.optional(),
});
export type OrderStatusRequest = z.input<typeof OrderStatusRequest>;

/** PATCH /api/admin/orders/{id}/tracking: corrects a shipped order's tracking. */
export const TrackingRequest = z.object({
  trackingNumber: TrackingNumber.min(1, 'is required'),
  carrier: Carrier.optional(),
});
export type TrackingRequest = z.input<typeof TrackingRequest>;

export const PaymentRequest = z.object({
  status: z.enum(['paid', 'refunded'], { message: "must be 'paid' or 'refunded'" }),
  note: Text(500).optional(),
  customerMessage: Text(500).optional(),
});
export type PaymentRequest = z.input<typeof PaymentRequest>;

// ── The books (OPERATIONS §4, decision 0242) ───────────────────────────────────────────────────────────────
export const EXPORT_MAX_DAYS = 366;
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** GET /api/admin/orders/export.csv: the orders placed from `from` to `to`, both UK days included. */
export const OrdersExportQuery = z
  .object({ from: Day, to: Day })
  .refine((q) => q.from <= q.to, { message: 'must not be after to', path: ['from'] });
export type OrdersExportQuery = z.input<typeof OrdersExportQuery>;

/** The CSV's columns, in order. */
export const ORDERS_EXPORT_COLUMNS = [
  'number',
  'date',
  'status',
  'payment_status',
  'payment_method',
  'net',
  'vat',
  'gross',
  'discount',
  'delivery',
  'refunded',
] as const;

/** POST /api/orders/{userId}/{orderId}/buy-again: what went back in the cart, and what could not and why. */
export const BuyAgainResult = z.object({
  added: z.array(z.object({ productId: Id, productName: z.string(), quantity: z.number().int() })),
  skipped: z.array(z.object({ productId: Id, productName: z.string(), reason: z.string() })),
});
export type BuyAgainResult = z.infer<typeof BuyAgainResult>;
