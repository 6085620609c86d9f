// UK wall-clock times (decision 0510): how staff type an event's start, read in GMT or BST as the day has it.
import { describe, expect, it } from 'vitest';
import { fromUkWallTime, toUkWallTime } from './uk-time';

describe('UK wall-clock time', () => {
  it('reads a winter time as GMT and a summer time as BST', () => {
    expect(fromUkWallTime('2026-01-15T18:30')?.toISOString()).toBe('2026-01-15T18:30:00.000Z');
    expect(fromUkWallTime('2026-07-15T18:30')?.toISOString()).toBe('2026-07-15T17:30:00.000Z');
  });

  it('crosses the clock changes correctly', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST. 00:30 is GMT, 02:30 is BST, 01:30 never shows.
    expect(fromUkWallTime('2026-03-29T00:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(fromUkWallTime('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(fromUkWallTime('2026-03-29T01:30')).toBeNull();
    // 25 October 2026: 02:00 BST becomes 01:00 GMT; 01:30 shows twice (either reading is that time).
    expect(toUkWallTime(fromUkWallTime('2026-10-25T01:30')!)).toBe('2026-10-25T01:30');
    expect(fromUkWallTime('2026-10-25T03:00')?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
  });

  it('refuses what is not a real date and time', () => {
    for (const text of ['2026-02-30T10:00', '2026-13-01T10:00', '2026-05-14T24:00', '2026-05-14 18:30', '14/05/2026'])
      expect(fromUkWallTime(text), text).toBeNull();
  });

  it('shows a moment as the UK clock does', () => {
    expect(toUkWallTime('2026-05-14T17:30:00.000Z')).toBe('2026-05-14T18:30');
    expect(toUkWallTime(new Date('2026-12-31T23:59:30Z'))).toBe('2026-12-31T23:59');
  });
});
