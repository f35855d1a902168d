/**
 * The success page's 'add to calendar': the .ics download the success page links to. A link cannot send a token, so the
 * reservation id in the path (its access token) is the credential; the file is the e-mail's event (RFC 5545).
 * One duration rule: the file's DTEND, the e-mail's and the Google Calendar link's end are the answer's ends_at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/api/types';
import { combineDateTime } from '../../shared/time/instant';
import { googleCalendarUrl } from '../../widget/routes/reserve/logic/calendar-file';
import { renderNotification } from '../notify/render';
import type { BookingKind } from '../notify/types';
import {
  bookingBody,
  createHarness,
  ENGINES,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
} from '../testing/harness';

describe.each(ENGINES)('GET /sites/{siteId}/reservations/{id}/calendar.ics on %s', (engine) => {
  let h: Harness;
  let reservation: Reservation;
  let guestToken: string;
  beforeAll(async () => {
    h = await createHarness(engine);
    guestToken = await signIn(h, { phone: '0612340078', email: 'ends@example.nl' });
    const token = await signIn(h, { phone: '0612340077', email: 'ics@example.nl' });
    const made = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: bookingBody({ phone_number: '0612340077', email: 'ics@example.nl', time: '18:00' }),
    });
    expect(made.status).toBe(201);
    reservation = made.body.reservation;
  });
  afterAll(async () => h?.close());

  const download = (id: string, query = '', site = SITE_AMSTERDAM) =>
    h.request('GET', `/sites/${site}/reservations/${id}/calendar.ics${query}`);

  it('answers the booking as an iCalendar attachment without a token (the id is the credential)', async () => {
    const { status, body, headers } = await download(reservation.id);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(headers.get('content-disposition')).toBe(`attachment; filename="tafel-${reservation.number}.ics"`);
    const text = String(body);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`UID:${reservation.id}@tafel\r\n`);
    // 18:00 in Amsterdam on 10 November (winter time) is 17:00 UTC.
    expect(text).toContain('DTSTART:20261110T170000Z\r\n');
    expect(text).toContain('STATUS:CONFIRMED');
  });

  /** The instant of an .ics's DTEND (UTC, 20261110T190000Z). */
  const dtendOf = (ics: string) => {
    const [, y, mo, d, hh, mi, ss] = /\r\nDTEND:(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z\r\n/.exec(ics) ?? [];
    expect(y, ics).toBeDefined();
    return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(hh), Number(mi), Number(ss));
  };
  /** The instant a Google Calendar link ends: its end stamp is a wall clock in the link's own zone (ctz). */
  const googleEndOf = (link: string) => {
    const params = new URL(link).searchParams;
    expect(params.get('ctz')).toBe('Europe/Amsterdam');
    const [, y, mo, d, hh, mi, ss] =
      /\/(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)$/.exec(params.get('dates') ?? '') ?? [];
    expect(y, link).toBeDefined();
    return combineDateTime(`${y}-${mo}-${d}`, `${hh}:${mi}:${ss}`);
  };
  /** The success page's link for a reservation as the API answered it. */
  const googleLinkFor = (booked: Reservation) =>
    googleCalendarUrl({
      title: 'Table',
      details: '',
      location: booked.site_name,
      date: booked.date,
      time: booked.time.slice(0, 5),
      endsAt: booked.ends_at,
    });
  /** The calendar file attached to the last e-mail of this kind about a reservation. */
  const mailedIcs = (id: string, kind: BookingKind) => {
    const mail = h.sent.filter((sent) => sent.kind === kind && sent.reservation.id === id).at(-1);
    expect(mail, `${kind} of ${id}`).toBeDefined();
    return renderNotification(mail!, { issuedAtMs: h.clock.now }).ics ?? '';
  };

  it.each([
    ['a party of 2 (a 2-hour stay)', 2, '18:00', '2026-11-10T19:00:00Z'],
    ['a party of 6 (2.5 hours)', 6, '19:00', '2026-11-10T20:30:00Z'],
    ['a party of 10 (3 hours)', 10, '20:30', '2026-11-10T22:30:00Z'],
  ])(
    "one duration rule: the .ics (download and e-mail) and the Google Calendar link end at one instant, the answer's ends_at: %s",
    async (_, partySize, time, end) => {
      const made = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token: guestToken,
        body: bookingBody({
          phone_number: '0612340078',
          email: 'ends@example.nl',
          party_size: partySize,
          time,
        }),
      });
      expect(made.status).toBe(201);
      const booked: Reservation = made.body.reservation;
      const ends = Date.parse(end);
      expect(Date.parse(booked.ends_at)).toBe(ends);
      expect(dtendOf(String((await download(booked.id)).body))).toBe(ends);
      expect(dtendOf(mailedIcs(booked.id, 'booking_confirmed'))).toBe(ends);
      expect(googleEndOf(googleLinkFor(booked))).toBe(ends);
    },
  );

  it('one duration rule holds through a change: a party of 2 grown to 10 ends 3 hours after its new time, everywhere', async () => {
    const made = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({
        phone_number: '0612340078',
        email: 'ends@example.nl',
        party_size: 2,
        time: '17:30',
        date: '2026-11-12',
      }),
    });
    expect(made.status).toBe(201);
    const changed = await h.request(
      'PATCH',
      `/sites/${SITE_AMSTERDAM}/reservations/${made.body.reservation.id}`,
      {
        token: guestToken,
        body: { party_size: 10, time: '19:00' },
      },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const booked: Reservation = changed.body.reservation;
    const ends = Date.parse('2026-11-12T21:00:00Z'); // 19:00 CET plus 3 hours
    expect(Date.parse(booked.ends_at)).toBe(ends);
    expect(dtendOf(String((await download(booked.id)).body))).toBe(ends);
    expect(dtendOf(mailedIcs(booked.id, 'booking_changed'))).toBe(ends);
    expect(googleEndOf(googleLinkFor(booked))).toBe(ends);
  });

  it.each([
    ['en', 'SUMMARY:Table for'],
    ['nl', 'SUMMARY:Reservering voor'],
  ])("writes the event in the guest's language (?lang=%s)", async (lang, summary) => {
    expect(String((await download(reservation.id, `?lang=${lang}`)).body)).toContain(summary);
  });

  it("answers 404 for an unknown id and for another restaurant's path", async () => {
    expect((await download('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await download(reservation.id, '', '2c8853c8-5187-4a6e-bd13-63cd74d3b102')).status).toBe(404);
  });

  it('a cancelled reservation downloads as a cancellation of the same event', async () => {
    expect(
      (
        await h.request('DELETE', `/sites/${SITE_AMSTERDAM}/reservations/${reservation.id}`, {
          token: reservation.id,
        })
      ).status,
    ).toBe(200);
    const text = String((await download(reservation.id)).body);
    expect(text).toContain('METHOD:CANCEL');
    expect(text).toContain(`UID:${reservation.id}@tafel`);
  });
});
