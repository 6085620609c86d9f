// The safety triage (issue 15): the issue's own examples, indirect wording, typos and idiom, urgency and the
// words of each answer, context from earlier turns, and no alarm on ordinary or denied symptoms.
import { describe, expect, it } from 'vitest';
import { demoCatalogue as catalogue } from '../../../testing/engine-fixtures';
import { adviseBuiltin } from '../engines/builtin';
import type { Turn } from '../types';
import { ruleTriage, triage, type Urgency } from '.';

const user = (content: string): Turn => ({ role: 'user', content });
const urgencyOf = (message: string, earlier: string[] = []) =>
  triage({ history: earlier.map(user), message })?.urgency ?? null;

describe("the issue's examples", () => {
  it('answers low mood on isotretinoin with care, Samaritans, NHS 111 option 2, 999 and the prescriber', async () => {
    const advice = await adviseBuiltin(
      {
        history: [],
        message: "I've been crying all the time and can't see the point in anything since starting isotretinoin",
      },
      catalogue,
    );
    expect(advice.escalation?.urgency).toBe('mental_health');
    expect(advice.response).toMatch(/116 123/);
    expect(advice.response).toMatch(/NHS 111 and choose option 2/);
    expect(advice.response).toMatch(/999/);
    expect(advice.response).toMatch(/doctor who prescribes/);
    expect(advice.productRecommendations).toEqual([]);
    expect(advice.questionCategories.length).toBeGreaterThan(0);
  });

  it('escalates an eye swollen shut the morning after a new eye cream, with no products', async () => {
    const advice = await adviseBuiltin(
      { history: [], message: 'woke up this morning and my eye is swollen shut, I used a new eye cream last night' },
      catalogue,
    );
    expect(['emergency', 'urgent']).toContain(advice.escalation?.urgency);
    expect(advice.response).toMatch(/999|NHS 111/);
    expect(advice.productRecommendations).toEqual([]);
    expect(advice.confidence).toBeLessThan(0.7);
  });

  it('escalates hives spreading over the whole body within an hour instead of suggesting products', async () => {
    const advice = await adviseBuiltin(
      { history: [], message: 'I came out in hives and within an hour they have spread over my whole body' },
      catalogue,
    );
    expect(advice.escalation).toBeDefined();
    expect(advice.response).toMatch(/NHS 111|999/);
    expect(advice.productRecommendations).toEqual([]);
  });
});

describe('urgency on indirect wording, typos and idiom', () => {
  it.each<[string, Urgency]>([
    ["can't open my eye since I put the new serum on", 'emergency'],
    ["purple dots on my leg that don't go when I press a glass on them", 'emergency'],
    ['my lips have gone massive and my tongue feels thick', 'emergency'],
    ['struggling to breathe after that face mask', 'emergency'],
    ['my daughter has a temperature and a blotchy rash', 'emergency'],
    ['my face has swolen up after a peel', 'emergency'],
    ['hives after the new cream and now I feel faint', 'emergency'],
    ['my lips are going blue', 'emergency'],
    ['burnt from the hair removal cream on my lip', 'urgent'],
    ['I feel like such a burden to everyone', 'mental_health'],
    ['the spot on my chin is red hot and the redness is spreading', 'urgent'],
    ['lump on my cheek full of pus and I feel shivery', 'urgent'],
    ['did a peel at home and now my skin has blistered', 'urgent'],
    ['got retinol in my eye and it is streaming', 'urgent'],
    ['nettle rash all over me', 'urgent'],
    ['painful rash in a band on one side of my chest with blisters', 'urgent'],
    ['my mole has gone darker and the edges look jagged', 'soon'],
    ['a sore on my nose that will not heal, been there 8 weeks', 'soon'],
    ["I'm pregnent, is my retinol ok?", 'soon'],
    ['feel so low and hopeless because of my skin', 'mental_health'],
    ['my acne makes me want to end it all', 'mental_health'],
  ])('%s → %s', (message, urgency) => {
    expect(urgencyOf(message)).toBe(urgency);
  });
});

describe('context from earlier turns', () => {
  it('reads mood in the newest message against isotretinoin mentioned earlier', async () => {
    expect(urgencyOf('I keep snapping at everyone and I am so tearful', ['I started roaccutane in May'])).toBe(
      'mental_health',
    );
    // The concept rules read the mood through the context; on its own the safety net may still read crying as
    // low mood, which is the side to err on.
    expect(ruleTriage({ history: [], message: 'I keep snapping at everyone' })).toEqual([]);
    expect(
      ruleTriage({ history: [user('I started roaccutane in May')], message: 'I keep snapping at everyone' }),
    ).toContain('mental_health');
  });

  it('hears how someone feels about themselves on isotretinoin, in the same message or after it', async () => {
    expect(urgencyOf('on roaccutane and my skin is raw and i feel awful about myself')).toBe('mental_health');
    expect(urgencyOf("don't want to leave the house anymore", ['been on accutane 3 months'])).toBe('mental_health');
    expect(urgencyOf('honestly I feel so ugly about myself lately')).toBe('mental_health');
    expect(urgencyOf('my lips are so dry on roaccutane, what balm?')).toBeNull();
  });

  it('pairs a retinoid question now with a pregnancy mentioned earlier', async () => {
    expect(urgencyOf('can I use the retinal serum?', ["I'm 20 weeks pregnant"])).toBe('soon');
    expect(urgencyOf('can I use the retinal serum?')).toBeNull();
  });

  it('does not re-escalate an old red flag on a later, ordinary message', async () => {
    expect(urgencyOf('thanks, and what SPF should I wear?', ['my lips swelled up after a new balm'])).toBeNull();
  });

  it('keeps an earlier red flag when the next message asks what to put on it, not when it only thanks', async () => {
    const eye = ["my eye's swollen shut since I put the new cream on last night"];
    expect(urgencyOf('what should I put on it', eye)).toBe('emergency');
    expect(urgencyOf('can I put anything from your shop on it', ['pretty sure it is shingles, one side only'])).toBe(
      'urgent',
    );
    expect(urgencyOf("thanks, I'll ring 111 now", eye)).toBeNull();
    expect(urgencyOf('ok will do', eye)).toBeNull();
    expect(urgencyOf('what should I put on it', ['got a few spots on my chin'])).toBeNull();
  });

  it('reads a fever, a changed mole or having no one to talk to against what was said before', async () => {
    expect(urgencyOf("now I've got a temperature and I'm shaking", ['got a red itchy rash on my arm'])).toBe('urgent');
    expect(urgencyOf('they look awful, what can I use', ['spots all over my chin'])).toBeNull();
    expect(
      urgencyOf("it's got bigger and darker since the summer and the edges have gone jagged", [
        "there's a mole on my shoulder I wanted to ask about",
      ]),
    ).toBe('soon');
    expect(urgencyOf("it's got bigger since the summer", ['my blackheads are awful'])).toBeNull();
    expect(urgencyOf("sorry. I don't really know who else to talk to")).toBe('mental_health');
  });

  it('records the escalation on the session profile', async () => {
    const advice = await adviseBuiltin(
      { history: [], message: 'my throat feels tight after the new cream' },
      catalogue,
    );
    expect(advice.profile.escalation).toEqual({ urgency: 'emergency', reasons: ['airway'] });
    expect(advice.profile.redFlags).toContain('airway');
  });
});

describe('no alarm on ordinary or denied symptoms', () => {
  it.each([
    'puffy eyes every morning',
    'my skin cannot breathe under foundation',
    'itchy face after a new moisturiser, no swelling, just itchy',
    'never had redness or stinging, just oily',
    'a mole that has not changed in years',
    'spots on my chin every month',
    'dry flaky patches in winter',
    'what can I use for fine lines?',
  ])('%s', (message) => {
    expect(urgencyOf(message)).toBeNull();
  });
});

describe('more indirect wording (coach3)', () => {
  it.each<[string, Urgency]>([
    ['my bottom lip has doubled in size since lunch', 'emergency'],
    ['feel like my airway is getting smaller', 'emergency'],
    ['lips have gone blue and im covered in a rash', 'emergency'],
    ['rash of tiny red-purple dots that stay when i press the side of a glass on them', 'emergency'],
    ['my mole looks different to how it did last year, darker and raised', 'soon'],
    ['life doesnt feel worth living lately', 'mental_health'],
    ['been in a really dark place since starting the acne tablets', 'mental_health'],
    ['sometimes i think it would be easier not to wake up', 'mental_health'],
    ['nobody would notice if i was gone', 'mental_health'],
    ["everything is pointless and i'm so tired of it all", 'mental_health'],
  ])('"%s" → %s', (message, urgency) => {
    expect(urgencyOf(message)).toBe(urgency);
  });

  it('"what\'s the point of toner" is a question, not low mood', () => {
    expect(urgencyOf("what's the point of toner honestly")).toBeNull();
  });
});

describe('eye exposure and mood in more words (coach3)', () => {
  it.each<[string, Urgency]>([
    ["got sun cream in both eyes, they're streaming and i can't keep them open", 'urgent'],
    ["i rubbed my eye with retinol on my finger and it's stinging loads", 'urgent'],
    ['im not ok, i dont know how much longer i can do this', 'mental_health'],
    ['i feel like giving up', 'mental_health'],
    ['had thoughts about not being around anymore', 'mental_health'],
    ["i don't see a way out", 'mental_health'],
  ])('"%s" → %s', (message, urgency) => {
    expect(urgencyOf(message)).toBe(urgency);
  });

  it('"not okay with paying for postage" and "giving up on this serum" are not low mood', async () => {
    expect(urgencyOf("i'm not okay with paying for postage")).toBeNull();
    expect(urgencyOf("i'm giving up on this serum, it does nothing")).toBeNull();
  });
});

describe("the safety net's crisis reading of a plain product question (decision 0415)", () => {
  it('keeps a sunscreen or a retinol question calm when it says nothing of mood, harm or an ending', () => {
    for (const message of [
      'do i really need to put suncream on again if im just sat in the office all day',
      "I've been thinking about the retinol",
      "I've been thinking about the 10% niacinamide pore refining serum, is it any good for pores?",
    ])
      expect(urgencyOf(message), message).toBeNull();
  });

  it('still hears a crisis said beside a product', () => {
    for (const message of [
      "what's the point of any skincare, i don't want to be here anymore",
      'since the retinol my skin is ruined and everyone would be better off without me',
      "i keep thinking about taking all my tablets, the cream isn't helping",
    ])
      expect(urgencyOf(message), message).toBe('mental_health');
  });
});

describe('hives, the forehead and hay fever (decision 0417)', () => {
  it('escalates hives that have spread or cover the body, not hives that come and go', async () => {
    expect(urgencyOf('hives all over my body, spreading fast')).toBe('urgent');
    expect(urgencyOf('my face is covered in hives after a new face mask')).toBe('urgent');
    expect(urgencyOf('what helps hives')).toBeNull();
    expect(urgencyOf('little rough bumps all over my upper arms')).toBeNull();
    expect(urgencyOf("i've had bumps all over my arms for years")).toBeNull();
    const advice = await adviseBuiltin(
      { history: [], message: 'few hives on my arms after strawberries, what helps' },
      catalogue,
    );
    expect(advice.escalation).toBeUndefined();
    expect(advice.redFlags).toEqual([]);
    expect(advice.response).toMatch(/antihistamine/);
  });

  it('reads "all over my forehead" as the forehead and "hay fever" as hay fever', async () => {
    expect(urgencyOf('tiny bumps all over my forehead, like congestion')).toBeNull();
    expect(urgencyOf('bumps all over my body since the new shower gel')).toBe('urgent');
    const advice = await adviseBuiltin(
      { history: [], message: 'hay fever season and my nose is red and sore from blowing it' },
      catalogue,
    );
    expect(advice.redFlags).toEqual([]);
  });
});

describe('itching in pregnancy (decision 0417)', () => {
  it('sends itchy palms or soles in pregnancy to the midwife today, and leaves other itching calm', async () => {
    expect(urgencyOf('my palms and feet are itching like mad, worse at night', ['im 34 weeks pregnant'])).toBe(
      'urgent',
    );
    const advice = await adviseBuiltin(
      { history: [], message: 'pregnant and the soles of my feet itch like crazy at night' },
      catalogue,
    );
    expect(advice.response).toMatch(/cholestasis of pregnancy \(ICP\)/);
    expect(advice.response).toMatch(/midwife or maternity unit today/);
    expect(urgencyOf('pregnant and my tummy is itchy where it is stretching')).toBeNull();
    expect(urgencyOf('my hands are itchy in the cold')).toBeNull();
  });
});

describe('who she is, said on its own (decision 0418)', () => {
  it('keeps a pregnancy or a prescription said alone calm, and the question after it answered', async () => {
    for (const message of [
      "I'm pregnant.",
      "i'm 20 weeks pregnant",
      'just found out im pregnant',
      "Hi! I'm pregnant and breastfeeding my toddler",
      'im on tretinoin from my gp',
    ])
      expect(urgencyOf(message), message).toBeNull();
    expect(urgencyOf('what can i use for spots', ["I'm pregnant."])).toBeNull();
    const advice = await adviseBuiltin(
      {
        history: [user("i'm 20 weeks pregnant"), { role: 'assistant', content: 'Retinoids are best left out.' }],
        message: 'what can i use for my acne',
      },
      catalogue,
    );
    expect(advice.escalation).toBeUndefined();
    expect(advice.response).toMatch(/azelaic/i);
    expect(advice.productRecommendations.length).toBeGreaterThan(0);
  });

  it('still hears a symptom said beside it', () => {
    expect(urgencyOf("i'm pregnant and my lips are swelling")).toBe('emergency');
    expect(urgencyOf("I'm pregnant and bleeding")).not.toBeNull();
    expect(urgencyOf("I'm on roaccutane and i feel so low")).toBe('mental_health');
  });
});
