// What the triage says (docs/decisions/0406): the reason's words, whom to contact and what to do, by urgency.
import type { TriageReason, Urgency } from '../types';

export const REASON_TEXT: Record<TriageReason, string> = {
  airway:
    'Trouble breathing or swallowing, or a tight or swelling throat, can be a serious allergic reaction (anaphylaxis).',
  face_swelling:
    'Swelling of the lips, tongue, face or around the eyes can be a serious allergic reaction, especially after a new product. Stop using any product you have just started.',
  non_blanching_rash:
    'A rash or spots that do not fade when you press a glass against them can be a sign of a serious illness such as sepsis or meningitis.',
  child_fever_rash: 'A child with a high temperature and a rash needs to be seen by a doctor straight away.',
  infection:
    'Heat, swelling, spreading redness, pus or feeling feverish can mean a skin infection, which may need antibiotics that skincare cannot give.',
  burn_or_blisters:
    'Blistering or a chemical burn needs a professional to look at it. Stop using the product that caused it, rinse the area with plenty of cool running water for 20 minutes and put nothing else on it.',
  eye_exposure:
    'If a product has got into your eye, rinse it straight away with plenty of clean, lukewarm water for 15 minutes, and remove contact lenses.',
  widespread_hives:
    'Hives or a rash spreading over your body can be an allergic reaction. Stop any new product or medicine you have just started.',
  shingles:
    'A painful, blistering rash on one side of the body can be shingles, which antiviral medicine works best for when started within 3 days.',
  changing_mole:
    'A mole or freckle that is new or changing in size, shape or colour, has ragged edges, or itches, crusts or bleeds should be checked by a doctor.',
  sore_not_healing:
    'A sore, spot or patch that has not healed within a few weeks, or keeps crusting or bleeding, should be checked by a doctor.',
  pregnancy_retinoid:
    'Retinoids (retinol, retinal, tretinoin and similar vitamin A ingredients) are not recommended during pregnancy or while breastfeeding. Please pause them.',
  pregnancy_itch:
    'Itching in pregnancy, especially on the palms of your hands and the soles of your feet and worse at night, can be a liver condition called intrahepatic cholestasis of pregnancy (ICP), which needs a blood test. Please call your midwife or maternity unit today.',
  mental_health: '',
  sounds_serious:
    'What you describe could be a serious allergic reaction or a sign of a serious illness, and it needs a doctor now.',
  needs_seeing_today:
    'What you describe could be an infection, a burn or a reaction that a doctor or nurse should look at today. If it started after a product, stop using it.',
  needs_checking: 'What you describe should be looked at by a doctor or pharmacist rather than treated with skincare.',
};

/**
 * What a pregnancy with a retinoid question is told instead of products (decision 0414): the safe alternatives
 * in the shop, by name, and whom to check them with. The flag and its urgency are unchanged.
 */
export const PREGNANCY_ALTERNATIVES =
  'Instead, bakuchiol is a plant-based alternative to retinol (our Bakuchiol 1% Gentle Renewal Oil is made for this), and azelaic acid (our Azelaic Acid 15% Blemish Gel), niacinamide (our 10% Niacinamide Pore Refining Serum), gentle cleansers, moisturisers and a daily SPF are generally considered fine. There is less research on bakuchiol, so please check anything new, especially anything prescribed, with your midwife, GP or pharmacist.';

export const CONTACT: Record<Urgency, string> = {
  emergency: 'Call 999 now or go to A&E',
  urgent: 'Call NHS 111 or your GP surgery today',
  soon: 'See your GP or a pharmacist soon',
  mental_health: 'Samaritans on 116 123, NHS 111 (option 2), 999 in an emergency, and your prescriber',
};

export const ACTION: Record<Exclude<Urgency, 'mental_health'>, string> = {
  emergency:
    'Please call 999 now, or go to A&E straight away. Do not put anything else on your skin, and do not wait to see if it settles.',
  urgent:
    'Please get this seen today: call NHS 111 or ring your GP surgery for an urgent appointment today. If your lips, tongue or throat swell or you find it hard to breathe, call 999.',
  soon: 'Please book to see your GP soon, within the next week or two; a pharmacist can also give advice in the meantime.',
};

export function mentalHealthText(onIsotretinoin: boolean): string {
  return [
    // The engine's answer opens with "Thank you for telling me", so this does not say it again.
    "I'm really sorry you're feeling like this. You don't have to deal with it on your own.",
    'If you feel you might act on thoughts of harming yourself, or you are in immediate danger, call 999 now or go to A&E.',
    'You can talk to Samaritans any time, day or night, free on 116 123, or call NHS 111 and choose option 2 for urgent mental health support.',
    onIsotretinoin
      ? 'Low mood can be a side effect of isotretinoin (Roaccutane): please tell the doctor who prescribes it as soon as you can, today if possible, and do not take your next dose until you have spoken to them.'
      : 'If you take isotretinoin (Roaccutane) or another prescribed medicine, please also tell the doctor who prescribes it. Your GP can help too.',
  ].join(' ');
}
