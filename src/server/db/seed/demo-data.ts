// Demo-mode data (DESIGN §2 "Demo mode seeds"): a believable catalogue, the members' extras, quiz submissions
// and AI assistant sessions, so every screen has something to show on first start.
// Plain data only: `./index.ts` turns it into rows (ids, categoryIds, timestamps relative to "now").
// Money is always a 2-decimal string in pounds; every image is a local file under public/images/.
// The vocabularies the API shares with the client (quiz statuses, question categories, the delivery address)
// come from src/shared, so a seeded value the API would refuse does not compile.
import type { QuestionCategory } from '@shared/question-categories';
import type { ShippingAddress } from '@shared/schemas/orders';
import type { QuizStatus } from '@shared/schemas/quiz';

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
  rating: string;
  reviewCount: number;
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

const categoryImage = (slug: string) => `/images/categories/${slug}.svg`;
const productImage = (slug: string) => `/images/products/${slug}.svg`;

// ── Categories ────────────────────────────────────────────────────────────────────────────────────────────
export const demoCategories: DemoCategory[] = [
  {
    slug: 'cleansers',
    name: 'Cleansers',
    description:
      'Low-pH cleansers that lift away make-up, SPF and the day without stripping your barrier. Start every routine here.',
    sortOrder: 10,
  },
  {
    slug: 'serums',
    name: 'Serums',
    description:
      'Concentrated, clinically dosed actives for pigmentation, dehydration, enlarged pores and early signs of ageing.',
    sortOrder: 20,
  },
  {
    slug: 'moisturisers',
    name: 'Moisturisers',
    description: 'Barrier-first creams and gels that lock in hydration and calm redness, from oily to very dry skin.',
    sortOrder: 30,
  },
  {
    slug: 'sun-protection',
    name: 'Sun Protection',
    description:
      'Broad-spectrum SPF 30 and 50 with modern UVA filters: light enough to wear every day, all year round.',
    sortOrder: 40,
  },
  {
    slug: 'treatments',
    name: 'Retinoids & Treatments',
    description:
      'Retinal, retinol, bakuchiol and azelaic acid for texture, breakouts and fine lines, formulated to be tolerable.',
    sortOrder: 50,
  },
  {
    slug: 'eye-care',
    name: 'Eye Care',
    description: 'Gentle, fragrance-free formulas for the delicate eye area: puffiness, dark circles and crepey lines.',
    sortOrder: 60,
  },
  {
    slug: 'masks-exfoliants',
    name: 'Masks & Exfoliants',
    description: 'Acid toners, resurfacing peels and weekly masks for brighter, smoother skin without the sting.',
    sortOrder: 70,
  },
  {
    slug: 'body',
    name: 'Body Care',
    description:
      'Clinical actives below the neck: urea and lactic acid for rough, dry skin and salicylic acid for body breakouts.',
    sortOrder: 80,
  },
].map((c) => ({ ...c, imageUrl: categoryImage(c.slug) }));

// ── Products ──────────────────────────────────────────────────────────────────────────────────────────────
type ProductInput = Omit<DemoProduct, 'imageUrl'>;

const productInputs: ProductInput[] = [
  // Serums
  {
    slug: 'vitamin-c-15-brightening-serum',
    name: '15% Vitamin C Brightening Serum',
    description:
      'A stabilised 15% L-ascorbic acid serum with vitamin E and ferulic acid to fade dullness and uneven tone. The antioxidant trio also helps defend against pollution and UV-driven damage when layered under SPF. Use in the morning after cleansing.',
    shortDescription: 'Potent 15% L-ascorbic acid for a brighter, more even complexion',
    price: '42.00',
    memberPrice: '35.70',
    rating: '4.7',
    reviewCount: 1284,
    isNew: false,
    isExclusive: false,
    isFeatured: true,
    categorySlug: 'serums',
    ingredients: ['L-Ascorbic Acid 15%', 'Vitamin E (Tocopherol) 1%', 'Ferulic Acid 0.5%', 'Hyaluronic Acid'],
    benefits: ['Brightens dull skin', 'Fades dark spots', 'Antioxidant protection', 'Supports collagen'],
    sortOrder: 10,
  },
  {
    slug: 'niacinamide-10-pore-refining-serum',
    name: '10% Niacinamide Pore Refining Serum',
    description:
      'Our best-selling water-light serum pairs 10% niacinamide with 1% zinc PCA to regulate oil and visibly tighten pores. It also calms post-blemish redness and strengthens the barrier, so it sits happily alongside retinoids and acids.',
    shortDescription: 'Balances oil and refines pores with 10% niacinamide and zinc',
    price: '24.00',
    memberPrice: '20.40',
    rating: '4.8',
    reviewCount: 1840,
    isNew: false,
    isExclusive: false,
    isFeatured: true,
    categorySlug: 'serums',
    ingredients: ['Niacinamide 10%', 'Zinc PCA 1%', 'Hyaluronic Acid', 'Panthenol'],
    benefits: ['Controls excess oil', 'Minimises the look of pores', 'Calms redness', 'Strengthens the barrier'],
    sortOrder: 40,
  },
  {
    slug: 'tranexamic-3-dark-spot-serum',
    name: 'Tranexamic 3% Dark Spot Serum',
    description:
      'A targeted pigmentation serum with 3% tranexamic acid, 4% niacinamide and ascorbyl glucoside to fade sun spots, post-acne marks and melasma-prone patches. Gentle enough for daily use morning and night, including on sensitive skin.',
    shortDescription: 'Fades stubborn dark spots and post-acne marks',
    price: '38.00',
    memberPrice: '32.30',
    rating: '4.6',
    reviewCount: 412,
    isNew: true,
    isExclusive: true,
    isFeatured: false,
    categorySlug: 'serums',
    ingredients: ['Tranexamic Acid 3%', 'Niacinamide 4%', 'Ascorbyl Glucoside 2%', 'Liquorice Root Extract'],
    benefits: ['Fades hyperpigmentation', 'Evens skin tone', 'Targets post-acne marks', 'Suitable for sensitive skin'],
    sortOrder: 50,
  },
  {
    slug: 'hyaluronic-b5-hydrating-serum',
    name: 'Multi-Weight Hyaluronic Acid + B5 Serum',
    description:
      'Five molecular weights of hyaluronic acid hydrate the surface and deeper layers, while 5% panthenol soothes and ectoin helps skin hold on to water. Plumps dehydrated skin instantly and layers under any moisturiser.',
    shortDescription: 'Deep, multi-level hydration for thirsty, tight-feeling skin',
    price: '22.00',
    memberPrice: '18.70',
    rating: '4.5',
    reviewCount: 936,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'serums',
    ingredients: ['Hyaluronic Acid (5 molecular weights) 2%', 'Panthenol 5%', 'Ectoin', 'Glycerin'],
    benefits: ['Instant plumping hydration', 'Soothes tightness', 'Smooths fine dehydration lines'],
    sortOrder: 60,
  },
  {
    slug: 'copper-peptide-firming-serum',
    name: 'Copper Peptide Firming Serum',
    description:
      'A peptide-rich serum built around 1% copper tripeptide-1 and Matrixyl 3000 to support firmness and elasticity. Squalane keeps it silky and comfortable, making it an excellent partner on your non-retinoid nights.',
    shortDescription: 'Copper peptides and Matrixyl 3000 for firmer-looking skin',
    price: '48.00',
    memberPrice: '40.80',
    rating: '4.6',
    reviewCount: 287,
    isNew: false,
    isExclusive: true,
    isFeatured: false,
    categorySlug: 'serums',
    ingredients: [
      'Copper Tripeptide-1 1%',
      'Palmitoyl Tripeptide-1',
      'Palmitoyl Tetrapeptide-7',
      'Squalane',
      'Hyaluronic Acid',
    ],
    benefits: ['Improves firmness', 'Supports skin repair', 'Softens fine lines', 'Non-irritating'],
    sortOrder: 70,
  },
  // Retinoids & treatments
  {
    slug: 'retinal-0-1-renewal-serum',
    name: 'Retinal 0.1% Renewal Serum',
    description:
      'Encapsulated retinaldehyde at 0.1% works up to eleven times faster than retinol to smooth lines, refine texture and clear congestion. Niacinamide and bisabolol keep irritation in check, so most skins can use it three nights a week from the start.',
    shortDescription: 'Fast-acting 0.1% retinal for lines, texture and breakouts',
    price: '46.00',
    memberPrice: '39.10',
    rating: '4.8',
    reviewCount: 1032,
    isNew: false,
    isExclusive: true,
    isFeatured: true,
    categorySlug: 'treatments',
    ingredients: ['Retinaldehyde (Retinal) 0.1%', 'Niacinamide 4%', 'Squalane', 'Bisabolol'],
    benefits: ['Smooths fine lines', 'Refines skin texture', 'Clears congestion', 'Boosts cell renewal'],
    sortOrder: 20,
  },
  {
    slug: 'retinol-0-3-starter-serum',
    name: 'Retinol 0.3% Starter Night Serum',
    description:
      'A beginner-friendly encapsulated retinol cushioned with ceramides and squalane to minimise dryness and flaking. The ideal first step before graduating to retinal. Use at night and always follow with SPF in the morning.',
    shortDescription: 'A gentle first retinoid, buffered with ceramides',
    price: '34.00',
    memberPrice: '28.90',
    rating: '4.5',
    reviewCount: 654,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'treatments',
    ingredients: ['Encapsulated Retinol 0.3%', 'Ceramides NP/AP/EOP', 'Squalane', 'Panthenol'],
    benefits: ['Ideal first retinoid', 'Softens fine lines', 'Evens texture', 'Minimal irritation'],
    sortOrder: 80,
  },
  {
    slug: 'azelaic-15-blemish-gel',
    name: 'Azelaic Acid 15% Blemish Gel',
    description:
      'A lightweight gel with 15% azelaic acid to reduce breakouts, calm rosacea-prone redness and fade the marks blemishes leave behind. Suitable for sensitive skin and can be used morning or evening.',
    shortDescription: 'Clears blemishes, calms redness and fades marks',
    price: '26.00',
    memberPrice: '22.10',
    rating: '4.6',
    reviewCount: 748,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'treatments',
    ingredients: ['Azelaic Acid 15%', 'Niacinamide 2%', 'Allantoin', 'Panthenol'],
    benefits: ['Reduces breakouts', 'Calms redness and rosacea', 'Fades post-acne marks', 'Gentle on sensitive skin'],
    sortOrder: 90,
  },
  {
    slug: 'bakuchiol-1-renewal-oil',
    name: 'Bakuchiol 1% Gentle Renewal Oil',
    description:
      'A plant-derived retinol alternative: 1% bakuchiol in a squalane and rosehip base to smooth and brighten without the sensitivity. A favourite for reactive skin and for anyone avoiding retinoids during pregnancy.',
    shortDescription: 'Retinol-like results from bakuchiol, without the irritation',
    price: '36.00',
    memberPrice: '30.60',
    rating: '4.4',
    reviewCount: 198,
    isNew: true,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'treatments',
    ingredients: ['Bakuchiol 1%', 'Squalane', 'Rosehip Seed Oil', 'Vitamin E (Tocopherol)'],
    benefits: ['Gentle retinol alternative', 'Smooths texture', 'Nourishes dry skin', 'Pregnancy-friendly'],
    sortOrder: 100,
  },
  {
    slug: 'targeted-blemish-spot-gel',
    name: 'Targeted Blemish Spot Gel',
    description:
      'A fast-drying spot treatment combining 2% salicylic acid with 3% sulphur to shrink angry blemishes overnight. Dab onto individual spots only, up to twice a day.',
    shortDescription: 'Overnight SOS for individual spots',
    price: '14.00',
    memberPrice: null,
    rating: '4.3',
    reviewCount: 522,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'treatments',
    ingredients: ['Salicylic Acid 2%', 'Sulphur 3%', 'Zinc PCA', 'Niacinamide'],
    benefits: ['Shrinks spots overnight', 'Unclogs pores', 'Dries clear'],
    sortOrder: 110,
  },
  // Moisturisers
  {
    slug: 'barrier-repair-ceramide-cream',
    name: 'Barrier Repair Ceramide Cream',
    description:
      'A rich but fast-absorbing cream with ceramides NP, AP and EOP, cholesterol and fatty acids in a skin-identical ratio. It rebuilds a damaged barrier, ends tightness and calms the redness that comes with over-exfoliation or retinoid use.',
    shortDescription: 'Skin-identical lipids to rebuild a dry, compromised barrier',
    price: '34.00',
    memberPrice: '28.90',
    rating: '4.9',
    reviewCount: 1567,
    isNew: false,
    isExclusive: false,
    isFeatured: true,
    categorySlug: 'moisturisers',
    ingredients: ['Ceramides NP/AP/EOP 3%', 'Cholesterol', 'Squalane', 'Niacinamide 2%', 'Panthenol'],
    benefits: ['Repairs the skin barrier', 'Relieves dryness and tightness', 'Calms sensitivity', 'Retinoid-friendly'],
    sortOrder: 30,
  },
  {
    slug: 'oil-free-balancing-gel-moisturiser',
    name: 'Oil-Free Balancing Gel Moisturiser',
    description:
      'A weightless gel-cream for oily and breakout-prone skin, with 5% niacinamide and zinc PCA to keep shine down for hours. Hyaluronic acid hydrates without clogging pores, leaving a soft matte finish that sits well under make-up.',
    shortDescription: 'Weightless hydration with a shine-controlling matte finish',
    price: '28.00',
    memberPrice: '23.80',
    rating: '4.5',
    reviewCount: 803,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'moisturisers',
    ingredients: ['Niacinamide 5%', 'Zinc PCA', 'Hyaluronic Acid', 'Green Tea Extract'],
    benefits: ['Controls shine', 'Non-comedogenic', 'Lightweight hydration', 'Matte finish'],
    sortOrder: 120,
  },
  {
    slug: 'redness-relief-cica-cream',
    name: 'Redness Relief Cica Cream',
    description:
      'Centella asiatica, madecassoside and 5% panthenol soothe flushed, reactive skin in a fragrance-free cream. Ceramides reinforce the barrier so skin becomes less reactive over time. Dermatologist tested on sensitive skin.',
    shortDescription: 'Soothes flushing and redness in reactive skin',
    price: '30.00',
    memberPrice: '25.50',
    rating: '4.7',
    reviewCount: 689,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'moisturisers',
    ingredients: ['Centella Asiatica Extract', 'Madecassoside', 'Panthenol 5%', 'Ceramides NP/AP/EOP'],
    benefits: ['Calms redness', 'Soothes sensitive skin', 'Fragrance-free', 'Strengthens the barrier'],
    sortOrder: 130,
  },
  {
    slug: 'peptide-renewal-night-cream',
    name: 'Peptide Renewal Night Cream',
    description:
      'An indulgent overnight cream with a signal-peptide complex and 1% bakuchiol to firm and smooth while you sleep. Squalane and shea butter replenish lost lipids, so you wake to plumper, more rested-looking skin.',
    shortDescription: 'Firming peptides and bakuchiol for overnight renewal',
    price: '52.00',
    memberPrice: '44.20',
    rating: '4.7',
    reviewCount: 164,
    isNew: true,
    isExclusive: true,
    isFeatured: false,
    categorySlug: 'moisturisers',
    ingredients: ['Palmitoyl Tripeptide-38', 'Acetyl Hexapeptide-8', 'Bakuchiol 1%', 'Squalane', 'Shea Butter'],
    benefits: ['Firms and lifts', 'Smooths wrinkles', 'Deeply nourishing', 'Wake up to plumper skin'],
    sortOrder: 140,
  },
  // Sun protection
  {
    slug: 'daily-mineral-shield-spf50',
    name: 'Daily Mineral Shield SPF 50',
    description:
      'A sheer 100% mineral sunscreen with 20% zinc oxide for very high, broad-spectrum UVA and UVB protection. Formulated for sensitive and post-procedure skin, with no white cast on most skin tones.',
    shortDescription: 'Gentle 20% zinc oxide protection for sensitive skin',
    price: '32.00',
    memberPrice: '27.20',
    rating: '4.6',
    reviewCount: 1120,
    isNew: false,
    isExclusive: false,
    isFeatured: true,
    categorySlug: 'sun-protection',
    ingredients: ['Zinc Oxide 20%', 'Squalane', 'Niacinamide 2%', 'Vitamin E (Tocopherol)'],
    benefits: ['Broad-spectrum SPF 50', 'Mineral-only filters', 'Suitable for sensitive skin', 'No white cast'],
    sortOrder: 35,
  },
  {
    slug: 'invisible-fluid-spf50',
    name: 'Invisible Fluid SPF 50',
    description:
      'An ultra-light fluid using Tinosorb S and Tinosorb M for high, stable UVA protection with a completely clear finish. Niacinamide helps control shine, making it the everyday SPF for oily and combination skin.',
    shortDescription: 'Weightless, invisible SPF 50 with modern UVA filters',
    price: '28.00',
    memberPrice: '23.80',
    rating: '4.8',
    reviewCount: 541,
    isNew: true,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'sun-protection',
    ingredients: [
      'Tinosorb S (Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine)',
      'Tinosorb M (Methylene Bis-Benzotriazolyl Tetramethylbutylphenol)',
      'Uvinul A Plus',
      'Niacinamide 2%',
    ],
    benefits: ['Very high UVA and UVB protection', 'Invisible finish', 'Controls shine', 'Wears well under make-up'],
    sortOrder: 150,
  },
  {
    slug: 'tinted-mineral-protect-spf30',
    name: 'Tinted Mineral Protect SPF 30',
    description:
      'A lightly tinted mineral SPF 30 whose iron oxides also shield against the visible light that can worsen pigmentation and melasma. Evens out redness with a natural, skin-like finish.',
    shortDescription: 'Sheer tint plus visible-light defence for pigmentation-prone skin',
    price: '30.00',
    memberPrice: null,
    rating: '4.4',
    reviewCount: 376,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'sun-protection',
    ingredients: ['Zinc Oxide 15%', 'Iron Oxides', 'Hyaluronic Acid', 'Vitamin E (Tocopherol)'],
    benefits: ['Protects against visible light', 'Evens skin tone', 'Sheer natural tint'],
    sortOrder: 160,
  },
  // Cleansers
  {
    slug: 'gentle-ceramide-cream-cleanser',
    name: 'Gentle Ceramide Cream Cleanser',
    description:
      'A soap-free, low-pH cream cleanser that removes make-up and grime while leaving ceramides and glycerin behind. Skin feels soft and comfortable, never tight, making it ideal for dry and sensitive skin.',
    shortDescription: 'A non-stripping cream cleanser for dry and sensitive skin',
    price: '18.00',
    memberPrice: '15.30',
    rating: '4.7',
    reviewCount: 1210,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'cleansers',
    ingredients: ['Ceramides NP/AP/EOP', 'Glycerin', 'Panthenol 1%', 'Squalane'],
    benefits: ['Cleanses without stripping', 'Supports the barrier', 'Suitable for sensitive skin'],
    sortOrder: 170,
  },
  {
    slug: 'clarifying-salicylic-acid-cleanser',
    name: 'Clarifying 2% Salicylic Acid Cleanser',
    description:
      'A gel cleanser with 2% salicylic acid that gets inside pores to clear excess oil and the build-up behind blackheads. Niacinamide and allantoin keep it gentle enough for twice-daily use.',
    shortDescription: 'Pore-clearing 2% BHA gel cleanser for oily, blemish-prone skin',
    price: '20.00',
    memberPrice: '17.00',
    rating: '4.6',
    reviewCount: 987,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'cleansers',
    ingredients: ['Salicylic Acid 2%', 'Niacinamide 2%', 'Zinc PCA', 'Allantoin'],
    benefits: ['Unclogs pores', 'Reduces blackheads', 'Controls oil', 'Helps prevent breakouts'],
    sortOrder: 180,
  },
  {
    slug: 'calming-cica-milk-cleanser',
    name: 'Calming Cica Milk Cleanser',
    description:
      'A silky cleansing milk with centella asiatica and colloidal oatmeal for skin that flushes easily. Massage onto dry skin and rinse, or remove with a warm flannel, for a calm, comfortable cleanse.',
    shortDescription: 'Soothing cleansing milk for redness-prone skin',
    price: '22.00',
    memberPrice: '18.70',
    rating: '4.5',
    reviewCount: 143,
    isNew: true,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'cleansers',
    ingredients: ['Centella Asiatica Extract', 'Colloidal Oatmeal', 'Panthenol', 'Allantoin'],
    benefits: ['Soothes redness', 'Fragrance-free', 'Gentle daily cleanse'],
    sortOrder: 190,
  },
  {
    slug: 'melting-squalane-cleansing-balm',
    name: 'Melting Squalane Cleansing Balm',
    description:
      'A sorbet-textured balm that melts away long-wear make-up and water-resistant SPF, then emulsifies to a milk and rinses clean. The perfect first cleanse of an evening double cleanse.',
    shortDescription: 'First-cleanse balm that dissolves make-up and SPF',
    price: '26.00',
    memberPrice: null,
    rating: '4.7',
    reviewCount: 462,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'cleansers',
    ingredients: ['Squalane', 'Sunflower Seed Oil', 'Caprylic/Capric Triglyceride', 'Vitamin E (Tocopherol)'],
    benefits: ['Dissolves make-up and SPF', 'Leaves no greasy film', 'Nourishes dry skin'],
    sortOrder: 200,
  },
  // Eye care
  {
    slug: 'peptide-firming-eye-cream',
    name: 'Peptide Firming Eye Cream',
    description:
      'A cushiony eye cream with peptides, 3% caffeine and ceramides to firm crepey skin and reduce morning puffiness. Ophthalmologist tested and fragrance-free.',
    shortDescription: 'Firms and de-puffs the delicate eye area',
    price: '36.00',
    memberPrice: '30.60',
    rating: '4.5',
    reviewCount: 318,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'eye-care',
    ingredients: [
      'Acetyl Hexapeptide-8',
      'Palmitoyl Tripeptide-1',
      'Caffeine 3%',
      'Ceramides NP/AP/EOP',
      'Hyaluronic Acid',
    ],
    benefits: ['Firms crepey skin', 'Reduces puffiness', 'Softens crow’s feet'],
    sortOrder: 210,
  },
  {
    slug: 'brightening-caffeine-eye-serum',
    name: 'Brightening Caffeine Eye Serum',
    description:
      'A cooling roll-on serum with 5% caffeine and ascorbyl glucoside to brighten shadows and wake up tired eyes. The steel tip chills on contact for an instant de-puff.',
    shortDescription: 'Cooling roll-on for dark circles and tired eyes',
    price: '24.00',
    memberPrice: '20.40',
    rating: '4.4',
    reviewCount: 271,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'eye-care',
    ingredients: ['Caffeine 5%', 'Ascorbyl Glucoside 2%', 'Niacinamide', 'Hyaluronic Acid'],
    benefits: ['Brightens dark circles', 'Instantly de-puffs', 'Hydrates'],
    sortOrder: 220,
  },
  // Masks & exfoliants
  {
    slug: 'mandelic-10-exfoliating-toner',
    name: 'Mandelic 10% Gentle Exfoliating Toner',
    description:
      'Mandelic acid has a larger molecule than glycolic, so it exfoliates more slowly and gently, making it well suited to sensitive and deeper skin tones. Smooths texture, clears congestion and fades uneven pigmentation with regular use.',
    shortDescription: 'A gentle AHA for texture, congestion and uneven tone',
    price: '24.00',
    memberPrice: '20.40',
    rating: '4.6',
    reviewCount: 590,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'masks-exfoliants',
    ingredients: ['Mandelic Acid 10%', 'Lactobionic Acid', 'Centella Asiatica Extract', 'Panthenol'],
    benefits: ['Gently exfoliates', 'Smooths texture', 'Fades uneven tone', 'Suits sensitive skin'],
    sortOrder: 230,
  },
  {
    slug: 'glycolic-resurfacing-night-peel',
    name: 'Glycolic Resurfacing Night Peel',
    description:
      'A twice-weekly leave-on peel with 10% glycolic acid, 5% lactic acid and 1% salicylic acid for a professional-style glow at home. Reveals smoother, brighter skin by morning. Not for use on the same night as retinoids.',
    shortDescription: 'AHA/BHA overnight peel for smoother, glowing skin',
    price: '30.00',
    memberPrice: '25.50',
    rating: '4.5',
    reviewCount: 233,
    isNew: false,
    isExclusive: true,
    isFeatured: false,
    categorySlug: 'masks-exfoliants',
    ingredients: ['Glycolic Acid 10%', 'Lactic Acid 5%', 'Salicylic Acid 1%', 'Aloe Vera'],
    benefits: ['Resurfaces dull skin', 'Refines pores', 'Evens tone', 'Visible glow overnight'],
    sortOrder: 240,
  },
  {
    slug: 'kaolin-niacinamide-purifying-mask',
    name: 'Kaolin & Niacinamide Purifying Mask',
    description:
      'A creamy clay mask with kaolin and bentonite to draw out excess oil, plus 5% niacinamide so skin feels balanced rather than parched. Ten minutes, twice a week, for clearer-looking pores.',
    shortDescription: 'Ten-minute clay mask to decongest oily skin',
    price: '22.00',
    memberPrice: '18.70',
    rating: '4.4',
    reviewCount: 402,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'masks-exfoliants',
    ingredients: ['Kaolin', 'Bentonite', 'Niacinamide 5%', 'Salicylic Acid 0.5%'],
    benefits: ['Absorbs excess oil', 'Decongests pores', 'Does not over-dry'],
    sortOrder: 250,
  },
  {
    slug: 'overnight-ceramide-recovery-mask',
    name: 'Overnight Ceramide Recovery Mask',
    description:
      'A cocooning sleeping mask that seals in moisture with ceramides, squalane and panthenol. Use it as the last step on the nights your skin feels tight, flaky or sensitised from retinoids or cold weather.',
    shortDescription: 'Sleep-in barrier mask for dry, stressed skin',
    price: '28.00',
    memberPrice: '23.80',
    rating: '4.7',
    reviewCount: 121,
    isNew: true,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'masks-exfoliants',
    ingredients: ['Ceramides NP/AP/EOP', 'Squalane', 'Panthenol 5%', 'Hyaluronic Acid'],
    benefits: ['Overnight barrier repair', 'Relieves flaking', 'Soothes retinoid dryness'],
    sortOrder: 260,
  },
  // Body
  {
    slug: 'urea-10-smoothing-body-lotion',
    name: 'Urea 10% Smoothing Body Lotion',
    description:
      'A clinical-strength body lotion with 10% urea and 5% lactic acid to soften rough, bumpy skin on arms, legs and heels. Ceramides lock in moisture for up to 48 hours without a greasy feel.',
    shortDescription: 'Smooths rough, bumpy and very dry skin',
    price: '18.00',
    memberPrice: '15.30',
    rating: '4.8',
    reviewCount: 876,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'body',
    ingredients: ['Urea 10%', 'Lactic Acid 5%', 'Ceramides NP/AP/EOP', 'Glycerin'],
    benefits: ['Softens rough skin', 'Helps with keratosis pilaris', '48-hour hydration'],
    sortOrder: 270,
  },
  {
    slug: 'bha-body-blemish-wash',
    name: '2% BHA Body Blemish Wash',
    description:
      'A refreshing shower gel with 2% salicylic acid to clear breakouts on the back and chest. Leave on for a minute before rinsing to let the BHA get to work; panthenol keeps skin comfortable.',
    shortDescription: 'Clears back and chest breakouts in the shower',
    price: '16.00',
    memberPrice: '13.60',
    rating: '4.5',
    reviewCount: 358,
    isNew: false,
    isExclusive: false,
    isFeatured: false,
    categorySlug: 'body',
    ingredients: ['Salicylic Acid 2%', 'Zinc PCA', 'Panthenol', 'Menthol'],
    benefits: ['Clears body breakouts', 'Unclogs pores', 'Smooths bumpy skin'],
    sortOrder: 280,
  },
];

export const demoProducts: DemoProduct[] = productInputs.map((p) => ({ ...p, imageUrl: productImage(p.slug) }));

function product(slug: string): DemoProduct {
  const found = demoProducts.find((p) => p.slug === slug);
  if (!found) throw new Error(`demo data: unknown product slug ${slug}`);
  return found;
}

// ── Rewards store and account discount codes ──────────────────────────────────────────────────────────────
export const demoRewards: DemoReward[] = [
  {
    name: 'Free Express Delivery',
    description: 'Swap points for next-day express delivery on your next order, whatever its size.',
    type: 'free_shipping',
    pointsCost: 250,
    code: 'SCEXPRESSPTS',
    discountType: 'shipping',
    discountValue: '0.00',
    maxUses: null,
    currentUses: 0,
    isActive: true,
    validUntil: null,
    sortOrder: 10,
  },
  {
    name: '£10 Off Your Next Order',
    description: 'Take £10 off any order over £40. One use per member.',
    type: 'discount',
    pointsCost: 500,
    code: 'SCTENOFF',
    discountType: 'fixed',
    discountValue: '10.00',
    maxUses: 1,
    currentUses: 0,
    isActive: true,
    validUntil: '2027-12-31T23:59:59.000Z',
    sortOrder: 20,
  },
  {
    name: '15% Off Serums',
    description: 'Save 15% on every serum in the range, including our member-exclusive formulas.',
    type: 'discount',
    pointsCost: 750,
    code: 'SCSERUM15',
    discountType: 'percentage',
    discountValue: '15.00',
    maxUses: 3,
    currentUses: 1,
    isActive: true,
    validUntil: '2027-11-30T23:59:59.000Z',
    sortOrder: 30,
  },
  {
    name: 'Deluxe Retinal Travel Size',
    description: 'A 10ml deluxe size of Retinal 0.1% Renewal Serum, added to your next order.',
    type: 'other',
    pointsCost: 400,
    code: null,
    discountType: null,
    discountValue: null,
    maxUses: null,
    currentUses: 0,
    isActive: true,
    validUntil: null,
    sortOrder: 40,
  },
  {
    name: 'Skin Genius IQ Session Credit',
    description: 'Covers a full Skin Genius IQ small-group session with one of our clinical aestheticians.',
    type: 'other',
    pointsCost: 1500,
    code: 'SCGENIUSIQ',
    discountType: 'fixed',
    discountValue: '45.00',
    maxUses: 1,
    currentUses: 0,
    isActive: true,
    validUntil: '2027-10-31T23:59:59.000Z',
    sortOrder: 50,
  },
  {
    name: 'Summer SPF 20% Off',
    description: '20% off all sun protection. This seasonal reward has ended.',
    type: 'discount',
    pointsCost: 300,
    code: 'SCSUMMERSPF',
    discountType: 'percentage',
    discountValue: '20.00',
    maxUses: 500,
    currentUses: 500,
    isActive: false,
    validUntil: null,
    sortOrder: 60,
  },
];

// ── Perks wallet (SPEC §9 sample perks first) ─────────────────────────────────────────────────────────────
export const demoPerks: DemoPerk[] = [
  {
    name: 'Free Express Shipping',
    description: 'Complimentary next-day express shipping on every order, with no minimum spend.',
    code: 'SCFREESHIP',
    discountType: 'shipping',
    discountValue: '100.00',
    maxUses: 1000,
    currentUses: 247,
    isActive: true,
    validUntil: null,
    sortOrder: 10,
    // "on every order, with no minimum spend": no terms. Worth £0.00 while shipping is free, so the quote
    // refuses it with that reason (decision 0210).
    firstOrderOnly: false,
    oncePerMember: false,
    fullPriceOnly: false,
    birthdayMonthOnly: false,
    minSpend: null,
  },
  {
    name: 'Early Access',
    description: 'Shop new releases 48hrs early',
    code: 'SCEARLY48',
    discountType: 'percentage',
    discountValue: '0.00',
    maxUses: null,
    currentUses: 0,
    isActive: true,
    validUntil: null,
    sortOrder: 20,
    // Early access to new releases, not money off: a 0 % code is refused at checkout as an access perk.
    firstOrderOnly: false,
    oncePerMember: false,
    fullPriceOnly: false,
    birthdayMonthOnly: false,
    minSpend: null,
  },
  {
    name: 'Birthday Treat',
    description: 'Enjoy 20% off a full-price order during your birthday month, with our compliments.',
    code: 'SCBIRTHDAY20',
    discountType: 'percentage',
    discountValue: '20.00',
    // Every member's treat, once each: no shop-wide limit (one use must not end it for everyone).
    maxUses: null,
    currentUses: 0,
    isActive: true,
    validUntil: '2027-12-31T23:59:59.000Z',
    sortOrder: 30,
    firstOrderOnly: false,
    oncePerMember: true,
    fullPriceOnly: true,
    birthdayMonthOnly: true,
    minSpend: null,
  },
  {
    name: 'Refer a Friend',
    description: 'Share your code: your friend saves 15% on their first order and you earn 200 bonus points.',
    code: 'SCFRIEND15',
    discountType: 'percentage',
    discountValue: '15.00',
    // One code every member shares: no shop-wide limit (five uses would end it for every referrer); the friend's
    // first order is the term. Who referred whom is not recorded, so the bonus points are not automatic.
    maxUses: null,
    currentUses: 1,
    isActive: true,
    validUntil: '2027-09-30T23:59:59.000Z',
    sortOrder: 40,
    firstOrderOnly: true,
    oncePerMember: false,
    fullPriceOnly: false,
    birthdayMonthOnly: false,
    minSpend: null,
  },
];

// ── Events (SPEC §9 sample event first) ──────────────────────────────────────────────────────────────────
export const demoEvents: DemoEvent[] = [
  {
    title: 'Skin Genius IQ: Barrier Repair Clinic',
    description:
      'A small-group video session with one of our clinical aestheticians. Learn how to spot a compromised barrier, which actives to pause, and leave with a personalised recovery routine. Cameras optional.',
    eventType: 'skin_genius_iq',
    dayOffset: 6,
    londonTime: '18:30',
    duration: 60,
    price: '45.00',
    maxAttendees: 8,
    currentAttendees: 5,
    bookingUrl: `${BRAND_SITE}/pages/events/skin-genius-iq-barrier-repair`,
    isActive: true,
  },
  {
    title: 'Retinoid Masterclass: From Retinol to Retinal',
    description:
      'Our head of formulation explains how retinoids really work, how to introduce them without irritation and when to step up from retinol to retinal. Live online, with time for your questions.',
    eventType: 'masterclass',
    dayOffset: 13,
    londonTime: '19:00',
    duration: 90,
    price: '25.00',
    maxAttendees: 30,
    currentAttendees: 17,
    bookingUrl: `${BRAND_SITE}/pages/events/retinoid-masterclass`,
    isActive: true,
  },
  {
    title: 'Skin Genius IQ: Pigmentation & Melasma Clinic',
    description:
      'A lunchtime session for anyone struggling with dark spots, post-acne marks or melasma. We cover tranexamic acid, azelaic acid, vitamin C and why visible-light protection matters.',
    eventType: 'skin_genius_iq',
    dayOffset: 20,
    londonTime: '12:30',
    duration: 45,
    price: '35.00',
    maxAttendees: 6,
    currentAttendees: 2,
    bookingUrl: `${BRAND_SITE}/pages/events/skin-genius-iq-pigmentation`,
    isActive: true,
  },
  {
    title: 'SPF Science: Live Q&A with Our Formulators',
    description:
      'Everything you wanted to ask about sunscreen: UVA ratings, mineral versus modern filters, how much to apply and how to reapply over make-up. Held at our Marylebone studio and streamed live.',
    eventType: 'live_qa',
    dayOffset: 29,
    londonTime: '18:30',
    duration: 30,
    price: '10.00',
    maxAttendees: 40,
    currentAttendees: 22,
    bookingUrl: `${BRAND_SITE}/pages/events/spf-science-live`,
    isActive: true,
  },
];

// ── FAQ ───────────────────────────────────────────────────────────────────────────────────────────────────
export const demoFaqs: DemoFaq[] = [
  {
    category: 'Membership',
    question: 'What is Skin Circle?',
    answer:
      'Skin Circle is our free membership. Members get member prices across the range, reward points on every order, a perks wallet of exclusive codes, the AI Skin Coach, a routine builder and priority booking for expert events.',
    sortOrder: 10,
  },
  {
    category: 'Membership',
    question: 'How do I earn and spend reward points?',
    answer:
      'You earn 1 point for every whole £1 you spend, added once your order is placed. Spend points in the Rewards Store on free delivery, discounts, deluxe samples and Skin Genius IQ session credits.',
    sortOrder: 20,
  },
  {
    category: 'Membership',
    question: 'Can I use more than one code on an order?',
    answer:
      'Codes cannot be combined with other offers unless stated. They are valid on purchases from our website only, and some exclusions may apply to sale items.',
    sortOrder: 30,
  },
  {
    category: 'Membership',
    question: 'How do I leave Skin Circle?',
    answer:
      'Email our customer care team from the help page and we will close your membership within two working days. Any unused points and perks will be lost, so do spend them first.',
    sortOrder: 40,
  },
  {
    category: 'Products',
    question: 'Are your products suitable for sensitive skin?',
    answer:
      'Every face formula is fragrance-free, dermatologist tested and made in the UK. If your skin is very reactive, start with our Calming Cica Milk Cleanser and Redness Relief Cica Cream, and patch test new actives behind the ear for 48 hours.',
    sortOrder: 10,
  },
  {
    category: 'Products',
    question: 'Can I use retinal and vitamin C in the same routine?',
    answer:
      'Yes, but at different times of day. Use vitamin C in the morning under SPF and your retinoid at night. Avoid exfoliating acids on the same night as a retinoid.',
    sortOrder: 20,
  },
  {
    category: 'Products',
    question: 'Are your products cruelty-free and vegan?',
    answer:
      'Yes. Every product in the range is vegan and cruelty-free: we never test on animals, and neither do our ingredient suppliers.',
    sortOrder: 30,
  },
  {
    category: 'Products',
    question: 'How long will a product last once opened?',
    answer:
      'Check the open-jar symbol on the pack: most of our formulas are best used within 6 or 12 months of opening. Vitamin C and retinoids keep best in a cool place away from direct sunlight.',
    sortOrder: 40,
  },
  {
    category: 'Events',
    question: 'What is a Skin Genius IQ session?',
    answer:
      'A small-group video session of up to eight people, led by one of our clinical aestheticians. Each session focuses on one concern and ends with personalised routine advice for everyone who attends.',
    sortOrder: 10,
  },
  {
    category: 'Events',
    question: 'Can I reschedule or cancel my booking?',
    answer:
      'Yes. Reschedule or cancel up to 48 hours before the start time for a full refund. Within 48 hours we can move you to another date, subject to availability.',
    sortOrder: 20,
  },
  {
    category: 'Events',
    question: 'Are events online or in person?',
    answer:
      'Most events are online, so you can join from anywhere in the UK. Some masterclasses and live Q&As are held at our Marylebone studio and streamed at the same time; the event description says which.',
    sortOrder: 30,
  },
];

// ── Quiz submissions ──────────────────────────────────────────────────────────────────────────────────────
type QuizAnswers = {
  ageRange: string;
  skinType: string;
  mainConcerns: string[];
  preferredProducts: string;
  routineLevel: string;
  retinolExperience: string;
};

function recommendation(slug: string, slotDescription: string) {
  const p = product(slug);
  return {
    title: p.name,
    price: { amount: p.price, currencyCode: 'GBP' },
    slotDescription,
    image: { url: p.imageUrl },
    onlineStoreUrl: `${BRAND_SITE}/products/${p.slug}`,
  };
}

/** The provider's 'Raw Data' answer: JSON text with prefixed answer blocks and recommendations per slot. */
function rawData(answers: QuizAnswers, slots: Record<string, [slug: string, slotDescription: string][]>): string {
  const answersByBlock: Record<string, { value: string | string[] }> = {};
  for (const key of Object.keys(QUIZ_BLOCKS) as (keyof typeof QUIZ_BLOCKS)[]) {
    answersByBlock[QUIZ_BLOCK_PREFIX + QUIZ_BLOCKS[key]] = { value: answers[key] };
  }
  const recommendationsBySlot: Record<string, ReturnType<typeof recommendation>[]> = {};
  for (const [slot, recs] of Object.entries(slots)) {
    recommendationsBySlot[slot] = recs.map(([slug, html]) => recommendation(slug, html));
  }
  return JSON.stringify({ answersByBlock, recommendationsBySlot });
}

const HOSTILE_ANSWER = 'My skin reacts to almost everything <img src=x onerror=alert(1)> <script>alert("xss")</script>';

export const demoQuizSubmissions: DemoQuizSubmission[] = [
  {
    externalId: 'qz_1001',
    quizName: QUIZ_NAME,
    email: DEMO_MEMBER_EMAIL,
    firstName: 'Sophie',
    lastName: 'Bennett',
    fullName: 'Sophie Bennett',
    phone: '+44 7700 900123',
    questions: [
      { question: 'What is your skin type?', answer: 'Combination' },
      { question: 'What are your main skin concerns?', answer: 'Breakouts, Dark spots' },
      {
        question: 'Raw Data',
        answer: rawData(
          {
            ageRange: '25-34',
            skinType: 'Combination',
            mainConcerns: ['Breakouts', 'Dark spots'],
            preferredProducts: 'Serums',
            routineLevel: 'Intermediate',
            retinolExperience: 'Never used retinol',
          },
          {
            'slot-1': [
              [
                'clarifying-salicylic-acid-cleanser',
                '<p><strong>Cleanse:</strong> 2% salicylic acid clears the congestion behind your <em>breakouts</em>.</p>',
              ],
            ],
            'slot-2': [
              [
                'tranexamic-3-dark-spot-serum',
                '<p><strong>Treat:</strong> tranexamic acid and niacinamide to fade dark spots and post-acne marks.</p>',
              ],
              [
                'niacinamide-10-pore-refining-serum',
                '<p>An alternative serum if shine and enlarged pores bother you most.</p>',
              ],
            ],
            'slot-3': [
              [
                'invisible-fluid-spf50',
                '<p><strong>Protect:</strong> daily SPF 50 stops dark spots returning. <br/>Weightless on combination skin.</p>',
              ],
            ],
            'slot-4': [
              [
                'retinol-0-3-starter-serum',
                '<p><strong>Next step:</strong> once your skin is settled, a gentle first retinoid two nights a week.</p>',
              ],
            ],
          },
        ),
      },
    ],
    status: 'reviewed',
    reviewNotes:
      'Combination skin, mild breakouts on the chin and PIH on the cheeks. Suggested BHA cleanser, tranexamic serum and daily SPF; revisit retinol in 8 weeks.',
    createdHoursAgo: 24 * 35 + 3,
    updatedHoursAgo: 24 * 33,
  },
  {
    externalId: 'qz_1002',
    quizName: QUIZ_NAME,
    email: 'priya.sharma@example.com',
    firstName: 'Priya',
    lastName: 'Sharma',
    fullName: 'Priya Sharma',
    phone: '+44 7700 900456',
    questions: [
      { question: 'What is your skin type?', answer: 'Oily' },
      // Truncated by the provider: must fall back to the plain responses list.
      {
        question: 'Raw Data',
        answer:
          '{"answersByBlock": {"block_e4466449": {"value": "35-44"}, "block_cdc78df5": {"value": "Oily"}, "block_9038ec7e": {"value": ["Enlarged pores", ',
      },
    ],
    status: 'pending',
    reviewNotes: null,
    createdHoursAgo: 24 * 2 + 5,
    updatedHoursAgo: 24 * 2 + 5,
  },
  {
    externalId: 'qz_1003',
    quizName: QUIZ_NAME,
    email: 'anon.visitor@example.org',
    firstName: null,
    lastName: null,
    fullName: null,
    phone: null,
    questions: [],
    status: 'pending',
    reviewNotes: null,
    createdHoursAgo: 24 * 1 + 2,
    updatedHoursAgo: 24 * 1 + 2,
  },
  {
    externalId: 'qz_1004',
    quizName: 'Sensitive Skin Check',
    email: 'emily.clarke@example.com',
    firstName: 'Emily',
    lastName: 'Clarke',
    fullName: 'Emily Clarke',
    phone: null,
    questions: [
      { question: 'What is your skin type?', answer: 'Sensitive' },
      { question: 'How often does your skin flush or go red?', answer: 'Most days, especially after washing' },
      { question: 'Which products are you currently using?', answer: 'A foaming cleanser and a drugstore moisturiser' },
      { question: 'Anything else you would like us to know?', answer: HOSTILE_ANSWER },
    ],
    status: 'contacted',
    reviewNotes:
      'Likely rosacea-prone. Emailed about swapping her foaming wash for the Calming Cica Milk Cleanser and Redness Relief Cica Cream; suggested she sees her GP.',
    createdHoursAgo: 24 * 9 + 6,
    updatedHoursAgo: 24 * 8,
  },
  {
    externalId: 'qz_1005',
    quizName: QUIZ_NAME,
    email: 'hannah.wright@example.net',
    firstName: 'Hannah',
    lastName: 'Wright',
    fullName: 'Hannah Wright',
    phone: '+44 7700 900789',
    questions: [
      {
        question: 'Raw Data',
        answer: JSON.stringify({
          name: 'Hannah Wright',
          email: 'hannah.wright@example.net',
          quiz: QUIZ_NAME,
        }),
      },
    ],
    status: 'completed',
    reviewNotes:
      'Quiz export incomplete. Called Hannah: dry skin, first fine lines. Recommended the Barrier Repair Ceramide Cream and Retinol 0.3% Starter Night Serum; she ordered both.',
    createdHoursAgo: 24 * 18 + 4,
    updatedHoursAgo: 24 * 15,
  },
  {
    externalId: 'qz_1006',
    quizName: QUIZ_NAME,
    email: 'olivia.martin@example.com',
    firstName: 'Olivia',
    lastName: 'Martin',
    fullName: 'Olivia Martin',
    phone: null,
    questions: [
      { question: 'What is your skin type?', answer: 'Dry' },
      {
        question: 'Raw Data',
        answer: rawData(
          {
            ageRange: '45-54',
            skinType: 'Dry',
            mainConcerns: ['Fine lines', 'Dryness', 'Loss of firmness'],
            preferredProducts: 'Creams',
            routineLevel: 'Advanced',
            retinolExperience: 'Use retinol regularly',
          },
          {
            'slot-1': [
              ['gentle-ceramide-cream-cleanser', '<p>A comforting cream cleanse that never leaves skin tight.</p>'],
            ],
            'slot-2': [
              [
                'retinal-0-1-renewal-serum',
                '<p>Ready to step up from retinol: <strong>retinal</strong> works faster.</p>',
              ],
            ],
            'slot-3': [
              ['peptide-renewal-night-cream', '<p>Peptides and bakuchiol for firmer-looking skin overnight.</p>'],
            ],
            'slot-4': [['daily-mineral-shield-spf50', '<p>Essential daily protection while using a retinoid.</p>']],
          },
        ),
      },
    ],
    status: 'completed',
    reviewNotes:
      'Experienced retinol user. Moved her to Retinal 0.1% three nights a week; booked onto the Retinoid Masterclass.',
    createdHoursAgo: 24 * 26 + 1,
    updatedHoursAgo: 24 * 22,
  },
  {
    externalId: 'qz_1007',
    quizName: QUIZ_NAME,
    email: 'chloe.d@example.org',
    firstName: 'Chloe',
    lastName: null,
    fullName: null,
    phone: null,
    questions: [
      { question: 'What is your skin type?', answer: 'Oily' },
      { question: 'What are your main skin concerns?', answer: 'Shine by lunchtime, blackheads on my nose' },
      { question: 'How many steps is your current routine?', answer: '2' },
    ],
    status: 'pending',
    reviewNotes: null,
    createdHoursAgo: 7,
    updatedHoursAgo: 7,
  },
];

// ── AI assistant sessions (Penny on /chat, the coach in the members area) ─────────────────────────────────
export const demoAiSessions: DemoAiSession[] = [
  {
    sessionId: '3f9c2a71-seed-penny-0001',
    channel: 'coach',
    email: DEMO_MEMBER_EMAIL,
    ownedByDemoMember: true,
    sessionStatus: 'completed',
    emailSent: true,
    questionCategories: ['acne', 'pigmentation', 'product_recommendation'],
    createdHoursAgo: 24 * 12 + 5,
    messages: [
      { sender: 'user', message: 'Sophie', minuteOffset: 0 },
      {
        sender: 'assistant',
        message:
          "Lovely to meet you, Sophie! Tell me a little about your skin: what's bothering you most at the moment?",
        minuteOffset: 0,
        confidence: 0.95,
        followUpQuestions: ['What is your skin type?', 'What are your main concerns?'],
      },
      {
        sender: 'user',
        message:
          "I'm combination, oily T-zone. I get breakouts on my chin and they leave dark marks that take ages to fade.",
        minuteOffset: 2,
      },
      {
        sender: 'assistant',
        message:
          "That sounds like post-inflammatory hyperpigmentation alongside hormonal-pattern breakouts. I'd cleanse with the Clarifying 2% Salicylic Acid Cleanser to keep pores clear, then use the Tranexamic 3% Dark Spot Serum morning and night to fade the marks. The Azelaic Acid 15% Blemish Gel is a great addition as it tackles both the spots and the marks.",
        minuteOffset: 3,
        confidence: 0.86,
        followUpQuestions: ['Are you using an SPF every day?', 'Have you used any acids before?'],
        productRecommendations: [
          {
            name: 'Clarifying 2% Salicylic Acid Cleanser',
            priority: 'high',
            reason: 'Keeps pores clear to prevent chin breakouts',
          },
          { name: 'Tranexamic 3% Dark Spot Serum', priority: 'high', reason: 'Fades post-acne marks' },
          {
            name: 'Azelaic Acid 15% Blemish Gel',
            priority: 'medium',
            reason: 'Treats active spots and the marks they leave',
          },
        ],
      },
      { sender: 'user', message: 'I only wear SPF when it is sunny, to be honest.', minuteOffset: 5 },
      {
        sender: 'assistant',
        message:
          'Daily SPF makes the biggest difference to dark marks, even on cloudy UK days, because UVA gets through cloud and glass. The Invisible Fluid SPF 50 is weightless and controls shine, so it suits your oily T-zone.',
        minuteOffset: 6,
        confidence: 0.91,
        productRecommendations: [
          { name: 'Invisible Fluid SPF 50', priority: 'high', reason: 'Daily UVA protection stops marks darkening' },
        ],
      },
    ],
  },
  {
    sessionId: 'b81e4d05-seed-penny-0002',
    channel: 'chat',
    email: 'grace.holloway@example.com',
    ownedByDemoMember: false,
    sessionStatus: 'completed',
    emailSent: true,
    questionCategories: ['dryness', 'sensitive_skin', 'product_recommendation'],
    createdHoursAgo: 24 * 10 + 2,
    messages: [
      {
        sender: 'user',
        message:
          'My cheeks are tight, flaky and sting when I put moisturiser on. It has got worse since the heating came on.',
        minuteOffset: 0,
      },
      {
        sender: 'assistant',
        message:
          'Stinging on application usually means your barrier is compromised. Strip things back for two weeks: swap to the Gentle Ceramide Cream Cleanser and use the Barrier Repair Ceramide Cream morning and night. Pause any acids or retinoids until the stinging stops.',
        minuteOffset: 1,
        confidence: 0.88,
        followUpQuestions: ['Are you currently using any exfoliating acids or retinoids?'],
        productRecommendations: [
          {
            name: 'Gentle Ceramide Cream Cleanser',
            priority: 'high',
            reason: 'Cleanses without stripping a fragile barrier',
          },
          {
            name: 'Barrier Repair Ceramide Cream',
            priority: 'high',
            reason: 'Skin-identical lipids to rebuild the barrier',
          },
        ],
      },
      {
        sender: 'user',
        message: 'Thanks! Could you email me that so I do not forget? grace.holloway@example.com',
        minuteOffset: 3,
      },
      {
        sender: 'assistant',
        message:
          "Of course, I've sent your routine to your inbox. If the flaking is bad at night, the Overnight Ceramide Recovery Mask is a lovely extra step. Take care!",
        minuteOffset: 4,
        confidence: 0.9,
        productRecommendations: [
          {
            name: 'Overnight Ceramide Recovery Mask',
            priority: 'low',
            reason: 'Extra overnight comfort for flaky patches',
          },
        ],
      },
    ],
  },
  {
    sessionId: '5d07e3b9-seed-penny-0003',
    channel: 'chat',
    email: null,
    ownedByDemoMember: false,
    sessionStatus: 'active',
    emailSent: false,
    questionCategories: ['oily_skin', 'acne'],
    createdHoursAgo: 24 * 8 + 9,
    messages: [
      {
        sender: 'user',
        message: 'I am really oily and shiny by 11am. Is there anything that actually helps?',
        minuteOffset: 0,
      },
      {
        sender: 'assistant',
        message:
          'Niacinamide is your best friend for oil control. The 10% Niacinamide Pore Refining Serum under the Oil-Free Balancing Gel Moisturiser keeps shine down for hours without drying your skin out.',
        minuteOffset: 1,
        confidence: 0.84,
        followUpQuestions: ['Do you also get breakouts or blackheads?'],
        productRecommendations: [
          { name: '10% Niacinamide Pore Refining Serum', priority: 'high', reason: 'Regulates oil and refines pores' },
          { name: 'Oil-Free Balancing Gel Moisturiser', priority: 'medium', reason: 'Hydrates with a matte finish' },
        ],
      },
      { sender: 'user', message: 'Yes, blackheads on my nose.', minuteOffset: 2 },
      {
        sender: 'assistant',
        message:
          'Then add salicylic acid, which dissolves the oil inside pores. Use the Kaolin & Niacinamide Purifying Mask twice a week, or switch your cleanser to the Clarifying 2% Salicylic Acid Cleanser.',
        minuteOffset: 3,
        confidence: 0.82,
        productRecommendations: [
          { name: 'Clarifying 2% Salicylic Acid Cleanser', priority: 'high', reason: 'BHA clears blackheads' },
          { name: 'Kaolin & Niacinamide Purifying Mask', priority: 'low', reason: 'Weekly decongesting boost' },
        ],
      },
    ],
  },
  {
    sessionId: 'e24a96f8-seed-penny-0004',
    channel: 'chat',
    email: 'm.patel@example.net',
    ownedByDemoMember: false,
    sessionStatus: 'completed',
    emailSent: false,
    questionCategories: ['anti_aging', 'skincare_routine', 'product_recommendation'],
    createdHoursAgo: 24 * 6 + 3,
    messages: [
      {
        sender: 'user',
        message: "I'm 42 and starting to notice fine lines around my eyes and forehead. Where do I start?",
        minuteOffset: 0,
      },
      {
        sender: 'assistant',
        message:
          'A retinoid at night is the most proven place to start. If you have never used one, begin with the Retinol 0.3% Starter Night Serum two nights a week; it is buffered with ceramides to keep dryness down.',
        minuteOffset: 1,
        confidence: 0.89,
        followUpQuestions: ['Have you used retinol before?', 'Is your skin sensitive?'],
        productRecommendations: [
          { name: 'Retinol 0.3% Starter Night Serum', priority: 'high', reason: 'Gentle, proven first retinoid' },
        ],
      },
      { sender: 'user', message: 'I used a retinol a few years ago and was fine with it.', minuteOffset: 3 },
      {
        sender: 'assistant',
        message:
          'In that case you can go straight to the Retinal 0.1% Renewal Serum, which works faster than retinol. Start three nights a week and build up.',
        minuteOffset: 4,
        confidence: 0.87,
        productRecommendations: [
          {
            name: 'Retinal 0.1% Renewal Serum',
            priority: 'high',
            reason: 'Faster-acting retinoid for experienced users',
          },
        ],
      },
      { sender: 'user', message: 'What should the rest of my routine look like?', minuteOffset: 6 },
      {
        sender: 'assistant',
        message:
          'Morning: cleanse, 15% Vitamin C Brightening Serum, moisturiser, then Daily Mineral Shield SPF 50. Evening: cleanse, Retinal 0.1% Renewal Serum, then Peptide Renewal Night Cream. Add the Peptide Firming Eye Cream for the lines around your eyes.',
        minuteOffset: 7,
        confidence: 0.83,
        productRecommendations: [
          {
            name: '15% Vitamin C Brightening Serum',
            priority: 'medium',
            reason: 'Morning antioxidant that supports collagen',
          },
          { name: 'Daily Mineral Shield SPF 50', priority: 'high', reason: 'Essential while using a retinoid' },
          { name: 'Peptide Renewal Night Cream', priority: 'medium', reason: 'Firming peptides overnight' },
          { name: 'Peptide Firming Eye Cream', priority: 'low', reason: 'Targets crow’s feet' },
        ],
      },
      { sender: 'user', message: 'Perfect, thank you.', minuteOffset: 9 },
      {
        sender: 'assistant',
        message: 'You are welcome! Give it 12 weeks for visible results, and remember your SPF every morning.',
        minuteOffset: 9,
        confidence: 0.93,
      },
    ],
  },
  {
    sessionId: '0a6b1f4e-seed-penny-0005',
    channel: 'chat',
    email: null,
    ownedByDemoMember: false,
    sessionStatus: 'active',
    emailSent: false,
    questionCategories: ['general_question'],
    createdHoursAgo: 24 * 4 + 7,
    messages: [
      { sender: 'user', message: 'Do you deliver to Northern Ireland?', minuteOffset: 0 },
      {
        sender: 'assistant',
        message:
          'Yes, we deliver to every UK address, including Northern Ireland, the Highlands and the Channel Islands. Skin Circle members get free delivery on every order.',
        minuteOffset: 1,
        confidence: 0.62,
        followUpQuestions: ['Would you like help choosing products?'],
      },
    ],
  },
  {
    sessionId: 'c4d8e210-seed-penny-0006',
    channel: 'coach',
    email: DEMO_MEMBER_EMAIL,
    ownedByDemoMember: true,
    sessionStatus: 'active',
    emailSent: false,
    questionCategories: ['anti_aging', 'product_recommendation'],
    createdHoursAgo: 24 * 2 + 4,
    messages: [
      { sender: 'user', message: 'Sophie', minuteOffset: 0 },
      {
        sender: 'assistant',
        message: 'Welcome back, Sophie! How is your skin getting on with the new routine?',
        minuteOffset: 0,
        confidence: 0.95,
      },
      {
        sender: 'user',
        message:
          'Much clearer, thank you! I would like to start something for prevention now, but I am nervous about retinol.',
        minuteOffset: 1,
      },
      {
        sender: 'assistant',
        message:
          'Great news! For a gentle start, try the Bakuchiol 1% Gentle Renewal Oil, which smooths and brightens without the usual retinoid irritation. When you feel ready, the Retinol 0.3% Starter Night Serum is the next step.',
        minuteOffset: 2,
        confidence: 0.81,
        followUpQuestions: ['How often do you exfoliate at the moment?'],
        productRecommendations: [
          {
            name: 'Bakuchiol 1% Gentle Renewal Oil',
            priority: 'high',
            reason: 'Gentle retinol alternative for nervous starters',
          },
          {
            name: 'Retinol 0.3% Starter Night Serum',
            priority: 'medium',
            reason: 'A buffered first retinoid when ready',
          },
        ],
      },
    ],
  },
  {
    sessionId: '9e3f5c67-seed-penny-0007',
    channel: 'chat',
    email: 'tom.reid@example.org',
    ownedByDemoMember: false,
    sessionStatus: 'completed',
    emailSent: true,
    questionCategories: ['pigmentation', 'sensitive_skin', 'product_recommendation'],
    createdHoursAgo: 20,
    messages: [
      {
        sender: 'user',
        message:
          'I have patchy brown marks on my cheeks and upper lip that get worse every summer. My skin is quite sensitive.',
        minuteOffset: 0,
      },
      {
        sender: 'assistant',
        message:
          'That pattern can be melasma, which is triggered by UV and visible light. A tinted mineral SPF is key: the Tinted Mineral Protect SPF 30 contains iron oxides that block visible light too. Pair it with the Tranexamic 3% Dark Spot Serum, which is gentle on sensitive skin.',
        minuteOffset: 1,
        confidence: 0.78,
        followUpQuestions: ['Have you spoken to your GP or a dermatologist about it?'],
        productRecommendations: [
          {
            name: 'Tinted Mineral Protect SPF 30',
            priority: 'high',
            reason: 'Iron oxides protect against visible light',
          },
          { name: 'Tranexamic 3% Dark Spot Serum', priority: 'high', reason: 'Gentle pigmentation treatment' },
        ],
      },
      { sender: 'user', message: 'Not yet. Is there anything else that helps?', minuteOffset: 3 },
      {
        sender: 'assistant',
        message:
          "The Azelaic Acid 15% Blemish Gel also fades pigmentation and calms sensitivity. I'd also suggest a Skin Genius IQ session, as melasma responds best to a tailored plan, and seeing your GP to rule out anything else.",
        minuteOffset: 4,
        confidence: 0.66,
        productRecommendations: [
          {
            name: 'Azelaic Acid 15% Blemish Gel',
            priority: 'medium',
            reason: 'Fades pigmentation and calms sensitivity',
          },
        ],
      },
      { sender: 'user', message: 'Can you send this to tom.reid@example.org please?', minuteOffset: 6 },
      {
        sender: 'assistant',
        message: 'Done! Your recommendations are on their way to your inbox.',
        minuteOffset: 6,
        confidence: 0.97,
      },
    ],
  },
];

// ── Stock (COMMERCE §1): plenty of most things, a few running low, one sold out ──────────────────────────
export const DEMO_STOCK_DEFAULT = 200;
export const demoStock: Record<string, number> = {
  'copper-peptide-firming-serum': 3,
  'peptide-firming-eye-cream': 2,
  'overnight-ceramide-recovery-mask': 5,
  'bakuchiol-1-renewal-oil': 0,
};

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
export const demoOrder: DemoOrder = {
  status: 'delivered',
  createdDaysAgo: 21,
  trackingNumber: 'RM 4821 7730 5GB',
  timeline: [
    { status: 'pending', daysAfter: 0, by: 'customer', note: 'Order placed' },
    { status: 'pending', paymentStatus: 'paid', daysAfter: 0.2, by: 'admin', note: 'Payment recorded' },
    { status: 'processing', daysAfter: 0.3, by: 'admin', note: null },
    { status: 'shipped', daysAfter: 1, by: 'admin', note: 'Royal Mail Tracked 48' },
    { status: 'delivered', daysAfter: 3, by: 'admin', note: null },
  ],
  items: [
    { productSlug: 'clarifying-salicylic-acid-cleanser', quantity: 1 },
    { productSlug: 'tranexamic-3-dark-spot-serum', quantity: 1 },
    { productSlug: 'invisible-fluid-spf50', quantity: 2 },
  ],
  shippingAddress: {
    firstName: 'Sophie',
    lastName: 'Bennett',
    address: '27 Clarendon Road',
    city: 'Bristol',
    postalCode: 'BS6 7EX',
    country: 'United Kingdom',
  },
};
