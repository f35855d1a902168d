import type { FlowRules } from '../promotions/types';
import type { SiteExtra } from '../sites/types';
import { applyChristmasRules, isChristmasDay } from './christmas';
import { isSpeciallyClosed } from './closures';
import { isShownOnline } from './online';
import { isWithinSiteWindow } from './site-window';
import type { CalendarDate, Session, SessionSlot, TimeSlot } from './types';
import { slotRefusal, type SlotRefusal } from './refusal';
import { applyYearEndRule } from './year-end';

/** Everything the slot rules look at. The date comes in as a parameter: no clock is read. */
export interface SlotQuery {
  /** 'YYYY-MM-DD' in Europe/Amsterdam. */
  date: CalendarDate;
  partySize: number;
  /** days[0].sessions of the availability answer. */
  sessions: readonly Session[];
  /** The target site, for its online window (extra.min/max_atbl_timeslot) and, by default, its id. */
  site?: { id?: string; extra?: Pick<SiteExtra, 'min_atbl_timeslot' | 'max_atbl_timeslot'> };
  /** The restaurant; defaults to site.id. */
  locationId?: string;
  /** The promotion flow the guest is in, with its rules (shared/promotions flowRules): makes the flow location-restricted. */
  flow?: FlowRules;
  /** A one-time deal code, which may extend the flow's calendar. */
  dealCode?: string;
  /** Extra Christmas days, 'MM-DD' (every year) or 'YYYY-MM-DD'. */
  christmasExtraDays?: readonly string[];
}

/** The day-level part of a query, for calendars that have no availability yet. */
export type DayQuery = Omit<SlotQuery, 'sessions'>;

function locationOf(query: DayQuery): string | undefined {
  return query.locationId ?? query.site?.id;
}

/**
 * Why the whole day is empty before any slot is looked at, or undefined when it is open:
 * a special closure, or the flow refusing the day (calendar, location dates, group, location).
 */
export function dayRefusal(query: DayQuery): SlotRefusal | undefined {
  const locationId = locationOf(query);
  if (isSpeciallyClosed(query.date, locationId)) return slotRefusal('special_closure');
  if (!query.flow) return undefined;
  const options = query.dealCode ? { dealCode: query.dealCode } : {};
  return query.flow.dayRefusals(locationId ?? '', query.date, query.partySize, options)[0];
}

/** Whether the day can have slots at all; for the date picker. */
export function isDayOpen(query: DayQuery): boolean {
  return dayRefusal(query) === undefined;
}

/** The per-slot rules, in order: not suspended, inside the site window, and in a flow: available and passing the flow. */
function passesSlotRules(query: SlotQuery, slot: TimeSlot): boolean {
  if (!isShownOnline(slot)) return false;
  if (!isWithinSiteWindow(slot.time, query.site?.extra)) return false;
  if (!query.flow) return true;
  // In a location-restricted flow only available slots count.
  if (!slot.is_available) return false;
  return query.flow.timeRefusals(locationOf(query) ?? '', query.date, slot.time).length === 0;
}

/** The day rules on a list of slots: Christmas sittings, then New Year's Eve. */
function applyDayRules<T extends TimeSlot>(query: SlotQuery, slots: readonly T[]): T[] {
  const christmas = isChristmasDay(query.date, query.christmasExtraDays)
    ? applyChristmasRules(slots, query.partySize)
    : [...slots];
  return applyYearEndRule(query.date, christmas);
}

/**
 * The sessions with only the slots a guest may see, every slot rule applied in order:
 * special closures, the flow's day (calendar, location dates, group size, location taking part),
 * online_suspended, the site window, the flow's slot rules (available, start..end, filters,
 * blocking rules), Christmas, New Year's Eve. Unavailable slots stay visible outside flows.
 */
export function visibleSessions(query: SlotQuery): Session[] {
  const emptyDay = !isDayOpen(query);
  return query.sessions.map((session) => ({
    ...session,
    times: emptyDay
      ? []
      : applyDayRules(
          query,
          session.times.filter((slot) => passesSlotRules(query, slot)),
        ),
  }));
}

/** The visible slots, flattened with their session name, in session order. */
export function visibleSlots(query: SlotQuery): SessionSlot[] {
  return visibleSessions(query).flatMap((session) =>
    session.times.map((slot) => ({ ...slot, session_name: session.session_name })),
  );
}

/** The visible slots that can be booked: is_available as well. */
export function bookableSlots(query: SlotQuery): SessionSlot[] {
  return visibleSlots(query).filter((slot) => slot.is_available);
}
