/** Add-to-calendar for a booked table: the API's .ics download and a Google Calendar link. Pure. */
import { addDays } from './calendar';

export interface CalendarEvent {
  title: string;
  details: string;
  location: string;
  date: string;
  time: string;
  durationMinutes: number;
}

const ZONE = 'Europe/Amsterdam';

/**
 * Start and end as Amsterdam wall-clock stamps ('20261122T190000'); Google reads them with ctz=Europe/Amsterdam,
 * so no zone arithmetic happens here.
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

/**
 * The booking's calendar file: the API renders it (RFC 5545, the same event as the confirmation e-mail), so the
 * success page needs only a link. The reservation id in the path is the credential a link can carry.
 */
export function icsUrl(apiBase: string, reservation: { site_id: string; id: string }, language: string): string {
  return `${apiBase.replace(/\/+$/, '')}/sites/${reservation.site_id}/reservations/${reservation.id}/calendar.ics?lang=${language}`;
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
