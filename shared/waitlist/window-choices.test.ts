import { afterAll, describe, expect, it } from 'vitest';
import { firstWindow, windowEnds, windowStarts } from './window-choices';

const EVENING = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
const WHOLE_DAY = ['12:00', '13:00', '17:30', '18:00', '18:30'];

describe('a waitlist window ends at a start of the day, from its own start to 6 hours later', () => {
  it.each([
    ['the start itself and every later start', EVENING, '20:00', ['20:00', '20:30', '21:00']],
    ['the last start of the day: only itself', EVENING, '21:00', ['21:00']],
    ['exactly 6 hours later is still in', WHOLE_DAY, '12:00', ['12:00', '13:00', '17:30', '18:00']],
    ['a start that is not one of the day’s: none', EVENING, '18:15', []],
    ['a day without times: none', [], '18:00', []],
  ])('%s', (_, times, from, ends) => {
    expect(windowEnds(times, from)).toEqual(ends);
  });
});

describe('the window offered first starts at the time asked and lasts at most 90 minutes', () => {
  it.each([
    ['from the time asked', EVENING, '18:30', { from: '18:30', until: '20:00' }],
    ['nothing asked: from the first start', EVENING, null, { from: '17:00', until: '18:30' }],
    [
      'a time asked that the day has not: the first start',
      EVENING,
      '18:15',
      { from: '17:00', until: '18:30' },
    ],
    ['near closing: to the last start', EVENING, '20:30', { from: '20:30', until: '21:00' }],
    ['a gap in the day: the window stays 90 minutes', WHOLE_DAY, '13:00', { from: '13:00', until: '13:00' }],
    ['a day without times: none', [], '18:00', null],
  ])('%s', (_, times, asked, window) => {
    expect(firstWindow(times, asked)).toEqual(window);
  });
});

const zone = process.env.TZ;
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

// The From picker offers only the starts the join still takes (isWindowOpen): today's past ones are gone.
describe.each(['Europe/Amsterdam', 'Asia/Tokyo', 'America/New_York'])(
  'a window starts only at a time that has not begun in Amsterdam, on a machine in %s',
  (machineZone) => {
    it.each([
      ['another day: every start', '2026-11-28', '2026-11-27T20:30:00Z', EVENING],
      ['today before opening: every start', '2026-11-27', '2026-11-27T12:00:00Z', EVENING],
      ['today at 18:10 (winter, UTC+1)', '2026-11-27', '2026-11-27T17:10:00Z', EVENING.slice(3)],
      ['today at 18:30 itself: 18:30 is gone', '2026-11-27', '2026-11-27T17:30:00Z', EVENING.slice(4)],
      ['today a second before 18:30: 18:30 stays', '2026-11-27', '2026-11-27T17:29:59Z', EVENING.slice(3)],
      ['today after the last start: none', '2026-11-27', '2026-11-27T20:01:00Z', []],
      ['a day already past: none', '2026-11-26', '2026-11-27T12:00:00Z', []],
      ['summer: 18:10 is 16:10Z', '2026-07-01', '2026-07-01T16:10:00Z', EVENING.slice(3)],
      // 2026-03-29: 02:00 -> 03:00 (a 23-hour day). 2026-10-25: 03:00 -> 02:00 (a 25-hour day).
      [
        'the day clocks go forward, 18:10 summer time',
        '2026-03-29',
        '2026-03-29T16:10:00Z',
        EVENING.slice(3),
      ],
      ['the day clocks go back, 18:10 winter time', '2026-10-25', '2026-10-25T17:10:00Z', EVENING.slice(3)],
      [
        'just after midnight in Amsterdam, still the day before in UTC',
        '2026-11-28',
        '2026-11-27T23:30:00Z',
        EVENING,
      ],
    ])('%s', (_, date, now, starts) => {
      process.env.TZ = machineZone;
      expect(windowStarts(EVENING, date, Date.parse(now))).toEqual(starts);
    });
  },
);
