// One uploaded picture made into the shop's variants (decision 0508). The file is trusted for nothing: it is a
// picture only if sharp can decode the whole of it as a still JPEG, PNG or WebP of a sensible size. It is turned
// upright by its EXIF orientation, cropped square for a product (every place shows products square) or kept in shape
// for a category (its hero is a wide banner, its tile a square), and written as WebP at PICTURE_WIDTHS without
// any of its metadata: EXIF (the camera, the place it was taken), XMP and ICC profiles are not carried over.
// cspell:words Colourspace
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { PICTURE_MAX_PIXELS, PICTURE_MIN_SIDE, PICTURE_WIDTHS, pictureName, type PictureWidth } from '@shared/pictures';

/** 'square' for products, 'original' (the picture's own proportions) for categories. */
export type PictureShape = 'square' | 'original';

export type PictureVariant = { name: string; width: PictureWidth; bytes: Buffer };
export type MadePicture = { hash: string; variants: PictureVariant[] };

/** An upload that is not a picture we take: the message says why, for the `file` field (a 400). */
export class PictureRefused extends Error {}

const FORMATS = new Set(['jpeg', 'png', 'webp']);
/** The largest side kept: the widest variant. */
const LARGEST = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
/**
 * Changing what a picture is made into must change its name (its address is cached for a year): this version
 * is part of the hash.
 */
const RECIPE = 'v1';

const INPUT: SharpOptions = {
  // A file cut short fails; other decoder warnings (stray bytes some cameras write) do not refuse a whole picture.
  failOn: 'truncated',
  // Checked on the header's dimensions before anything is decoded: a 'decompression bomb' is refused cheaply.
  limitInputPixels: PICTURE_MAX_PIXELS,
  // The first frame only: an animation is refused from its metadata below.
  animated: false,
  autoOrient: true,
};

/** The name every variant of this upload shares: the source's bytes, its shape and the recipe. */
export function pictureHash(source: Buffer, shape: PictureShape): string {
  return createHash('sha256').update(`${RECIPE}:${shape}:`).update(source).digest('hex').slice(0, 32);
}

/**
 * Checks the upload and makes its variants, largest first decoded once: the source is decoded in full (a truncated
 * or damaged file fails here), cropped or fitted to at most LARGEST, and every width is made from that.
 */
export async function makePicture(source: Buffer, shape: PictureShape): Promise<MadePicture> {
  let meta: Metadata;
  try {
    // The header only (no pixels are decoded here), read without the pixel limit so that a picture over it is told
    // its size below.
    meta = await sharp(source, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw new PictureRefused('must be a JPEG, PNG or WebP picture: this file is not one we can read');
  }
  if (!FORMATS.has(meta.format)) {
    throw new PictureRefused(`must be a JPEG, PNG or WebP picture (this one is ${meta.format.toUpperCase()})`);
  }
  if ((meta.pages ?? 1) > 1) throw new PictureRefused('must be a still picture, not an animation');
  const { width, height } = meta.autoOrient;
  if (width * height > PICTURE_MAX_PIXELS) {
    throw new PictureRefused(
      `must be at most ${PICTURE_MAX_PIXELS / 1_000_000} megapixels (this one is ${width} × ${height})`,
    );
  }
  if (Math.min(width, height) < PICTURE_MIN_SIDE) {
    throw new PictureRefused(
      `must be at least ${PICTURE_MIN_SIDE} × ${PICTURE_MIN_SIDE} pixels (this one is ${width} × ${height})`,
    );
  }

  let base: { data: Buffer; info: OutputInfo };
  try {
    const side = Math.min(width, height, LARGEST);
    base = await sharp(source, INPUT)
      .resize(
        shape === 'square'
          ? // The crop keeps the part of the picture that draws the eye (sharp's attention strategy).
            { width: side, height: side, fit: 'cover', position: 'attention' }
          : { width: LARGEST, height: LARGEST, fit: 'inside', withoutEnlargement: true },
      )
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new PictureRefused(`must be at most ${PICTURE_MAX_PIXELS / 1_000_000} megapixels`);
    }
    throw new PictureRefused('could not be read: the picture is damaged or incomplete');
  }

  const { data, info } = base;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const hash = pictureHash(source, shape);
  const variants = await Promise.all(
    PICTURE_WIDTHS.map(async (w) => ({
      name: pictureName(hash, w),
      width: w,
      // Never enlarged: a small upload's wider variants are the upload's own size.
      bytes: await sharp(data, { raw })
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer(),
    })),
  );
  return { hash, variants };
}
