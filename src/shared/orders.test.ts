// The one UK postcode rule used by the checkout form and the API, and the order status colours (SPEC §4).
import { describe, expect, it } from 'vitest';
import { orderReference, orderStatusTone } from './orders';
import { normalisePostcode, ShippingAddress, UkPostcode } from './schemas/orders';

describe('UkPostcode', () => {
  it('accepts every UK format and normalises to upper case with one space', () => {
    const cases: Array<[string, string]> = [
      ['SW1A 1AA', 'SW1A 1AA'],
      ['sw1a1aa', 'SW1A 1AA'],
      ['  ec1a   1bb ', 'EC1A 1BB'],
      ['W1A 0AX', 'W1A 0AX'],
      ['m1 1ae', 'M1 1AE'],
      ['B33 8TH', 'B33 8TH'],
      ['CR2 6XH', 'CR2 6XH'],
      ['DN55 1PT', 'DN55 1PT'],
      ['bs67ex', 'BS6 7EX'],
      ['IM1 1AE', 'IM1 1AE'],
      ['GIR 0AA', 'GIR 0AA'],
    ];
    for (const [input, expected] of cases) expect(UkPostcode.parse(input), input).toBe(expected);
  });

  it('refuses what is not a UK postcode', () => {
    for (const bad of [
      '',
      '   ',
      '12345',
      '90210',
      'SW1A',
      'SW1A 1A',
      'QQ1 1AA',
      'SW1A 1AAA',
      'SW1A-1AA',
      'A1 1CI',
      '75008 Paris',
      'x'.repeat(11),
    ]) {
      expect(UkPostcode.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('says what is wrong in words the form and the API both use', () => {
    const result = UkPostcode.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('must be a UK postcode, like SW1A 1AA');
    expect(UkPostcode.safeParse('').error?.issues[0].message).toBe('is required');
  });

  it('normalises without validating', () => {
    expect(normalisePostcode(' n1  9gu ')).toBe('N1 9GU');
    expect(normalisePostcode('ab')).toBe('AB');
  });
});

describe('ShippingAddress', () => {
  const valid = {
    firstName: ' Ada ',
    lastName: 'Lovelace',
    address: '1 Main St',
    city: 'Leeds',
    postalCode: 'ls11ba',
    country: 'United Kingdom',
  };
  it('trims the fields and normalises the postcode', () => {
    expect(ShippingAddress.parse(valid)).toEqual({ ...valid, firstName: 'Ada', postalCode: 'LS1 1BA' });
  });
  it('requires every field and delivers within the UK only', () => {
    for (const key of Object.keys(valid)) {
      expect(ShippingAddress.safeParse({ ...valid, [key]: '' }).success, key).toBe(false);
    }
    expect(ShippingAddress.safeParse({ ...valid, country: 'Ireland' }).success).toBe(false);
  });
});

describe('orderStatusTone', () => {
  it('colours delivered green, shipped blue, processing yellow, anything else grey, in any case', () => {
    expect(orderStatusTone('delivered')).toBe('green');
    expect(orderStatusTone('DELIVERED')).toBe('green');
    expect(orderStatusTone('Shipped')).toBe('blue');
    expect(orderStatusTone('processing')).toBe('yellow');
    expect(orderStatusTone('pending')).toBe('grey');
    expect(orderStatusTone('cancelled')).toBe('grey');
  });
  it('numbers an order by the first 8 characters of its id', () => {
    expect(orderReference('1a2b3c4d-0000-4000-8000-000000000000')).toBe('1a2b3c4d');
  });
});
