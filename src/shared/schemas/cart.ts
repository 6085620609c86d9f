// Cart shapes (SPEC §3 Cart item, §7 cart calls). One schema per shape, used by the client and the server.
import { z } from 'zod';
import { Product } from './catalogue';
import { QUANTITY_MAX, QUANTITY_MIN } from '../cart';
import { DELIVERY_METHODS } from '../delivery';
import { Id } from './common';

export { QUANTITY_MAX, QUANTITY_MIN };

/** How many of one product a line may hold: a whole number 1–99 (anything else is a 400). */
export const Quantity = z
  .number({ message: 'must be a whole number' })
  .int('must be a whole number')
  .min(QUANTITY_MIN, `must be at least ${QUANTITY_MIN}`)
  .max(QUANTITY_MAX, `must be at most ${QUANTITY_MAX}`);

export const CartItem = z.object({
  id: Id,
  userId: Id,
  productId: Id,
  quantity: z.number().int(),
  product: Product,
});
export type CartItem = z.infer<typeof CartItem>;

/** POST /api/cart — adding a product already in the cart raises that line's quantity. */
export const AddToCartRequest = z.object({
  userId: Id,
  productId: Id,
  quantity: Quantity,
});
export type AddToCartRequest = z.input<typeof AddToCartRequest>;

/** PATCH /api/cart/{itemId} — the new quantity (1–99; the client removes a line with DELETE). */
export const UpdateCartItemRequest = z.object({ quantity: Quantity });
export type UpdateCartItemRequest = z.input<typeof UpdateCartItemRequest>;

export const CartItemParams = z.object({ itemId: Id });

/**
 * GET/DELETE /api/cart/{userId}/code: the code applied to the cart and the delivery chosen, kept on the account
 * (decisions 0252, 0253).
 */
export const CartCode = z.object({ discountCode: z.string().nullable(), delivery: z.enum(DELIVERY_METHODS) });
export type CartCode = z.infer<typeof CartCode>;
