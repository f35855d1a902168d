import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AvailabilityAnswerSchema } from './availability-answer';

const slot = { time: '12:00', is_available: true, online_suspended: false };
const session = { session_name: 'lunch', seating_areas: [{ seating_area_uid: 'main' }], times: [slot] };
const answer = { days: [{ date: '2026-12-25', sessions: [session] }] };

describe('availability answer: days[0].sessions[] with session_name, seating_areas[0].seating_area_uid, times[] (SPEC §3)', () => {
  it.each<[string, unknown, boolean]>([
    ['a plain answer', answer, true],
    [
      'a Christmas slot with note and category',
      {
        days: [
          {
            date: '2026-12-25',
            sessions: [
              { ...session, times: [{ ...slot, end_time_note: 'until 15.00', christmas_category: 'lunch' }] },
            ],
          },
        ],
      },
      true,
    ],
    ['no days (nothing bookable)', { days: [] }, true],
    ['answers for several party sizes', { ...answer, by_party_size: { '2': answer.days, '4': [] } }, true],
    [
      'a Christmas category that is not lunch or dinner',
      {
        days: [
          {
            date: '2026-12-25',
            sessions: [{ ...session, times: [{ ...slot, christmas_category: 'breakfast' }] }],
          },
        ],
      },
      false,
    ],
    [
      'a slot without online_suspended',
      {
        days: [
          { date: '2026-12-25', sessions: [{ ...session, times: [{ time: '12:00', is_available: true }] }] },
        ],
      },
      false,
    ],
    [
      'a session without seating areas',
      { days: [{ date: '2026-12-25', sessions: [{ session_name: 'lunch', times: [] }] }] },
      false,
    ],
    ['no days field', {}, false],
    ['an error body', { error: 'server_error', message: 'Server error' }, false],
  ])('%s: accepted %s', (_rule, input, accepted) => {
    expect(v.safeParse(AvailabilityAnswerSchema, input).success).toBe(accepted);
  });

  it('reads the first seating area of the first day', () => {
    const parsed = v.parse(AvailabilityAnswerSchema, answer);
    expect(parsed.days[0]?.sessions[0]?.seating_areas[0]?.seating_area_uid).toBe('main');
  });
});
