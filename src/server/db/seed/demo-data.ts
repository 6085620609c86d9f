// Demo-mode data (DESIGN §2 "Demo mode seeds"): a believable catalogue, the members' extras, quiz submissions
// and AI assistant sessions, so every screen has something to show on first start.
// The data itself lives in ./data/*.json (data, not code); this module gives it its types and derives what follows
// from it (image paths from slugs). `./index.ts` turns it into rows (ids, categoryIds, timestamps relative to "now").
// Money is always a 2-decimal string in pounds; every image is a local file under public/images/.
// The vocabularies the API shares with the client (quiz statuses, question categories, the delivery address)
// come from src/shared, so a seeded value the API would refuse does not compile.
import type { QuestionCategory } from '@shared/question-categories';
import type { ShippingAddress } from '@shared/schemas/orders';
import type { QuizStatus } from '@shared/schemas/quiz';
import aiSessions from './data/ai-sessions.json';
import categories from './data/categories.json';
import order from './data/demo-order.json';
import events from './data/events.json';
import faqs from './data/faqs.json';
import perks from './data/perks.json';
import products from './data/products.json';
import quizSubmissions from './data/quiz-submissions.json';
import reviewers from './data/reviews.json';
import rewards from './data/rewards.json';
import stock from './data/stock.json';

// ── Types ─────────────────────────────────────────────────────────────────────────────────────────────────
export type Money = string;

export type DemoCategory = {
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  sortOrder: number;
};

export type DemoProduct = {
  slug: string;
  name: string;
  description: string;
  shortDescription: string;
  price: Money;
  /** null: no member price, everyone pays `price`. */
  memberPrice: Money | null;
  isNew: boolean;
  isExclusive: boolean;
  isFeatured: boolean;
  categorySlug: string;
  ingredients: string[];
  benefits: string[];
  imageUrl: string;
  sortOrder: number;
};

export type DiscountType = 'percentage' | 'fixed' | 'shipping';

export type DemoReward = {
  name: string;
  description: string;
  type: 'free_shipping' | 'discount' | 'other';
  pointsCost: number;
  code: string | null;
  discountType: DiscountType | null;
  discountValue: Money | null;
  maxUses: number | null;
  currentUses: number;
  isActive: boolean;
  /** ISO date-time, or null for no expiry. */
  validUntil: string | null;
  sortOrder: number;
};

export type DemoPerk = {
  name: string;
  description: string;
  code: string;
  discountType: DiscountType;
  discountValue: Money;
  /** null: unlimited uses. */
  maxUses: number | null;
  currentUses: number;
  isActive: boolean;
  validUntil: string | null;
  sortOrder: number;
  /** The terms its description states (COMMERCE §6); the seed keeps existing rows' terms in step. */
  firstOrderOnly: boolean;
  oncePerMember: boolean;
  fullPriceOnly: boolean;
  birthdayMonthOnly: boolean;
  minSpend: Money | null;
};

export type DemoEvent = {
  title: string;
  description: string;
  eventType: 'skin_genius_iq' | 'masterclass' | 'live_qa';
  /** Days after "now" (always upcoming) … */
  dayOffset: number;
  /** … at this wall-clock time in the UK (Europe/London), 'HH:MM'. */
  londonTime: string;
  /** Minutes. */
  duration: number;
  price: Money;
  maxAttendees: number;
  currentAttendees: number;
  bookingUrl: string;
  isActive: boolean;
};

export type FaqCategory = 'Membership' | 'Products' | 'Events';

export type DemoFaq = {
  category: FaqCategory;
  question: string;
  answer: string;
  sortOrder: number;
};

export type DemoQuizSubmission = {
  externalId: string;
  quizName: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  phone: string | null;
  questions: { question: string; answer: string }[];
  status: QuizStatus;
  reviewNotes: string | null;
  /** Created this many hours before "now"; updated `updatedHoursAgo` hours before "now". */
  createdHoursAgo: number;
  updatedHoursAgo: number;
};

export type DemoAiRecommendation = { name: string; priority: 'high' | 'medium' | 'low'; reason: string };

export type DemoAiMessage = {
  sender: 'user' | 'assistant';
  message: string;
  /** Minutes after the session started. */
  minuteOffset: number;
  /** Assistant replies only. */
  confidence?: number;
  followUpQuestions?: string[];
  /** Each `name` is a catalogue product's exact name. */
  productRecommendations?: DemoAiRecommendation[];
};

export type DemoAiSession = {
  sessionId: string;
  channel: 'chat' | 'coach';
  email: string | null;
  /** A coach conversation owned by the demo member. */
  ownedByDemoMember: boolean;
  sessionStatus: 'active' | 'completed';
  emailSent: boolean;
  questionCategories: QuestionCategory[];
  /** Started this many hours before "now". */
  createdHoursAgo: number;
  messages: DemoAiMessage[];
};

export type DemoMember = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  membershipTier: string;
  rewardPoints: number;
  skinType: string;
  skinConcerns: string[];
  /** "Member since": joined this many days before "now". */
  joinedDaysAgo: number;
};

export type DemoOrder = {
  status: string;
  createdDaysAgo: number;
  trackingNumber: string;
  timeline: Array<{ status: string; paymentStatus?: string; daysAfter: number; by: string; note: string | null }>;
  items: { productSlug: string; quantity: number }[];
  shippingAddress: ShippingAddress;
};

/**
 * A demo member who bought some products and reviewed them (OPERATIONS §5, decision 0260): seeded with one
 * delivered order holding exactly the products they review, so every rating on screen has rows behind it.
 */
export type DemoReviewer = {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  trackingNumber: string;
  deliveredDaysAgo: number;
  reviews: Array<{ productSlug: string; rating: number; title: string; body: string; daysAfterDelivery: number }>;
};

// ── Constants ─────────────────────────────────────────────────────────────────────────────────────────────
/** The brand's public shop (quiz recommendations and event booking pages link there). */
export const BRAND_SITE = 'https://www.skincircle.co.uk';
export const DEMO_MEMBER_EMAIL = 'demo@example.com';
export const DEMO_MEMBER_PASSWORD = 'skincircle';

/** SPEC §3: quiz answer blocks by id; in the data each id carries a prefix. */
export const QUIZ_BLOCKS = {
  ageRange: 'e4466449',
  skinType: 'cdc78df5',
  mainConcerns: '9038ec7e',
  preferredProducts: 'e6310ca6',
  routineLevel: '329aaeff',
  retinolExperience: 'a2ad2c93',
} as const;
export const QUIZ_BLOCK_PREFIX = 'block_';
export const QUIZ_NAME = 'Skin Circle Skin Assessment';

// ── The data (./data/*.json) ──────────────────────────────────────────────────────────────────────────────
// JSON types its strings as string: each file is cast to its type here, and seed.test.ts checks the vocabularies
// the API shares (quiz statuses, question categories, code kinds) against what the API accepts.

export const demoCategories: DemoCategory[] = (categories as Omit<DemoCategory, 'imageUrl'>[]).map((c) => ({
  ...c,
  imageUrl: `/images/categories/${c.slug}.svg`,
}));
export const demoProducts: DemoProduct[] = (products as Omit<DemoProduct, 'imageUrl'>[]).map((p) => ({
  ...p,
  imageUrl: `/images/products/${p.slug}.svg`,
}));
export const demoRewards = rewards as DemoReward[];
export const demoReviewers = reviewers as DemoReviewer[];
export const demoPerks = perks as DemoPerk[];
export const demoEvents = events as DemoEvent[];
export const demoFaqs = faqs as DemoFaq[];
export const demoQuizSubmissions = quizSubmissions as DemoQuizSubmission[];
export const demoAiSessions = aiSessions as DemoAiSession[];

/** Stock (COMMERCE §1): plenty of most things, a few running low, one sold out. */
export const DEMO_STOCK_DEFAULT = 200;
export const demoStock: Record<string, number> = stock;

// ── The demo member and their past order ──────────────────────────────────────────────────────────────────
export const demoMember: DemoMember = {
  email: DEMO_MEMBER_EMAIL,
  password: DEMO_MEMBER_PASSWORD,
  firstName: 'Sophie',
  lastName: 'Bennett',
  membershipTier: 'skin_circle',
  rewardPoints: 1240,
  skinType: 'Combination',
  skinConcerns: ['Breakouts', 'Dark spots', 'Enlarged pores'],
  joinedDaysAgo: 240,
};

/** Delivered, so paid and its points already in the member's balance (COMMERCE §3), with its whole timeline. */
export const demoOrder = order as DemoOrder;
