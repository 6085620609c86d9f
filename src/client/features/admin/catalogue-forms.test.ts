// The Categories and Discounts screens' forms (decision 0506): what they send, the errors they show before sending,
// and the server's answers put beside their fields.
import { describe, expect, it } from 'vitest';
import type { AdminCategory, AdminDiscountCode } from '@shared/schemas/catalogue-admin';
import { ApiError } from '@client/lib/api';
import {
  categoryChange,
  categoryDraftOf,
  codeChange,
  codeDraftOf,
  codeWorth,
  emptyCategory,
  emptyCode,
  newCategoryBody,
  newCodeBody,
  slugFrom,
} from './catalogue-forms';
import { errorsFromServer } from './forms';

const serums: AdminCategory = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'serums',
  name: 'Serums',
  description: 'Actives.',
  imageUrl: '/images/categories/serums.svg',
  sortOrder: 20,
  productCount: 4,
};

const spring: AdminDiscountCode = {
  id: '22222222-2222-4222-8222-222222222222',
  code: 'SPRING10',
  name: 'SPRING10',
  description: '',
  discountType: 'percentage',
  discountValue: '10.00',
  maxUses: null,
  currentUses: 2,
  isActive: true,
  validFrom: null,
  validUntil: '2026-03-31',
  firstOrderOnly: false,
  oncePerMember: false,
  fullPriceOnly: false,
  birthdayMonthOnly: false,
  minSpend: null,
  inWallet: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  terms: [],
};

describe('categories', () => {
  it('suggests a slug from the name', () => {
    expect(slugFrom('Eye & Lip Care')).toBe('eye-lip-care');
    expect(slugFrom('  Crème  Masks! ')).toBe('creme-masks');
    expect(slugFrom('—')).toBe('');
  });

  it('checks a new category before sending it, leaving the picture and place to the server when empty', () => {
    expect(newCategoryBody({ ...emptyCategory, name: 'Tools', slug: 'tools' })).toEqual({
      body: { name: 'Tools', slug: 'tools', description: '' },
    });
    expect(newCategoryBody({ ...emptyCategory, name: '', slug: 'Bad Slug', sortOrder: 'x' })).toEqual({
      errors: {
        name: 'is required',
        slug: 'must be lower-case letters, digits and single hyphens, like eye-care',
        sortOrder: 'must be a whole number',
      },
    });
  });

  it('sends only what an edit changed', () => {
    const draft = categoryDraftOf(serums);
    expect(categoryChange(draft, serums)).toEqual({ unchanged: true });
    expect(categoryChange({ ...draft, name: 'Boosters', sortOrder: '5' }, serums)).toEqual({
      patch: { name: 'Boosters', sortOrder: 5 },
    });
    expect(categoryChange({ ...draft, imageUrl: 'javascript:alert(1)' }, serums)).toMatchObject({
      errors: { imageUrl: expect.stringMatching(/^must be a path/) },
    });
  });
});

describe('discount codes', () => {
  it('checks a new code before sending it', () => {
    expect(newCodeBody({ ...emptyCode, code: 'summer', discountValue: '15' })).toEqual({
      body: expect.objectContaining({ code: 'summer', discountType: 'percentage', discountValue: '15', maxUses: null }),
    });
    const bad = newCodeBody({
      ...emptyCode,
      code: 'a b',
      discountValue: '150',
      maxUses: '0',
      validUntil: '2026-02-30',
    });
    expect(bad).toEqual({
      errors: {
        code: 'must be letters, digits, hyphens or underscores',
        discountValue: 'must be at most 100 for a percentage',
        maxUses: 'must be at least 1',
        validUntil: 'must be a real date',
      },
    });
    expect(newCodeBody({ ...emptyCode, code: 'TENOFF', discountType: 'fixed', discountValue: '1.999' })).toEqual({
      errors: { discountValue: 'must have at most 2 decimals' },
    });
    // A shipping code needs no value.
    expect(newCodeBody({ ...emptyCode, code: 'SHIPIT', discountType: 'shipping' })).toHaveProperty('body');
  });

  it('sends only what an edit changed', () => {
    const draft = codeDraftOf(spring);
    expect(codeChange(draft, spring)).toEqual({ unchanged: true });
    expect(codeChange({ ...draft, isActive: false, validUntil: '' }, spring)).toEqual({
      patch: { isActive: false, validUntil: null },
    });
    expect(codeChange({ ...draft, maxUses: '1.5' }, spring)).toEqual({ errors: { maxUses: 'must be a whole number' } });
  });

  it('puts the server’s field problems beside their fields, anything else above them', () => {
    const invalid = new ApiError(
      400,
      `400: ${JSON.stringify({ message: 'Invalid request', errors: [{ path: 'body.maxUses', message: 'must be at least 2, the uses already made' }] })}`,
      'Invalid request',
    );
    expect(errorsFromServer(invalid, 'x')).toEqual({ maxUses: 'must be at least 2, the uses already made' });
    const taken = new ApiError(
      409,
      '409: {"message":"A discount code X already exists"}',
      'A discount code X already exists',
    );
    expect(errorsFromServer(taken, 'x')).toEqual({ form: 'A discount code X already exists' });
    expect(errorsFromServer(new Error('offline'), 'Not saved.')).toEqual({ form: 'Not saved.' });
  });

  it('words what a code takes off', () => {
    expect(codeWorth(spring)).toBe('10 % off');
    expect(codeWorth({ discountType: 'fixed', discountValue: '5.50' })).toBe('£5.50 off');
    expect(codeWorth({ discountType: 'shipping', discountValue: '0.00' })).toBe('Free shipping');
  });
});
