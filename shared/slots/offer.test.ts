import { describe, expect, it } from 'vitest';
import type { AvailabilityAnswer } from '../api/types';
import { hasBegun, slotsFor } from './offer';

const at = (iso: string) => Date.parse(iso);

describe('a time that has begun is not offered (today starts at the next time)', () => {
  it.each([
    ['12:00 at 11:59 in Amsterdam (winter, UTC+1)', '2026-11-24', '12:00', '2026-11-24T10:59:00Z', false],
    ['12:00 at 12:00', '2026-11-24', '12:00', '2026-11-24T11:00:00Z', true],
    ['12:00 at 12:01', '2026-11-24', '12:00', '2026-11-24T11:01:00Z', true],
    ['18:00 in summer (UTC+2) at 17:30', '2026-07-01', '18:00', '2026-07-01T15:30:00Z', false],
    ['tomorrow’s 09:00 late tonight', '2026-11-25', '09:00', '2026-11-24T22:30:00Z', false],
  ])('%s: begun %s', (_name, date, time, now, begun) => {
    expect(hasBegun(date, time, at(now))).toBe(begun);
  });

  it('slotsFor leaves out the times gone by, keeps the ones ahead (taken ones too, disabled)', () => {
    const answer: AvailabilityAnswer = {
      days: [
        {
          date: '2026-11-24',
          sessions: [
            {
              session_name: 'Dinner',
              seating_areas: [],
              times: ['17:00', '17:30', '18:00', '18:30'].map((time) => ({
                time,
                is_available: time !== '18:00',
                online_suspended: false,
              })),
            },
          ],
        },
      ],
    } as unknown as AvailabilityAnswer;
    const shown = slotsFor(answer, 2, { date: '2026-11-24', now: at('2026-11-24T16:40:00Z') });
    expect(shown.map((slot) => [slot.time, slot.is_available])).toEqual([
      ['18:00', false],
      ['18:30', true],
    ]);
  });
});

describe('Christmas: a group of 12 is offered times, a larger one none (what the large-group words say)', () => {
  const christmas: AvailabilityAnswer = {
    days: [
      {
        date: '2026-12-25',
        sessions: [
          {
            session_name: 'All day',
            seating_areas: [],
            times: ['12:00', '13:00', '16:30', '19:30'].map((time) => ({
              time,
              is_available: true,
              online_suspended: false,
            })),
          },
        ],
      },
    ],
  } as unknown as AvailabilityAnswer;
  it.each([
    [12, ['12:00', '13:00', '16:30', '19:30']],
    [13, []],
  ])('%i persons: %j', (size, times) => {
    expect(slotsFor(christmas, size, { date: '2026-12-25' }).map((slot) => slot.time)).toEqual(times);
  });
  it('the sittings carry their end as a time, for the guest’s own words', () => {
    const shown = slotsFor(christmas, 4, { date: '2026-12-25' });
    expect(shown.map((slot) => slot.end_time ?? null)).toEqual(['15:00', '15:00', '19:00', null]);
  });
});
