/**
 * A restaurant's tables, as its manager adds, changes and removes them: a label, its seats, and whether it
 * may be pushed together with others of its area for a larger party. The server checks a table with these; the staff
 * app checks it with the same function before sending.
 */
import * as v from 'valibot';

/** The longest label ('T12', 'Window 3') and the most seats one table may have. */
export const TABLE_LABEL_MAX_LENGTH = 20;
export const TABLE_SEATS_MAX = 30;

/** A table as the API answers it; `seating_area_id` names the room it stands in. */
export interface SiteTable {
  id: string;
  label: string;
  seats: number;
  combinable: boolean;
  seating_area_id: string;
}

/** POST and PUT /staff/sites/{siteId}/tables: a table's label, seats and combinable; its room only when added. */
export const TableBodySchema = v.object(
  {
    label: v.pipe(v.string('required'), v.trim()),
    seats: v.pipe(v.number('required'), v.integer('required')),
    combinable: v.boolean('required'),
    seating_area_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  },
  'required',
);
export type TableBody = v.InferOutput<typeof TableBodySchema>;

/** What is wrong with a table, or 'ok'. */
export type TableCheck = 'ok' | 'label_empty' | 'label_too_long' | 'label_taken' | 'seats_out_of_range';

/**
 * Whether a table can be saved: a label of 1 to 20 characters (spaces around it do not count) that no other table of
 * the restaurant has (case aside: 'T1' and 't1' would be the same table to the host), and 1 to 30 seats.
 * @example checkTable({ label: 'T9', seats: 4 }, ['T1', 'T2']) //=> 'ok'
 * @example checkTable({ label: 't1', seats: 4 }, ['T1']) //=> 'label_taken'
 * @example checkTable({ label: 'T9', seats: 0 }, []) //=> 'seats_out_of_range'
 */
export function checkTable(
  table: { label: string; seats: number },
  otherLabels: readonly string[],
): TableCheck {
  const label = table.label.trim();
  if (label === '') return 'label_empty';
  if (label.length > TABLE_LABEL_MAX_LENGTH) return 'label_too_long';
  if (otherLabels.some((other) => other.trim().toLowerCase() === label.toLowerCase())) return 'label_taken';
  if (!Number.isInteger(table.seats) || table.seats < 1 || table.seats > TABLE_SEATS_MAX)
    return 'seats_out_of_range';
  return 'ok';
}
