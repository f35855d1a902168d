import { describe, expect, it } from 'vitest';
import { firstWindow, windowEnds } from './window-choices';

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
