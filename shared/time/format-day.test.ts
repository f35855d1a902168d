import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day';

describe("a calendar date in the guest's language: day before month, the same in every machine zone", () => {
  it.each([
    ['en', undefined, 'Sunday 22 November'],
    ['nl', undefined, 'zondag 22 november'],
    ['en', { day: 'numeric', month: 'long', year: 'numeric' }, '22 November 2026'],
    ['nl', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, 'zondag 22 november 2026'],
  ] as const)('%s %j: %s', (language, options, expected) => {
    expect(formatDay('2026-11-22', language, options)).toBe(expected);
  });

  it('the spring-forward and fall-back days are written as themselves', () => {
    expect(formatDay('2026-03-29', 'en')).toBe('Sunday 29 March');
    expect(formatDay('2026-10-25', 'nl')).toBe('zondag 25 oktober');
  });
});
