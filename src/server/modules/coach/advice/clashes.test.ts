// The knowledge table's ingredient clashes (decision 0310): every rule is tested here with the products or words
// that trigger it, has a source, and is read the same way by the routine builder and the coach.
import { describe, expect, it } from 'vitest';
import {
  activesMentioned,
  activesOfIngredients,
  clashesAmong,
  clashRulesBetween,
  clashWarning,
  type Actives,
} from './clashes';
import { compileKnowledge, KNOWLEDGE_DATA, knowledge } from './knowledge-table';
import { demoCatalogue } from '../../../testing/engine-fixtures';
import { createBuiltinEngine } from '../engines/builtin';

const raw = () => structuredClone(KNOWLEDGE_DATA) as any;
const step = (order: number, actives: Actives) => ({ item: order, actives });
const product = (order: number, ingredients: string[]) => step(order, activesOfIngredients(ingredients));

// Demo catalogue ingredient lists (src/server/db/seed/data/products.json).
const RETINAL_SERUM = ['Retinaldehyde (Retinal) 0.1%', 'Niacinamide 4%', 'Squalane', 'Bisabolol'];
const RETINOL_SERUM = ['Encapsulated Retinol 0.3%', 'Ceramides NP/AP/EOP', 'Squalane', 'Panthenol'];
const GLYCOLIC_PEEL = ['Glycolic Acid 10%', 'Lactic Acid 5%', 'Salicylic Acid 1%', 'Aloe Vera'];
const SALICYLIC_CLEANSER = ['Salicylic Acid 2%', 'Niacinamide 2%', 'Zinc PCA', 'Allantoin'];
const VITAMIN_C_SERUM = ['L-Ascorbic Acid 15%', 'Vitamin E (Tocopherol) 1%', 'Ferulic Acid 0.5%', 'Hyaluronic Acid'];
const NIACINAMIDE_SERUM = ['Niacinamide 10%', 'Zinc PCA 1%', 'Hyaluronic Acid', 'Panthenol'];
const BPO_GEL = ['Benzoyl Peroxide 5%', 'Glycerin'];

const rulesOf = (items: Array<{ item: number; actives: Actives }>) => clashesAmong(items).map((c) => c.rule.key);

describe('ingredient clashes (knowledge.json `clashes`)', () => {
  it('every rule names two known kinds and at least one source with a URL', () => {
    const { clashes } = knowledge();
    expect(clashes.map((c) => c.key)).toEqual([
      'retinoid-exfoliating-acid',
      'retinoid-benzoyl-peroxide',
      'vitamin-c-benzoyl-peroxide',
    ]);
    for (const rule of clashes) {
      expect(rule.sources.length, rule.key).toBeGreaterThan(0);
      for (const source of rule.sources) expect(source.url).toMatch(/^https:\/\//);
      for (const kind of rule.kinds) expect(knowledge().kinds.has(kind)).toBe(true);
    }
  });

  it('refuses a rule without a source, with an unknown source or kind', () => {
    const noSource = raw();
    noSource.clashes[0].sources = [];
    expect(() => compileKnowledge(noSource)).toThrow(/a clash needs a source/);
    const unknownSource = raw();
    unknownSource.clashes[0].sources = ['a-blog'];
    expect(() => compileKnowledge(unknownSource)).toThrow(/unknown source "a-blog"/);
    const unknownKind = raw();
    unknownKind.clashes[0].kinds = ['retinoid', 'glitter'];
    expect(() => compileKnowledge(unknownKind)).toThrow(/unknown kind "glitter"/);
  });

  it('retinoid with an exfoliating acid (AHA or BHA) in one evening: the warning in plain words', () => {
    const clashes = clashesAmong([product(1, RETINAL_SERUM), product(2, GLYCOLIC_PEEL)]);
    expect(clashes.map((c) => c.rule.key)).toEqual(['retinoid-exfoliating-acid']);
    expect(clashWarning(clashes[0], 'evening')).toBe(
      'Retinal and glycolic acid in the same evening can irritate: use them on different evenings.',
    );
    // A BHA too, in either order, and in the morning it says mornings.
    const bha = clashesAmong([product(1, SALICYLIC_CLEANSER), product(2, RETINOL_SERUM)]);
    expect(clashWarning(bha[0], 'morning')).toBe(
      'Retinol and salicylic acid in the same morning can irritate: use them on different mornings.',
    );
  });

  it('retinoid with benzoyl peroxide', () => {
    const clashes = clashesAmong([product(1, BPO_GEL), product(2, RETINOL_SERUM)]);
    expect(clashes.map((c) => c.rule.key)).toEqual(['retinoid-benzoyl-peroxide']);
    expect(clashWarning(clashes[0], 'evening')).toBe(
      'Benzoyl peroxide can break down retinol, and together they dry and irritate the skin: use benzoyl peroxide in the morning and retinol in the evening.',
    );
  });

  it('vitamin C with benzoyl peroxide', () => {
    const clashes = clashesAmong([product(1, VITAMIN_C_SERUM), product(2, BPO_GEL)]);
    expect(clashes.map((c) => c.rule.key)).toEqual(['vitamin-c-benzoyl-peroxide']);
    expect(clashWarning(clashes[0], 'morning')).toBe(
      'Benzoyl peroxide breaks down vitamin C, so it stops working: use them at different times of day.',
    );
  });

  it('is silent for pairs the coach calls fine, and for one product that holds both kinds', () => {
    expect(rulesOf([product(1, VITAMIN_C_SERUM), product(2, NIACINAMIDE_SERUM)])).toEqual([]);
    expect(rulesOf([product(1, RETINAL_SERUM), product(2, NIACINAMIDE_SERUM)])).toEqual([]);
    expect(rulesOf([product(1, [...RETINOL_SERUM, ...GLYCOLIC_PEEL])])).toEqual([]);
    expect(rulesOf([product(1, RETINAL_SERUM), product(2, RETINOL_SERUM)])).toEqual([]);
  });

  it('reads a free-text step by its words, naming the ingredient, or the kind for a general word', () => {
    expect([...activesMentioned('My retinol serum')]).toEqual([['retinoid', 'retinol']]);
    expect([...activesMentioned('Glycolic toner')]).toEqual([['exfoliating_acid', 'glycolic acid']]);
    expect([...activesMentioned('Glycolic Resurfacing Night Peel')]).toEqual([['exfoliating_acid', 'glycolic acid']]);
    expect([...activesMentioned('Hyaluronic acid serum')]).toEqual([]);
    const clashes = clashesAmong([step(1, activesMentioned('retinol serum')), step(2, activesMentioned('a peel'))]);
    expect(clashWarning(clashes[0], 'evening')).toBe(
      'Retinol and exfoliating acids (AHAs and BHAs) in the same evening can irritate: use them on different evenings.',
    );
  });

  it('the coach reads the same rules for a pairing question, and cites their sources', () => {
    expect(clashRulesBetween('exfoliating_acid', 'retinoid').map((r) => r.key)).toEqual(['retinoid-exfoliating-acid']);
    expect(clashRulesBetween('vitamin_c', 'niacinamide')).toEqual([]);
  });

  it('the coach, asked about a pair the builder warns about, says to keep them apart and cites the same source', async () => {
    const engine = createBuiltinEngine();
    const ask = (message: string) => engine.advise({ history: [], message }, demoCatalogue);
    const acids = await ask('Can I use glycolic acid and retinol on the same night?');
    expect(acids.response).toMatch(/different nights/);
    expect(acids.response).toMatch(/Sources: .*British Skin Foundation, Which pharmaceutical skincare/);
    const bpo = await ask('can I use benzoyl peroxide with retinol?');
    expect(bpo.response).toMatch(/morning/);
    expect(bpo.response).toMatch(/British Skin Foundation/);
    // A pair with no clash rule cites no clash source.
    const fine = await ask('can I use vitamin c with niacinamide?');
    expect(fine.response).not.toMatch(/British Skin Foundation|Dermatology Times/);
  });
});
