/** Why a time is closed online: the stand asks, and the widget's own rules answer, each rule named in its words' data. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, SITE_AMSTERDAM, START_NOW, type Harness } from '../testing/harness';
import { BOOKED_DATE, openStaffWorld, SITE_ROTTERDAM, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: StaffWorld['tokens'];
let guestToken = '';

beforeAll(async () => {
  ({ h, tokens, guestToken } = await openStaffWorld());
});
afterAll(async () => h?.close());
afterEach(() => {
  h.clock.now = START_NOW;
});

const ask = (site: string, query: string, token = tokens.host) =>
  h.request('GET', `/staff/sites/${site}/closed-reasons?${query}`, { token });

/** The widget's slot of a time, as the availability answer gives it (undefined when the time is not offered). */
async function widgetSlot(site: string, date: string, time: string, partySize: number) {
  const answer = await h.request(
    'GET',
    `/sites/${site}/reservations/availability?date=${date}&party_size=${partySize}`,
  );
  return answer.body.days[0].sessions
    .flatMap((session: { times: { time: string }[] }) => session.times)
    .find((slot: { time: string }) => slot.time === time);
}

describe('why a time is closed online, as the stand asks it', () => {
  it('an open time is open, as the widget offers it, with the tables that fit', async () => {
    const answer = await ask(SITE_AMSTERDAM, `date=${BOOKED_DATE}&time=18:00&party_size=2`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ open: true, reasons: [], date: BOOKED_DATE, party_size: 2 });
    expect(answer.body.tables.assigned).toHaveLength(1);
    expect(answer.body.tables.free_fitting).toBeGreaterThan(0);
    expect(await widgetSlot(SITE_AMSTERDAM, BOOKED_DATE, '18:00', 2)).toMatchObject({
      is_available: true,
      online_suspended: false,
    });
  });

  it('a block a manager makes is named with its reason, and the widget no longer offers the time', async () => {
    const blocked = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/blocks`, {
      token: tokens.manager,
      body: { date: '2026-11-11', from_time: '20:00', to_time: '20:30', reason: 'Wine tasting' },
    });
    expect(blocked.status).toBe(201);
    const answer = await ask(SITE_AMSTERDAM, 'date=2026-11-11&time=20:15&party_size=4');
    expect(answer.body.open).toBe(false);
    expect(answer.body.reasons).toEqual([
      {
        code: 'online_suspended',
        from_time: '20:00',
        to_time: '20:30',
        reason: 'Wine tasting',
        weekday: null,
      },
    ]);
    expect((await widgetSlot(SITE_AMSTERDAM, '2026-11-11', '20:15', 4)).online_suspended).toBe(true);
  });

  it('every fitting table taken names the bookings that hold them: number, name and time', async () => {
    // Rotterdam down to one table, which a guest then books at 19:00.
    const { tables } = (
      await h.request('GET', `/staff/sites/${SITE_ROTTERDAM}/settings`, { token: tokens.admin })
    ).body as { tables: { id: string; label: string; seats: number }[] };
    const kept = tables.find((table) => table.seats === 2)!;
    for (const table of tables.filter((other) => other.id !== kept.id)) {
      const removed = await h.request('DELETE', `/staff/sites/${SITE_ROTTERDAM}/tables/${table.id}`, {
        token: tokens.admin,
      });
      expect(removed.status).toBe(204);
    }
    const booked = await h.request('POST', `/sites/${SITE_ROTTERDAM}/reservations`, {
      token: guestToken,
      body: bookingBody({
        date: BOOKED_DATE,
        time: '19:00',
        party_size: 2,
        first_name: 'Femke',
        last_name: 'Bakker',
        email: 'guest.staff@example.nl',
        phone_number: '+31611195801',
      }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);

    const answer = await ask(SITE_ROTTERDAM, `date=${BOOKED_DATE}&time=19:30&party_size=2`, tokens.admin);
    expect(answer.body.open).toBe(false);
    expect(answer.body.reasons).toEqual([
      {
        code: 'tables_taken',
        bookings: [
          {
            number: booked.body.reservation.number,
            name: 'Femke Bakker',
            time: '19:00',
            tables: [kept.label],
          },
        ],
      },
    ]);
    expect((await widgetSlot(SITE_ROTTERDAM, BOOKED_DATE, '19:30', 2)).is_available).toBe(false);
    // Its stay over, the table seats the next party: open again.
    const later = await ask(SITE_ROTTERDAM, `date=${BOOKED_DATE}&time=21:00&party_size=2`, tokens.admin);
    expect(later.body).toMatchObject({ open: true, tables: { assigned: [kept.label], free_fitting: 1 } });
  });

  it('outside the opening hours, begun and above the largest group: each rule at once', async () => {
    // START_NOW is Monday 2 November, 10:00 in Amsterdam.
    const answer = await ask(SITE_AMSTERDAM, 'date=2026-11-02&time=08:00&party_size=20');
    expect(answer.body.reasons.map((reason: { code: string }) => reason.code)).toEqual([
      'outside_opening_hours',
      'has_begun',
      'group_too_large',
    ]);
    expect(answer.body.reasons[0].periods.length).toBeGreaterThan(0);
    expect(answer.body.reasons[2].largest_group).toBe(14);
  });

  it('inside the lead time a manager sets', async () => {
    const { settings } = (
      await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/settings`, { token: tokens.manager })
    ).body;
    const withLead = async (leadMinutes: number) =>
      expect(
        (
          await h.request('PUT', `/staff/sites/${SITE_AMSTERDAM}/settings`, {
            token: tokens.manager,
            body: { ...settings, lead_minutes: leadMinutes },
          })
        ).status,
      ).toBe(200);
    await withLead(180);
    // 12:30 is two and a half hours after START_NOW, inside a lead time of three.
    const answer = await ask(SITE_AMSTERDAM, 'date=2026-11-02&time=12:30&party_size=2');
    expect(answer.body.reasons).toEqual([{ code: 'inside_lead_time', lead_minutes: 180 }]);
    expect((await widgetSlot(SITE_AMSTERDAM, '2026-11-02', '12:30', 2))?.is_available ?? false).toBe(false);
    await withLead(settings.lead_minutes);
    expect((await ask(SITE_AMSTERDAM, 'date=2026-11-02&time=12:30&party_size=2')).body.open).toBe(true);
  });

  it("a promotion's rules, with the promotions the restaurant takes part in to ask about", async () => {
    // 2026-11-13 is a Friday: the example deal is not offered on Fridays, and is for groups up to 8.
    const answer = await ask(
      SITE_AMSTERDAM,
      'date=2026-11-13&time=19:00&party_size=9&promotion=exampleAutumnDeal',
    );
    expect(answer.body).toMatchObject({ open: false, promotion: 'exampleAutumnDeal' });
    expect(answer.body.reasons).toEqual([
      expect.objectContaining({ code: 'promotion', refusal: 'weekday_excluded', weekdays: [5, 6, 7] }),
      expect.objectContaining({ code: 'promotion', refusal: 'group_too_large', value: 8 }),
    ]);
    expect(answer.body.promotions).toContainEqual({
      name: 'exampleAutumnDeal',
      title: { en: 'Autumn deal', nl: 'Herfstdeal' },
    });
    const unknown = await ask(SITE_AMSTERDAM, 'date=2026-11-13&time=19:00&party_size=2&promotion=noSuchDeal');
    expect(unknown.status).toBe(400);
  });

  it.each([
    ['no time', 'date=2026-11-13&party_size=2', 400],
    ['a time that is none', 'date=2026-11-13&time=25:00&party_size=2', 400],
    ['a date that is none', 'date=2026-02-30&time=19:00&party_size=2', 400],
    ['a party of none', 'date=2026-11-13&time=19:00&party_size=0', 400],
    ['a party above the stand’s largest', 'date=2026-11-13&time=19:00&party_size=41', 400],
  ])('%s is refused with 400', async (_, query, status) => {
    expect((await ask(SITE_AMSTERDAM, query)).status).toBe(status);
  });

  it('is for the staff of the restaurant only', async () => {
    const query = 'date=2026-11-13&time=19:00&party_size=2';
    expect((await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/closed-reasons?${query}`)).status).toBe(
      401,
    );
    expect((await ask(SITE_AMSTERDAM, query, tokens.otherHost)).status).toBe(403);
    expect((await ask(SITE_AMSTERDAM, query, guestToken)).status).toBe(401);
  });
});
