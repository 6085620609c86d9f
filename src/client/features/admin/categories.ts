// The console's colours for AI question categories (SPEC §3). The list and the labels are shared
// (src/shared/question-categories.ts); this map only paints them, one entry per category (the type insists), and
// anything it does not know is grey.
import { isQuestionCategory, questionCategoryLabel, type QuestionCategory } from '@shared/question-categories';

export type CategoryStyle = { badge: string; dot: string };

const STYLES: Record<QuestionCategory, CategoryStyle> = {
  acne: { badge: 'bg-red-100 text-red-800', dot: 'bg-red-500' },
  dryness: { badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-500' },
  oily_skin: { badge: 'bg-lime-100 text-lime-900', dot: 'bg-lime-600' },
  sensitive_skin: { badge: 'bg-pink-100 text-pink-800', dot: 'bg-pink-500' },
  anti_aging: { badge: 'bg-purple-100 text-purple-800', dot: 'bg-purple-500' },
  pigmentation: { badge: 'bg-orange-100 text-orange-900', dot: 'bg-orange-500' },
  product_recommendation: { badge: 'bg-emerald-100 text-emerald-800', dot: 'bg-emerald-600' },
  skincare_routine: { badge: 'bg-sky-100 text-sky-800', dot: 'bg-sky-500' },
  general_question: { badge: 'bg-indigo-100 text-indigo-800', dot: 'bg-indigo-500' },
};
export const UNKNOWN_CATEGORY: CategoryStyle = { badge: 'bg-gray-100 text-gray-700', dot: 'bg-gray-400' };

export function categoryStyle(category: string): CategoryStyle {
  return isQuestionCategory(category) ? STYLES[category] : UNKNOWN_CATEGORY;
}

/** 'anti_aging' → 'anti aging' (SPEC §2: underscores shown as spaces). */
export const categoryLabel = questionCategoryLabel;
