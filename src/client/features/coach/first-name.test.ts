// SPEC §4: the first message of the greeting stage is taken as the first name (its first word).
import { describe, expect, it } from 'vitest';
import { extractFirstName } from './first-name';

describe('extractFirstName', () => {
  it.each([
    ['Sophie', 'Sophie'],
    ['sophie', 'Sophie'],
    ['Sophie Bennett', 'Sophie'],
    ["I'm Sophie", 'Sophie'],
    ['hi, my name is Grace!', 'Grace'],
    ['Hello! call me Tom', 'Tom'],
    ['  Zoë  ', 'Zoë'],
    ["O'Neill here", "O'Neill"],
    ['Mary-Jane.', 'Mary-Jane'],
  ])('%s → %s', (message, name) => {
    expect(extractFirstName(message)).toBe(name);
  });

  it('gives no name when there are no letters', () => {
    expect(extractFirstName('!!! 123')).toBeNull();
    expect(extractFirstName('   ')).toBeNull();
  });
});
