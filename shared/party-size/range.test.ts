import { describe, expect, it } from 'vitest';
import { hasBookableSlot, partySizeRange, type SessionsBySize } from './range';

const slot = (is_available: boolean, online_suspended: boolean) => ({
  time: '12:00',
  is_available,
  online_suspended,
});
const open = [{ times: [slot(false, false), slot(true, false)] }];
const full = [{ times: [slot(false, false)] }];
const suspended = [{ times: [slot(true, true)] }];
const noSessions: typeof open = [];
const secondSessionOpen = [{ times: [slot(false, false)] }, { times: [slot(true, false)] }];

describe('party size range from the smallest and largest sizes with an available, non-suspended slot', () => {
  it.each<[string, SessionsBySize, { min: number; max: number }]>([
    ['every size open', { 1: open, 2: open, 3: open, 8: open, 10: open, 14: open }, { min: 1, max: 14 }],
    [
      'smallest and largest open sizes',
      { 1: full, 2: open, 3: open, 6: open, 7: full, 8: full },
      { min: 2, max: 6 },
    ],
    ['a gap inside the range does not cut it', { 2: open, 3: full, 4: open }, { min: 2, max: 4 }],
    ['suspended slots do not count', { 1: suspended, 2: open, 5: open, 6: suspended }, { min: 2, max: 5 }],
    ['unavailable slots do not count', { 1: full, 4: open, 12: full }, { min: 4, max: 4 }],
    ['an open slot in any session counts', { 3: secondSessionOpen, 9: noSessions }, { min: 3, max: 3 }],
    [
      'sizes above 14 are never offered online',
      { 2: open, 14: open, 15: open, 21: open },
      { min: 2, max: 14 },
    ],
    ['only sizes above 14 open: default range', { 15: open, 21: open }, { min: 1, max: 14 }],
    ['string keys (from JSON) count the same', { '2': open, '10': open }, { min: 2, max: 10 }],
    ['nothing known: default range 1 to 14', {}, { min: 1, max: 14 }],
    [
      'nothing bookable: default range 1 to 14',
      { 1: full, 2: suspended, 3: noSessions },
      { min: 1, max: 14 },
    ],
    [
      'keys that are no party size are ignored',
      { 0: open, '-1': open, x: open, 2.5: open, 4: open },
      { min: 4, max: 4 },
    ],
  ])('%s', (_rule, bySize, range) => {
    expect(partySizeRange(bySize)).toEqual(range);
  });

  it.each([
    [open, true],
    [full, false],
    [suspended, false],
    [noSessions, false],
    [secondSessionOpen, true],
  ])('sessions %j have a bookable slot: %s', (sessions, bookable) => {
    expect(hasBookableSlot(sessions)).toBe(bookable);
  });
});
