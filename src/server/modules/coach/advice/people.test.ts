// Who is asking, what is reacting, and "I don't know" (issue 47, decision 0414): each rule, as the member sees it.
import { describe, expect, it } from 'vitest';
import { converse, demoCatalogue as catalogue } from '../../../testing/engine-fixtures';
import { createBuiltinEngine } from '../engines/builtin';
import type { Advice } from '../types';
import { kindsOfIngredients } from './knowledge-table';
import { reactingProduct, whoIsAsking } from './people';

const engine = createBuiltinEngine();
/** Each earlier message is answered by the engine first, as in a real conversation. */
const talk = (...messages: string[]) => converse(engine, messages);
const kindsOf = (advice: Advice) =>
  new Set(
    advice.productRecommendations.flatMap((r) => [
      ...kindsOfIngredients(catalogue.find((p) => p.name === r.name)!.ingredients),
    ]),
  );
const ACTIVES = ['exfoliating_acid', 'retinoid', 'vitamin_c', 'benzoyl_peroxide', 'azelaic_acid', 'scrub', 'sulphur'];

describe('a reaction comes first', () => {
  it('stops the vitamin C serum first, recommends no active and says when to see someone (the issue 47 answer)', async () => {
    const advice = await talk('my cheeks go red and hot after my vitamin c serum');
    expect(advice.response).toMatch(/^Stop using your vitamin C serum/);
    expect(advice.response).not.toMatch(/two or three nights|buffer|4 to 6 weeks/);
    expect(advice.response).toMatch(/cool water/);
    expect(advice.response).toMatch(/pharmacist.*GP.*999/);
    expect(advice.response).not.toMatch(/Acne: treatment/);
    for (const kind of ACTIVES) expect(kindsOf(advice).has(kind)).toBe(false);
  });

  it('names what is reacting: our product, her kind of product, a new one', async () => {
    expect((await talk('the retinal serum stings and burns when I put it on')).response).toMatch(
      /^Stop using the Retinal 0\.1% Renewal Serum/,
    );
    expect((await talk('my glycolic toner is making my face itchy and red')).response).toMatch(
      /^Stop using your glycolic toner/,
    );
    expect((await talk('I started a new moisturiser and now I have little bumps and a rash')).response).toMatch(
      /^Stop using the new moisturiser/,
    );
    expect(reactingProduct('my new sunscreen makes my eyes sting', null)).toBe('your new sunscreen');
    expect(reactingProduct('it stings', null)).toBe('the product');
    // Make-up, hair and body products are named too (round 4): "my new mascara makes my eyes itch".
    expect(reactingProduct('my new mascara makes my eyes itch and water', null)).toBe('your new mascara');
    expect(reactingProduct('my fake tan has made my legs itchy', null)).toBe('your fake tan');
    expect(reactingProduct('i got a tan on holiday and now my face stings', null)).toBe('the product');
    expect(reactingProduct('my 3 year old had a reaction to suncream, face all red', null)).toBe('the suncream');
    // "the new body wash" is hers, not our 2% BHA Body Blemish Wash that shares a word with it.
    const wash = catalogue.find((p) => p.name === '2% BHA Body Blemish Wash')!;
    expect(reactingProduct('come out in red blotches after using the new body wash', wash)).toBe('the new body wash');
  });

  it('holds off another active in a later turn, and keeps the triage for swelling', async () => {
    const later = await talk(
      'my new moisturiser made my skin red and itchy',
      'can I use the vitamin c serum instead then?',
    );
    expect(later.response).toMatch(/^I'd hold off on the 15% Vitamin C Brightening Serum/);
    expect(later.productRecommendations).toEqual([]);
    const swelling = await talk('my face swelled up after a new cream and my lips are puffy');
    expect(swelling.escalation?.urgency).toBe('emergency');
  });
  it('is not a reaction when a tingle is asked about, or when the reaction has calmed (round 4)', async () => {
    const tingle = await talk('is tingling normal with vitamin c?');
    expect(tingle.response).not.toMatch(/^Stop using/);
    expect(tingle.response).toMatch(/slight tingle for a minute/);
    const again = await talk(
      'the retinal serum made my cheeks burn and go red',
      'its all calmed down now, can i try it again?',
    );
    expect(again.response).toMatch(/^Wait until your skin has been completely calm/);
    expect(again.response).toMatch(/patch test/);
    const dye = await talk('dyed my hair last night and now my forehead is itchy and red');
    expect(dye.response).toMatch(/^Stop using that dye/);
    expect(dye.response).toMatch(/PPD/);
  });
});

describe('who is asking changes the answer', () => {
  it('reads a child or a teenager from their own words', () => {
    expect(whoIsAsking('can my 10 year old use retinol?')).toBe('child');
    expect(whoIsAsking('my son (14) has acne')).toBe('teen');
    expect(whoIsAsking("I'm 13 and have spots")).toBe('teen');
    expect(whoIsAsking('my daughter is 9 and has eczema')).toBe('child');
    expect(whoIsAsking('my daughter is in year 8 at school')).toBe('teen');
    expect(whoIsAsking("I'm 34 and have spots")).toBeNull();
    expect(whoIsAsking('I use 2% salicylic acid twice a day')).toBeNull();
    // A time is not an age.
    expect(whoIsAsking("i've had acne for 10 years")).toBeNull();
    expect(whoIsAsking('i bought it about 2 years ago')).toBeNull();
    expect(whoIsAsking("i'm 15 years into my skincare journey")).toBeNull();
    expect(whoIsAsking('my 12-year-old daughter')).toBe('teen');
    expect(whoIsAsking("I'm 15 years old")).toBe('teen');
  });

  it('does not read her own past or her own baby as someone else asking', () => {
    expect(whoIsAsking('ice pick scars on my cheeks from teenage acne')).toBeNull();
    expect(whoIsAsking('on HRT and breaking out like a teenager at 52')).toBeNull();
    expect(whoIsAsking('stretch marks from having my baby, im still breastfeeding')).toBeNull();
    expect(whoIsAsking('is it ok to kiss my baby with a cold sore')).toBeNull();
    expect(whoIsAsking('my baby has cradle cap')).toBe('child');
    expect(
      whoIsAsking('just found out im 6 weeks pregnant and used the retinal serum. have i hurt the baby??'),
    ).toBeNull();
    expect(whoIsAsking('could the retinol I used last month harm my baby')).toBeNull();
    expect(whoIsAsking("i'm pregnant and my toddler has eczema")).toBe('child');
    expect(whoIsAsking('my teenage daughter has spots')).toBe('teen');
  });

  it('keeps a teenager gentle: no retinoids or strong acids, a pharmacist for benzoyl peroxide, a GP if severe', async () => {
    const advice = await talk('my son (14) has acne, what routine should he use?');
    expect(advice.response).toMatch(/^For a teenager's skin, keep it gentle/);
    expect(advice.response).toMatch(/benzoyl peroxide/);
    expect(advice.response).toMatch(/GP/);
    for (const kind of ['retinoid', 'exfoliating_acid', 'scrub', 'sulphur'])
      expect(kindsOf(advice).has(kind)).toBe(false);
    // And in a later turn of the same conversation, product advice keeps to it.
    const later = await talk(
      'my 16 year old son has really oily skin',
      'what moisturiser would you recommend for him?',
    );
    for (const kind of ['retinoid', 'exfoliating_acid']) expect(kindsOf(later).has(kind)).toBe(false);
  });

  it('sends a young child to a pharmacist or GP first, with no products', async () => {
    const advice = await talk('can my 10 year old use retinol?');
    expect(advice.response).toMatch(/child's skin/);
    expect(advice.response).toMatch(/pharmacist or your GP/);
    expect(advice.productRecommendations).toEqual([]);
    const eczema = await talk('my daughter is 9 and has eczema on her arms, what cream?');
    expect(eczema.productRecommendations).toEqual([]);
    // A reaction on a child's skin is stopped first, and still no products.
    const reaction = await talk("my 8 year old's new suncream made her face red and itchy");
    expect(reaction.response).toMatch(/^Stop using the new suncream/);
    expect(reaction.productRecommendations).toEqual([]);
  });

  it('keeps a pregnancy with a retinoid flagged, and names the safe alternatives of the shop', async () => {
    const advice = await talk("I'm breastfeeding, can I use the retinal serum?");
    expect(advice.redFlags).toContain('pregnancy_retinoid');
    expect(advice.productRecommendations).toEqual([]);
    expect(advice.response).toMatch(/Bakuchiol 1% Gentle Renewal Oil/);
    expect(advice.response).toMatch(/Azelaic Acid 15% Blemish Gel/);
    expect(advice.response).toMatch(/midwife, GP or pharmacist/);
  });

  it('points a prescription back to the prescriber, with no extra actives', async () => {
    const iso = await talk("I'm on roaccutane and my lips are so dry, what can I do?");
    expect(iso.response).toMatch(/^While you are on isotretinoin/);
    expect(iso.response).toMatch(/lip balm or petroleum jelly/);
    for (const kind of ACTIVES) expect(kindsOf(iso).has(kind)).toBe(false);
    const tret = await talk('can I use the glycolic peel while on tretinoin from my GP?');
    expect(tret.response).toMatch(/prescribed/);
    expect(tret.response).not.toMatch(/different nights/);
    const later = await talk("I'm on roaccutane", 'can I use the glycolic toner?');
    expect(later.response).toMatch(/^I'd leave exfoliating acids/);
    expect(later.response).not.toMatch(/different nights/);
  });
});

describe('"I don\'t know" beats a wrong answer', () => {
  it('says plainly it cannot place a health question, and points to a pharmacist or GP', async () => {
    for (const message of ['can you help with my ingrown toenail?', 'my nails keep splitting, what should i do?']) {
      const advice = await talk(message);
      expect(advice.response).toMatch(/^I can't answer that one well/);
      expect(advice.response).toMatch(/pharmacist/);
      expect(advice.response).not.toMatch(/rosacea/i);
      expect(advice.productRecommendations).toEqual([]);
    }
  });

  it('still sends an order question to the help page', async () => {
    expect((await talk('where is my order?')).response).toMatch(/Help page/);
  });
});
