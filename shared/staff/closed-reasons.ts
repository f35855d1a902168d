/**
 * Why a time is closed online, rule by rule: the host stand's answer to "why can the guest not book 19:00 for 4?".
 *
 * The verdict is checkSlot's, on the very query the widget's times and the booking's re-check come from (the server
 * builds it with rawSessions and slotQuery, server/domain/availability.ts). Each reason is named by the rule that
 * decides it: the slot rules of shared/slots, the promotion's one evaluator (shared/promotions), and what the server
 * measured of the restaurant with the functions rawSessions decides by (opening hours, blocks, the lead time, the
 * largest group online, the tables). Every rule that closes the time is listed, not only the first. Pure: the clock
 * comes in with the facts.
 */
import type { OpeningHours } from '../api/types';
import { CHRISTMAS_LARGE_GROUP } from '../constants';
import { blockingRuleHit } from '../promotions/blocking/index';
import type { RefusalCode } from '../promotions/refusals';
import type { FlowRules, Promotion } from '../promotions/types';
import { blocksAt, type Block } from './blocks';
import { isOpenAt } from './move';
import { isoWeekdayOf } from '../time/calendar';
import { combineDateTime } from '../time/instant';
import { applyChristmasRules, isChristmasDay } from '../slots/christmas';
import { isSpeciallyClosed } from '../slots/closures';
import { hasBegun } from '../slots/offer';
import { isClosedOnline, isGroupOnline } from '../slots/online';
import { checkSlot, findRawSlot, type SlotRefusalCode, type SlotRequest } from '../slots/slot-check';
import { isWithinSiteWindow } from '../slots/site-window';
import type { TimeSlot } from '../slots/types';
import { applyYearEndRule } from '../slots/year-end';

/** A booking that holds a table the party could have had: what the host needs to find it on the sheet. */
export interface TableHolder {
  number: string;
  /** The guest's name; empty for a walk-in who gave none. */
  name: string;
  /** Its start, 'HH:mm'. */
  time: string;
  /** The tables of the party's that it holds, by label. */
  tables: string[];
}

/** The restaurant's tables for this party at this time, for its whole stay. */
export interface TableFacts {
  /** The tables a booking made now would get, by label (one, or a combination); empty when none is free. */
  assigned: string[];
  /** How many free tables seat the party on their own. */
  free_fitting: number;
  /** Whether some table or combination seats the party when every table is free. */
  any_fits: boolean;
  /** When nothing is free: the bookings holding the tables that would seat the party. */
  held_by: TableHolder[];
  /** When nothing is free: the tables out of service that day that could have seated the party, and why. */
  out_of_service: OutOfServiceTable[];
}

/** A table out of service on the day asked about (migration 0069), by label, with the manager's reason. */
export interface OutOfServiceTable {
  label: string;
  reason: string;
}

/** What the server measured of the restaurant, with the functions rawSessions decides by. */
export interface RestaurantFacts {
  /** The opening hours of the week (the raw sessions' times are made from them). */
  openingHours: readonly OpeningHours[];
  /** Minutes between two slot times. */
  intervalMinutes: number;
  /** How long before its start a time closes online. */
  leadMinutes: number;
  /** The largest party that books online here. */
  largestGroup: number;
  /** Every block of online booking of the restaurant, with its reason (the rule picks the ones at this time). */
  blocks: ReadonlyArray<Pick<Block, 'date' | 'weekday' | 'from_time' | 'to_time' | 'reason'>>;
  tables: TableFacts;
  /** The clock, epoch ms. */
  now: number;
}

type Period = OpeningHours['periods'][number];

/** One rule that closes the time, with what its words need. Codes of the slot rules are theirs (./refusal.ts). */
export type ClosedReason =
  | { code: 'special_closure' }
  | { code: 'outside_opening_hours'; periods: Period[] }
  | { code: 'not_a_slot_time'; interval_minutes: number }
  | { code: 'online_suspended'; from_time: string; to_time: string; reason: string; weekday: number | null }
  | { code: 'time_outside_window'; from: string | null; to: string | null }
  | { code: 'has_begun' }
  | { code: 'inside_lead_time'; lead_minutes: number }
  | { code: 'group_too_large'; largest_group: number }
  | { code: 'no_table_fits' }
  | { code: 'tables_taken'; bookings: TableHolder[] }
  | { code: 'tables_out_of_service'; tables: OutOfServiceTable[] }
  | PromotionReason
  | { code: 'christmas'; large_group: boolean }
  | { code: 'new_years_eve' }
  | { code: 'not_offered'; refusal: SlotRefusalCode };

/** A promotion's refusal, with the promotion's own figures its words name. */
export interface PromotionReason {
  code: 'promotion';
  promotion: string;
  title: Promotion['title'];
  refusal: RefusalCode;
  /** A group bound. */
  value?: number;
  /** A window of times, 'HH:mm', either end open. */
  from?: string;
  to?: string;
  /** The promotion's first or last day. */
  date?: string;
  /** Weekdays it is not offered, ISO (1 = Monday). */
  weekdays?: number[];
}

/** The answer: open online or not, every rule that closes it, and the tables for the party. */
export interface TimeExplanation {
  open: boolean;
  reasons: ClosedReason[];
  tables: TableFacts;
}

type ClosingRule = (request: SlotRequest, facts: RestaurantFacts) => ClosedReason[];

const locationOf = (request: SlotRequest): string => request.locationId ?? request.site?.id ?? '';
/** The asked time as a slot with nothing else against it, for the day rules that drop slots from a list. */
const slotAt = (time: string): TimeSlot => ({ time, is_available: true, online_suspended: false });

const specialClosure: ClosingRule = (request) =>
  isSpeciallyClosed(request.date, locationOf(request)) ? [{ code: 'special_closure' }] : [];

/** A time the raw sessions lack: the restaurant is closed then, or it is between two slot times. */
const openingHours: ClosingRule = (request, facts) => {
  if (findRawSlot(request)) return [];
  if (isOpenAt(facts.openingHours, request.date, request.time))
    return [{ code: 'not_a_slot_time', interval_minutes: facts.intervalMinutes }];
  const weekday = isoWeekdayOf(request.date);
  const periods = facts.openingHours.find((day) => day.weekday === weekday)?.periods ?? [];
  return [{ code: 'outside_opening_hours', periods: [...periods] }];
};

const blocks: ClosingRule = (request, facts) =>
  blocksAt(facts.blocks, request.date, request.time).map((block) => ({
    code: 'online_suspended',
    from_time: block.from_time,
    to_time: block.to_time,
    reason: block.reason,
    weekday: block.date ? null : block.weekday,
  }));

const siteWindow: ClosingRule = (request) => {
  const extra = request.site?.extra;
  if (isWithinSiteWindow(request.time, extra)) return [];
  return [
    {
      code: 'time_outside_window',
      from: extra?.min_atbl_timeslot || null,
      to: extra?.max_atbl_timeslot || null,
    },
  ];
};

const clock: ClosingRule = (request, facts) => {
  if (hasBegun(request.date, request.time, facts.now)) return [{ code: 'has_begun' }];
  const startsAt = combineDateTime(request.date, request.time);
  return isClosedOnline(startsAt, facts.leadMinutes, facts.now)
    ? [{ code: 'inside_lead_time', lead_minutes: facts.leadMinutes }]
    : [];
};

const largestGroup: ClosingRule = (request, facts) =>
  isGroupOnline(request.partySize, facts.largestGroup)
    ? []
    : [{ code: 'group_too_large', largest_group: facts.largestGroup }];

// A table out of service is named first: with it back, the party might sit; without it, what is left says the rest.
const tables: ClosingRule = (_, { tables: facts }) => {
  if (facts.assigned.length > 0) return [];
  const out: ClosedReason[] =
    facts.out_of_service.length > 0 ? [{ code: 'tables_out_of_service', tables: facts.out_of_service }] : [];
  if (!facts.any_fits) return out.length > 0 ? out : [{ code: 'no_table_fits' }];
  return [...out, { code: 'tables_taken', bookings: facts.held_by }];
};

/** A promotion refusal with the figures of the promotion its words name. */
function promotionReason(request: SlotRequest, flow: FlowRules, refusal: RefusalCode): PromotionReason {
  const { promotion } = flow;
  const reason: PromotionReason = {
    code: 'promotion',
    promotion: promotion.name,
    title: promotion.title,
    refusal,
  };
  const location = promotion.locations.find((entry) => entry.id === locationOf(request));
  switch (refusal) {
    case 'date_before_start':
      return { ...reason, ...(promotion.startDate ? { date: promotion.startDate } : {}) };
    case 'date_after_end': {
      const end = (request.dealCode && promotion.oneTimeDealCode?.endDate) || promotion.endDate;
      return { ...reason, ...(end ? { date: end } : {}) };
    }
    case 'weekday_excluded':
      return { ...reason, weekdays: [...(promotion.excludedDaysOfWeek ?? [])] };
    case 'group_too_small':
      return { ...reason, ...(promotion.minGroupSize ? { value: promotion.minGroupSize } : {}) };
    case 'group_too_large':
      return { ...reason, ...(promotion.maxGroupSize ? { value: promotion.maxGroupSize } : {}) };
    case 'time_outside_window':
      return {
        ...reason,
        ...(location?.start_time ? { from: location.start_time } : {}),
        ...(location?.end_time ? { to: location.end_time } : {}),
      };
    case 'blocked': {
      const rule = blockingRuleHit(locationOf(request), request.date, request.time);
      return { ...reason, ...(rule ? { from: rule.from, to: rule.to } : {}) };
    }
    default:
      return reason;
  }
}

/** Every refusal of the promotion: its day (calendar, group, taking part) and, where it takes part, the time. */
const promotion: ClosingRule = (request) => {
  const { flow } = request;
  if (!flow) return [];
  const location = locationOf(request);
  const options = request.dealCode ? { dealCode: request.dealCode } : {};
  const day = flow.dayRefusals(location, request.date, request.partySize, options);
  const notHere = day.some((refusal) => refusal.code === 'location_not_in_flow');
  const refusals = notHere ? day : [...day, ...flow.timeRefusals(location, request.date, request.time)];
  return refusals.map((refusal) => promotionReason(request, flow, refusal.code));
};

const christmas: ClosingRule = (request) =>
  isChristmasDay(request.date, request.christmasExtraDays) &&
  applyChristmasRules([slotAt(request.time)], request.partySize).length === 0
    ? [{ code: 'christmas', large_group: request.partySize > CHRISTMAS_LARGE_GROUP }]
    : [];

const newYearsEve: ClosingRule = (request) =>
  applyYearEndRule(request.date, [slotAt(request.time)]).length === 0 ? [{ code: 'new_years_eve' }] : [];

/** The rules in the order the host reads them: the day, the time, the party, the tables, the offer, the feast days. */
const CLOSING_RULES: readonly ClosingRule[] = [
  specialClosure,
  openingHours,
  blocks,
  siteWindow,
  clock,
  largestGroup,
  tables,
  promotion,
  christmas,
  newYearsEve,
];

/**
 * Whether a time is open online, and if not every rule that closes it. Should no rule name itself while checkSlot
 * refuses (a rule this list does not know yet), checkSlot's own refusal code is the reason: never closed for nothing.
 * @example explainTime({ ...query, time: '23:00' }, facts).reasons //=> [{ code: 'outside_opening_hours', periods }]
 */
export function explainTime(request: SlotRequest, facts: RestaurantFacts): TimeExplanation {
  const check = checkSlot(request);
  if (check.bookable) return { open: true, reasons: [], tables: facts.tables };
  const reasons = CLOSING_RULES.flatMap((rule) => rule(request, facts));
  return {
    open: false,
    reasons: reasons.length > 0 ? reasons : [{ code: 'not_offered', refusal: check.refusal.code }],
    tables: facts.tables,
  };
}
