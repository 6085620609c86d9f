// Catalogue shapes (SPEC §3 Product, Category, Reward, Perk, Event; FAQ).
import { z } from 'zod';
import { Decimal, Id, QueryFlag, Text } from './common';
import { IMAGE_ALT_MAX } from '../pictures';

/** Decision 0507: only an `active` product is in the shop; `draft` and `archived` ones are the console's. */
export const ProductStatus = z.enum(['draft', 'active', 'archived'], {
  message: "must be 'draft', 'active' or 'archived'",
});
export type ProductStatus = z.infer<typeof ProductStatus>;

export const SizeUnit = z.enum(['ml', 'g'], { message: "must be 'ml' or 'g'" });
export type SizeUnit = z.infer<typeof SizeUnit>;

/** The pack size, e.g. 30 ml or 50 g (at most one decimal: 7.5 ml). */
export const ProductSize = z
  .object({
    amount: z
      .number({ message: 'must be a number' })
      .positive('must be more than 0')
      .max(100_000, 'must be at most 100000')
      .refine((v) => Number.isInteger(v * 10), 'must have at most one decimal'),
    unit: SizeUnit,
  })
  .strict();
export type ProductSize = z.infer<typeof ProductSize>;

export const Product = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  price: Decimal,
  memberPrice: Decimal.nullable(),
  imageUrl: z.string(),
  /** What the picture shows, for screen readers (decision 0508); '' when not given (the page then uses the name). */
  imageAlt: z.string(),
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
  /** The full ingredient list (INCI) as printed on the pack; '' when not given. */
  inci: z.string(),
  size: ProductSize.nullable(),
  /** Price Marking Order: the price a non-member pays per 100 ml or 100 g ("£31.67 per 100 ml"); null without a size. */
  unitPrice: z.string().nullable(),
  /** The same for the member price, when there is one (the product page shows the member price too). */
  memberUnitPrice: z.string().nullable(),
  /** false only on a cart or wishlist line whose product is no longer on sale (draft or archived). */
  available: z.boolean(),
});
export type Product = z.infer<typeof Product>;

/** The most products one answer of the list carries (decision 0512). */
export const PRODUCT_PAGE_MAX = 100;

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
  /** A page of the list (decision 0512): at most PRODUCT_PAGE_MAX products, from `offset`; the total is the
   * answer's X-Total-Count header. Without them the list is its first PRODUCT_PAGE_MAX products. */
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(PRODUCT_PAGE_MAX, `must be at most ${PRODUCT_PAGE_MAX}`)
    .optional(),
  offset: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(100_000, 'must be at most 100000')
    .optional(),
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

/** A product as the console lists and edits it: every field, the exact stock and its status. */
export const AdminProduct = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  categorySlug: z.string(),
  price: Decimal,
  memberPrice: Decimal.nullable(),
  stock: z.number().int(),
  isActive: z.boolean(),
  status: ProductStatus,
  ingredients: z.array(z.string()),
  benefits: z.array(z.string()),
  isNew: z.boolean(),
  isExclusive: z.boolean(),
  isFeatured: z.boolean(),
  inci: z.string(),
  size: ProductSize.nullable(),
  imageUrl: z.string(),
  imageAlt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

const Price = z
  .string({ message: 'must be an amount like 12.50' })
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, 'must be an amount like 12.50')
  .refine((v) => Number(v) > 0, 'must be more than 0');

const Stock = z
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(STOCK_MAX, `must be at most ${STOCK_MAX}`);

/** Required text: trimmed, not empty, capped. */
const Filled = (max: number) => Text(max).pipe(z.string().min(1, 'must not be empty'));

/** A list of short lines (key ingredients, benefits): blank lines dropped. */
const Lines = z
  .array(Text(120), { message: 'must be a list of lines' })
  .max(30, 'must have at most 30 lines')
  .transform((lines) => lines.filter((l) => l !== ''));

export const ProductSlug = z
  .string({ message: 'must be text' })
  .trim()
  .max(80, 'must be at most 80 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens');

/** The fields staff write (OPERATIONS §1); every one optional in a PATCH. */
const productFields = {
  name: Filled(120),
  slug: ProductSlug,
  description: Filled(5000),
  shortDescription: Filled(300),
  price: Price,
  memberPrice: Price.nullable(),
  ingredients: Lines,
  benefits: Lines,
  isNew: z.boolean({ message: 'must be true or false' }),
  isExclusive: z.boolean({ message: 'must be true or false' }),
  isFeatured: z.boolean({ message: 'must be true or false' }),
  categorySlug: z
    .string({ message: 'must be a category slug' })
    .trim()
    .max(80, 'must be at most 80 characters')
    .regex(/^[a-z0-9-]+$/, 'must be a category slug'),
  stock: Stock,
  status: ProductStatus,
  inci: Text(5000),
  size: ProductSize.nullable(),
  /** The picture's alt text (decision 0508): what it shows, in a sentence; the picture itself is uploaded. */
  imageAlt: Text(IMAGE_ALT_MAX),
};

/** POST /api/admin/products: a new product (OPERATIONS §1), a draft unless `status` says otherwise. */
export const ProductCreate = z
  .object({
    ...productFields,
    slug: productFields.slug.optional(),
    memberPrice: productFields.memberPrice.optional(),
    ingredients: productFields.ingredients.default([]),
    benefits: productFields.benefits.default([]),
    isNew: productFields.isNew.default(false),
    isExclusive: productFields.isExclusive.default(false),
    isFeatured: productFields.isFeatured.default(false),
    stock: productFields.stock.default(0),
    status: productFields.status.default('draft'),
    inci: productFields.inci.default(''),
    size: productFields.size.optional(),
    imageAlt: productFields.imageAlt.default(''),
  })
  .strict();
export type ProductCreate = z.input<typeof ProductCreate>;

/** PATCH /api/admin/products/{id}: any of these; a member price never above the price (checked with both). */
export const ProductPatch = z
  .object(productFields)
  .partial()
  .extend({
    /**
     * The stock the screen showed when staff typed `stock` (COMMERCE §6): the server applies the difference to
     * the stock as it is now, so units sold meanwhile stay sold. Without it `stock` is set as given.
     */
    previousStock: Stock.optional(),
    /** COMMERCE §5: true is `status: 'active'`, false `status: 'archived'` (decision 0507). */
    isActive: z.boolean({ message: 'must be true or false' }).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'must change something')
  .refine((v) => v.previousStock === undefined || v.stock !== undefined, {
    message: 'goes with stock',
    path: ['previousStock'],
  })
  .refine((v) => v.isActive === undefined || v.status === undefined || v.isActive === (v.status === 'active'), {
    message: 'disagrees with status',
    path: ['isActive'],
  });
export type ProductPatch = z.input<typeof ProductPatch>;
