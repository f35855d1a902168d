/**
 * Dates, times and counts as the guest reads them, in en or nl. Reservation dates and times are
 * Amsterdam wall-clock values; they are only turned into instants for the calendar file.
 */
import { dayjs } from '../../shared/time/dayjs.js';
import { outsideCurrentYear } from '../../shared/time/format-day.js';
import { hourMinute } from './html.js';
import type { BookingFacts } from './notification-words.js';
import type { NotificationLanguage, ReservationDetails } from './types.js';

/**
 * A calendar date written out: 'Friday 14 March 2025' / 'vrijdag 14 maart 2025'.
 * Parsed and formatted as a plain date, so the machine's zone cannot move it to another day.
 */
export function formatLongDate(date: string, language: NotificationLanguage): string {
  return dayjs(date).locale(language).format('dddd D MMMM YYYY');
}

/**
 * A short date for SMS: 'Fri 14 Mar' / 'vr 14 mrt', with its year when it lies outside the year the message was
 * written in (`issuedAtMs`; shared/time/format-day.ts outsideCurrentYear): 'Wed 26 May 2027'.
 */
export function formatShortDate(date: string, language: NotificationLanguage, issuedAtMs?: number): string {
  const withYear = issuedAtMs !== undefined && outsideCurrentYear(date, issuedAtMs);
  return dayjs(date)
    .locale(language)
    .format(`${language === 'nl' ? 'dd D MMM' : 'ddd D MMM'}${withYear ? ' YYYY' : ''}`);
}

/** The wall-clock time a stay ends: '19:30' + 120 minutes = '21:30' (wraps past midnight). */
export function addMinutesToClock(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** RFC 5545 UTC date-time: 20250314T183000Z. */
export function toIcsUtc(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** '1 person' / '4 people'; '1 persoon' / '4 personen'. */
export function formatPartySize(count: number, language: NotificationLanguage): string {
  if (language === 'nl') return `${count} ${count === 1 ? 'persoon' : 'personen'}`;
  return `${count} ${count === 1 ? 'person' : 'people'}`;
}

/** The facts every booking message names (number, restaurant, date both ways, time as HH:mm), in the guest's language. */
export function bookingFacts(
  reservation: ReservationDetails,
  language: NotificationLanguage,
  issuedAtMs?: number,
): BookingFacts {
  return {
    number: reservation.number,
    site: reservation.site_name,
    longDate: formatLongDate(reservation.date, language),
    shortDate: formatShortDate(reservation.date, language, issuedAtMs),
    time: hourMinute(reservation.time),
  };
}
