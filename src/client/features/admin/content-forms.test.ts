// The Rewards, Events and FAQs screens' forms (decision 0510): what they send, the errors they show before sending,
// and nothing sent when nothing changed.
import { describe, expect, it } from 'vitest';
import type { AdminEvent, AdminFaq, AdminReward } from '@shared/schemas/content-admin';
import {
  emptyEvent,
  emptyFaq,
  emptyReward,
  eventChange,
  eventDraftOf,
  faqChange,
  faqDraftOf,
  newEventBody,
  newFaqBody,
  newRewardBody,
  placesText,
  rewardChange,
  rewardDraftOf,
  rewardWorth,
} from './content-forms';

const tenOff: AdminReward = {
  id: '11111111-1111-4111-8111-111111111111',
  name: '£10 Off Your Next Order',
  description: 'Take £10 off any order.',
  type: 'discount',
  pointsCost: 500,
  code: 'SCTENOFF',
  discountType: 'fixed',
  discountValue: '10.00',
  maxUses: 1,
  currentUses: 0,
  isActive: true,
  validUntil: '2027-12-31',
  sortOrder: 20,
  redemptions: 3,
};

const clinic: AdminEvent = {
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Barrier Repair Clinic',
  description: 'A small-group session.',
  eventType: 'skin_genius_iq',
  // 18:30 in London on 14 May 2026 (BST).
  dateTime: '2026-05-14T17:30:00.000Z',
  duration: 60,
  price: '45.00',
  maxAttendees: 8,
  currentAttendees: 5,
  bookingUrl: 'https://www.skincircle.co.uk/pages/events/barrier',
  isActive: true,
};

const vegan: AdminFaq = {
  id: '33333333-3333-4333-8333-333333333333',
  category: 'Products',
  question: 'Are your products vegan?',
  answer: 'Yes.',
  sortOrder: 30,
};

describe('rewards', () => {
  it('sends a new reward with its value only for a percentage or an amount, the code upper-cased', () => {
    expect(
      newRewardBody({
        ...emptyReward,
        name: ' Masks ',
        description: '20% off masks',
        type: 'discount',
        discountType: 'percentage',
        discountValue: '20',
        pointsCost: '600',
        code: 'scmasks',
      }),
    ).toEqual({
      body: {
        name: 'Masks',
        description: '20% off masks',
        type: 'discount',
        pointsCost: 600,
        code: 'SCMASKS',
        discountType: 'percentage',
        discountValue: '20',
        isActive: true,
        validUntil: null,
      },
    });
    const voucher = newRewardBody({
      ...emptyReward,
      name: 'Sample',
      description: 'A sample',
      type: 'other',
      discountType: '',
      discountValue: '5',
      pointsCost: '100',
      sortOrder: '5',
    });
    expect(voucher).toMatchObject({ body: { discountType: null, discountValue: null, code: null, sortOrder: 5 } });
  });

  it('shows the errors before sending: each field, then the rules across them', () => {
    expect(newRewardBody(emptyReward)).toEqual({
      errors: expect.objectContaining({
        name: 'is required',
        description: 'is required',
        pointsCost: 'must be a whole number',
      }),
    });
    const shipping = newRewardBody({
      ...emptyReward,
      name: 'Free delivery',
      description: 'Free delivery',
      pointsCost: '250',
      type: 'free_shipping',
      discountType: 'fixed',
      discountValue: '5',
    });
    expect(shipping).toEqual({ errors: { discountType: 'must be shipping for a free_shipping reward' } });
    expect(newRewardBody({ ...emptyReward, name: 'x', description: 'y', pointsCost: '1.5' })).toMatchObject({
      errors: { pointsCost: 'must be a whole number' },
    });
  });

  it('sends only what an edit changed, nothing when nothing did, and checks it against the reward as it will be', () => {
    expect(rewardChange(rewardDraftOf(tenOff), tenOff)).toEqual({ unchanged: true });
    expect(rewardChange({ ...rewardDraftOf(tenOff), pointsCost: '450', isActive: false }, tenOff)).toEqual({
      patch: { pointsCost: 450, isActive: false },
    });
    expect(
      rewardChange({ ...rewardDraftOf(tenOff), discountType: 'percentage', discountValue: '150' }, tenOff),
    ).toEqual({
      errors: { discountValue: 'must be at most 100 for a percentage' },
    });
    expect(rewardChange({ ...rewardDraftOf(tenOff), discountType: '' }, tenOff)).toEqual({
      errors: { discountType: 'must be percentage or fixed for a discount reward' },
    });
    expect(rewardChange({ ...rewardDraftOf(tenOff), sortOrder: '' }, tenOff)).toMatchObject({
      errors: { sortOrder: 'must be a whole number' },
    });
  });

  it('says what a member’s code takes off', () => {
    expect(rewardWorth(tenOff)).toBe('£10.00 off');
    expect(rewardWorth({ discountType: 'percentage', discountValue: '15.00' })).toBe('15 % off');
    expect(rewardWorth({ discountType: 'shipping', discountValue: '0.00' })).toBe('Free shipping');
    expect(rewardWorth({ discountType: null, discountValue: null })).toBe('Voucher');
  });
});

describe('events', () => {
  it('holds the start as the UK clock shows it, and sends it so', () => {
    expect(eventDraftOf(clinic).dateTime).toBe('2026-05-14T18:30');
    const body = newEventBody({
      ...emptyEvent,
      title: 'Retinoid Q&A',
      description: 'Live questions.',
      eventType: 'live_qa',
      dateTime: '2026-05-21T19:00',
      price: '25',
      maxAttendees: '30',
      bookingUrl: ' https://www.skincircle.co.uk/pages/events/qa ',
    });
    expect(body).toEqual({
      body: {
        title: 'Retinoid Q&A',
        description: 'Live questions.',
        eventType: 'live_qa',
        dateTime: '2026-05-21T19:00',
        duration: 60,
        price: '25',
        maxAttendees: 30,
        currentAttendees: 0,
        bookingUrl: 'https://www.skincircle.co.uk/pages/events/qa',
        isActive: true,
      },
    });
  });

  it('shows the errors before sending', () => {
    expect(newEventBody(emptyEvent)).toEqual({
      errors: expect.objectContaining({
        title: 'is required',
        description: 'is required',
        dateTime: expect.stringContaining('must be a real date and time'),
        price: expect.any(String),
        maxAttendees: 'must be a whole number',
        bookingUrl: 'must be an address starting with https://',
      }),
    });
  });

  it('sends only what an edit changed, and never fewer places than are booked', () => {
    expect(eventChange(eventDraftOf(clinic), clinic)).toEqual({ unchanged: true });
    expect(eventChange({ ...eventDraftOf(clinic), dateTime: '2026-05-14T19:00', price: '40' }, clinic)).toEqual({
      patch: { dateTime: '2026-05-14T19:00', price: '40' },
    });
    expect(eventChange({ ...eventDraftOf(clinic), maxAttendees: '4' }, clinic)).toEqual({
      errors: { maxAttendees: 'must be at least 5, the places already booked' },
    });
    expect(eventChange({ ...eventDraftOf(clinic), currentAttendees: '9' }, clinic)).toEqual({
      errors: { currentAttendees: 'must be at most 8, the places there are' },
    });
    expect(eventChange({ ...eventDraftOf(clinic), bookingUrl: 'http://x.example' }, clinic)).toEqual({
      errors: { bookingUrl: 'must be an address starting with https://' },
    });
  });

  it('says how full an event is', () => {
    expect(placesText(clinic)).toBe('5 / 8 booked');
    expect(placesText({ maxAttendees: 8, currentAttendees: 8 })).toBe('Fully booked (8)');
  });
});

describe('FAQs', () => {
  it('sends a new question, leaving its place to the server when empty', () => {
    expect(newFaqBody({ ...emptyFaq, question: 'Vegan?', answer: 'Yes.' })).toEqual({
      body: { category: 'Membership', question: 'Vegan?', answer: 'Yes.' },
    });
    expect(newFaqBody({ ...emptyFaq, question: '', answer: 'x'.repeat(2001) })).toEqual({
      errors: { question: 'is required', answer: 'must be at most 2000 characters' },
    });
  });

  it('sends only what an edit changed', () => {
    expect(faqChange(faqDraftOf(vegan), vegan)).toEqual({ unchanged: true });
    expect(faqChange({ ...faqDraftOf(vegan), answer: ' Every formula is vegan. ' }, vegan)).toEqual({
      patch: { answer: 'Every formula is vegan.' },
    });
    expect(faqChange({ ...faqDraftOf(vegan), category: 'Events', sortOrder: '0' }, vegan)).toEqual({
      patch: { category: 'Events', sortOrder: 0 },
    });
  });
});
