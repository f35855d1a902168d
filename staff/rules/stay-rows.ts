/**
 * The stay table as the manager edits it: rows by position, the last one for larger groups. Pure, so the
 * editing rules are tested without a screen; the rules it builds are checked by shared/staff/stay-rules.ts.
 */
import type { StayRule } from '../../shared/staff/stay-rules';

/** One row being edited: `up_to` as typed (the last row's is not used), its stay, and a key that stays with it. */
export interface StayRow {
  key: number;
  up_to: string;
  minutes: number;
}

/** A new row's stay when there is no row to copy from: the default stay of a small party. */
const FIRST_ROW_MINUTES = 120;

/**
 * The rows of stored rules; `nextKey` gives each row its key.
 * @example stayRowsOf([{ up_to: 4, minutes: 120 }, { up_to: null, minutes: 180 }], counter)
 * //=> [{ key: 1, up_to: '4', minutes: 120 }, { key: 2, up_to: '', minutes: 180 }]
 */
export function stayRowsOf(rules: readonly StayRule[], nextKey: () => number): StayRow[] {
  return rules.map((rule) => ({
    key: nextKey(),
    up_to: rule.up_to === null ? '' : String(rule.up_to),
    minutes: rule.minutes,
  }));
}

/**
 * The rules the rows say: every row's size as typed (an empty or broken field is no size, 0 or NaN, which the check
 * refuses), the last row for larger groups.
 * @example stayRulesOf([{ key: 1, up_to: '4', minutes: 120 }, { key: 2, up_to: '9', minutes: 180 }])
 * //=> [{ up_to: 4, minutes: 120 }, { up_to: null, minutes: 180 }]
 */
export function stayRulesOf(rows: readonly StayRow[]): StayRule[] {
  return rows.map((row, index) => ({
    up_to: index === rows.length - 1 ? null : row.up_to.trim() === '' ? Number.NaN : Number(row.up_to),
    minutes: row.minutes,
  }));
}

/**
 * The rows with one more: above the larger groups, two guests larger than the row before it, with the larger groups'
 * stay; the first row of an empty table is the larger groups'.
 * @example withRowAdded([{ key: 1, up_to: '4', minutes: 120 }, { key: 2, up_to: '', minutes: 180 }], 3)
 * //=> [{ key: 1, up_to: '4', minutes: 120 }, { key: 3, up_to: '6', minutes: 180 }, { key: 2, up_to: '', minutes: 180 }]
 */
export function withRowAdded(rows: readonly StayRow[], key: number): StayRow[] {
  const last = rows[rows.length - 1];
  if (!last) return [{ key, up_to: '', minutes: FIRST_ROW_MINUTES }];
  const above = rows[rows.length - 2];
  const size = (above ? Number(above.up_to) || 0 : 0) + 2;
  return [...rows.slice(0, -1), { key, up_to: String(size), minutes: last.minutes }, last];
}

/** The rows without one; when the last goes, the row above it becomes the larger groups'. */
export const withoutRow = (rows: readonly StayRow[], key: number): StayRow[] =>
  rows.filter((row) => row.key !== key);
