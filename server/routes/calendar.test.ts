/**
 * SPEC §2 success 'add to calendar': the .ics download the success page links to. A link cannot send a token, so the
 * reservation id in the path (its access token) is the credential; the file is the e-mail's event (RFC 5545).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/api/types';
import { googleCalendarUrl } from '../../widget/routes/reserve/logic/calendar-file';
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

  it.each([
    ['a party of 2 (a 2-hour stay)', 2, '18:00', 'DTEND:20261110T190000Z', '20261110T180000/20261110T200000'],
    ['a party of 6 (2.5 hours)', 6, '19:00', 'DTEND:20261110T203000Z', '20261110T190000/20261110T213000'],
    ['a party of 10 (3 hours)', 10, '20:30', 'DTEND:20261110T223000Z', '20261110T203000/20261110T233000'],
  ])(
    "the .ics and the success page's Google Calendar link end at the same moment, the answer's ends_at: %s",
    async (_, partySize, time, dtend, googleDates) => {
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
      expect(String((await download(booked.id)).body)).toContain(`${dtend}\r\n`);
      const link = googleCalendarUrl({
        title: 'Table',
        details: '',
        location: booked.site_name,
        date: booked.date,
        time: booked.time.slice(0, 5),
        endsAt: booked.ends_at,
      });
      expect(new URL(link).searchParams.get('dates')).toBe(googleDates);
    },
  );

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
