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
    expect(q.totals).toEqual({ subtotal: 9800, memberDiscount: 1260, codeDiscount: 0, shipping: 0, total: 8540 });
    expect(q.lines.map((l) => [l.unitPence, l.listPence])).toEqual([
      [3570, 4200],
      [1400, 1400],
    ]);
    expect(q.pointsEarned).toBe(85);
  });
  it('prices a bronze cart at normal prices with no discount', () => {
    const q = quoteCart(lines, 'bronze');
    expect(q.totals).toEqual({ subtotal: 9800, memberDiscount: 0, codeDiscount: 0, shipping: 0, total: 9800 });
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
