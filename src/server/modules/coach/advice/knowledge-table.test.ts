import { describe, expect, it } from 'vitest';
import { prepareText } from '../text/normalise';
import { compileKnowledge, KNOWLEDGE_DATA, knowledge, wordsPattern } from './knowledge-table';

const raw = () => structuredClone(KNOWLEDGE_DATA) as any;

describe('the knowledge table (advice/knowledge.json)', () => {
  it('is valid: every topic has words, key points, known kinds and sources with URLs', () => {
    const k = knowledge();
    expect(k.topics.map((t) => t.key)).toEqual(
      expect.arrayContaining([
        'redness-rosacea',
        'pregnancy-breastfeeding',
        'patch-testing',
        'retinoid-acids',
        'retinoid-vitamin-c',
        'retinoid-benzoyl-peroxide',
        'vitamin-c-niacinamide',
        'vitamin-c-acids',
        'sun-care-with-actives',
        'introducing-an-active',
      ]),
    );
    for (const t of k.topics) {
      expect(t.points.length).toBeGreaterThan(0);
      for (const s of t.sources)
        expect(s.url).toMatch(/^https:\/\/www\.(?:nhs\.uk|skinhealthinfo\.org\.uk|medicinesinpregnancy\.org)\//);
    }
    expect(k.topics.find((t) => t.key === 'pregnancy-breastfeeding')?.rulesOut).toContain('retinoid');
    expect(k.topics.find((t) => t.key === 'redness-rosacea')?.rulesOut).toEqual(
      expect.arrayContaining(['exfoliating_acid', 'retinoid', 'scrub', 'fragrance', 'alcohol']),
    );
  });

  it('refuses a file that names an unknown kind or source, or has no key points', () => {
    const bad = raw();
    bad.topics[0].rulesOut = ['glitter'];
    expect(() => compileKnowledge(bad)).toThrow(/unknown kind "glitter"/);
    const noSource = raw();
    noSource.topics[0].sources = ['wikipedia'];
    expect(() => compileKnowledge(noSource)).toThrow(/unknown source "wikipedia"/);
    const noPoints = raw();
    noPoints.topics[0].points = [];
    expect(() => compileKnowledge(noPoints)).toThrow(/invalid/);
  });

  it('finds kinds by whole words, and not in a negated word', () => {
    const k = knowledge();
    const retinoid = k.kinds.get('retinoid')!;
    expect(retinoid.mention.test('can i use retinol ?')).toBe(true);
    expect(retinoid.ingredient.test('Retinaldehyde (Retinal) 0.1%')).toBe(true);
    expect(k.kinds.get('exfoliating_acid')!.ingredient.test('Hyaluronic Acid')).toBe(false);
    const pregnancy = k.topics.find((t) => t.key === 'pregnancy-breastfeeding')!.asks[0][0].words!;
    expect(pregnancy.test("i'm not neg_pregnant")).toBe(false);
    expect(pregnancy.test("i'm 20 weeks pregnant")).toBe(true);
  });
});

describe("the table's words", () => {
  it('are found in a prepared message, which spells them the American way, and as written', () => {
    const words = wordsPattern(['moisturiser', 'honey coloured', "it's calmed down"]);
    expect(prepareText('my new moisturiser stings').marked).toMatch(words);
    expect(prepareText('honey coloured crusts round her nose').marked).toMatch(words);
    expect(prepareText("it's calmed down now").marked).toMatch(words);
    expect('my new moisturiser').toMatch(words);
    expect(prepareText('my new serum').marked).not.toMatch(words);
  });
});
