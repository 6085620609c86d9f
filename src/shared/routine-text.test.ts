import { describe, expect, it } from 'vitest';
import { ROUTINE_BRAND_LINE, routineShareText } from './routine-text';

describe('routineShareText', () => {
  it('numbers the steps with Why and How lines and ends with the brand line', () => {
    const text = routineShareText({
      name: ' My Morning Routine ',
      timeOfDay: 'morning',
      steps: [
        {
          productName: 'Gentle Cleanser',
          whyItMatters: 'Removes overnight oil',
          instructions: 'Massage onto damp skin',
        },
        { productName: ' SPF 50 ', whyItMatters: 'Stops dark spots returning', instructions: '' },
        { productName: 'Serum', whyItMatters: '  ', instructions: 'Two drops' },
      ],
    });
    expect(text).toBe(
      [
        'My Morning Routine (Morning routine)',
        '',
        '1. Gentle Cleanser',
        '   Why: Removes overnight oil',
        '   How: Massage onto damp skin',
        '',
        '2. SPF 50',
        '   Why: Stops dark spots returning',
        '',
        '3. Serum',
        '   How: Two drops',
        '',
        ROUTINE_BRAND_LINE,
      ].join('\n'),
    );
  });

  it('falls back to the time of day for a blank name', () => {
    expect(routineShareText({ name: '', timeOfDay: 'evening', steps: [] }).split('\n')[0]).toBe('Evening routine');
  });
});
