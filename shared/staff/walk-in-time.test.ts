import { describe, expect, it } from 'vitest';
import { walkInTime } from './walk-in-time';

describe('a walk-in starts at the Amsterdam quarter hour nearest to now', () => {
  it.each([
    ['on the quarter', '2026-12-24T18:00:00Z', '19:00'],
    ['7 minutes past rounds down', '2026-12-24T18:07:00Z', '19:00'],
    ['7:29 past rounds down', '2026-12-24T18:07:29Z', '19:00'],
    ['7:30 past rounds up', '2026-12-24T18:07:30Z', '19:15'],
    ['8 minutes past rounds up', '2026-12-24T18:08:00Z', '19:15'],
    ['rounds up into the next hour', '2026-12-24T18:53:00Z', '20:00'],
    ['summer time (UTC+2)', '2026-07-01T10:14:00Z', '12:15'],
    ['the day clocks go forward, after the jump', '2026-03-29T01:05:00Z', '03:00'],
    ['the day clocks go back, the second 02:10', '2026-10-25T01:10:00Z', '02:15'],
    ['late evening stays on the day: 23:55 is 23:45', '2026-12-24T22:55:00Z', '23:45'],
    ['just after midnight is 00:00', '2026-12-24T23:03:00Z', '00:00'],
    ['epoch milliseconds as well as text', Date.UTC(2026, 11, 24, 11, 22), '12:15'],
  ] as const)('%s: %s → %s', (_rule, now, expected) => {
    expect(walkInTime(now)).toBe(expected);
  });
});
