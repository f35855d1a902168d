import { describe, expect, it } from 'vitest';
import { areConnected, roomStartTime, tablesNow, type RoomBooking } from './room-now';

const booking = (
  id: string,
  time: string,
  tables: string[],
  visit: RoomBooking['visit'] = 'booked',
  status: RoomBooking['status'] = 'confirmed',
): RoomBooking => ({
  id,
  number: id.toUpperCase(),
  time,
  minutes: 120,
  party_size: 4,
  first_name: 'Anna',
  last_name: id,
  status,
  visit,
  tables,
});

describe('the room at a moment: who sits where, and how long a free table stays free', () => {
  it.each<[string, RoomBooking[], string, { state: string; booking?: string; until: string | null }]>([
    ['nobody all day: free all evening', [], '18:00', { state: 'free', until: null }],
    [
      'free until the next booking starts',
      [booking('b1', '19:30', ['T1'])],
      '18:00',
      { state: 'free', until: '19:30' },
    ],
    [
      'booked now, the guests not in yet: expected until the stay ends',
      [booking('b1', '19:00', ['T1'])],
      '19:15',
      { state: 'expected', booking: 'b1', until: '21:00' },
    ],
    [
      'arrived: seated until the stay ends',
      [booking('b1', '19:00', ['T1'], 'arrived')],
      '20:59',
      { state: 'seated', booking: 'b1', until: '21:00' },
    ],
    [
      'arrived and still there after the stay: still seated',
      [booking('b1', '19:00', ['T1'], 'arrived')],
      '21:30',
      { state: 'seated', booking: 'b1', until: '21:00' },
    ],
    [
      'a booked stay that has ended holds the table no more',
      [booking('b1', '17:00', ['T1'])],
      '19:00',
      { state: 'free', until: null },
    ],
    [
      'adjacent stays: at the end of one, free until the next',
      [booking('b1', '17:00', ['T1']), booking('b2', '19:30', ['T1'])],
      '19:00',
      { state: 'free', until: '19:30' },
    ],
    [
      'the party that arrived outranks the next one waiting for the table',
      [booking('b1', '17:00', ['T1'], 'arrived'), booking('b2', '19:00', ['T1'])],
      '19:15',
      { state: 'seated', booking: 'b1', until: '19:00' },
    ],
    [
      'a party that left frees the table',
      [booking('b1', '19:00', ['T1'], 'left')],
      '19:30',
      { state: 'free', until: null },
    ],
    [
      'a no-show frees the table',
      [booking('b1', '19:00', ['T1'], 'no_show')],
      '19:30',
      { state: 'free', until: null },
    ],
    [
      'a cancelled booking frees the table, and is not its next',
      [booking('b1', '19:00', ['T1'], 'booked', 'cancelled')],
      '18:00',
      { state: 'free', until: null },
    ],
    [
      'a booking on two tables holds both',
      [booking('b1', '19:00', ['T2', 'T1'])],
      '19:00',
      { state: 'expected', booking: 'b1', until: '21:00' },
    ],
    [
      'another table’s booking says nothing of this one',
      [booking('b1', '19:00', ['T2'])],
      '19:00',
      { state: 'free', until: null },
    ],
    [
      'a stay past midnight ends at 24:30',
      [booking('b1', '22:30', ['T1'], 'arrived')],
      '23:00',
      { state: 'seated', booking: 'b1', until: '24:30' },
    ],
  ])('%s', (_rule, bookings, time, expected) => {
    const now = tablesNow(['T1'], bookings, time).get('T1')!;
    expect({
      state: now.state,
      until: now.until,
      ...('booking' in now ? { booking: now.booking.id } : {}),
    }).toEqual(expected);
  });

  it('names the next booking of a free table', () => {
    const now = tablesNow(['T1'], [booking('b2', '21:00', ['T1']), booking('b1', '19:30', ['T1'])], '18:00');
    expect(now.get('T1')).toMatchObject({ state: 'free', until: '19:30', next: { id: 'b1' } });
  });
});

describe('the room opens at now on today, else at the day’s first opening', () => {
  it.each<[string, Parameters<typeof roomStartTime>[0], string]>([
    ['today: now', { date: '2026-11-10', today: '2026-11-10', now: '18:42', opening: ['12:00'] }, '18:42'],
    [
      'another day: its first opening',
      { date: '2026-11-11', today: '2026-11-10', now: '18:42', opening: ['17:00', '12:00'] },
      '12:00',
    ],
    [
      'a day in the past: its first opening',
      { date: '2026-11-09', today: '2026-11-10', now: '09:00', opening: ['16:30'] },
      '16:30',
    ],
    [
      'a day without opening hours: noon',
      { date: '2026-11-11', today: '2026-11-10', now: '18:42', opening: [] },
      '12:00',
    ],
  ])('%s', (_rule, day, expected) => {
    expect(roomStartTime(day)).toBe(expected);
  });
});

describe('chosen tables stand together through the plan’s neighbours', () => {
  const row: Array<[string, string]> = [
    ['t1', 't2'],
    ['t2', 't3'],
  ];
  it.each<[string, string[], Array<[string, string]>, boolean]>([
    ['one table', ['t1'], row, true],
    ['two neighbours', ['t1', 't2'], row, true],
    ['a row of three', ['t3', 't1', 't2'], row, true],
    ['two with a gap between them', ['t1', 't3'], row, false],
    ['a table without neighbours', ['t1', 't9'], row, false],
    ['no neighbours set at all: any choice', ['t1', 't9'], [], true],
  ])('%s', (_rule, chosen, pairs, expected) => {
    expect(areConnected(chosen, pairs)).toBe(expected);
  });
});
