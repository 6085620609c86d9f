// The questions the coach asks when an answer would sharpen its advice. Each is asked only while its answer is
// missing from the profile. SPEC §2: tapping a follow-up question sends it as the person's message, so the coach
// recognises its own questions and answers them with a short how-to (then reads the person's reply).

export type FollowUpKey = 'concerns' | 'skinType' | 'sensitivity' | 'currentProducts' | 'spf' | 'retinoid';

export const FOLLOW_UPS: Record<FollowUpKey, { question: string; yesNo: boolean; helper: string }> = {
  concerns: {
    question: 'What would you most like to change about your skin?',
    yesNo: false,
    helper:
      "Tell me what bothers you most in your own words, for example: 'spots on my chin', 'my cheeks go red and sting' or 'fine lines around my eyes'. The more detail, the better my suggestions.",
  },
  skinType: {
    question: 'Is your skin oily, dry, combination or normal?',
    yesNo: false,
    helper:
      'A quick way to tell: cleanse with something gentle, wait an hour without applying anything, then look in the mirror. Shiny all over usually means oily; tight or flaky means dry; shiny only across the forehead, nose and chin means combination; comfortable everywhere means normal. Which sounds most like you?',
  },
  sensitivity: {
    question: 'Does your skin often sting, itch or go red with new products?',
    yesNo: true,
    helper:
      'Sensitive skin tends to sting, itch, flush or go blotchy when you try something new, or in wind, heat and cold. If that happens to you often, say yes and I will keep my suggestions gentle.',
  },
  currentProducts: {
    question: 'Which products are you using at the moment?',
    yesNo: false,
    helper:
      "Just list what you use morning and night, for example: 'foaming cleanser, vitamin C serum, SPF 30'. It helps me avoid suggesting something that clashes with your routine.",
  },
  spf: {
    question: 'Do you wear SPF every day, even when it is cloudy?',
    yesNo: true,
    helper:
      'Daily SPF matters more than any serum for dark spots and lines, because UVA reaches your skin through cloud and windows all year round. Do you wear it every morning at the moment?',
  },
  retinoid: {
    question: 'Have you used retinol or another retinoid before?',
    yesNo: true,
    helper:
      'Retinoids (retinol, retinal, tretinoin) are vitamin A ingredients that speed up skin renewal. Skin needs time to get used to them, so I start newcomers gently. Have you used one before, and how did your skin cope?',
  },
};

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const BY_TEXT = new Map(Object.entries(FOLLOW_UPS).map(([key, f]) => [normalise(f.question), key as FollowUpKey]));

/** The follow-up question this message is (tapped by the person), if any. */
export function tappedFollowUp(message: string): FollowUpKey | undefined {
  return BY_TEXT.get(normalise(message));
}
