/**
 * Demand turned away: the widget's searches that found no bookable time, per restaurant and day, and where those
 * guests booked later in the same widget visit (elsewhere in the chain, here at another time, or nowhere). Pure: the
 * server reads the searches grouped (server/db/turned-away.ts), this counts them.
 */
import { dayPart, type DayPart } from '../time/day-part';

/** The parts of the day a search may ask for: a day part, or `day` for a whole day's times. */
export const ASKED_PARTS = ['day', 'morning', 'afternoon', 'evening'] as const satisfies ReadonlyArray<
  'day' | DayPart
>;
export type AskedPart = (typeof ASKED_PARTS)[number];

/** A time as the availability answer gives it, or as the widget shows it (no `online_suspended`: already left out). */
interface OfferedTime {
  time: string;
  is_available: boolean;
  online_suspended?: boolean;
}

/**
 * Whether a search found a time to book: a time in the part of the day asked for (any time for `day`) that is
 * available and not stopped online. The widget asks it of the times it shows, and the server again of the day before
 * it counts a search as turned away.
 * @example hasBookableTime([{ time: '12:00', is_available: true }], 'evening') //=> false
 * @example hasBookableTime([{ time: '19:00', is_available: true, online_suspended: true }], 'day') //=> false
 */
export function hasBookableTime(times: readonly OfferedTime[], part: AskedPart): boolean {
  return times.some(
    (slot) => slot.is_available && !slot.online_suspended && (part === 'day' || dayPart(slot.time) === part),
  );
}

/** Where a guest turned away went: a booking at another restaurant, one here at another time, or none. */
export type TurnedAwayOutcome = 'elsewhere' | 'here' | 'nowhere';

/** Searches of one restaurant's day that share what was asked and where they went, as the database counts them. */
export interface TurnedAwayGroup {
  site_id: string;
  /** The date the guest asked for. */
  date: string;
  day_part: AskedPart;
  /** The restaurant of the booking made later in the same visit, while it stands (not cancelled); else null. */
  booked_site_id: string | null;
  searches: number;
  /** The guests of those searches (their party sizes added up). */
  guests: number;
}

export interface TurnedAwayFigures {
  searches: number;
  guests: number;
  booked_elsewhere: number;
  booked_here: number;
  booked_nowhere: number;
  /** Searches per part of the day asked for. */
  by_day_part: Record<AskedPart, number>;
}

/** A restaurant's turned-away figures over a range, and per day that had any (in date order). */
export interface SiteTurnedAway extends TurnedAwayFigures {
  site_id: string;
  days: Array<TurnedAwayFigures & { date: string }>;
}

/**
 * Where a search's guest went: no standing booking is nowhere; a booking at the restaurant searched is here (at
 * another time, date or party size: the one searched had none); any other restaurant is elsewhere in the chain.
 * @example turnedAwayOutcome({ site_id: 'a', booked_site_id: 'b' }) //=> 'elsewhere'
 * @example turnedAwayOutcome({ site_id: 'a', booked_site_id: null }) //=> 'nowhere'
 */
export function turnedAwayOutcome(
  group: Pick<TurnedAwayGroup, 'site_id' | 'booked_site_id'>,
): TurnedAwayOutcome {
  if (group.booked_site_id === null) return 'nowhere';
  return group.booked_site_id === group.site_id ? 'here' : 'elsewhere';
}

const OUTCOME_FIELD = {
  elsewhere: 'booked_elsewhere',
  here: 'booked_here',
  nowhere: 'booked_nowhere',
} as const satisfies Record<TurnedAwayOutcome, keyof TurnedAwayFigures>;

/**
 * The figures of some groups of searches: every search counts once, in exactly one outcome and one part of the day,
 * so the outcomes (and the parts) add up to the searches.
 * @example turnedAwayFigures([{ site_id: 'a', date: '2026-12-05', day_part: 'day', booked_site_id: 'b', searches: 2, guests: 8 }]).booked_elsewhere //=> 2
 */
export function turnedAwayFigures(groups: readonly TurnedAwayGroup[]): TurnedAwayFigures {
  const figures: TurnedAwayFigures = {
    searches: 0,
    guests: 0,
    booked_elsewhere: 0,
    booked_here: 0,
    booked_nowhere: 0,
    by_day_part: { day: 0, morning: 0, afternoon: 0, evening: 0 },
  };
  for (const group of groups) {
    figures.searches += group.searches;
    figures.guests += group.guests;
    figures[OUTCOME_FIELD[turnedAwayOutcome(group)]] += group.searches;
    figures.by_day_part[group.day_part] += group.searches;
  }
  return figures;
}

/**
 * Each restaurant's figures, in the order given, with its days that had a search turned away, in date order; a
 * restaurant without any has zeros and no days.
 */
export function turnedAwayBySite(
  siteIds: readonly string[],
  groups: readonly TurnedAwayGroup[],
): SiteTurnedAway[] {
  return siteIds.map((siteId) => {
    const own = groups.filter((group) => group.site_id === siteId);
    const dates = [...new Set(own.map((group) => group.date))].sort();
    return {
      site_id: siteId,
      ...turnedAwayFigures(own),
      days: dates.map((date) => ({
        date,
        ...turnedAwayFigures(own.filter((group) => group.date === date)),
      })),
    };
  });
}
