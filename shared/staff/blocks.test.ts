import { describe, expect, it } from 'vitest';
import { blocksAt, blockTimes, isWholeDay, type BlockKind } from './blocks';

describe('each kind of block covers its own times', () => {
  it.each<[string, BlockKind, { time?: string; from?: string; to?: string }, unknown]>([
    ['one time slot is a quarter hour', 'slot', { time: '19:00' }, { from_time: '19:00', to_time: '19:15' }],
    ['a slot across the hour', 'slot', { time: '19:45' }, { from_time: '19:45', to_time: '20:00' }],
    [
      'a slot at the end of the day ends at 23:59',
      'slot',
      { time: '23:50' },
      { from_time: '23:50', to_time: '23:59' },
    ],
    ['a slot at 23:59 covers nothing', 'slot', { time: '23:59' }, null],
    ['a slot without a time', 'slot', {}, null],
    ['a slot at a time that is none', 'slot', { time: '25:00' }, null],
    [
      'a range is from one time to the other',
      'range',
      { from: '12:00', to: '14:30' },
      { from_time: '12:00', to_time: '14:30' },
    ],
    ['a range that ends before it starts', 'range', { from: '20:00', to: '18:00' }, null],
    ['a range that ends as it starts', 'range', { from: '20:00', to: '20:00' }, null],
    ['a range without its end', 'range', { from: '20:00' }, null],
    [
      'the whole day, whatever the times say',
      'day',
      { time: '19:00', from: '20:00', to: '18:00' },
      { from_time: '00:00', to_time: '23:59' },
    ],
  ])('%s', (_rule, kind, times, expected) => {
    expect(blockTimes(kind, times)).toEqual(expected);
  });

  it.each([
    ['00:00', '23:59', true],
    ['00:00', '23:45', false],
    ['12:00', '23:59', false],
  ])('%s–%s is the whole day: %s', (from_time, to_time, whole) => {
    expect(isWholeDay({ from_time, to_time })).toBe(whole);
  });
});

describe('a block stops the times from its start up to its end, on its date or every week on its weekday', () => {
  const onDate = { date: '2026-11-10', weekday: null, from_time: '19:00', to_time: '19:15' };
  // 2026-11-13 is a Friday (ISO weekday 5).
  const everyFriday = { date: null, weekday: 5, from_time: '18:00', to_time: '19:00' };
  it.each<[string, string, string, number]>([
    ['its own date at its start', '2026-11-10', '19:00', 1],
    ['its own date at its end', '2026-11-10', '19:15', 0],
    ['its own time on another date', '2026-11-11', '19:00', 0],
    ['a weekly block on its weekday', '2026-11-13', '18:30', 1],
    ['a weekly block on the next week', '2026-11-20', '18:00', 1],
    ['a weekly block on another weekday', '2026-11-12', '18:30', 0],
    ['a weekly block at its end', '2026-11-13', '19:00', 0],
  ])('%s', (_, date, time, count) => {
    expect(blocksAt([onDate, everyFriday], date, time)).toHaveLength(count);
  });
});
