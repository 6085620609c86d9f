// How a membership tier is named and coloured on storefront screens (SPEC §2 profile, §3 tier values).
import type { BadgeTone } from '../ui/badge';

const NAMES: Record<string, string> = {
  skin_circle: 'Skin Circle',
  platinum: 'Platinum',
  gold: 'Gold',
  bronze: 'Bronze',
};

/** 'skin_circle' → 'Skin Circle'; an unknown tier is shown as written, capitalised. */
export function tierLabel(tier: string): string {
  return NAMES[tier] ?? tier.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Profile tier colour: platinum purple, gold yellow, every other tier grey. */
export function tierTone(tier: string): BadgeTone {
  if (tier === 'platinum') return 'purple';
  if (tier === 'gold') return 'yellow';
  return 'grey';
}
