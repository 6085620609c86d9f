// cspell:words storefront wishlist
// Uploaded pictures (OPERATIONS §1, decision 0508): what the server makes of one upload and how the storefront asks
// for it. An upload becomes WebP variants of a few widths, named by a hash of what they are made from, so a
// picture's address never changes meaning and is cached for a year. The product or category keeps the address of
// one variant (`imageUrl`); the others are found from its name. The demo pictures under /images stay as they are.

/** The widths made of every upload, narrowest first (a 48 px tile on a 3× phone to a 416 px page on a 3× one). */
export const PICTURE_WIDTHS = [320, 640, 1024, 1600] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The width whose address is the product's or category's `imageUrl` (what a plain `src` shows). */
export const DEFAULT_PICTURE_WIDTH: PictureWidth = 640;

/** Upload limits: the file as sent, and the picture it holds (pixels decoded, and the least useful size). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_MAX_PIXELS = 40_000_000;
export const PICTURE_MIN_SIDE = 100;

/** The field the upload's file is sent in (multipart/form-data). */
export const PICTURE_FIELD = 'file';

/** Alt text of a product's picture. */
export const IMAGE_ALT_MAX = 200;

/** Where pictures are served: `/pictures/<name>`. */
export const PICTURES_PATH = '/pictures/';

/** A variant's file name: 32 hex digits of the hash, its width, `.webp`. Nothing else is ever served. */
export const PICTURE_NAME = /^([0-9a-f]{32})-(320|640|1024|1600)\.webp$/;

/** The file name of one variant of a picture. */
export const pictureName = (hash: string, width: PictureWidth) => `${hash}-${width}.webp`;

/** The address of one variant of a picture. */
export const pictureUrl = (hash: string, width: PictureWidth) => `${PICTURES_PATH}${pictureName(hash, width)}`;

/** An uploaded picture's address: its hash, then one of its widths. */
const UPLOADED = /^\/pictures\/([0-9a-f]{32})-(?:320|640|1024|1600)\.webp$/;

/** The hash of an uploaded picture's address, or null for any other picture (the demo SVGs, an https address). */
export function uploadedPictureHash(imageUrl: string): string | null {
  return UPLOADED.exec(imageUrl)?.[1] ?? null;
}

/**
 * The `srcset` of a picture: every width of an uploaded one ("/pictures/…-320.webp 320w, …"), undefined for any
 * other picture (an SVG scales by itself; an outside address has no variants). Small on purpose: it is in every
 * storefront page's first load.
 */
export function pictureSrcSet(imageUrl: string): string | undefined {
  const hash = UPLOADED.exec(imageUrl)?.[1];
  return hash && PICTURE_WIDTHS.map((w) => `/pictures/${hash}-${w}.webp ${w}w`).join(', ');
}

// How wide each place shows a picture (the `sizes` attribute), from the storefront's layout: one column of at most
// 42rem (672 px) with 1rem sides. Kept here because the server's preload hint must name the same sizes as the
// <img> it stands for, or the browser would fetch the picture twice. One constant each, so a page's bundle holds
// only its own.
/** A product card: half the column less the gap (a 10.5rem card in the home page's row is narrower still). */
export const CARD_SIZES = '(min-width: 42rem) 321px, calc(50vw - 22px)';
/** The product page: the whole width, at most 26rem. */
export const PAGE_SIZES = '(min-width: 26rem) 416px, 100vw';
/** A category's hero: the column less its sides. */
export const HERO_SIZES = '(min-width: 42rem) 640px, calc(100vw - 32px)';
/** A cart line's, a wishlist line's and a category tile's squares. */
export const CART_LINE_SIZES = '80px';
export const WISHLIST_LINE_SIZES = '96px';
export const TILE_SIZES = '48px';
