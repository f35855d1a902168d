/**
 * A booking taken at the stand for any day: by phone, by e-mail or at the door. The restaurant is not held to what
 * only guests online are held to (the largest group online, an online block, the lead time), but each of those it
 * passes is an override the host confirms by name, and the audit keeps. It is held to what holds for everyone: a
 * start still ahead, inside the opening hours, and a free table (the server seats it under the day's lock, as a
 * guest's booking). Pure: the server and the staff app judge a booking with these same functions.
 */
import type * as v from 'valibot';
import type { NeededOverrideSchema } from '../api/answers';
import type { OpeningHours } from '../api/types';
import { isClosedOnline, isGroupOnline } from '../slots/online';
import { minutesOfDay } from '../time/clock';
import { combineDateTime, toEpochMs, type DateString, type Instant, type TimeString } from '../time/instant';
import { blocksAt } from './blocks';
import { isOpenAt } from './move';

/** The longest note a booking keeps, as the widget's. */
export const STAND_NOTES_MAX_LENGTH = 500;
/** The longest reason a cancellation at the stand gives. */
export const CANCEL_REASON_MAX_LENGTH = 200;

/** An online-only limit a booking at the stand may pass, when the host says so. */
export const STAND_OVERRIDES = ['largest_group', 'online_block', 'lead_time'] as const;
export type StandOverride = (typeof STAND_OVERRIDES)[number];

/** Why the stand cannot take a booking, whatever the host says. */
export type StandRefusal = 'booking_in_past' | 'booking_closed';

/** What the rules need of the restaurant: its own settings and the blocks it set. */
export interface StandSite {
  opening_hours: readonly OpeningHours[];
  lead_minutes: number;
  max_group_online: number;
  /** Online blocks, on a date or every week on a weekday (1 = Monday). */
  blocks: ReadonlyArray<{
    date: string | null;
    weekday: number | null;
    from_time: string;
    to_time: string;
    reason: string;
  }>;
}

/** The booking asked for. */
export interface StandWish {
  date: DateString;
  time: TimeString;
  party_size: number;
}

/** One override the booking needs, with what the host reads about it (the API's NeededOverrideSchema). */
export type NeededOverride = v.InferOutput<typeof NeededOverrideSchema>;

export type StandCheck = { refusal: StandRefusal } | { refusal: null; overrides: NeededOverride[] };

/**
 * What the stand may do with a booking before the tables are looked at: refused (a start that has passed, a time the
 * restaurant is closed), or taken with the overrides it needs, each named (none for a booking a guest could make).
 * @example checkStandBooking(site, { date: '2026-12-05', time: '19:00', party_size: 16 }, now)
 * //=> { refusal: null, overrides: [{ rule: 'largest_group', limit: 14 }] }
 * @example checkStandBooking(site, { date: '2026-12-05', time: '03:00', party_size: 2 }, now) //=> { refusal: 'booking_closed' }
 */
export function checkStandBooking(site: StandSite, wish: StandWish, now: Instant): StandCheck {
  const start = combineDateTime(wish.date, wish.time);
  if (start <= toEpochMs(now)) return { refusal: 'booking_in_past' };
  if (!isOpenAt(site.opening_hours, wish.date, wish.time)) return { refusal: 'booking_closed' };
  return { refusal: null, overrides: onlineLimitsPassed(site, wish, now) };
}

/**
 * Each online-only limit a booking for this date, time and party passes, named with what it was: the largest group
 * online, an online block (its reason and hours), the lead time.
 * @example onlineLimitsPassed(site, { date: '2026-12-05', time: '19:00', party_size: 16 }, now) //=> [{ rule: 'largest_group', limit: 14 }]
 */
export function onlineLimitsPassed(site: StandSite, wish: StandWish, now: Instant): NeededOverride[] {
  const overrides: NeededOverride[] = [];
  if (!isGroupOnline(wish.party_size, site.max_group_online))
    overrides.push({ rule: 'largest_group', limit: site.max_group_online });
  const [block] = blocksAt(site.blocks, wish.date, wish.time);
  if (block)
    overrides.push({
      rule: 'online_block',
      reason: block.reason,
      from_time: block.from_time,
      to_time: block.to_time,
    });
  if (isClosedOnline(combineDateTime(wish.date, wish.time), site.lead_minutes, toEpochMs(now)))
    overrides.push({ rule: 'lead_time', minutes: site.lead_minutes });
  return overrides;
}

/**
 * The online-only limits a booking moved at the stand newly passes. What the booking already had stays granted: a
 * party that does not grow needs no new word on the largest group, and a start that stays (a party changed once
 * they sit) is no new decision on the lead time or a block.
 * @example moveOverrides(site, { date: '2026-12-05', time: '19:00', party_size: 16 }, { date: '2026-12-06', time: '19:00', party_size: 16 }, now) //=> []
 * @example moveOverrides(site, { date: '2026-12-05', time: '19:00', party_size: 12 }, { date: '2026-12-05', time: '19:00', party_size: 16 }, now) //=> [{ rule: 'largest_group', limit: 14 }]
 */
export function moveOverrides(
  site: StandSite,
  booking: StandWish,
  wish: StandWish,
  now: Instant,
): NeededOverride[] {
  const startMoves = booking.date !== wish.date || minutesOfDay(booking.time) !== minutesOfDay(wish.time);
  return onlineLimitsPassed(site, wish, now).filter((override) =>
    override.rule === 'largest_group' ? wish.party_size > booking.party_size : startMoves,
  );
}

/**
 * The overrides a booking needs that the host has not confirmed: the server books only when this is empty.
 * @example unconfirmedOverrides([{ rule: 'lead_time', minutes: 120 }], ['lead_time']) //=> []
 */
export function unconfirmedOverrides(
  needed: readonly NeededOverride[],
  confirmed: readonly StandOverride[],
): NeededOverride[] {
  return needed.filter((override) => !confirmed.includes(override.rule));
}

/**
 * Whether a booking made ahead has a way to reach the guest: a phone number or an e-mail address. Only a walk-in,
 * seated now, may have neither.
 * @example hasContact({ phone_number: '', email: 'a@b.nl' }) //=> true
 */
export function hasContact(contact: { phone_number: string; email: string }): boolean {
  return contact.phone_number.trim() !== '' || contact.email.trim() !== '';
}
