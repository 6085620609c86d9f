// Reviews that are true (OPERATIONS §5, decision 0260): only a member who received the product writes one, one per
// member and product (posting again replaces it); staff hide abusive ones with a reason. The product's `rating` and
// `reviewCount` are what the visible reviews say.
import { z } from 'zod';
import { Id, QueryFlag, Text } from './common';

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_HIDE_REASON_MAX = 300;
/** Reviews per page of a product's list (newest first). */
export const REVIEWS_PAGE_SIZE = 10;
/** Days after delivery the review request goes (a service mail, once per order). */
export const REVIEW_REQUEST_AFTER_DAYS = 3;

/** POST /api/products/{id}/reviews. */
export const ReviewRequest = z.object({
  rating: z.number({ message: 'must be a whole number from 1 to 5' }).int('must be a whole number').min(1).max(5),
  title: Text(REVIEW_TITLE_MAX).min(1, 'is required'),
  body: Text(REVIEW_BODY_MAX).min(1, 'is required'),
});
export type ReviewRequest = z.input<typeof ReviewRequest>;

/** A review as the shop shows it: the reviewer by first name only. */
export const Review = z.object({
  id: Id,
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  firstName: z.string(),
  /** Written by a member the shop delivered the product to. */
  verified: z.boolean(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof Review>;

export const ReviewsQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).optional() });

/** GET /api/products/{id}/reviews: newest first, one page, with the product's aggregate. */
export const ProductReviews = z.object({
  reviews: z.array(Review),
  rating: z.string(),
  reviewCount: z.number().int(),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ProductReviews = z.infer<typeof ProductReviews>;

/** GET /api/products/{id}/reviews/mine: whether the signed-in member may review it, and their review if any. */
export const MyReview = z.object({
  canReview: z.boolean(),
  review: Review.extend({ hidden: z.boolean() }).nullable(),
});
export type MyReview = z.infer<typeof MyReview>;

/** The console's list. */
export const AdminReview = Review.extend({
  productId: Id,
  productName: z.string(),
  email: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const AdminReviewsQuery = z.object({
  hidden: QueryFlag.optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});

export const AdminReviewPage = z.object({
  reviews: z.array(AdminReview),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminReviewPage = z.infer<typeof AdminReviewPage>;

/** PATCH /api/admin/reviews/{id}: a reason is needed to hide one. */
export const ReviewModeration = z
  .object({
    hidden: z.boolean(),
    reason: Text(REVIEW_HIDE_REASON_MAX).optional(),
  })
  .refine((v) => !v.hidden || (v.reason ?? '').length > 0, {
    message: 'say why it is hidden',
    path: ['reason'],
  });
export type ReviewModeration = z.input<typeof ReviewModeration>;
