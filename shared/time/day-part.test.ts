import { describe, expect, it } from 'vitest';
import { dayPart } from './day-part';

describe('day part: morning before 12:00, afternoon 12:00 to before 16:30, evening from 16:30', () => {
  it.each([
    ['00:00', 'morning'],
    ['9:30', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['12:00:00', 'afternoon'],
    ['13:45', 'afternoon'],
    ['16:29', 'afternoon'],
    ['16:30', 'evening'],
    ['19:30', 'evening'],
    ['23:59', 'evening'],
  ])('%s is %s', (time, part) => {
    expect(dayPart(time)).toBe(part);
  });

  it.each(['24:00', '12:60', 'noon', ''])('%j is refused', (time) => {
    expect(() => dayPart(time)).toThrow();
  });
});
