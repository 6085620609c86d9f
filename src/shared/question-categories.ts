// The question categories of SPEC §3: what a coach or Penny AI conversation is about. The coach engine tags
// every turn with them; the staff console counts and colours them (an unknown category is shown grey).

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

/**
 * One calm colour per category (text on a tinted background), and grey for anything else (SPEC §3).
 * Plain hex values so any screen can use them in a style attribute or a Tailwind arbitrary value.
 */
export const QUESTION_CATEGORY_COLOURS: Record<QuestionCategory, { text: string; background: string }> = {
  acne: { text: '#9f1239', background: '#ffe4e6' },
  dryness: { text: '#92400e', background: '#fef3c7' },
  oily_skin: { text: '#166534', background: '#dcfce7' },
  sensitive_skin: { text: '#be123c', background: '#fce7f3' },
  anti_aging: { text: '#6b21a8', background: '#f3e8ff' },
  pigmentation: { text: '#9a3412', background: '#ffedd5' },
  product_recommendation: { text: '#1e40af', background: '#dbeafe' },
  skincare_routine: { text: '#115e59', background: '#ccfbf1' },
  general_question: { text: '#3730a3', background: '#e0e7ff' },
};

export const UNKNOWN_CATEGORY_COLOUR = { text: '#374151', background: '#f3f4f6' } as const;

export function questionCategoryColour(category: string): { text: string; background: string } {
  return isQuestionCategory(category) ? QUESTION_CATEGORY_COLOURS[category] : UNKNOWN_CATEGORY_COLOUR;
}
