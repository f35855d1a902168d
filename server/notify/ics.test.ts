import { afterAll, describe, expect, it } from 'vitest';
import { renderNotification } from './render.js';
import { foldIcsLine } from './ics.js';
import type { BookingKind, BookingNotification } from './types.js';

interface ParsedCalendar {
  method: string | undefined;
  events: Array<Record<string, string>>;
}

/**
 * A strict little RFC 5545 reader for the tests: CRLF line ends, physical lines of at most 75
 * octets, unfolding, balanced BEGIN/END, one VCALENDAR. Property parameters are dropped.
 */
function parseCalendar(ics: string): ParsedCalendar {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toContain('\n');
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: string[] = [];
  const result: ParsedCalendar = { method: undefined, events: [] };
  let event: Record<string, string> | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    expect(colon).toBeGreaterThan(0);
    const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') event = {};
    } else if (name === 'END') {
      expect(stack.pop()).toBe(value);
      if (value === 'VEVENT') result.events.push(event!);
    } else if (event && stack.at(-1) === 'VEVENT') {
      event[name] = value;
    } else if (name === 'METHOD') {
      result.method = value;
    }
  }
  expect(stack).toEqual([]);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
  return result;
}

const reservationOn = (date: string, time: string, duration_minutes = 120) => ({
  number: 'P4X9TA',
  id: '0b6f2d4e-1c3a-4f7e-9d2b-5a8c7e6f1d20',
  site_name: 'Tafel Den Haag; Centrum, Plein',
  site_address: 'Plein 1, 2511 CR Den Haag',
  site_phone: '+31 70 555 0103',
  date,
  time,
  party_size: 6,
  first_name: 'Daan',
  last_name: 'Jansen',
  duration_minutes,
});

const booking = (kind: BookingKind, date: string, time: string, duration = 120): BookingNotification => ({
  kind,
  channel: 'email',
  language: 'nl',
  to: 'daan@example.nl',
  reservation: reservationOn(date, time, duration),
  manageUrl: 'https://w.example/0b6f2d4e-1c3a-4f7e-9d2b-5a8c7e6f1d20/u',
  cancelUrl: 'https://w.example/0b6f2d4e-1c3a-4f7e-9d2b-5a8c7e6f1d20/d',
});

const eventOf = (n: BookingNotification, issuedAtMs = Date.UTC(2026, 0, 2)) => {
  const calendar = parseCalendar(
    renderNotification(n, { issuedAtMs, organizerEmail: 'no-reply@tafel.example' }).ics!,
  );
  expect(calendar.events).toHaveLength(1);
  return { method: calendar.method, event: calendar.events[0]! };
};

// Amsterdam is UTC+1 in winter and UTC+2 in summer; the calendar holds the UTC instant.
const TIMES = [
  {
    rule: 'winter date: 19:30 CET is 18:30 UTC',
    date: '2026-01-15',
    time: '19:30',
    start: '20260115T183000Z',
    end: '20260115T203000Z',
  },
  {
    rule: 'summer date: 19:30 CEST is 17:30 UTC',
    date: '2026-07-15',
    time: '19:30',
    start: '20260715T173000Z',
    end: '20260715T193000Z',
  },
  {
    rule: 'spring-forward day: noon is already summer time',
    date: '2026-03-29',
    time: '12:00',
    start: '20260329T100000Z',
    end: '20260329T120000Z',
  },
  {
    rule: 'fall-back day: noon is already winter time',
    date: '2026-10-25',
    time: '12:00',
    start: '20261025T110000Z',
    end: '20261025T130000Z',
  },
  {
    rule: 'a stay past midnight ends the next day',
    date: '2026-12-31',
    time: '23:00',
    start: '20261231T220000Z',
    end: '20270101T000000Z',
  },
];

describe('the calendar file is a valid VEVENT at the right instant', () => {
  it.each(TIMES)('$rule', ({ date, time, start, end }) => {
    const { method, event } = eventOf(booking('booking_confirmed', date, time));
    // A guest is not an attendee of an organiser's meeting: the event is published to their calendar, nothing to answer.
    expect(method).toBe('PUBLISH');
    expect(event.DTSTART).toBe(start);
    expect(event.DTEND).toBe(end);
    expect(event.UID).toBe('0b6f2d4e-1c3a-4f7e-9d2b-5a8c7e6f1d20@tafel');
    expect(event.DTSTAMP).toBe('20260102T000000Z');
    expect(event.STATUS).toBe('CONFIRMED');
    expect(event.SUMMARY).toContain('6 personen');
    expect(event.DESCRIPTION).toContain('P4X9TA');
    expect(event.ORGANIZER).toBe('mailto:no-reply@tafel.example');
    expect(event.ATTENDEE).toBeUndefined();
  });
});

describe('the instant does not depend on the machine zone', () => {
  const originalZone = process.env.TZ;
  afterAll(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
  });
  it.each(TIMES)('in America/New_York and Asia/Tokyo: $rule', ({ date, time, start }) => {
    for (const [zone, winterOffset] of [
      ['America/New_York', 300],
      ['Asia/Tokyo', -540],
    ] as const) {
      process.env.TZ = zone;
      expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(winterOffset); // the zone really changed
      expect(eventOf(booking('booking_confirmed', date, time)).event.DTSTART).toBe(start);
    }
  });
});

describe('a change updates and a cancellation removes the same calendar event', () => {
  it('changed: same UID, METHOD:PUBLISH, higher SEQUENCE than the confirmation', () => {
    const confirmed = eventOf(booking('booking_confirmed', '2026-01-15', '19:30'), Date.UTC(2026, 0, 2, 10));
    const changed = eventOf(booking('booking_changed', '2026-01-16', '18:00'), Date.UTC(2026, 0, 2, 11));
    expect(changed.method).toBe('PUBLISH');
    expect(changed.event.UID).toBe(confirmed.event.UID);
    expect(Number(changed.event.SEQUENCE)).toBeGreaterThan(Number(confirmed.event.SEQUENCE));
    expect(changed.event.DTSTART).toBe('20260116T170000Z');
  });
  it('cancelled: METHOD:CANCEL, same UID, STATUS:CANCELLED, higher SEQUENCE', () => {
    const confirmed = eventOf(booking('booking_confirmed', '2026-01-15', '19:30'), Date.UTC(2026, 0, 2, 10));
    const cancelled = eventOf(booking('booking_cancelled', '2026-01-15', '19:30'), Date.UTC(2026, 0, 3, 9));
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.event.UID).toBe(confirmed.event.UID);
    expect(cancelled.event.STATUS).toBe('CANCELLED');
    expect(Number(cancelled.event.SEQUENCE)).toBeGreaterThan(Number(confirmed.event.SEQUENCE));
    expect(cancelled.event.ORGANIZER).toBe('mailto:no-reply@tafel.example');
    expect(cancelled.event.ATTENDEE).toBeUndefined();
  });
});

describe('text values are escaped and long lines folded (RFC 5545 §3.1, §3.3.11)', () => {
  it('commas and semicolons in the restaurant name are escaped', () => {
    const { event } = eventOf(booking('booking_confirmed', '2026-01-15', '19:30'));
    expect(event.LOCATION).toBe('Tafel Den Haag\\; Centrum\\, Plein\\, Plein 1\\, 2511 CR Den Haag');
  });
  it.each([
    ['ascii', 'X'.repeat(200)],
    ['two-byte letters', 'é'.repeat(120)],
    ['four-byte emoji', '🍽'.repeat(60)],
  ])('folding %s keeps every line within 75 octets and never splits a character', (_name, value) => {
    const folded = foldIcsLine(`DESCRIPTION:${value}`);
    const physical = folded.split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(physical.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(
      `DESCRIPTION:${value}`,
    );
    expect(folded).not.toContain('\uFFFD');
  });
});
