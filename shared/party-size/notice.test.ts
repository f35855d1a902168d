import { describe, expect, it } from 'vitest';
import { partySizeNotice } from './notice';

const slot = (time: string, is_available = true) => ({ time, is_available, online_suspended: false });

describe('which message shows under the party size, on the filter and on a change', () => {
  const open = [{ ...slot('18:00'), session_name: 'dinner' }];
  const range = { min: 1, max: 14 };
  it.each([
    [
      'above 14: the larger-company proposal',
      { partySize: 15, date: '2026-11-23', range, slots: [], loaded: true },
      { kind: 'largerCompany' },
    ],
    [
      'a refused day: This date is not available',
      { partySize: 2, date: '2026-11-22', range, slots: open, loaded: true, dateOpen: false },
      { kind: 'dateNotAvailable' },
    ],
    [
      'Christmas at 12: the large-group message',
      { partySize: 12, date: '2026-12-25', range, slots: open, loaded: true },
      { kind: 'christmasLargeGroup' },
    ],
    [
      'Christmas at 11: nothing special',
      { partySize: 11, date: '2026-12-26', range, slots: open, loaded: true },
      null,
    ],
    [
      'below the range: minimum message',
      { partySize: 1, date: '2026-11-23', range: { min: 2, max: 8 }, slots: [], loaded: true },
      { kind: 'groupSize', message: { key: 'minGroupSize', value: 2 }, noSlots: true, eventsTeam: false },
    ],
    [
      'above the range: maximum message',
      { partySize: 10, date: '2026-11-23', range: { min: 2, max: 8 }, slots: open, loaded: true },
      { kind: 'groupSize', message: { key: 'maxGroupSize', value: 8 }, noSlots: false, eventsTeam: false },
    ],
    [
      'no bookable slot: no online availability',
      {
        partySize: 4,
        date: '2026-11-23',
        range,
        slots: [{ ...open[0]!, is_available: false }],
        loaded: true,
      },
      { kind: 'noSlots', eventsTeam: false },
    ],
    ['slots open: no message', { partySize: 4, date: '2026-11-23', range, slots: open, loaded: true }, null],
    [
      'still loading: no message yet',
      { partySize: 4, date: '2026-11-23', range, slots: [], loaded: false },
      null,
    ],
  ])('%s', (_, input, expected) => {
    expect(partySizeNotice(input)).toEqual(expected);
  });
});
