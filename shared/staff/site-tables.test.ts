import { describe, expect, it } from 'vitest';
import { checkTable } from './site-tables';

describe('a table has a label of its own and 1 to 30 seats', () => {
  it.each<[string, { label: string; seats: number }, string[], ReturnType<typeof checkTable>]>([
    ['a new label and 4 seats', { label: 'T9', seats: 4 }, ['T1', 'T2'], 'ok'],
    ['spaces around the label do not count', { label: '  T9 ', seats: 4 }, ['T1'], 'ok'],
    ['one seat is the fewest', { label: 'Bar 1', seats: 1 }, [], 'ok'],
    ['30 seats is the most', { label: 'Long table', seats: 30 }, [], 'ok'],
    ['no label', { label: '   ', seats: 4 }, [], 'label_empty'],
    ['a label of 21 characters', { label: 'x'.repeat(21), seats: 4 }, [], 'label_too_long'],
    ["another table's label", { label: 'T1', seats: 4 }, ['T1'], 'label_taken'],
    ['the same label in other letters', { label: 't1', seats: 4 }, ['T1'], 'label_taken'],
    ['no seats', { label: 'T9', seats: 0 }, [], 'seats_out_of_range'],
    ['31 seats', { label: 'T9', seats: 31 }, [], 'seats_out_of_range'],
    ['half a seat', { label: 'T9', seats: 2.5 }, [], 'seats_out_of_range'],
    ['an empty seats field', { label: 'T9', seats: Number.NaN }, [], 'seats_out_of_range'],
  ])('%s', (_rule, table, others, expected) => {
    expect(checkTable(table, others)).toBe(expected);
  });
});
