import { describe, expect, it } from 'vitest';
import { booking, daySheet } from '../testing/fake-api';
import { bookingsInOrder, matchesSearch } from './search';
import { withBooking } from './sheet-update';

describe('search matches name, phone written any way, or reservation number', () => {
  const anna = booking({
    first_name: 'Zoë',
    last_name: 'de Vries',
    phone_number: '+31 6 1234 5678',
    number: 'TF-1001',
  });
  it.each([
    ['empty box: everything', '', true],
    ['first name, any case', 'ZOË', true],
    ['without the accent', 'zoe de', true],
    ['last name part', 'vries', true],
    ['phone as written in NL', '06 1234', true],
    ['phone with country code', '+316123', true],
    ['phone with 0031', '0031612', true],
    ['two digits are not a phone search', '12', false],
    ['reservation number, any case', 'tf-1001', true],
    ['someone else', 'bram', false],
  ] as const)('%s: %j → %s', (_rule, query, expected) => {
    expect(matchesSearch(anna, query)).toBe(expected);
  });
});

describe('the sheet is ordered by time, then name', () => {
  it.each([
    ['earlier first, read as clock times', ['19:00', '9:30', '12:00'], ['9:30', '12:00', '19:00']],
    ['same time: by name', ['19:00', '19:00'], ['19:00', '19:00']],
  ] as const)('%s', (_rule, times, expected) => {
    const list = times.map((time, index) =>
      booking({ id: String(index), time, first_name: `G${2 - index}` }),
    );
    expect(bookingsInOrder(list).map((entry) => entry.time)).toEqual(expected);
  });
  it('same time: alphabetical by guest name', () => {
    const list = [booking({ id: 'b', first_name: 'Bram' }), booking({ id: 'a', first_name: 'Anna' })];
    expect(bookingsInOrder(list).map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});

describe('a changed booking is counted again by the shared rules', () => {
  it.each([
    ['a no-show leaves the totals and the quarters', { visit: 'no_show' as const }, [], 0],
    [
      'an arrival keeps its covers',
      { visit: 'arrived' as const },
      [{ part: 'evening', covers: 4, tables: 1 }],
      8,
    ],
  ])('%s', (_rule, change, totals, quarters) => {
    const sheet = daySheet([booking()]);
    const changed = withBooking(sheet, booking(change));
    expect(changed.totals).toEqual(totals);
    expect(changed.quarters).toHaveLength(quarters);
    expect(changed.bookings).toHaveLength(1);
  });
  it('a walk-in joins the sheet', () => {
    const changed = withBooking(
      daySheet([booking()]),
      booking({ id: 'w', channel: 'walk_in', party_size: 2 }),
    );
    expect(changed.bookings.map((entry) => entry.id)).toEqual(['b1', 'w']);
    expect(changed.totals).toEqual([{ part: 'evening', covers: 6, tables: 2 }]);
  });
});
