/**
 * The calendar file of a booking e-mail (RFC 5545, scheduled per RFC 5546). Times are converted
 * from Europe/Amsterdam to UTC, so no VTIMEZONE block is needed and every client agrees on the hour.
 */
import { combineDateTime } from '../../shared/time/instant.js';
import { toIcsUtc } from './format.js';
import type { BookingKind, ReservationDetails } from './types.js';

export interface CalendarEventInput {
  kind: BookingKind;
  reservation: ReservationDetails;
  summary: string;
  description: string;
  manageUrl?: string;
  /** When the message was written; DTSTAMP, and the source of SEQUENCE. */
  issuedAtMs: number;
  organizerEmail: string;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

// Changes must carry a higher SEQUENCE than what the guest's calendar holds. Seconds since
// 2024-01-01 grow with every message about the reservation without storing a version number.
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);
function sequenceFor(issuedAtMs: number): number {
  return Math.max(0, Math.floor((issuedAtMs - SEQUENCE_EPOCH_MS) / 1000));
}

/**
 * A VCALENDAR with one VEVENT. A new or changed booking is METHOD:PUBLISH (the guest's calendar takes the event as
 * it is: the guest is not an attendee invited to an organiser's meeting, so there is no ATTENDEE and nothing to
 * answer); a cancellation is METHOD:CANCEL with the same UID, STATUS:CANCELLED and a higher SEQUENCE.
 */
export function buildCalendarFile(input: CalendarEventInput): string {
  const { reservation } = input;
  const cancelled = input.kind === 'booking_cancelled';
  const startMs = combineDateTime(reservation.date, reservation.time);
  const endMs = startMs + reservation.duration_minutes * 60_000;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tafel//Reservations//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${reservation.id}@tafel`,
    `DTSTAMP:${toIcsUtc(input.issuedAtMs)}`,
    `SEQUENCE:${sequenceFor(input.issuedAtMs)}`,
    `DTSTART:${toIcsUtc(startMs)}`,
    `DTEND:${toIcsUtc(endMs)}`,
    `SUMMARY:${escapeIcsText(input.summary)}`,
    `LOCATION:${escapeIcsText(`${reservation.site_name}, ${reservation.site_address}`)}`,
    `DESCRIPTION:${escapeIcsText(input.description)}`,
    ...(input.manageUrl && !cancelled ? [`URL:${input.manageUrl}`] : []),
    `ORGANIZER;CN=${quoteParam(reservation.site_name)}:mailto:${input.organizerEmail}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** Parameter values with ':', ';' or ',' must be quoted; a double quote may not appear at all. */
function quoteParam(value: string): string {
  return `"${value.replace(/"/g, "'")}"`;
}
