/**
 * Why a time is closed online, for the host stand (GET …/closed-reasons). The restaurant's day is read as the widget's
 * availability reads it (rawSessions, slotQuery), so the verdict is the one the guest meets; the facts behind it are
 * measured with the functions rawSessions decides by, and shared/staff/closed-reasons.ts names every rule that closes it.
 */
import type { PromotionChoice } from '../../shared/api/closed-reasons-answers';
import { PROMOTIONS, type FlowRules, type Promotion } from '../../shared/promotions';
import {
  explainTime,
  type RestaurantFacts,
  type TableFacts,
  type TimeExplanation,
} from '../../shared/staff/closed-reasons';
import type { SlotRequest } from '../../shared/slots';
import { loadSiteDay, type SiteDay } from '../db/site-day';
import type { SiteRow } from '../db/sites';
import { siteOutages } from '../db/table-outages';
import { siteBlocks } from '../db/staff-rules';
import { siteTables } from '../db/staff-settings';
import { tableHolds, type TableHold } from '../db/table-holds';
import type { AppDeps } from '../deps';
import { dayClock, rawSessions, slotQuery, tablesForStay } from './availability';
import { assignTables, busyDuring, stayMinutes } from './tables';

const MINUTE = 60_000;
/** Labels in the order a person counts them: T2 before T14. */
const byLabel = new Intl.Collator('en', { numeric: true }).compare;

/** What the stand asks about: a date, a time, a party, and the promotion the guest books under, if any. */
export interface TimeAsked {
  date: string;
  time: string;
  partySize: number;
  flow?: FlowRules;
}

/**
 * The tables that could seat the party if they were free: those big enough alone, and the combinable ones of a room
 * whose combinable seats together are enough.
 */
function tablesThatSeat(day: SiteDay, partySize: number): Set<string> {
  const seats = new Set(day.tables.filter((table) => table.seats >= partySize).map((table) => table.id));
  const combinable = day.tables.filter((table) => table.combinable);
  for (const area of new Set(combinable.map((table) => table.seating_area_id))) {
    const room = combinable.filter((table) => table.seating_area_id === area);
    if (room.length > 1 && room.reduce((sum, table) => sum + table.seats, 0) >= partySize)
      for (const table of room) seats.add(table.id);
  }
  return seats;
}

/** The bookings among `holds` that hold one of `tableIds` during [start, end), once each, with those tables. */
function holdersOf(holds: readonly TableHold[], tableIds: ReadonlySet<string>, start: number, end: number) {
  const byNumber = new Map<string, TableFacts['held_by'][number]>();
  for (const hold of holds) {
    if (!tableIds.has(hold.table_id) || hold.to_ms <= start || end <= hold.from_ms) continue;
    const holder = byNumber.get(hold.number) ?? {
      number: hold.number,
      name: `${hold.first_name} ${hold.last_name}`.trim(),
      time: hold.time,
      tables: [],
    };
    holder.tables.push(hold.label);
    byNumber.set(hold.number, holder);
  }
  return [...byNumber.values()].map((holder) => ({ ...holder, tables: holder.tables.sort(byLabel) }));
}

/**
 * The restaurant's tables for a party from `start` for its whole stay: what a booking would get (tablesForStay, as
 * rawSessions decides), how many free tables seat it alone, whether any table or combination could, and when none is
 * free, the bookings holding the ones that would.
 */
export function tableFacts(
  day: SiteDay,
  start: number,
  partySize: number,
  labels: ReadonlyMap<string, string>,
  holds: readonly TableHold[],
  outOfService: readonly OutOfServiceFact[] = [],
): TableFacts {
  const stay = stayMinutes(partySize, day.site.stay_minutes);
  const end = start + stay * MINUTE;
  const assigned = tablesForStay(day, start, stay, partySize) ?? [];
  const busy = busyDuring(day.busy, start, end);
  return {
    assigned: assigned.map((id) => labels.get(id) ?? id).sort(byLabel),
    free_fitting: day.tables.filter((table) => table.seats >= partySize && !busy.has(table.id)).length,
    any_fits: assignTables(day.tables, new Set(), partySize) !== undefined,
    held_by: assigned.length > 0 ? [] : holdersOf(holds, tablesThatSeat(day, partySize), start, end),
    // Only the tables that could have mattered: one that seats the party alone, or one that may be pushed together.
    out_of_service:
      assigned.length > 0
        ? []
        : outOfService
            .filter((table) => table.seats >= partySize || table.combinable)
            .map(({ label, reason }) => ({ label, reason })),
  };
}

/** The promotions a restaurant takes part in, for the stand to ask about (the demonstration one not in production). */
export function promotionsAt(siteId: string, production: boolean): PromotionChoice[] {
  return Object.values(PROMOTIONS as Record<string, Promotion>)
    .filter((promotion) => !(promotion.example && production))
    .filter((promotion) => promotion.locations.some((location) => location.id === siteId))
    .map((promotion) => ({ name: promotion.name, title: promotion.title }));
}

/** What the stand's answer names beyond the day itself: the blocks with their reasons, the tables' labels and holds. */
export interface NamingFacts {
  blocks: RestaurantFacts['blocks'];
  labels: ReadonlyMap<string, string>;
  holds: readonly TableHold[];
  /** The tables out of service that day (left out of the day's tables), with their seats and reason. */
  outOfService?: readonly OutOfServiceFact[];
}

/** A table out of service on the day: what it could seat, and the manager's reason. */
export interface OutOfServiceFact {
  label: string;
  reason: string;
  seats: number;
  combinable: boolean;
}

/**
 * Whether a time of a restaurant's day is open online for the party at `now`, and if not every rule that closes it:
 * the query the widget is given (rawSessions, slotQuery) and the facts measured the way rawSessions measures them.
 */
export function explainSiteTime(
  day: SiteDay,
  asked: TimeAsked,
  now: number,
  naming: NamingFacts,
): TimeExplanation {
  const sessions = rawSessions(day, asked.date, asked.partySize, now);
  const context = asked.flow ? { flow: asked.flow } : {};
  const request: SlotRequest = {
    ...slotQuery(day, asked.date, asked.partySize, sessions, context),
    time: asked.time,
  };
  const start = dayClock(asked.date)(asked.time);
  const { site } = day;
  return explainTime(request, {
    openingHours: site.opening_hours,
    intervalMinutes: site.slot_interval_minutes,
    leadMinutes: site.lead_minutes,
    largestGroup: site.max_group_online,
    blocks: naming.blocks,
    tables: tableFacts(day, start, asked.partySize, naming.labels, naming.holds, naming.outOfService),
    now,
  });
}

/** Whether the time is open online for the party, and if not every rule that closes it, as of now. */
export async function closedReasons(
  deps: AppDeps,
  site: SiteRow,
  asked: TimeAsked,
): Promise<TimeExplanation> {
  const day = await loadSiteDay(deps.db, site, asked.date);
  const start = dayClock(asked.date)(asked.time);
  const stay = stayMinutes(asked.partySize, site.stay_minutes);
  const tables = await siteTables(deps.db, site.id);
  const outages = (await siteOutages(deps.db, site.id, asked.date)).filter(
    (outage) => outage.from_date <= asked.date,
  );
  const outOfService = outages.flatMap((outage) => {
    const table = tables.find((candidate) => candidate.id === outage.table_id);
    return table
      ? [{ label: table.label, reason: outage.reason, seats: table.seats, combinable: table.combinable }]
      : [];
  });
  return explainSiteTime(day, asked, deps.now(), {
    blocks: await siteBlocks(deps.db, site.id),
    labels: new Map(tables.map((table) => [table.id, table.label])),
    holds: await tableHolds(deps.db, site.id, start, start + stay * MINUTE),
    outOfService,
  });
}
