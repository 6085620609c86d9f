// The order rules without a database: pricing a cart by tier, reward points, and checking the shopper's figures.
import { describe, expect, it } from 'vitest';
import {
  CART_CHANGED,
  figuresMismatch,
  PRICES_CHANGED,
  pointsFor,
  quoteCart,
  type CartLine,
  type ClientFigures,
} from './quote';
import { HttpError } from '../../plugins/errors';
import type { DeliveryChoice } from './quote';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const lines: CartLine[] = [
  { cartItemId: 'a', productId: P1, productName: 'Serum', price: '42.00', memberPrice: '35.70', quantity: 2 },
  { cartItemId: 'b', productId: P2, productName: 'Spot Gel', price: '14.00', memberPrice: null, quantity: 1 },
];

const shown = (overrides: Partial<ClientFigures> = {}): ClientFigures => ({
  subtotal: '98.00',
  memberDiscount: '12.60',
  shipping: '0.00',
  total: '85.40',
  items: [
    { productId: P1, quantity: 2, price: '35.70' },
    { productId: P2, quantity: 1, price: '14.00' },
  ],
  ...overrides,
});

describe('pointsFor', () => {
  it('gives 1 point per whole pound of the total', () => {
    expect(pointsFor(0)).toBe(0);
    expect(pointsFor(99)).toBe(0);
    expect(pointsFor(100)).toBe(1);
    expect(pointsFor(8540)).toBe(85);
    expect(pointsFor(8599)).toBe(85);
  });
});

describe('quoteCart', () => {
  it('prices a member cart at member prices where there are some', () => {
    const q = quoteCart(lines, 'skin_circle');
    expect(q.totals).toEqual({
      subtotal: 9800,
      memberDiscount: 1260,
      codeDiscount: 0,
      deliveryDiscount: 0,
      shipping: 0,
      total: 8540,
    });
    expect(q.lines.map((l) => [l.unitPence, l.listPence])).toEqual([
      [3570, 4200],
      [1400, 1400],
    ]);
    expect(q.pointsEarned).toBe(85);
  });
  it('prices a bronze cart at normal prices with no discount', () => {
    const q = quoteCart(lines, 'bronze');
    expect(q.totals).toEqual({
      subtotal: 9800,
      memberDiscount: 0,
      codeDiscount: 0,
      deliveryDiscount: 0,
      shipping: 0,
      total: 9800,
    });
    expect(q.pointsEarned).toBe(98);
  });
});

describe('figuresMismatch', () => {
  const q = quoteCart(lines, 'gold');

  it('accepts the exact figures, in any item order and decimal spelling', () => {
    expect(figuresMismatch(q, shown())).toBeNull();
    expect(figuresMismatch(q, shown({ items: [...shown().items].reverse(), total: '85.4', shipping: '0' }))).toBeNull();
  });

  it('calls different products or quantities a changed cart', () => {
    expect(figuresMismatch(q, shown({ items: shown().items.slice(0, 1) }))).toBe(CART_CHANGED);
    expect(figuresMismatch(q, shown({ items: [{ ...shown().items[0], quantity: 3 }, shown().items[1]] }))).toBe(
      CART_CHANGED,
    );
    expect(figuresMismatch(q, shown({ items: [...shown().items, shown().items[0]] }))).toBe(CART_CHANGED);
    const other = '33333333-3333-4333-8333-333333333333';
    expect(figuresMismatch(q, shown({ items: [shown().items[0], { ...shown().items[1], productId: other }] }))).toBe(
      CART_CHANGED,
    );
  });

  it('calls any other difference of a penny changed prices', () => {
    expect(figuresMismatch(q, shown({ total: '85.39' }))).toBe(PRICES_CHANGED);
    expect(figuresMismatch(q, shown({ subtotal: '98.01' }))).toBe(PRICES_CHANGED);
    expect(figuresMismatch(q, shown({ memberDiscount: '0.00' }))).toBe(PRICES_CHANGED);
    expect(figuresMismatch(q, shown({ shipping: '4.99' }))).toBe(PRICES_CHANGED);
    expect(figuresMismatch(q, shown({ items: [{ ...shown().items[0], price: '42.00' }, shown().items[1]] }))).toBe(
      PRICES_CHANGED,
    );
  });

  it('refuses member figures for a bronze member', () => {
    expect(figuresMismatch(quoteCart(lines, 'bronze'), shown())).toBe(PRICES_CHANGED);
  });
});

describe('delivery (decision 0253)', () => {
  const prices = { standard: 0, express: 495 };
  const express: DeliveryChoice = { method: 'express', prices };
  const standard: DeliveryChoice = { method: 'standard', prices };
  const freeExpress = { code: 'SCFREESHIP', discountType: 'shipping', discountValue: '100.00' };

  it('standard is free; express adds its charge to the total and the points', () => {
    expect(quoteCart(lines, 'skin_circle', null, standard).totals).toMatchObject({ shipping: 0, total: 8540 });
    const q = quoteCart(lines, 'skin_circle', null, express);
    expect(q.totals).toEqual({
      subtotal: 9800,
      memberDiscount: 1260,
      codeDiscount: 0,
      deliveryDiscount: 0,
      shipping: 495,
      total: 9035,
    });
    expect(q.delivery).toBe('express');
    expect(q.pointsEarned).toBe(90);
  });

  it('the free-express code takes the express charge off, and is refused with standard delivery', () => {
    const q = quoteCart(lines, 'skin_circle', freeExpress, express);
    expect(q.totals).toEqual({
      subtotal: 9800,
      memberDiscount: 1260,
      codeDiscount: 495,
      deliveryDiscount: 495,
      shipping: 495,
      total: 8540,
    });
    expect(() => quoteCart(lines, 'skin_circle', freeExpress, standard)).toThrow(HttpError);
    expect(() => quoteCart(lines, 'skin_circle', freeExpress, standard)).toThrow(/choose express delivery/);
  });

  it('an express order sent as standard figures is changed prices', () => {
    const q = quoteCart(lines, 'gold', null, express);
    expect(figuresMismatch(q, shown())).toBe(PRICES_CHANGED);
    expect(figuresMismatch(q, shown({ shipping: '4.95', total: '90.35' }))).toBeNull();
  });

  it('total = subtotal − memberDiscount − codeDiscount + shipping over random carts, codes and deliveries', () => {
    let seed = 253;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const money = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
    const tiers = ['bronze', 'silver', 'gold', 'skin_circle'];
    let checked = 0;
    for (let run = 0; run < 2000; run++) {
      const cart: CartLine[] = Array.from({ length: int(1, 5) }, (_, i) => {
        const list = int(1, 20_000);
        return {
          cartItemId: String(i),
          productId: `${String(i).padStart(8, '0')}-1111-4111-8111-111111111111`,
          productName: `P${i}`,
          price: money(list),
          memberPrice: next() < 0.5 ? money(int(1, list)) : null,
          quantity: int(1, 9),
        };
      });
      const kind = int(0, 4);
      const code =
        kind === 0
          ? null
          : kind === 1
            ? { code: 'PCT', discountType: 'percentage', discountValue: money(int(1, 10_000)) }
            : kind === 2
              ? { code: 'FIX', discountType: 'fixed', discountValue: money(int(1, 100_000)) }
              : kind === 3
                ? { code: 'FULL', discountType: 'percentage', discountValue: money(int(1, 5_000)), fullPriceOnly: true }
                : { code: 'SHIP', discountType: 'shipping', discountValue: money(int(1, 10_000)) };
      const delivery: DeliveryChoice = {
        method: next() < 0.5 ? 'express' : 'standard',
        prices: { standard: 0, express: int(1, 2_000) },
      };
      let q;
      try {
        q = quoteCart(cart, tiers[int(0, 3)], code, delivery);
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError); // a code refused on this cart: nothing to check
        continue;
      }
      const { subtotal, memberDiscount, codeDiscount, deliveryDiscount, shipping, total } = q.totals;
      expect(total).toBe(subtotal - memberDiscount - codeDiscount + shipping);
      expect(shipping).toBe(delivery.method === 'express' ? delivery.prices.express : 0);
      expect(total).toBeGreaterThanOrEqual(0);
      expect(deliveryDiscount).toBeLessThanOrEqual(shipping);
      expect(deliveryDiscount).toBe(code?.discountType === 'shipping' ? codeDiscount : 0);
      // The goods are never charged more than their list price, nor less than nothing.
      expect(total - shipping + deliveryDiscount).toBeLessThanOrEqual(subtotal);
      expect(total - shipping + deliveryDiscount).toBeGreaterThanOrEqual(0);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
