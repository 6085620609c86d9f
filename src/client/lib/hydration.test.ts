import { describe, expect, it } from 'vitest';
import { serverStateElement, STATE_ELEMENT_ID } from './hydration';

describe('the server state in the page', () => {
  it('is a JSON data block no value can close or break out of, and reads back as it was', () => {
    const name = '</script><script>alert(1)</script><!--';
    const state = { user: null, queries: { mutations: [], queries: [{ name, text: 'a < b > c & "d"' }] } } as never;
    const element = serverStateElement(state);
    const match = new RegExp(`^<script type="application/json" id="${STATE_ELEMENT_ID}">(.*)</script>$`, 's').exec(
      element,
    );
    expect(match).not.toBeNull();
    expect(match![1]).not.toContain('<');
    expect(JSON.parse(match![1])).toEqual(state);
  });
});
