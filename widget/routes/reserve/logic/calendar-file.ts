/** Add-to-calendar for a booked table: the API's .ics download and a Google Calendar link. Pure. */
import { amsterdamDate, amsterdamTime } from '../../../../shared/time/instant';

export interface CalendarEvent {
  title: string;
  details: string;
  location: string;
  date: string;
  time: string;
  /** When the table is free again, as the API answers it (the reservation's ends_at, an ISO instant). */
  endsAt: string;
}

/**
 * Start and end as Amsterdam wall-clock stamps ('20261122T190000'); Google reads them with ctz=Europe/Amsterdam.
 * The end is the reservation's own ends_at, so the link and the API's .ics end at the same moment.
 * @example eventSpan({ date: '2026-12-31', time: '23:00', endsAt: '2027-01-01T00:30:00Z' }).end //=> '20270101T013000'
 */
export function eventSpan({ date, time, endsAt }: Pick<CalendarEvent, 'date' | 'time' | 'endsAt'>): {
  start: string;
  end: string;
} {
  const stamp = (day: string, clock: string) => `${day.replace(/-/g, '')}T${clock.replace(':', '')}00`;
  return { start: stamp(date, time), end: stamp(amsterdamDate(endsAt), amsterdamTime(endsAt)) };
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
