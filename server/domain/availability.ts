/**
 * Availability of one site on one date for one or more party sizes (the availability answer, shared/api/types.ts
 * AvailabilityDay). The server builds the raw sessions (opening hours, free tables, online stops) and then applies
 * exactly the shared slot rules (shared/slots visibleSessions) the widget applies.
 */
import type { AvailabilityDay, OpeningHours } from '../../shared/api/types';
import { isClosedOnline, isGroupOnline, visibleSessions, type SlotQuery } from '../../shared/slots';
import { isBlockOn } from '../../shared/staff/blocks';
import type { Session } from '../../shared/slots/types';
import { combineDateTime, isoWeekdayOf, utcMidnight } from '../../shared/time';
import type { FlowRules } from '../../shared/promotions';
import type { SiteDay } from '../db/site-day';
import type { OnlineStopRow, SiteRow } from '../db/sites';
import { assignTables, busyDuring, stayMinutes } from './tables';

export type { SiteDay } from '../db/site-day';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes since midnight of 'H:mm' or 'HH:mm' (hot: called for every slot of every site). */
function minutesOf(time: string): number {
  const colon = time.indexOf(':');
  if (colon < 0) return Number(time) * 60 || 0;
  return (Number(time.slice(0, colon)) || 0) * 60 + (Number(time.slice(colon + 1, colon + 3)) || 0);
}

/** Slot times of a weekday per meal period: from `from`, every interval, before `to`. */
export function slotTimes(
  hours: readonly OpeningHours[],
  isoWeekday: number,
  intervalMinutes: number,
): Array<{ session_name: string; times: string[] }> {
  const day = hours.find((entry) => entry.weekday === isoWeekday);
  return (day?.periods ?? []).map((period) => {
    const times: string[] = [];
    for (let at = minutesOf(period.from); at < minutesOf(period.to); at += intervalMinutes)
      times.push(clockOf(at));
    return { session_name: period.period, times };
  });
}

/** The online-stop check of one day: the day's blocks picked and converted to minutes once. */
function suspendedOn(
  stops: readonly OnlineStopRow[],
  date: string,
  isoWeekday: number,
): (time: string) => boolean {
  const blocks = stops
    .filter((stop) => isBlockOn(stop, date, isoWeekday))
    .map((stop) => ({ from: minutesOf(stop.from_time), to: minutesOf(stop.to_time) }));
  if (blocks.length === 0) return () => false;
  return (time) => {
    const at = minutesOf(time);
    return blocks.some((block) => at >= block.from && at < block.to);
  };
}

/**
 * Instants of a day's wall-clock times. Amsterdam changes its offset only between 02:00 and 03:00,
 * so from 03:00 on one offset (taken at noon) serves the whole day: one zone lookup, not one per slot.
 */
export function dayClock(date: string): (time: string) => number {
  const [year, month, day] = date.split('-').map(Number);
  const offsetMs = noonOffsetMs(date, year!, month!, day!);
  return (time) => {
    const minutes = minutesOf(time);
    if (minutes < 3 * 60) return combineDateTime(date, time);
    return Date.UTC(year!, month! - 1, day!, 0, minutes) - offsetMs;
  };
}

/** Amsterdam's offset at noon per date: a zone lookup costs more than the rest of an answer, and a date's offset never changes. */
const noonOffsets = new Map<string, number>();
function noonOffsetMs(date: string, year: number, month: number, day: number): number {
  let offset = noonOffsets.get(date);
  if (offset === undefined) {
    offset = Date.UTC(year, month - 1, day, 12) - combineDateTime(date, '12:00');
    if (noonOffsets.size >= 4096) noonOffsets.clear();
    noonOffsets.set(date, offset);
  }
  return offset;
}

/**
 * How many of a site's times on a date have closed online by `now` (begun, or inside the restaurant's lead time): the
 * one way the clock changes a day's answer, so two moments with the same count get the same answer.
 */
export function slotsBegun(site: SiteRow, date: string, now: number): number {
  // No time of the day can have closed while the day's first moment (UTC midnight less Amsterdam's largest offset,
  // 2 h) is further ahead than the lead time: the days after today cost no clock at all.
  if (utcMidnight(date) - 2 * HOUR - site.lead_minutes * MINUTE > now) return 0;
  const instantOf = dayClock(date);
  return slotTimes(site.opening_hours, isoWeekdayOf(date), site.slot_interval_minutes)
    .flatMap((session) => session.times)
    .filter((time) => isClosedOnline(instantOf(time), site.lead_minutes, now)).length;
}

/**
 * The tables a party would get for its whole stay from `start` (epoch ms), or undefined when no table or combination
 * is free for all of it.
 */
export function tablesForStay(
  day: SiteDay,
  start: number,
  stay: number,
  partySize: number,
): string[] | undefined {
  return assignTables(day.tables, busyDuring(day.busy, start, start + stay * MINUTE), partySize);
}

/**
 * The raw sessions: is_available when a table (or combination) is free for the whole stay, the start
 * is still ahead by the restaurant's lead time and the party is no larger than its largest group online; online_suspended from the site's online stops.
 * With `ignoreTables` every table counts as free (for the rule check before the locked assignment).
 */
export function rawSessions(
  day: SiteDay,
  date: string,
  partySize: number,
  now: number,
  ignoreTables = false,
): Session[] {
  const weekday = isoWeekdayOf(date);
  const stay = stayMinutes(partySize, day.site.stay_minutes);
  const instantOf = dayClock(date);
  const suspended = suspendedOn(day.stops, date, weekday);
  const { max_group_online: largestGroup, lead_minutes: leadMinutes } = day.site;
  return slotTimes(day.site.opening_hours, weekday, day.site.slot_interval_minutes).map((session) => ({
    session_name: session.session_name,
    seating_areas: [{ seating_area_uid: day.seatingAreaUid }],
    times: session.times.map((time) => {
      const start = instantOf(time);
      const bookableOnline =
        isGroupOnline(partySize, largestGroup) && !isClosedOnline(start, leadMinutes, now);
      const free =
        bookableOnline && (ignoreTables || tablesForStay(day, start, stay, partySize) !== undefined);
      return { time, is_available: bookableOnline && free, online_suspended: suspended(time) };
    }),
  }));
}

export interface RuleContext {
  flow?: FlowRules;
  dealCode?: string;
}

/** The slot query the shared rules take, for this site and day. */
export function slotQuery(
  day: SiteDay,
  date: string,
  partySize: number,
  sessions: Session[],
  context: RuleContext,
): SlotQuery {
  return {
    date,
    partySize,
    sessions,
    site: { id: day.site.id, extra: day.site.extra },
    ...(context.flow ? { flow: context.flow } : {}),
    ...(context.dealCode ? { dealCode: context.dealCode } : {}),
  };
}

/**
 * The answer for one party size: the shared rules decide which slots exist (Christmas, year end,
 * closures, site window, flow); suspended slots stay in the answer flagged, as the spec's shape has it.
 */
export function availabilityDay(
  day: SiteDay,
  date: string,
  partySize: number,
  now: number,
  context: RuleContext,
): AvailabilityDay {
  const raw = rawSessions(day, date, partySize, now);
  // Most days have no online stop: their sessions go through the rules as they are.
  if (!raw.some((session) => session.times.some((slot) => slot.online_suspended))) {
    const sessions = visibleSessions(slotQuery(day, date, partySize, raw, context)).filter(
      (session) => session.times.length > 0,
    );
    return { date, sessions };
  }
  const suspended = new Set(
    raw.flatMap((session) =>
      session.times
        .filter((slot) => slot.online_suspended)
        .map((slot) => `${session.session_name} ${slot.time}`),
    ),
  );
  // Run the rules as if nothing were suspended, then put the flag back: the widget hides those itself.
  const unsuspended = raw.map((session) => ({
    ...session,
    times: session.times.map((slot) => ({ ...slot, online_suspended: false })),
  }));
  const sessions = visibleSessions(slotQuery(day, date, partySize, unsuspended, context))
    .map((session) => ({
      ...session,
      times: session.times.map((slot) => ({
        ...slot,
        online_suspended: suspended.has(`${session.session_name} ${slot.time}`),
      })),
    }))
    .filter((session) => session.times.length > 0);
  return { date, sessions };
}

/** Alternatives: a site counts only with at least one available, non-suspended slot for the date and party. */
export function hasBookableSlot(day: SiteDay, date: string, partySize: number, now: number): boolean {
  return availabilityDay(day, date, partySize, now, {}).sessions.some((session) =>
    session.times.some((slot) => slot.is_available && !slot.online_suspended),
  );
}
