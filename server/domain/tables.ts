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
 * A restaurant's tables in the orders assignTables tries them, sorted once per set of tables (a day's answer asks
 * for every time of the day, and the tables change only with the reference data): by seats, smallest first, and
 * each seating area's combinable tables largest first. Both sorts are stable, so equal tables keep their order.
 */
interface TablePlan {
  bySeats: readonly TableRow[];
  combinableByArea: ReadonlyMap<string, readonly TableRow[]>;
}

const plans = new WeakMap<readonly TableRow[], TablePlan>();

function planOf(tables: readonly TableRow[]): TablePlan {
  let plan = plans.get(tables);
  if (!plan) {
    const combinableByArea = new Map<string, TableRow[]>();
    for (const table of [...tables].sort((a, b) => b.seats - a.seats)) {
      if (!table.combinable) continue;
      const area = combinableByArea.get(table.seating_area_id) ?? [];
      area.push(table);
      combinableByArea.set(table.seating_area_id, area);
    }
    plan = { bySeats: [...tables].sort((a, b) => a.seats - b.seats), combinableByArea };
    plans.set(tables, plan);
  }
  return plan;
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
  const plan = planOf(tables);
  const single = plan.bySeats.find((table) => table.seats >= partySize && !busy.has(table.id));
  if (single) return [single.id];
  let best: { ids: string[]; waste: number } | undefined;
  // Areas in the order their first free table comes: on a tie the first area found keeps the party.
  const areas = new Set<string>();
  for (const table of tables) if (!busy.has(table.id)) areas.add(table.seating_area_id);
  for (const area of areas) {
    const picked: TableRow[] = [];
    let seats = 0;
    for (const table of plan.combinableByArea.get(area) ?? []) {
      if (seats >= partySize) break;
      if (busy.has(table.id)) continue;
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
