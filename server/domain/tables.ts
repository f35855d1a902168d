/**
 * Table assignment: one free table big enough, else combinable free tables of one seating area; once the restaurant's
 * plan has neighbours (migration 0068, shared/staff/room-plan.ts), only combinable tables connected through them.
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
  /** Each combinable table's combinable neighbours, largest first; null while the restaurant has set none. */
  neighbours: ReadonlyMap<string, readonly TableRow[]> | null;
  /** The combinable tables in the restaurant's order (area by area): each is tried as the first of a group. */
  combinable: readonly TableRow[];
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
    plan = {
      bySeats: [...tables].sort((a, b) => a.seats - b.seats),
      combinableByArea,
      neighbours: neighbourMap(tables),
      combinable: tables.filter((table) => table.combinable),
    };
    plans.set(tables, plan);
  }
  return plan;
}

/** Each combinable table's combinable neighbours, largest first; null when no table has any. */
function neighbourMap(tables: readonly TableRow[]): Map<string, TableRow[]> | null {
  if (!tables.some((table) => table.neighbours && table.neighbours.length > 0)) return null;
  const byId = new Map(tables.map((table) => [table.id, table]));
  const map = new Map<string, TableRow[]>();
  for (const table of tables) {
    if (!table.combinable) continue;
    const next = (table.neighbours ?? [])
      .map((id) => byId.get(id))
      .filter((neighbour): neighbour is TableRow => neighbour !== undefined && neighbour.combinable)
      .sort((a, b) => b.seats - a.seats);
    map.set(table.id, next);
  }
  return map;
}

type Group = { ids: string[]; waste: number };

/** Fewer tables first, then fewer empty seats; on a tie the group found first keeps the party. */
const isBetter = (candidate: Group, best: Group | undefined): boolean =>
  !best ||
  candidate.ids.length < best.ids.length ||
  (candidate.ids.length === best.ids.length && candidate.waste < best.waste);

/**
 * The best group of free tables pushed together through the plan's neighbours: from each free combinable table, it
 * grows by the largest free neighbour of the group so far until the party fits. A group is always connected, and
 * when a connected set of free tables can seat the party, one is found (growth stops only when the party fits).
 */
function neighbourGroup(
  plan: TablePlan,
  neighbours: ReadonlyMap<string, readonly TableRow[]>,
  busy: ReadonlySet<string>,
  partySize: number,
): string[] | undefined {
  let best: Group | undefined;
  // One array reused for every group: this runs for each time of a day's answer.
  const picked: TableRow[] = [];
  for (const first of plan.combinable) {
    if (busy.has(first.id)) continue;
    picked.length = 0;
    picked.push(first);
    let seats = first.seats;
    while (seats < partySize) {
      let next: TableRow | undefined;
      for (const table of picked)
        for (const neighbour of neighbours.get(table.id) ?? []) {
          // Each list is largest first: the first free one not in the group is that table's best.
          if (busy.has(neighbour.id) || picked.includes(neighbour)) continue;
          if (!next || neighbour.seats > next.seats) next = neighbour;
          break;
        }
      if (!next) break;
      picked.push(next);
      seats += next.seats;
    }
    if (seats < partySize || picked.length < 2) continue;
    const group = { ids: picked.map((table) => table.id), waste: seats - partySize };
    if (isBetter(group, best)) best = group;
    // Two tables and no seat left over: no group can do better.
    if (best!.ids.length === 2 && best!.waste === 0) break;
  }
  return best?.ids;
}

/**
 * The tables for a party, or undefined when none fit. Prefers the smallest single table; otherwise
 * the fewest combinable tables of one area (largest first), wasting the fewest seats. Once the restaurant has set
 * neighbours, only tables connected through them are pushed together (neighbourGroup).
 */
export function assignTables(
  tables: readonly TableRow[],
  busy: ReadonlySet<string>,
  partySize: number,
): string[] | undefined {
  const plan = planOf(tables);
  const single = plan.bySeats.find((table) => table.seats >= partySize && !busy.has(table.id));
  if (single) return [single.id];
  if (plan.neighbours) return neighbourGroup(plan, plan.neighbours, busy, partySize);
  let best: Group | undefined;
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
    const group = { ids: picked.map((table) => table.id), waste: seats - partySize };
    if (isBetter(group, best)) best = group;
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
