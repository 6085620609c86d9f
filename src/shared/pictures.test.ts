import { describe, expect, it } from 'vitest';
import { PICTURE_NAME, pictureSrcSet, pictureUrl, uploadedPictureHash } from './pictures';

const hash = '0123456789abcdef0123456789abcdef';

describe('uploaded pictures (decision 0508)', () => {
  it('gives an uploaded picture every width as its srcset, from the address of any one of them', () => {
    const expected =
      `/pictures/${hash}-320.webp 320w, /pictures/${hash}-640.webp 640w, ` +
      `/pictures/${hash}-1024.webp 1024w, /pictures/${hash}-1600.webp 1600w`;
    expect(pictureSrcSet(pictureUrl(hash, 640))).toBe(expected);
    expect(pictureSrcSet(`/pictures/${hash}-1600.webp`)).toBe(expected);
  });

  it('leaves every other picture as it is: the demo SVGs, an outside address, anything not named as uploads are', () => {
    for (const url of [
      '/images/products/retinol-0-3-starter-serum.svg',
      '/images/products/placeholder.svg',
      'https://cdn.example.com/p/1.webp',
      `https://cdn.example.com/pictures/${hash}-640.webp`,
      `/pictures/${hash}-641.webp`,
      `/pictures/${hash.toUpperCase()}-640.webp`,
      `/pictures/${hash}-640.webp?x=1`,
      `/pictures/../${hash}-640.webp`,
      '',
    ]) {
      expect(pictureSrcSet(url), url).toBeUndefined();
      expect(uploadedPictureHash(url), url).toBeNull();
    }
  });

  it('names variants only as hash-width.webp', () => {
    expect(PICTURE_NAME.test(`${hash}-320.webp`)).toBe(true);
    for (const name of [`${hash}-320.png`, `${hash}320.webp`, `../${hash}-320.webp`, `${hash}-320.webp/`]) {
      expect(PICTURE_NAME.test(name), name).toBe(false);
    }
  });
});
