// Which of the coach's follow-up questions to ask: only those whose answer is still missing, at most three.
import type { SkinProfile } from '../types';
import type { FollowUpKey } from '../reading/follow-ups';
import { CONCERN_BY_KEY } from '../reading/lexicon';
import type { Recommendation } from './recommend';

export function pickFollowUps(profile: SkinProfile, recs: Recommendation[]): FollowUpKey[] {
  const keys: FollowUpKey[] = [];
  const categories = new Set(profile.concerns.map((k) => CONCERN_BY_KEY.get(k)?.category));
  if (profile.concerns.length === 0) return ['concerns'];
  if (!profile.skinType) keys.push('skinType');
  const hasActives = recs.some((r) => /acid|retin|peel|vitamin c|azelaic/i.test(`${r.name} ${r.ingredient ?? ''}`));
  if (!profile.sensitivity && (hasActives || recs.length === 0)) keys.push('sensitivity');
  if (categories.has('anti_aging') && profile.retinoidExperience === undefined && !profile.pregnant)
    keys.push('retinoid');
  if ((categories.has('pigmentation') || categories.has('anti_aging')) && profile.usesSpfDaily === undefined)
    keys.push('spf');
  if (profile.currentProducts.length === 0) keys.push('currentProducts');
  return keys.slice(0, 3);
}
