/**
 * The host chooses a party's tables: one or several, pushed together. A choice seats the party only when every table
 * is the restaurant's, in service that day, seats the party together, and no other booking holds one of them during
 * the stay. The staff app checks this before sending; the server checks it again under the day's lock.
 */

/** A table the host may choose, as the restaurant has it now. */
export interface ChoosableTable {
  id: string;
  label: string;
  seats: number;
}

/** Another booking on a table for a while: who, for how many, from when ('HH:mm'). */
export interface TableHolder {
  table_id: string;
  reservation_id: string;
  number: string;
  /** The guest's name as the sheet shows it ('Visser', 'Anna de Vries'). */
  name: string;
  party_size: number;
  /** The holder's start, 'HH:mm'. */
  start: string;
  from_ms: number;
  to_ms: number;
}

/** The booking a refused choice would overlap, as the refusal names it. */
export interface HeldBy {
  number: string;
  name: string;
  party_size: number;
  start: string;
}

export type TableChoiceCheck =
  | { ok: true; tables: ChoosableTable[] }
  /** An id that is not one of the restaurant's tables (or a table removed). */
  | { ok: false; refusal: 'table_unknown'; table_id: string }
  /** A table out of service on the booking's day. */
  | { ok: false; refusal: 'table_out_of_service'; label: string }
  /** The chosen tables together seat fewer than the party. */
  | { ok: false; refusal: 'tables_too_small'; seats: number }
  /** Another booking holds a chosen table during the stay: the first one met is named. */
  | { ok: false; refusal: 'table_taken'; label: string; booking: HeldBy };

export interface TableChoice {
  /** The ids chosen, in the host's order; the same id twice counts once. */
  chosen: readonly string[];
  /** The restaurant's tables that seat guests. */
  tables: readonly ChoosableTable[];
  /** Ids of the tables out of service on the booking's day. */
  outOfService: ReadonlySet<string>;
  partySize: number;
  /** The stay, [fromMs, toMs): holds that only touch its ends do not overlap it. */
  fromMs: number;
  toMs: number;
  holders: readonly TableHolder[];
  /** The booking being seated, whose own holds never count against it ('' for a new one). */
  reservationId: string;
}

/**
 * Whether a choice of tables seats a party, checked in this order: each table known, each in service, the seats
 * enough, then no overlap with another booking (adjacent stays do not overlap).
 * @example checkTableChoice({ chosen: ['t4'], tables: [{ id: 't4', label: 'T4', seats: 2 }], outOfService: new Set(), partySize: 4, fromMs: 0, toMs: 1, holders: [], reservationId: '' }) //=> { ok: false, refusal: 'tables_too_small', seats: 2 }
 */
export function checkTableChoice(choice: TableChoice): TableChoiceCheck {
  const byId = new Map(choice.tables.map((table) => [table.id, table]));
  const picked: ChoosableTable[] = [];
  for (const id of new Set(choice.chosen)) {
    const table = byId.get(id);
    if (!table) return { ok: false, refusal: 'table_unknown', table_id: id };
    picked.push(table);
  }
  const broken = picked.find((table) => choice.outOfService.has(table.id));
  if (broken) return { ok: false, refusal: 'table_out_of_service', label: broken.label };
  const seats = picked.reduce((sum, table) => sum + table.seats, 0);
  if (seats < choice.partySize) return { ok: false, refusal: 'tables_too_small', seats };
  const ids = new Set(picked.map((table) => table.id));
  const hit = choice.holders.find(
    (hold) =>
      ids.has(hold.table_id) &&
      hold.reservation_id !== choice.reservationId &&
      hold.from_ms < choice.toMs &&
      choice.fromMs < hold.to_ms,
  );
  if (hit) {
    const { number, name, party_size, start } = hit;
    return {
      ok: false,
      refusal: 'table_taken',
      label: byId.get(hit.table_id)!.label,
      booking: { number, name, party_size, start },
    };
  }
  return { ok: true, tables: picked };
}

/** The most tables one party is seated at. */
export const MAX_CHOSEN_TABLES = 12;
