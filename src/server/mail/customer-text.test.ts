// Customer text in a mail (decision 0801): one helper makes it plain (no link a mail client would make), one line
// and short.
import { describe, expect, it } from 'vitest';
import { CUSTOMER_TEXT_LIMITS, capLength, customerText, defang, greeting } from './customer-text';

const linkable = /https?:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}|@/i;

describe('customerText', () => {
  it('makes links, addresses and domains unclickable but readable', () => {
    expect(customerText('Visit https://evil.example/win now', 60)).toBe('Visit https[:]//evil[.]example/win now');
    expect(customerText('www.evil.example', 100)).toBe('www[.]evil[.]example');
    expect(customerText('write to me@evil.example', 100)).toBe('write to me[at]evil[.]example');
    expect(customerText('mailto:me', 100)).toBe('mailto[:]me');
    // Full-width forms are folded first: `ｗｗｗ．evil．example` would be linked like `www.evil.example`.
    expect(customerText('ｗｗｗ．evil．example', 100)).toBe('www[.]evil[.]example');
    // A zero-width space inside a link is dropped, not left to split what the defang looks for.
    expect(customerText('https:\u200b//evil.example', 100)).not.toMatch(linkable);
  });

  it('leaves ordinary names and addresses as they are', () => {
    expect(customerText('  Ada   Lovelace ', 60)).toBe('Ada Lovelace');
    expect(customerText('12 St. James’s Square', 100)).toBe('12 St. James’s Square');
    expect(customerText('SW1Y 4JH', 100)).toBe('SW1Y 4JH');
    expect(customerText(null, 60)).toBe('');
  });

  it('keeps a name to one line and caps it, with an ellipsis', () => {
    expect(customerText('Ada\nSort code: 00-00-00', 60)).toBe('Ada Sort code: 00-00-00');
    const long = customerText('A'.repeat(200), CUSTOMER_TEXT_LIMITS.name);
    expect([...long]).toHaveLength(CUSTOMER_TEXT_LIMITS.name);
    expect(long.endsWith('…')).toBe(true);
    expect(capLength('😀'.repeat(5), 3)).toBe('😀😀…');
    expect(customerText('one\n\n\n\ntwo', 100, { multiline: true })).toBe('one\n\ntwo');
  });

  it('greets by the first name, plain, or says hello', () => {
    expect(greeting('Ada')).toBe('Hi Ada,');
    expect(greeting('go to evil.example', 'Hello')).toBe('Hello go to evil[.]example,');
    expect(greeting('  ')).toBe('Hello,');
    expect(defang('https://x.example/a')).toBe('https[:]//x[.]example/a');
  });
});
