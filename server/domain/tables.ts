/**
 * Table assignment: one free table big enough, else combinable free tables of one seating area.
 * Pure: the caller passes the tables and which are busy for the whole stay.
 */
import type { StayRule, TableRow } from '../db/sites';

/** Default stay by party size: 2 h up to 4, 2.5 h up to 8, 3 h above. */
export const DEFAULT_STAY: readonly StayRule[] = [
  { up_to: 4, minutes: 120 },
  { up_to: 8, minutes: 150 },
  { up_to: null, minutes: 180 },
];

/** Minutes a party stays: the first rule whose up_to covers the party (null = any size). */
export function stayMinutes(partySize: number, rules: readonly StayRule[] = DEFAULT_STAY): number {
  const rule = rules.find((candidate) => candidate.up_to === null || partySize <= candidate.up_to);
  return rule?.minutes ?? DEFAULT_STAY[DEFAULT_STAY.length - 1]!.minutes;
}

/**
 * The tables for a party, or undefined when none fit. Prefers the smallest single table; otherwise
 * the fewest combinable tables of one area (largest first), wasting the fewest seats.
 */
export function assignTables(
  tables: readonly TableRow[],
  busy: ReadonlySet<string>,
  partySize: number,
): string[] | undefined {
  const free = tables.filter((table) => !busy.has(table.id));
  const single = free.filter((table) => table.seats >= partySize).sort((a, b) => a.seats - b.seats)[0];
  if (single) return [single.id];
  let best: { ids: string[]; waste: number } | undefined;
  const areas = new Set(free.map((table) => table.seating_area_id));
  for (const area of areas) {
    const pool = free
      .filter((table) => table.seating_area_id === area && table.combinable)
      .sort((a, b) => b.seats - a.seats);
    const picked: TableRow[] = [];
    let seats = 0;
    for (const table of pool) {
      if (seats >= partySize) break;
      picked.push(table);
      seats += table.seats;
    }
    if (seats < partySize || picked.length < 2) continue;
    const waste = seats - partySize;
    if (
      !best ||
      picked.length < best.ids.length ||
      (picked.length === best.ids.length && waste < best.waste)
    ) {
      best = { ids: picked.map((table) => table.id), waste };
    }
  }
  return best?.ids;
}

/** Ids of tables busy at any moment of [fromMs, toMs). */
export function busyDuring(
  busy: ReadonlyArray<{ table_id: string; from_ms: number; to_ms: number }>,
  fromMs: number,
  toMs: number,
): Set<string> {
  return new Set(busy.filter((row) => row.from_ms < toMs && fromMs < row.to_ms).map((row) => row.table_id));
}
