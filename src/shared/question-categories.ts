// The question categories of SPEC §3: what a coach or Penny AI conversation is about. The coach engine tags
// every turn with them; the staff console counts and colours them (features/admin/categories.ts; an unknown
// category is shown grey).

export const QUESTION_CATEGORIES = [
  'acne',
  'dryness',
  'oily_skin',
  'sensitive_skin',
  'anti_aging',
  'pigmentation',
  'product_recommendation',
  'skincare_routine',
  'general_question',
] as const;

export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export function isQuestionCategory(value: unknown): value is QuestionCategory {
  return typeof value === 'string' && (QUESTION_CATEGORIES as readonly string[]).includes(value);
}

/** 'oily_skin' → 'oily skin' (SPEC §2: underscores shown as spaces). Works for unknown values too. */
export function questionCategoryLabel(category: string): string {
  return category.replace(/_/g, ' ');
}
