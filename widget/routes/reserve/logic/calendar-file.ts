/** Add-to-calendar for a booked table: an .ics file and a Google Calendar link. Pure. */
import { addDays } from './calendar';

export interface CalendarEvent {
  uid: string;
  title: string;
  details: string;
  location: string;
  date: string;
  time: string;
  durationMinutes: number;
}

const ZONE = 'Europe/Amsterdam';

/** UTC stamp as iCalendar and Google want it: 20261122T163000Z. */
export function utcStamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

// RFC 5545 text escaping: backslash, semicolon, comma, newline.
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

/**
 * Start and end as Amsterdam wall-clock stamps ('20261122T190000'); calendars read them with
 * TZID=Europe/Amsterdam (ics) or ctz (Google), so no zone arithmetic happens here.
 * @example eventSpan({ date: '2026-12-31', time: '23:00', durationMinutes: 120 }).end //=> '20270101T010000'
 */
export function eventSpan(event: Pick<CalendarEvent, 'date' | 'time' | 'durationMinutes'>): { start: string; end: string } {
  const [hours, minutes] = event.time.split(':').map(Number) as [number, number];
  const total = hours * 60 + minutes + event.durationMinutes;
  const endDate = addDays(event.date, Math.floor(total / 1440));
  const clock = (date: string, minuteOfDay: number) =>
    `${date.replace(/-/g, '')}T${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}${String(minuteOfDay % 60).padStart(2, '0')}00`;
  return { start: clock(event.date, hours * 60 + minutes), end: clock(endDate, total % 1440) };
}

/** An iCalendar file (RFC 5545) with one event; lines end in CRLF. */
export function icsFile(event: CalendarEvent, nowMs: number): string {
  const { start, end } = eventSpan(event);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tafel//Reservation//EN',
    'BEGIN:VEVENT',
    `UID:${event.uid}@tafel`,
    `DTSTAMP:${utcStamp(nowMs)}`,
    `DTSTART;TZID=${ZONE}:${start}`,
    `DTEND;TZID=${ZONE}:${end}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.details)}`,
    `LOCATION:${escapeText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A Google Calendar 'create event' link. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const { start, end } = eventSpan(event);
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates: `${start}/${end}`, ctz: ZONE, details: event.details, location: event.location });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** A route to the restaurant in a map (Google Maps directions). */
export function routeUrl(site: { lat: number; long: number; name: string; address?: string; city?: string }): string {
  const params = new URLSearchParams({ api: '1', destination: `${site.lat},${site.long}` });
  return `https://www.google.com/maps/dir/?${params}`;
}
