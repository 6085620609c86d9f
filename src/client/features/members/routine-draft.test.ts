import { describe, expect, it } from 'vitest';
import { ROUTINE_LIMITS, type Routine } from '@shared/schemas/routines';
import {
  addStep,
  draftFrom,
  draftProblems,
  isUnsaved,
  newDraft,
  removeStep,
  stepFieldProblems,
  toRequest,
  updateStep,
  warningsRequest,
} from './routine-draft';

const fields = (productName: string, whyItMatters = '', instructions = '') => ({
  productName,
  whyItMatters,
  instructions,
});

describe('routine draft', () => {
  it('starts a new routine locally with a new- id, the default name, active and no steps', () => {
    const morning = newDraft('morning');
    expect(morning).toMatchObject({ name: 'My Morning Routine', timeOfDay: 'morning', isActive: true, steps: [] });
    expect(morning.id).toMatch(/^new-/);
    expect(isUnsaved(morning)).toBe(true);
    expect(newDraft('evening').name).toBe('My Evening Routine');
    expect(newDraft('morning').id).not.toBe(morning.id);
  });

  it('adds trimmed steps, ignores a blank product name, and renumbers after a delete', () => {
    let d = newDraft('morning');
    d = addStep(d, fields('  Cleanser ', ' Clears oil ', ' Massage in '));
    d = addStep(d, fields('   '));
    d = addStep(d, fields('Serum'));
    d = addStep(d, fields('SPF'));
    expect(d.steps.map((s) => s.productName)).toEqual(['Cleanser', 'Serum', 'SPF']);
    expect(d.steps[0]).toMatchObject({ whyItMatters: 'Clears oil', instructions: 'Massage in' });

    d = removeStep(d, d.steps[1].key);
    const body = toRequest(d, 'user-1');
    expect(body.steps.map((s) => [s.order, s.productName])).toEqual([
      [1, 'Cleanser'],
      [2, 'SPF'],
    ]);
    expect(body).toMatchObject({ userId: 'user-1', name: 'My Morning Routine', timeOfDay: 'morning', isActive: true });
  });

  it('trims edited texts when building the request', () => {
    let d = addStep(newDraft('evening'), fields('Retinal'));
    d = updateStep({ ...d, name: '  Night  ' }, d.steps[0].key, {
      productName: '  Retinal 0.1%  ',
      instructions: ' Pea-sized ',
    });
    expect(toRequest(d, 'u')).toMatchObject({
      name: 'Night',
      steps: [{ order: 1, productName: 'Retinal 0.1%', instructions: 'Pea-sized' }],
    });
  });

  it('keeps a picked product with its step, and clearing it keeps the free text (decision 0310)', () => {
    const product = {
      id: '7d1f0c8e-2b4a-4f6e-9a0b-1c2d3e4f5a6c',
      slug: 'retinal-serum',
      name: 'Retinal 0.1% Renewal Serum',
      imageUrl: '/x.jpg',
      imageAlt: '',
    };
    let d = addStep(newDraft('evening'), { ...fields('Retinal 0.1% Renewal Serum'), productId: product.id, product });
    d = addStep(d, fields('My own toner'));
    expect(toRequest(d, 'u').steps.map((s) => s.productId)).toEqual([product.id, null]);
    d = updateStep(d, d.steps[0].key, { productId: null, product: null });
    expect(toRequest(d, 'u').steps[0]).toMatchObject({ productName: 'Retinal 0.1% Renewal Serum', productId: null });
  });

  it('asks about clashes for the steps as numbered on screen, leaving out a step blanked while editing', () => {
    let d = addStep(newDraft('evening'), fields('Retinol serum'));
    d = addStep(d, fields('Cleanser'));
    d = addStep(d, fields('Glycolic toner'));
    d = updateStep(d, d.steps[1].key, { productName: '  ' });
    expect(warningsRequest(d)).toEqual({
      timeOfDay: 'evening',
      steps: [
        { order: 1, productName: 'Retinol serum', productId: null },
        { order: 3, productName: 'Glycolic toner', productId: null },
      ],
    });
  });

  it('derives a draft from a saved routine with stable keys', () => {
    const routine: Routine = {
      id: '7d1f0c8e-2b4a-4f6e-9a0b-1c2d3e4f5a6b',
      userId: '7d1f0c8e-2b4a-4f6e-9a0b-000000000000',
      name: 'AM',
      timeOfDay: 'morning',
      isActive: false,
      steps: [{ order: 1, productName: 'A', instructions: 'i', whyItMatters: 'w', productId: null }],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const d = draftFrom(routine);
    expect(isUnsaved(d)).toBe(false);
    expect(d).toMatchObject({
      name: 'AM',
      isActive: false,
      steps: [{ productName: 'A', instructions: 'i', whyItMatters: 'w' }],
    });
    expect(draftFrom(routine).steps[0].key).toBe(d.steps[0].key);
  });

  it('words over-long and blank fields the way the server refuses them', () => {
    let d = addStep(newDraft('morning'), fields('Cleanser'));
    d = updateStep(d, d.steps[0].key, {
      productName: 'p'.repeat(ROUTINE_LIMITS.productName + 1),
      whyItMatters: 'w'.repeat(501),
    });
    d = { ...d, name: '   ' };
    const problems = draftProblems(d);
    expect(problems.get('name')).toBe('Routine name is required');
    expect(problems.get(`${d.steps[0].key}.productName`)).toBe('Product name must be at most 100 characters');
    expect(problems.get(`${d.steps[0].key}.whyItMatters`)).toBe('Why it matters must be at most 500 characters');
    expect(draftProblems(addStep(newDraft('morning'), fields('Fine'))).size).toBe(0);
    // Zero steps is not a field problem: Save is disabled instead.
    expect(draftProblems(newDraft('morning')).size).toBe(0);
  });

  it('checks the add-step form without calling a blank name an error', () => {
    expect(stepFieldProblems(fields(''))).toEqual({});
    expect(stepFieldProblems(fields('x'.repeat(101), '', 'h'.repeat(501)))).toEqual({
      productName: 'Product name must be at most 100 characters',
      instructions: 'How to use must be at most 500 characters',
    });
  });
});
