// Wishlist shapes (SPEC §3 Wishlist item; DESIGN §3 GET /api/wishlist/{userId}, POST /api/wishlist).
import { z } from 'zod';
import { Product } from './catalogue';
import { Id } from './common';

export const WishlistItem = z.object({
  id: Id,
  productId: Id,
  product: Product,
  createdAt: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

export const AddToWishlistRequest = z.object({ userId: Id, productId: Id });
export type AddToWishlistRequest = z.input<typeof AddToWishlistRequest>;

export const WishlistItemParams = z.object({ userId: Id, productId: Id });
