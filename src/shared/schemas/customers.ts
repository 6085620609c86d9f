// Customers in the console (OPERATIONS §3, decision 0520): the search, a customer's page and staff's points
// adjustment with a reason. One schema per shape, shared by the console and the API.
import { z } from 'zod';
import { Text } from './common';

export const CUSTOMERS_PAGE_SIZE = 25;
/** The largest adjustment staff may make at once, either way: a typo of a few extra digits is a 400, not a gift. */
export const POINTS_ADJUSTMENT_MAX = 100_000;

/** GET /api/admin/customers: by email or name (part of either), newest first, in pages. */
export const CustomersQuery = z.object({
  q: Text(100).optional(),
  page: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .default(1),
});
export type CustomersQuery = z.input<typeof CustomersQuery>;

/** A customer as the list shows them. */
export const CustomerSummary = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  membershipTier: z.string(),
  rewardPoints: z.number().int(),
  /** Orders placed, paid or not. */
  orders: z.number().int(),
  createdAt: z.string(),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomersPage = z.object({
  customers: z.array(CustomerSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomersPage = z.infer<typeof CustomersPage>;

export const CustomerProfile = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  membershipTier: z.string(),
  skinType: z.string().nullable(),
  skinConcerns: z.array(z.string()),
  birthday: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export type CustomerProfile = z.infer<typeof CustomerProfile>;

export const CustomerOrder = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  total: z.string(),
  refundedAmount: z.string(),
  items: z.number().int(),
});
export type CustomerOrder = z.infer<typeof CustomerOrder>;

export const POINTS_KINDS = ['earned', 'spent', 'taken_back', 'withdrawn', 'adjusted'] as const;

/** One move of the points balance and the balance it left. */
export const PointsLedgerEntry = z.object({
  id: z.string(),
  kind: z.enum(POINTS_KINDS),
  delta: z.number().int(),
  balance: z.number().int(),
  reason: z.string().nullable(),
  orderId: z.string().nullable(),
  /** The member of staff who adjusted it; null for the shop's own moves. */
  by: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsLedgerEntry = z.infer<typeof PointsLedgerEntry>;

export const CustomerCode = z.object({
  code: z.string(),
  rewardName: z.string(),
  pointsSpent: z.number().int(),
  isActive: z.boolean(),
  used: z.boolean(),
  validUntil: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerCode = z.infer<typeof CustomerCode>;

export const CustomerQuizSubmission = z.object({
  id: z.string(),
  quizName: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type CustomerQuizSubmission = z.infer<typeof CustomerQuizSubmission>;

export const CustomerConversation = z.object({
  id: z.string(),
  sessionId: z.string(),
  channel: z.string(),
  messageCount: z.number().int(),
  status: z.string(),
  questionCategories: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerConversation = z.infer<typeof CustomerConversation>;

/** GET /api/admin/customers/{id}: everything the shop holds about the customer that staff work with. */
export const CustomerDetail = z.object({
  profile: CustomerProfile,
  /** The points balance now, and the points owed after a refund (paid off first by the next points earned). */
  points: z.number().int(),
  pointsOwed: z.number().int(),
  ledger: z.array(PointsLedgerEntry),
  orders: z.array(CustomerOrder),
  codes: z.array(CustomerCode),
  quizSubmissions: z.array(CustomerQuizSubmission),
  conversations: z.array(CustomerConversation),
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;

/** POST /api/admin/customers/{id}/points: a non-zero whole number of points, either way, with the reason. */
export const PointsAdjustment = z.object({
  delta: z
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .refine((n) => n !== 0, 'must not be 0')
    .refine((n) => Math.abs(n) <= POINTS_ADJUSTMENT_MAX, `must be at most ${POINTS_ADJUSTMENT_MAX} either way`),
  reason: Text(300).min(1, 'is required'),
});
export type PointsAdjustment = z.input<typeof PointsAdjustment>;

export const PointsAdjusted = z.object({ points: z.number().int(), entry: PointsLedgerEntry });
export type PointsAdjusted = z.infer<typeof PointsAdjusted>;
