import { describe, expect, it } from 'vitest';
import { checkTableChoice, type TableChoice, type TableHolder } from './table-choice';

const TABLES = [
  { id: 't2', label: 'T2', seats: 2 },
  { id: 't4', label: 'T4', seats: 4 },
  { id: 't6', label: 'T6', seats: 6 },
];
const HOUR = 3_600_000;
const visser: TableHolder = {
  table_id: 't4',
  reservation_id: 'r-visser',
  number: 'AB12',
  name: 'Visser',
  party_size: 4,
  start: '19:00',
  from_ms: 19 * HOUR,
  to_ms: 21 * HOUR,
};
const base: TableChoice = {
  chosen: ['t4'],
  tables: TABLES,
  outOfService: new Set(),
  partySize: 4,
  fromMs: 17 * HOUR,
  toMs: 19 * HOUR,
  holders: [visser],
  reservationId: 'r-own',
};

describe('checkTableChoice: a choice seats the party only on known tables, in service, large enough and free', () => {
  it.each<[string, Partial<TableChoice>, ReturnType<typeof checkTableChoice>]>([
    ['a free table big enough', {}, { ok: true, tables: [TABLES[1]!] }],
    ['a stay ending as the holder starts (adjacent)', {}, { ok: true, tables: [TABLES[1]!] }],
    [
      'two tables combined seat the party together',
      { chosen: ['t2', 't6'], partySize: 8 },
      { ok: true, tables: [TABLES[0]!, TABLES[2]!] },
    ],
    [
      'the same table twice counts once',
      { chosen: ['t2', 't2'], partySize: 4 },
      { ok: false, refusal: 'tables_too_small', seats: 2 },
    ],
    ['too few seats', { chosen: ['t2'] }, { ok: false, refusal: 'tables_too_small', seats: 2 }],
    [
      'a table not of the restaurant',
      { chosen: ['t4', 'zz'] },
      { ok: false, refusal: 'table_unknown', table_id: 'zz' },
    ],
    [
      'a table out of service that day',
      { outOfService: new Set(['t4']) },
      { ok: false, refusal: 'table_out_of_service', label: 'T4' },
    ],
    [
      'an overlap names the booking it hits',
      { fromMs: 18 * HOUR, toMs: 20 * HOUR },
      {
        ok: false,
        refusal: 'table_taken',
        label: 'T4',
        booking: { number: 'AB12', name: 'Visser', party_size: 4, start: '19:00' },
      },
    ],
    [
      "the booking's own hold never counts",
      { fromMs: 18 * HOUR, toMs: 20 * HOUR, reservationId: 'r-visser' },
      { ok: true, tables: [TABLES[1]!] },
    ],
    [
      'a hold on another table does not count',
      { chosen: ['t6'], fromMs: 18 * HOUR, toMs: 20 * HOUR },
      { ok: true, tables: [TABLES[2]!] },
    ],
    [
      'out of service is said before an overlap',
      { fromMs: 18 * HOUR, toMs: 20 * HOUR, outOfService: new Set(['t4']) },
      { ok: false, refusal: 'table_out_of_service', label: 'T4' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(checkTableChoice({ ...base, ...change })).toEqual(expected);
  });
});
