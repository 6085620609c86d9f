// A code's worth (half-up rounding, caps) and its validUntil, good to the end of that day in the UK (GMT and BST).
import { describe, expect, it } from 'vitest';
import {
  codeDiscountPence,
  codeTermLabels,
  formatBirthday,
  isPastValidUntil,
  memberTermRefusal,
  NO_TERMS,
  normaliseBirthday,
  priceCode,
} from './code-rules';

describe('isPastValidUntil', () => {
  it('never for no date', () => {
    expect(isPastValidUntil(null, '2030-01-01T00:00:00Z')).toBe(false);
  });
  it('usable all of that UK day, past from the next midnight (GMT)', () => {
    const until = '2026-03-01T10:00:00Z';
    expect(isPastValidUntil(until, '2026-03-01T23:59:59Z')).toBe(false);
    expect(isPastValidUntil(until, '2026-03-02T00:00:00Z')).toBe(true);
  });
  it('uses UK time, not UTC, in summer (BST = UTC+1)', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London: the code is good all of 1 July.
    const until = '2026-06-30T23:30:00Z';
    expect(isPastValidUntil(until, '2026-07-01T22:59:59Z')).toBe(false);
    expect(isPastValidUntil(until, '2026-07-01T23:00:00Z')).toBe(true);
    // 22:59 UTC on 30 June is still 30 June in London.
    expect(isPastValidUntil('2026-06-30T22:59:00Z', '2026-06-30T23:00:00Z')).toBe(true);
  });
});

describe('codeDiscountPence (COMMERCE §2)', () => {
  const pct = (v: string) => ({ discountType: 'percentage', discountValue: v });
  it('percentage: N % of the sum, rounded half-up to the penny', () => {
    expect(codeDiscountPence(pct('15.00'), 1030)).toBe(155); // 154.5 → 155
    expect(codeDiscountPence(pct('5.00'), 10)).toBe(1); // 0.5 → 1
    expect(codeDiscountPence(pct('5.00'), 9)).toBe(0); // 0.45 → 0
    expect(codeDiscountPence(pct('12.50'), 1999)).toBe(250); // 249.875 → 250
    expect(codeDiscountPence(pct('0.00'), 5000)).toBe(0);
    expect(codeDiscountPence(pct('150.00'), 5000)).toBe(5000);
  });
  it('fixed: £N, never more than the sum', () => {
    expect(codeDiscountPence({ discountType: 'fixed', discountValue: '10.00' }, 3400)).toBe(1000);
    expect(codeDiscountPence({ discountType: 'fixed', discountValue: '45.00' }, 3400)).toBe(3400);
  });
  it('shipping: N % of the delivery charge, half-up, never more than it; nothing when delivery is free', () => {
    const ship = (v: string) => ({ discountType: 'shipping', discountValue: v });
    expect(codeDiscountPence(ship('100.00'), 3400, 495)).toBe(495);
    expect(codeDiscountPence(ship('50.00'), 3400, 495)).toBe(248); // 247.5 → 248
    expect(codeDiscountPence(ship('150.00'), 3400, 495)).toBe(495);
    expect(codeDiscountPence(ship('100.00'), 3400, 0)).toBe(0);
    expect(codeDiscountPence(ship('100.00'), 3400)).toBe(0);
  });
  it('vouchers are worth nothing', () => {
    expect(codeDiscountPence({ discountType: null, discountValue: null }, 3400)).toBe(0);
    expect(codeDiscountPence({ discountType: null, discountValue: null }, 3400, 495)).toBe(0);
  });
});

describe('memberTermRefusal (COMMERCE §6)', () => {
  const facts = { earlierOrders: 0, usedBefore: 0, birthday: null };
  it('first order only: any earlier order that was not cancelled refuses', () => {
    const terms = { ...NO_TERMS, firstOrderOnly: true };
    expect(memberTermRefusal(terms, facts)).toBeNull();
    expect(memberTermRefusal(terms, { ...facts, earlierOrders: 1 })).toEqual({ reason: 'notFirstOrder' });
  });
  it('once per member: an earlier use refuses', () => {
    const terms = { ...NO_TERMS, oncePerMember: true };
    expect(memberTermRefusal(terms, { ...facts, earlierOrders: 3 })).toBeNull();
    expect(memberTermRefusal(terms, { ...facts, usedBefore: 1 })).toEqual({ reason: 'usedBefore' });
  });
  it('the delivery address (decision 0803): an order there before refuses a first-order code, a use there a once-per-member one', () => {
    const first = { ...NO_TERMS, firstOrderOnly: true };
    const once = { ...NO_TERMS, oncePerMember: true };
    expect(memberTermRefusal(first, { ...facts, addressOrders: 0 })).toBeNull();
    expect(memberTermRefusal(first, { ...facts, addressOrders: 1 })).toEqual({ reason: 'notFirstOrderAtAddress' });
    // The member's own order is the reason given first.
    expect(memberTermRefusal(first, { ...facts, earlierOrders: 1, addressOrders: 1 })).toEqual({
      reason: 'notFirstOrder',
    });
    expect(memberTermRefusal(once, { ...facts, addressOrders: 4 })).toBeNull();
    expect(memberTermRefusal(once, { ...facts, addressUsedBefore: 1 })).toEqual({ reason: 'usedBeforeAtAddress' });
    expect(memberTermRefusal(once, { ...facts, usedBefore: 1, addressUsedBefore: 1 })).toEqual({
      reason: 'usedBefore',
    });
    expect(memberTermRefusal(NO_TERMS, { ...facts, addressOrders: 3, addressUsedBefore: 3 })).toBeNull();
  });
  it('birthday month: none saved, another month, the month in UK time (BST at the month’s edge)', () => {
    const terms = { ...NO_TERMS, birthdayMonthOnly: true };
    expect(memberTermRefusal(terms, facts, '2026-06-10T12:00:00Z')).toEqual({ reason: 'birthdayMissing' });
    expect(memberTermRefusal(terms, { ...facts, birthday: '07-01' }, '2026-06-10T12:00:00Z')).toEqual({
      reason: 'notBirthdayMonth',
      month: 7,
    });
    expect(memberTermRefusal(terms, { ...facts, birthday: '06-30' }, '2026-06-10T12:00:00Z')).toBeNull();
    // 23:30 UTC on 31 May is 00:30 on 1 June in London.
    expect(memberTermRefusal(terms, { ...facts, birthday: '06-15' }, '2026-05-31T23:30:00Z')).toBeNull();
    expect(memberTermRefusal(terms, { ...facts, birthday: '05-15' }, '2026-05-31T23:30:00Z')).toMatchObject({
      reason: 'notBirthdayMonth',
    });
    // In winter London is UTC: 23:30 UTC on 31 January is still January.
    expect(memberTermRefusal(terms, { ...facts, birthday: '01-02' }, '2027-01-31T23:30:00Z')).toBeNull();
  });
  it('no terms: nothing to refuse', () => {
    expect(memberTermRefusal(NO_TERMS, { earlierOrders: 9, usedBefore: 9, birthday: null })).toBeNull();
  });
});

describe('priceCode (COMMERCE §2, §6)', () => {
  const pct = (v: string, terms = {}) => ({ discountType: 'percentage', discountValue: v, ...terms });
  it('a plain code comes off the member-priced sum', () => {
    expect(priceCode(pct('20.00'), { memberPriced: 5100, list: 6000 })).toEqual({
      codeDiscount: 1020,
      onListPrices: false,
      onDelivery: false,
    });
  });
  it('min spend: the member-priced sum must reach it, and the shortfall is told', () => {
    const rule = pct('10.00', { minSpend: '40.00' });
    expect(priceCode(rule, { memberPriced: 3400, list: 4000 })).toEqual({
      reason: 'belowMinSpend',
      minSpend: 4000,
      short: 600,
    });
    expect(priceCode(rule, { memberPriced: 4000, list: 4500 })).toEqual({
      codeDiscount: 400,
      onListPrices: false,
      onDelivery: false,
    });
  });
  it('full price only: worked out on the list prices, only when it beats the member prices', () => {
    const rule = pct('20.00', { fullPriceOnly: true });
    // £60.00 list, £51.00 member: 20 % of £60.00 = £12.00 beats the £9.00 member saving.
    expect(priceCode(rule, { memberPriced: 5100, list: 6000 })).toEqual({
      codeDiscount: 1200,
      onListPrices: true,
      onDelivery: false,
    });
    // 15 % of £60.00 = £9.00: no better than the member prices.
    expect(priceCode(pct('15.00', { fullPriceOnly: true }), { memberPriced: 5100, list: 6000 })).toEqual({
      reason: 'memberPricesBetter',
      memberSaving: 900,
      codeSaving: 900,
    });
    // Half-up on the list sum: 15 % of £10.30 = £1.545 → £1.55.
    expect(priceCode(pct('15.00', { fullPriceOnly: true }), { memberPriced: 1030, list: 1030 })).toEqual({
      codeDiscount: 155,
      onListPrices: true,
      onDelivery: false,
    });
  });
  it('a code worth £0.00 is refused: a 0 % access perk, too small a sum', () => {
    expect(priceCode(pct('0.00'), { memberPriced: 5000, list: 5000 })).toEqual({ reason: 'accessPerk' });
    expect(priceCode(pct('5.00'), { memberPriced: 9, list: 9 })).toEqual({ reason: 'worthNothing' });
  });
  it('a shipping code takes its share of the express charge off, and with free standard delivery says to choose express', () => {
    const freeExpress = { discountType: 'shipping', discountValue: '100.00' };
    expect(priceCode(freeExpress, { memberPriced: 5000, list: 5000, delivery: 495 })).toEqual({
      codeDiscount: 495,
      onListPrices: false,
      onDelivery: true,
    });
    // Member prices stay: the code is off the delivery, not the goods.
    expect(priceCode(freeExpress, { memberPriced: 4000, list: 5000, delivery: 495 })).toMatchObject({
      codeDiscount: 495,
      onListPrices: false,
    });
    expect(priceCode(freeExpress, { memberPriced: 5000, list: 5000, delivery: 0 })).toEqual({ reason: 'expressOnly' });
    expect(priceCode(freeExpress, { memberPriced: 5000, list: 5000 })).toEqual({ reason: 'expressOnly' });
    // Its min spend still applies first.
    expect(priceCode({ ...freeExpress, minSpend: '60.00' }, { memberPriced: 5000, list: 5000, delivery: 495 })).toEqual(
      {
        reason: 'belowMinSpend',
        minSpend: 6000,
        short: 1000,
      },
    );
    expect(
      priceCode({ discountType: 'shipping', discountValue: '0.00' }, { memberPriced: 5000, list: 5000, delivery: 495 }),
    ).toEqual({ reason: 'worthNothing' });
  });
  it('a voucher (no discount type) is no discount and stays usable at £0.00', () => {
    expect(priceCode({ discountType: null, discountValue: null }, { memberPriced: 5000, list: 5000 })).toEqual({
      codeDiscount: 0,
      onListPrices: false,
      onDelivery: false,
    });
  });
});

describe('codeTermLabels', () => {
  it('names each term as the perks screen shows it', () => {
    expect(codeTermLabels(NO_TERMS)).toEqual([]);
    expect(
      codeTermLabels({
        firstOrderOnly: true,
        oncePerMember: true,
        fullPriceOnly: true,
        birthdayMonthOnly: true,
        minSpend: '40.00',
      }),
    ).toEqual(['First order only', 'Birthday month', 'Once per member', 'Min spend £40', 'Not with member prices']);
    expect(codeTermLabels({ minSpend: '39.50' })).toEqual(['Min spend £39.50']);
  });
});

describe('birthdays', () => {
  it("keeps 'MM-DD', drops a year, allows 29 February and refuses days that do not exist", () => {
    expect(normaliseBirthday('03-14')).toBe('03-14');
    expect(normaliseBirthday('1990-03-14')).toBe('03-14');
    expect(normaliseBirthday('02-29')).toBe('02-29');
    expect(normaliseBirthday('1988-02-29')).toBe('02-29');
    for (const bad of ['02-30', '04-31', '13-01', '00-10', '01-00', '3-14', '03/14', '1990-3-14', '', 'birthday']) {
      expect(normaliseBirthday(bad), bad).toBeNull();
    }
  });
  it('reads as day and month', () => {
    expect(formatBirthday('03-14')).toBe('14 March');
    expect(formatBirthday('12-01')).toBe('1 December');
  });
});
