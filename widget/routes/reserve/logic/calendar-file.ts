/** Add-to-calendar for a booked table: the API's .ics download and a Google Calendar link. Pure. */

export interface CalendarEvent {
  title: string;
  details: string;
  location: string;
  date: string;
  time: string;
  /** Minutes put in the calendar for the table; 120 when not given. */
  durationMinutes?: number;
}

/**
 * Start and end as Amsterdam wall-clock stamps ('20261122T190000'); Google reads them with ctz=Europe/Amsterdam,
 * so no zone arithmetic happens here (UTC serves only as a clock without daylight saving).
 * @example eventSpan({ date: '2026-12-31', time: '23:00', durationMinutes: 120 }).end //=> '20270101T010000'
 */
export function eventSpan({
  date,
  time,
  durationMinutes = 120,
}: Pick<CalendarEvent, 'date' | 'time' | 'durationMinutes'>): { start: string; end: string } {
  const start = Date.parse(`${date}T${time}Z`);
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15);
  return { start: stamp(start), end: stamp(start + durationMinutes * 60_000) };
}

/**
 * The booking's calendar file: the API renders it (RFC 5545, the same event as the confirmation e-mail), so the
 * success page needs only a link. The reservation id in the path is the credential a link can carry.
 */
export function icsUrl(
  apiBase: string,
  reservation: { site_id: string; id: string },
  language: string,
): string {
  return `${apiBase.replace(/\/+$/, '')}/sites/${reservation.site_id}/reservations/${reservation.id}/calendar.ics?lang=${language}`;
}

/** A Google Calendar 'create event' link. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const { start, end } = eventSpan(event);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${start}/${end}`,
    ctz: 'Europe/Amsterdam',
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** A route to the restaurant in a map (Google Maps directions); coordinates need no escaping, the comma is %2C. */
export const routeUrl = (site: {
  lat: number;
  long: number;
  name: string;
  address?: string;
  city?: string;
}): string => `https://www.google.com/maps/dir/?api=1&destination=${site.lat}%2C${site.long}`;
