// Catalogue shapes (SPEC §3 Product, Category, Reward, Perk, Event; FAQ).
import { z } from 'zod';
import { Decimal, Id, QueryFlag, Text } from './common';

export const Product = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  price: Decimal,
  memberPrice: Decimal.nullable(),
  imageUrl: z.string(),
  rating: z.string().regex(/^\d\.\d$/),
  reviewCount: z.number().int(),
  isNew: z.boolean(),
  isExclusive: z.boolean(),
  isFeatured: z.boolean(),
  categoryId: Id,
  categorySlug: z.string(),
  ingredients: z.array(z.string()),
  benefits: z.array(z.string()),
  /** COMMERCE §1: false when sold out. */
  inStock: z.boolean(),
  /** Units left, only when few are (≤ LOW_STOCK) so the page can say "Only 3 left". */
  stock: z.number().int().optional(),
});
export type Product = z.infer<typeof Product>;

export const ProductsQuery = z.object({
  featured: QueryFlag.optional(),
  new: QueryFlag.optional(),
  exclusive: QueryFlag.optional(),
  category: z
    .string()
    .trim()
    .max(80, 'must be at most 80 characters')
    .regex(/^[a-z0-9-]*$/, 'must be a category slug')
    .optional(),
  search: Text(100).optional(),
});
export type ProductsQuery = z.input<typeof ProductsQuery>;

export const Category = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof Category>;

export const SlugParams = z.object({
  slug: z
    .string()
    .max(80, 'must be at most 80 characters')
    .regex(/^[a-z0-9-]+$/, 'must be a category slug'),
});

export const DiscountType = z.enum(['percentage', 'fixed', 'shipping']);

export const Reward = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  type: z.string(),
  pointsCost: z.number().int(),
  code: z.string().nullable(),
  discountType: z.string().nullable(),
  discountValue: Decimal.nullable(),
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  isActive: z.boolean(),
  validUntil: z.string().nullable(),
});
export type Reward = z.infer<typeof Reward>;

export const Perk = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  code: z.string(),
  discountType: z.string(),
  discountValue: Decimal,
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  isActive: z.boolean(),
  validUntil: z.string().nullable(),
  /** The terms the code keeps (COMMERCE §6), checked by the quote and again when the order is placed. */
  firstOrderOnly: z.boolean(),
  oncePerMember: z.boolean(),
  fullPriceOnly: z.boolean(),
  birthdayMonthOnly: z.boolean(),
  minSpend: Decimal.nullable(),
  /** The same terms as the member reads them: 'First order only', 'Min spend £40', 'Birthday month', … */
  terms: z.array(z.string()),
});
export type Perk = z.infer<typeof Perk>;

export const Event = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  eventType: z.string(),
  dateTime: z.string(),
  duration: z.number().int(),
  price: Decimal,
  maxAttendees: z.number().int(),
  currentAttendees: z.number().int(),
  bookingUrl: z.string(),
  isActive: z.boolean(),
});
export type Event = z.infer<typeof Event>;

export const FaqCategory = z.enum(['Membership', 'Products', 'Events']);
export const Faq = z.object({
  id: Id,
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof Faq>;

// ── Staff console: products (COMMERCE §5) ─────────────────────────────────────────────────────────────────
export const STOCK_MAX = 100_000;

/** A product as the console lists it: the exact stock, prices and whether it is on sale. */
export const AdminProduct = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  categorySlug: z.string(),
  price: Decimal,
  memberPrice: Decimal.nullable(),
  stock: z.number().int(),
  isActive: z.boolean(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

const Price = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'must be an amount like 12.50')
  .refine((v) => Number(v) > 0, 'must be more than 0');

/** PATCH /api/admin/products/{id}: any of these; a member price never above the price (checked with both). */
export const ProductPatch = z
  .object({
    stock: z
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(STOCK_MAX, `must be at most ${STOCK_MAX}`)
      .optional(),
    /**
     * The stock the screen showed when staff typed `stock` (COMMERCE §6): the server applies the difference to
     * the stock as it is now, so units sold meanwhile stay sold. Without it `stock` is set as given.
     */
    previousStock: z
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(STOCK_MAX, `must be at most ${STOCK_MAX}`)
      .optional(),
    price: Price.optional(),
    memberPrice: Price.nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'must change something')
  .refine((v) => v.previousStock === undefined || v.stock !== undefined, {
    message: 'goes with stock',
    path: ['previousStock'],
  });
export type ProductPatch = z.input<typeof ProductPatch>;
