import { describe, expect, it } from 'vitest';
import { amsterdamDay, dayPart, todayDate, tomorrowDate } from './amsterdam';

describe('SPEC §9: Today = now + 1 hour, tomorrow = now + 1 day, as Amsterdam calendar days', () => {
  it.each([
    ['summer noon', Date.UTC(2025, 5, 1, 10, 0), '2025-06-01', '2025-06-02'],
    ['summer 22:59 local (20:59Z) stays today', Date.UTC(2025, 5, 1, 20, 59), '2025-06-01', '2025-06-02'],
    ['summer 23:00 local: now + 1 h is tomorrow', Date.UTC(2025, 5, 1, 21, 0), '2025-06-02', '2025-06-02'],
    ['winter 23:30 local (22:30Z)', Date.UTC(2025, 0, 10, 22, 30), '2025-01-11', '2025-01-11'],
    [
      'spring-forward day 2025-03-30, 01:30Z (03:30 local)',
      Date.UTC(2025, 2, 30, 1, 30),
      '2025-03-30',
      '2025-03-31',
    ],
    [
      'fall-back day 2025-10-26, 22:30Z (23:30 local)',
      Date.UTC(2025, 9, 26, 22, 30),
      '2025-10-27',
      '2025-10-27',
    ],
  ])('%s', (_, now, today, tomorrow) => {
    expect(todayDate(now)).toBe(today);
    expect(tomorrowDate(now)).toBe(tomorrow);
  });

  it('is independent of the machine zone (UTC midnight is already 02:00 in Amsterdam in summer)', () => {
    expect(amsterdamDay(Date.UTC(2025, 5, 1, 22, 30))).toBe('2025-06-02');
  });
});

describe('SPEC §9 day parts: morning before 12:00, afternoon to before 16:30, evening from 16:30', () => {
  it.each([
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['16:29', 'afternoon'],
    ['16:30', 'evening'],
    ['23:00', 'evening'],
  ])('%s → %s', (time, part) => expect(dayPart(time)).toBe(part));
});
