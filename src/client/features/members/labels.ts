// Display wording of the members area (SPEC §2, §9), as pure functions so every screen says the same thing.
import { EVENT_TYPE_LABELS } from '@shared/event-types';

export const LOYALTY_TIER = 'skin_circle';
export const LOYALTY_GROUP_NAME = 'Skin Circle';
/** The brand's own skin assessment (the quiz provider's page on the shop). */
export const SKIN_ASSESSMENT_URL = 'https://www.skincircle.co.uk/pages/skin-assessment';

export const isLoyaltyMember = (tier: string | null | undefined) => tier === LOYALTY_TIER;

/** 'live_qa' → 'Live qa'; used where no better wording is known. */
export function humanise(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text ? text[0].toUpperCase() + text.slice(1) : '';
}

/** Account header: the loyalty group's name for skin_circle, else the tier value (capitalised). */
export const tierLabel = (tier: string) => (isLoyaltyMember(tier) ? LOYALTY_GROUP_NAME : humanise(tier));

/** '20.00' → '20', '12.50' → '12.50' */
function amount(value: string | null | undefined): string {
  if (!value) return '0';
  return value.replace(/\.00$/, '');
}

/** SPEC §9 discount labels. */
export function discountLabel(
  discountType: string | null | undefined,
  discountValue: string | null | undefined,
): string {
  switch (discountType) {
    case 'percentage':
      return `${amount(discountValue)}% off`;
    case 'fixed':
      return `£${amount(discountValue)} off`;
    case 'shipping':
      return 'Free shipping';
    default:
      return 'Discount';
  }
}

/** SPEC §2 perk type label. */
export const perkTypeLabel = (discountType: string) => (discountType === 'shipping' ? 'Free shipping' : 'Access perk');

/** Remaining uses (max − current) or 'Unlimited uses'. */
export function remainingUsesLabel(maxUses: number | null, currentUses: number): string {
  if (maxUses === null) return 'Unlimited uses';
  const left = Math.max(0, maxUses - currentUses);
  return left === 1 ? '1 use remaining' : `${left} uses remaining`;
}

export const perksAvailableLabel = (count: number) => `${count} ${count === 1 ? 'perk' : 'perks'} available`;

/** The expert session product's name for skin_genius_iq (SPEC §2), the console's words for the others. */
export const eventTypeLabel = (eventType: string) =>
  (EVENT_TYPE_LABELS as Record<string, string>)[eventType] ?? humanise(eventType);

export function spotsLabel(maxAttendees: number, currentAttendees: number): string {
  const left = Math.max(0, maxAttendees - currentAttendees);
  if (left === 0) return 'Fully booked';
  return left === 1 ? '1 spot remaining' : `${left} spots remaining`;
}

// Order numbers and status colours are the storefront's too: one definition in shared/orders.
export { accountOrderNumber, orderStatusTone } from '@shared/orders';
