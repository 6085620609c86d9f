// What the built-in coach answers to direct questions (issue 29): from the knowledge table's key points, with
// products only when a concern or a request comes with the question, and reasons from each product's own
// ingredients.
import { describe, expect, it } from 'vitest';
import { converse, demoCatalogue as catalogue } from '../../../testing/engine-fixtures';
import { createBuiltinEngine } from '../engines/builtin';
import type { Advice } from '../types';
import { reasonFor } from './recommend';
import { kindsOfIngredients } from './knowledge-table';

const engine = createBuiltinEngine();
/** Each earlier message is answered by the engine first, as in a real conversation. */
const talk = (...messages: string[]) => converse(engine, messages);
const product = (name: string) => catalogue.find((p) => p.name === name)!;
const kindsOf = (advice: Advice) =>
  new Set(advice.productRecommendations.flatMap((r) => [...kindsOfIngredients(product(r.name).ingredients)]));

describe('the redness conversation of issue 29', () => {
  it('holds off an active she asks to start while her skin may be rosacea: our product, or a kind of ingredient', async () => {
    const serum = await talk(
      'My cheeks go red and sting with most moisturisers… little bumps around my nose',
      'can I use the retinal serum as well?',
    );
    expect(serum.response).toMatch(
      /^I'd hold off on the Retinal 0\.1% Renewal Serum for now: it contains Retinaldehyde 0\.1%, a retinoid/,
    );
    expect(serum.response).toMatch(/pharmacist or your GP/);
    expect(serum.response).not.toMatch(/two or three nights a week/);
    expect(serum.productRecommendations).toEqual([]);
    const toner = await talk(
      'my face goes red and stings with little bumps on my cheeks, can I start a glycolic toner?',
    );
    expect(toner.response).toMatch(/^I'd hold off on exfoliating acids \(AHAs and BHAs\) for now/);
    expect(kindsOf(toner).has('exfoliating_acid')).toBe(false);
    // Without the redness, the same question is how to start it.
    expect((await talk('can I use the retinal serum as well?')).response).toMatch(/two or three nights a week/);
  });

  it('names rosacea and the pharmacist or GP, and recommends only gentle products and SPF', async () => {
    for (const advice of [
      await talk('My cheeks go red and sting with most moisturisers… little bumps around my nose'),
      await talk('My cheeks go red and sting with most moisturisers', 'and I get little bumps around my nose'),
    ]) {
      expect(advice.response).toMatch(/can be rosacea/);
      expect(advice.response).toMatch(/worth showing a pharmacist or your GP/);
      expect(advice.response).not.toMatch(/Breakouts start/);
      expect(advice.escalation).toBeUndefined();
      const kinds = kindsOf(advice);
      for (const kind of ['exfoliating_acid', 'retinoid', 'azelaic_acid', 'fragrance', 'scrub'])
        expect(kinds.has(kind)).toBe(false);
      expect(advice.productRecommendations.map((r) => r.name)).toContain('Redness Relief Cica Cream');
      expect(advice.productRecommendations.some((r) => /SPF/.test(r.name))).toBe(true);
    }
  });

  it('keeps acids away from reactive skin on later turns, even when asked for a toner', async () => {
    const advice = await talk(
      'My cheeks go red and sting with most moisturisers… little bumps around my nose',
      'what toner would you recommend?',
    );
    expect(advice.productRecommendations.map((r) => r.name)).not.toContain('Mandelic 10% Gentle Exfoliating Toner');
    const later = await talk(
      'my face goes red and stings with a lot of products',
      'I also have breakouts, what can I use?',
    );
    expect(kindsOf(later).has('exfoliating_acid')).toBe(false);
    expect(kindsOf(later).has('retinoid')).toBe(false);
  });
});

describe('direct questions', () => {
  it('answers "should I patch test?" with how, how long and what a reaction looks like', async () => {
    const advice = await talk('should I patch test?');
    expect(advice.response).toMatch(/behind your ear or on your inner arm/);
    expect(advice.response).toMatch(/24 to 48 hours/);
    expect(advice.response).toMatch(/Redness, itching, stinging, a rash or swelling/);
    expect(advice.productRecommendations).toEqual([]);
  });

  it('answers a pairing with a catalogue product named, from its own ingredients and what came before', async () => {
    const advice = await talk('I use a glycolic toner most evenings', 'can I use the retinal serum as well?');
    expect(advice.response).toMatch(/^The Retinal 0\.1% Renewal Serum contains Retinaldehyde 0\.1%, a retinoid\./);
    expect(advice.response).toMatch(/different nights/);
    const bpo = await talk('can I use benzoyl peroxide with retinol?');
    expect(bpo.response).toMatch(/benzoyl peroxide in the morning and your retinoid at night/);
    const niacinamide = await talk("I heard you shouldn't mix vitamin c and niacinamide, is that true?");
    expect(niacinamide.response).toMatch(/can be used together/);
  });

  it('answers pregnancy questions without retinoids, and still suggests products for a concern', async () => {
    const advice = await talk('what can I use for acne while pregnant?');
    expect(advice.response).toMatch(/Retinoids .* best left out/);
    expect(advice.response).toMatch(/midwife, GP or pharmacist/);
    expect(advice.productRecommendations.length).toBeGreaterThan(0);
    expect(kindsOf(advice).has('retinoid')).toBe(false);
    expect(advice.response.indexOf('midwife')).toBeLessThan(advice.response.indexOf('From our range'));
  });

  it('answers sun care with actives: SPF 30, UVA stars, reapplying', async () => {
    const advice = await talk('do I need SPF with glycolic acid?');
    expect(advice.response).toMatch(/more sensitive to the sun/);
    expect(advice.response).toMatch(/SPF 30 or higher with 4 or 5 star UVA/);
    expect(advice.response).toMatch(/Reapply/);
    expect(advice.response).toMatch(/Sources: NHS, Sunscreen and sun safety/);
  });

  it('answers how to introduce an active', async () => {
    const advice = await talk('how do I start using an acid?');
    expect(advice.response).toMatch(/one new active at a time/);
    expect(advice.response).toMatch(/two or three nights a week/);
    expect(advice.response).toMatch(/4 to 6 weeks/);
  });
  it('does not pause every active when the answer says a tingle is common (round 4)', async () => {
    const tingle = await talk('glycolic peel tingles for like 30 secs then its fine, is that ok');
    expect(tingle.response).toMatch(/mild tingle for a minute or two/);
    expect(tingle.response).not.toMatch(/For the next two weeks, pause/);
  });
});

describe('reasons', () => {
  it("come from the product's own ingredients, and a product that can sting is never the calming choice", async () => {
    for (const messages of [
      ['my skin is sensitive', 'I have breakouts, what can I use?'],
      ['My cheeks go red and sting with most moisturisers', 'and I get little bumps around my nose'],
      ['dry flaky skin and some dark spots, what should I use?'],
    ]) {
      const advice = await talk(...messages);
      for (const r of advice.productRecommendations) {
        const p = product(r.name);
        expect(p.ingredients.some((i) => r.reason.startsWith(i.replace(/\s*\([^)]*\)/g, '')))).toBe(true);
        if (/calm|sooth/i.test(r.reason))
          expect(p.ingredients.some((i) => /glycolic|lactic acid|mandelic|salicylic|retin/i.test(i))).toBe(false);
      }
    }
  });

  it('conjugates the verb after an adverb ("gently exfoliates", never "gentlies")', () => {
    expect(reasonFor('Mandelic Acid 10%', 'gently exfoliate to keep pores clear')).toBe(
      'Mandelic Acid 10% gently exfoliates to keep pores clear',
    );
    expect(reasonFor('Lactic Acid 5%', 'gently dissolve rough build-up')).toBe(
      'Lactic Acid 5% gently dissolves rough build-up',
    );
  });
});

describe('a question that follows up what she said', () => {
  it("is answered from her last turn's topics, and the products the coach named do not make it a reaction", async () => {
    const answer = await talk(
      'ive got acne scars and dark marks on my cheeks from when i was younger',
      'which is which? some are red, some are brown and some are dents',
    );
    expect(answer.response).toMatch(/post-inflammatory hyperpigmentation/);
    expect(answer.response).not.toMatch(/^Stop using/);
  });
});

describe('a question asked in the middle of a sentence', () => {
  it('is read as a question ("…, is there a problem with that")', async () => {
    const answer = await talk('i use retinol at night and vitamin c in the morning, is there a problem with that');
    expect(answer.response).toMatch(/Vitamin C and retinoids work best apart/);
    expect(answer.response).not.toMatch(/I can't answer that one well/);
  });
});

describe('a question about the products she uses', () => {
  it('is answered without offering more of the same ("the glycolic peel and the retinol on the same night?")', async () => {
    const answer = await talk('is it ok to use the glycolic peel and the retinol on the same night?');
    expect(answer.response).toMatch(/Use them on different nights/);
    expect(answer.response).not.toMatch(/retinisation/);
    expect(answer.productRecommendations).toEqual([]);
  });
});
