import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_HOURS, isReminderDue, reminderDate, type ReminderCandidate } from './due';

const HOURS = DEFAULT_REMINDER_HOURS;
const BOOKING: ReminderCandidate = {
  status: 'confirmed',
  date: '2026-11-10',
  email: 'anna@example.nl',
  phone_number: '+31612345678',
  reminded: false,
  optedOut: false,
};
/** Monday 9 November 2026, 10:00 in Amsterdam (winter time, UTC+1). */
const MONDAY_10 = '2026-11-09T09:00:00Z';

const zone = process.env.TZ;
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe.each(['Europe/Amsterdam', 'Asia/Tokyo', 'America/New_York'])(
  'the reminder the day before, on a machine in %s',
  (machineZone) => {
    it.each([
      ['before the hours (09:59)', '2026-11-09T08:59:00Z', null],
      ['as they open (10:00)', MONDAY_10, '2026-11-10'],
      ['the last minute (20:59)', '2026-11-09T19:59:00Z', '2026-11-10'],
      ['as they close (21:00)', '2026-11-09T20:00:00Z', null],
      ['summer time: 10:00 is 08:00Z', '2026-07-01T08:00:00Z', '2026-07-02'],
      ['summer time: 07:30Z is 09:30, too early', '2026-07-01T07:30:00Z', null],
      // 2026-03-29: 02:00 -> 03:00 (a 23-hour day). 2026-10-25: 03:00 -> 02:00 (a 25-hour day).
      ['the day before clocks go forward, 10:00 winter time', '2026-03-28T09:00:00Z', '2026-03-29'],
      ['the day clocks go forward, 10:00 summer time', '2026-03-29T08:00:00Z', '2026-03-30'],
      ['the day clocks go forward, 09:30 summer time is too early', '2026-03-29T07:30:00Z', null],
      ['the day before clocks go back, 10:00 summer time', '2026-10-24T08:00:00Z', '2026-10-25'],
      ['the day clocks go back, 10:00 winter time', '2026-10-25T09:00:00Z', '2026-10-26'],
      ['the day clocks go back, 20:30 winter time', '2026-10-25T19:30:00Z', '2026-10-26'],
      ['New Year: tomorrow is next year', '2026-12-31T12:00:00Z', '2027-01-01'],
    ])('%s (%s): the bookings of %s', (_rule, now, date) => {
      process.env.TZ = machineZone;
      expect(reminderDate(now, HOURS)).toBe(date);
    });

    it.each([
      ['a confirmed booking of tomorrow', {}, MONDAY_10, true],
      ['only an e-mail address', { phone_number: '' }, MONDAY_10, true],
      ['only a phone number', { email: '' }, MONDAY_10, true],
      ['a walk-in, no address or number', { email: '', phone_number: '' }, MONDAY_10, false],
      ['cancelled', { status: 'cancelled' }, MONDAY_10, false],
      ['reminded already', { reminded: true }, MONDAY_10, false],
      ['its guest opted out', { optedOut: true }, MONDAY_10, false],
      ['today, not tomorrow', { date: '2026-11-09' }, MONDAY_10, false],
      ['the day after tomorrow', { date: '2026-11-11' }, MONDAY_10, false],
      ['made after the first run, the run that comes again', {}, '2026-11-09T19:55:00Z', true],
      ['outside the hours', {}, '2026-11-09T21:30:00Z', false],
    ] as const)('%s: due %s', (_rule, change, now, due) => {
      process.env.TZ = machineZone;
      expect(isReminderDue({ ...BOOKING, ...change }, now, HOURS)).toBe(due);
    });
  },
);
