/**
 * The reminder the day before: which bookings are reminded when. Pure: the time comes in as a parameter.
 * The server runs this every few minutes through the reminder hours, so a booking made for tomorrow after an earlier
 * run is still reminded by the next one.
 */
import { amsterdamTime, type DateString, type Instant } from '../time/instant';
import { tomorrowDate } from '../time/today';

/** When reminders go out, on Amsterdam's clock: from `fromHour` up to (not at) `untilHour`. */
export interface ReminderHours {
  fromHour: number;
  untilHour: number;
}

/** Morning to evening: a reminder in the morning leaves the day to change plans; none by text at night. */
export const DEFAULT_REMINDER_HOURS: ReminderHours = { fromHour: 10, untilHour: 21 };

/**
 * The date whose bookings are reminded at `now`: tomorrow in Amsterdam while the reminder hours last, else null.
 * The hours are Amsterdam's wall clock whatever the machine's zone; tomorrow is a calendar day, so a 23- or 25-hour
 * day changes nothing.
 * @example reminderDate('2026-11-09T09:00:00Z', { fromHour: 10, untilHour: 21 }) //=> '2026-11-10' (10:00 in Amsterdam)
 * @example reminderDate('2026-11-09T08:59:00Z', { fromHour: 10, untilHour: 21 }) //=> null (09:59)
 */
export function reminderDate(now: Instant, hours: ReminderHours): DateString | null {
  const hour = Number(amsterdamTime(now).slice(0, 2));
  if (hour < hours.fromHour || hour >= hours.untilHour) return null;
  return tomorrowDate(now);
}

/** What the rule needs to know of a booking. */
export interface ReminderCandidate {
  status: 'confirmed' | 'cancelled';
  date: DateString;
  email: string;
  phone_number: string;
  /** A reminder for this booking on this date went out already. */
  reminded: boolean;
  /** Its guest asked for no more reminders (by the e-mail address or the phone number of this booking). */
  optedOut: boolean;
}

/**
 * Whether a booking is reminded at `now`: confirmed, on the reminder date, with an address or number to reach it
 * by (a walk-in has neither), not reminded for that date yet, and its guest has not opted out.
 * @example isReminderDue({ status: 'cancelled', ... }, now, hours) //=> false
 */
export function isReminderDue(booking: ReminderCandidate, now: Instant, hours: ReminderHours): boolean {
  return (
    booking.status === 'confirmed' &&
    booking.date === reminderDate(now, hours) &&
    (booking.email !== '' || booking.phone_number !== '') &&
    !booking.reminded &&
    !booking.optedOut
  );
}
