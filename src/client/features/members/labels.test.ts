import { describe, expect, it } from 'vitest';
import {
  discountLabel,
  eventTypeLabel,
  accountOrderNumber,
  orderStatusTone,
  perkTypeLabel,
  perksAvailableLabel,
  remainingUsesLabel,
  spotsLabel,
  tierLabel,
} from './labels';

describe('members area wording', () => {
  it('labels discounts as SPEC §9 says', () => {
    expect(discountLabel('percentage', '20.00')).toBe('20% off');
    expect(discountLabel('percentage', '12.50')).toBe('12.50% off');
    expect(discountLabel('fixed', '5.00')).toBe('£5 off');
    expect(discountLabel('fixed', '7.50')).toBe('£7.50 off');
    expect(discountLabel('shipping', '100.00')).toBe('Free shipping');
    expect(discountLabel('points', '1.00')).toBe('Discount');
    expect(discountLabel(null, null)).toBe('Discount');
  });

  it('labels perks, their remaining uses and the wallet count', () => {
    expect(perkTypeLabel('shipping')).toBe('Free shipping');
    expect(perkTypeLabel('percentage')).toBe('Access perk');
    expect(remainingUsesLabel(1000, 247)).toBe('753 uses remaining');
    expect(remainingUsesLabel(5, 4)).toBe('1 use remaining');
    expect(remainingUsesLabel(1, 3)).toBe('0 uses remaining');
    expect(remainingUsesLabel(null, 12)).toBe('Unlimited uses');
    expect(perksAvailableLabel(1)).toBe('1 perk available');
    expect(perksAvailableLabel(0)).toBe('0 perks available');
    expect(perksAvailableLabel(4)).toBe('4 perks available');
  });

  it('labels events', () => {
    expect(eventTypeLabel('skin_genius_iq')).toBe('Skin Genius IQ');
    expect(eventTypeLabel('live_qa')).toBe('Live Q&A');
    expect(eventTypeLabel('pop_up_clinic')).toBe('Pop up clinic');
    expect(spotsLabel(8, 5)).toBe('3 spots remaining');
    expect(spotsLabel(8, 7)).toBe('1 spot remaining');
    expect(spotsLabel(8, 9)).toBe('Fully booked');
  });

  it('labels tiers and orders', () => {
    expect(tierLabel('skin_circle')).toBe('Skin Circle');
    expect(tierLabel('gold')).toBe('Gold');
    expect(accountOrderNumber('7d1f0c8e-2b4a-4f6e-9a0b-1c2d3e4f5a6b')).toBe('3e4f5a6b');
    expect(orderStatusTone('Delivered')).toBe('green');
    expect(orderStatusTone('SHIPPED')).toBe('blue');
    expect(orderStatusTone('processing')).toBe('yellow');
    expect(orderStatusTone('pending')).toBe('grey');
    expect(orderStatusTone('refunded')).toBe('grey');
  });
});
