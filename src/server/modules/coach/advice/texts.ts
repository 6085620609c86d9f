// What the built-in coach says, apart from the knowledge table (advice/knowledge.json) and the red-flag
// advice (the triage's): explanations per concern and the fixed lines of an answer. Plain British English;
// `npm run spell` checks this file. Nothing here names a product (products come from the catalogue).

/** What is probably going on, per concern; a variant per trigger or skin type where it reads differently. */
export const EXPLANATIONS: Record<string, { text: string; when?: Record<string, string> }> = {
  acne: {
    text: 'Breakouts start when oil and dead skin clog pores and the trapped bacteria inflame them.',
    when: {
      hormones:
        'Breakouts that flare around your period are usually hormonal: hormones step up oil production, and that oil plus dead skin clogs pores.',
    },
  },
  hormonal_acne: {
    text: 'Breakouts along the chin and jawline often follow a hormonal pattern: hormones step up oil production there, and that oil clogs pores.',
  },
  blackheads: {
    text: 'Blackheads are pores plugged with oil and dead skin that darkens when it meets the air, so the aim is to dissolve the plug rather than squeeze it.',
  },
  body_acne: {
    text: 'Breakouts on the back and chest have the same cause as facial spots (clogged pores), and sweat and tight clothing make them worse.',
  },
  oiliness: {
    text: 'Oily skin makes more sebum than it needs. Stripping it tends to backfire, so the aim is to balance oil and keep pores clear without drying your skin out.',
    when: {
      combination:
        'Combination skin is oilier across the forehead, nose and chin than on the cheeks, so the aim is to balance the T-zone without drying out the rest.',
    },
  },
  large_pores: {
    text: 'Pores look bigger when they fill with oil; keeping them clear and controlling shine makes them far less visible.',
  },
  dryness: {
    text: 'Tightness and flaking mean your skin barrier is short of the lipids that hold moisture in.',
    when: {
      weather:
        'Central heating and cold air pull moisture out of the skin, and a barrier short of lipids cannot hold it in, hence the tightness and flaking.',
      actives: 'Dryness and flaking after exfoliating acids or retinoids usually means the skin barrier is overworked.',
    },
  },
  dehydration: {
    text: 'Dehydrated skin is short of water rather than oil, so it can feel tight even when it still gets shiny.',
  },
  rough_body: {
    text: 'Rough, bumpy skin on the arms or legs is often keratosis pilaris: harmless plugs of keratin that soften with gentle exfoliation and rich moisture.',
  },
  reaction: {
    text: 'Stinging, itching or redness means your skin is reacting, usually a sign that the skin barrier needs calming and protecting: stop using any product that stings or burns, and the newest one first, until it settles; a pharmacist can help if it has not settled in a few days.',
    when: {
      actives:
        'Redness and stinging after exfoliating usually means the skin barrier is irritated: its protective outer layer has been stripped, so products that were fine before now sting. Stop your acids and retinoids until it calms down.',
      new_product:
        'Stinging or redness after a new product suggests your skin is reacting to it. Stop using it, and your skin should settle within a few days.',
      weather: 'Wind, cold and central heating weaken the skin barrier, which makes skin sting and flush more easily.',
    },
  },
  rosacea: {
    text: 'Flushing and lasting redness across the cheeks can be a sign of rosacea-prone skin, which reacts to heat, spice, alcohol and harsh products.',
  },
  eczema: {
    text: 'Eczema-prone skin has a weaker barrier that loses water easily, so it needs gentle cleansing and rich, soothing moisture.',
  },
  fine_lines: {
    text: 'Fine lines come from collagen slowing down and years of sun exposure. Retinoids and peptides are the best-proven ways to support collagen, and daily SPF protects it.',
  },
  firmness: {
    text: 'Skin loses firmness as collagen and elastin slow down with age; peptides and retinoids help support them.',
  },
  puffiness: {
    text: 'Morning puffiness is usually fluid that collects overnight; caffeine and a gentle massage help it drain.',
  },
  dark_circles: {
    text: 'Dark circles come from thin skin showing the vessels beneath, extra pigment, or both. Brightening ingredients and caffeine help; sleep helps more.',
  },
  pigmentation: {
    text: 'Dark spots and uneven tone come from extra melanin, mostly triggered by sun exposure and inflammation.',
    when: {
      sun: 'Dark spots and uneven tone are extra melanin, and the sun is the main trigger, which is why they darken in summer.',
    },
  },
  post_acne_marks: {
    text: 'The marks left after spots are post-inflammatory hyperpigmentation: extra pigment made while the skin healed. They do fade, and faster with the right actives and daily SPF.',
  },
  melasma: {
    text: 'Patchy brown marks on the cheeks and upper lip that worsen in summer sound like melasma, which is driven by UV, visible light and hormones. It responds best to gentle, steady treatment and strict sun protection.',
  },
  dullness: {
    text: 'Dullness is mostly a build-up of dead surface cells and uneven tone; gentle exfoliation and vitamin C bring the glow back.',
  },
};
// Concerns explained the same way.
EXPLANATIONS.sensitivity = EXPLANATIONS.reaction;
EXPLANATIONS.redness = EXPLANATIONS.reaction;

const named = (name?: string, sep = ', ') => (name ? `${sep}${name}` : '');

export const TEXTS = {
  thanks: (name?: string) => `You're welcome${named(name)}! Give any new routine 6 to 8 weeks to show real results.`,
  thanksSpf: 'And remember your SPF every morning, it protects everything else you do.',
  thanksClose: "If anything changes or you have another question, I'm here.",
  hello: (name?: string) =>
    `Hello${named(name, ' ')}! Tell me what's going on with your skin and I'll suggest what might help.`,
  askAboutSkin: 'Tell me about your skin and I can suggest products that fit your routine.',
  inOurRange: (names: string) => `In our range you'll find it in ${names}.`,
  unclear: (name: string | undefined, hasQuestions: boolean) =>
    `Sorry${named(name)}, I didn't quite catch that. Could you tell me a little more? ${hasQuestions ? 'The questions below are a good place to start.' : 'For example, how your skin has been since we last spoke.'}`,
  wantsHelp: (name?: string) =>
    `I'd love to help${named(name)}. So that I suggest the right things, tell me what you'd like to change about your skin, and whether it tends to be oily, dry, combination or normal.`,
  offTopic: (support: string) =>
    `I'm best at questions about your skin and our products, so I may not have the right answer for that. For orders, delivery or membership, the Help page or ${support} can help. Is there anything about your skin I can help with?`,
  cannotPlace:
    "I can't answer that one well from here, and I'd rather not guess what it is. A pharmacist can take a look and tell you what it is and what will help; see your GP if it's painful, spreading or not getting better, or call NHS 111 if you're worried.",
  // The Help question is quoted: its answer ("Yes. …") answers that question, which may be worded unlike hers.
  fromHelp: (question: string) => `Our Help page answers "${question}":`,
  helpMore: "The Help page has more, and our care team can help with anything it doesn't cover.",
  fromPage: (title: string, heading: string) =>
    heading === title ? `Our ${title} page says:` : `Our ${title} page says, under "${heading}":`,
  pageMore: (title: string, path: string) => `The ${title} page (${path}) has the rest.`,
  careTeam: (email?: string) => (email ? `our care team at ${email}` : 'our care team'),
  thanksForSharing: (name: string) => `Thanks for sharing, ${name}.`,
  thatHelps: 'Thanks, that helps.',
  basedOn: (facts: string, updated: boolean) =>
    `Based on what you've told me (${facts}), here is my ${updated ? 'updated ' : ''}suggestion.`,
  manyThings: 'You have mentioned a few things at once, so I have picked products that cover the most ground.',
  pauseActives:
    'For the next two weeks, pause exfoliating acids, scrubs and retinoids, and keep to a gentle cleanser, a soothing moisturiser and SPF until your skin settles.',
  suggest: (names: string) => `From our range, I'd suggest ${names}.`,
  suggestAfterAnswer: (names: string) => `From our range, ${names} would suit you.`,
  retinoidStart:
    'Start any retinoid two or three nights a week and build up slowly. If you are pregnant or breastfeeding, skip retinoids and tell me, and I will suggest alternatives.',
  acidsAndRetinoids: 'Use acids and retinoids on different nights.',
  noMatch:
    "I couldn't find a product in our range that clearly fits this, so I'd rather not guess. A Skin Genius IQ session would give you a plan tailored to your skin.",
  leftOut: (labels: string) => `While this applies, I have left out anything with ${labels}.`,
  pregnantNoRetinoids: 'As you are pregnant, I have left out retinoids.',
  hormonalGp: 'If breakouts are deep, painful or leave scars, your GP can talk you through prescription options too.',
  persistentGp:
    'If the redness or itching is persistent, a GP or pharmacist can confirm what it is and whether treatment would help.',
  giveItWeeks: 'Give it 6 to 8 weeks to see a real difference.',
  fineTune: 'Your answers to the questions below will help me fine-tune this.',
  earlierConcern: 'And please do still get the earlier concern checked by your GP or pharmacist.',
  sources: (list: string) => `(Sources: ${list}.)`,
  routine: (morning: string, evening: string, extras: string) =>
    `A simple routine. Morning: ${morning}. Evening: ${evening}.${extras ? ` Add ${extras}.` : ''}`,
  routineDefaults: {
    cleanse: 'a gentle cleanse',
    cleanseEvening: 'cleanse',
    moisturiser: 'moisturiser',
    spf: 'SPF 30 or higher',
    then: ', then ',
    weekly: (name: string) => `the ${name} once or twice a week`,
  },
};

/** "a, b and c". */
export const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
