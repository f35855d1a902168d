/**
 * A table out of service for a date or a range: availability stops offering what only it could seat at once, and is
 * back when it is; the bookings on it those days are answered with another table suggested; a removal refused lists
 * the bookings that hold the table. Manager only, audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { BOOKED_DATE, openStaffWorld, type StaffWorld } from '../testing/staff';

let h: Harness;
let world: StaffWorld;
const tableId: Record<string, string> = {};
const site = `/staff/sites/${SITE_AMSTERDAM}`;

const takeOut = (label: string, body: object, token = world.tokens.manager) =>
  h.request('POST', `${site}/tables/${tableId[label] ?? label}/outages`, { token, body });

/** Whether the widget offers a time to a party on a date. */
const offered = async (date: string, party: number, time: string) => {
  const { body } = await h.request(
    'GET',
    `/sites/${SITE_AMSTERDAM}/reservations/availability?date=${date}&party_size=${party}`,
  );
  return body.days[0].sessions
    .flatMap((session: { times: Array<{ time: string; is_available: boolean }> }) => session.times)
    .some((slot: { time: string; is_available: boolean }) => slot.time === time && slot.is_available);
};

beforeAll(async () => {
  world = await openStaffWorld();
  ({ h } = world);
  const settings = await h.request('GET', `${site}/settings`, { token: world.tokens.manager });
  for (const table of settings.body.tables as Array<{ id: string; label: string }>)
    tableId[table.label] = table.id;
});
afterAll(async () => h?.close());

describe('a table out of service', () => {
  const DATE = '2026-11-12';

  it('is no longer offered online at once for what only it could seat, and is again when back in service', async () => {
    // Every table but T31 (8 seats) out that day: a party of 8 sits only at T31.
    for (const [label, id] of Object.entries(tableId))
      if (label !== 'T31')
        await h.db.query(
          `insert into table_outages (id, table_id, from_date, to_date, reason)
           values (gen_random_uuid(), $1, $2, $2, 'Painting')`,
          [id, DATE],
        );
    expect(await offered(DATE, 8, '19:00')).toBe(true);
    const out = await takeOut('T31', { from_date: DATE, to_date: DATE, reason: 'Broken leg' });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body.outage).toMatchObject({
      label: 'T31',
      from_date: DATE,
      to_date: DATE,
      reason: 'Broken leg',
    });
    expect(await offered(DATE, 8, '19:00')).toBe(false);
    // "Why closed?" names the table and its reason, not "no table seats 8".
    const why = await h.request('GET', `${site}/closed-reasons?date=${DATE}&time=19:00&party_size=8`, {
      token: world.tokens.manager,
    });
    expect(why.status, JSON.stringify(why.body)).toBe(200);
    expect(why.body.reasons).toContainEqual({
      code: 'tables_out_of_service',
      tables: expect.arrayContaining([{ label: 'T31', reason: 'Broken leg' }]),
    });
    expect(why.body.reasons.map((reason: { code: string }) => reason.code)).not.toContain('no_table_fits');
    // The day before is not touched.
    expect(await offered('2026-11-11', 8, '19:00')).toBe(true);
    const back = await h.request('DELETE', `${site}/tables/${tableId.T31}/outages/${out.body.outage.id}`, {
      token: world.tokens.manager,
    });
    expect(back.status).toBe(204);
    expect(await offered(DATE, 8, '19:00')).toBe(true);
    const { rows } = await h.db.query<{ action: string }>(
      `select action from staff_audit where subject = $1 order by at, action`,
      [tableId.T31],
    );
    expect(rows.map((row) => row.action).sort()).toEqual(['table_back_in_service', 'table_out_of_service']);
  });

  it('answers the bookings on it those days, each with another free table suggested, and lists itself in the settings', async () => {
    const sheet = await h.request('GET', `${site}/day?date=${BOOKED_DATE}`, { token: world.tokens.host });
    const booking = sheet.body.bookings.find((b: { id: string }) => b.id === world.bookingId);
    const held = booking.tables[0] as string;
    const out = await takeOut(held, { from_date: '2026-11-09', to_date: '2026-11-11', reason: 'Wobbly' });
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body.affected).toHaveLength(1);
    const [affected] = out.body.affected;
    expect(affected).toMatchObject({ id: world.bookingId, date: BOOKED_DATE, time: '19:00', party_size: 4 });
    expect(affected.suggested.length).toBeGreaterThan(0);
    expect(affected.suggested).not.toContain(held);
    const settings = await h.request('GET', `${site}/settings`, { token: world.tokens.manager });
    expect(settings.body.outages).toContainEqual(
      expect.objectContaining({
        label: held,
        from_date: '2026-11-09',
        to_date: '2026-11-11',
        reason: 'Wobbly',
      }),
    );
    // The host cannot seat the booking back on it, nor a move put it there.
    const chosen = await h.request('PUT', `${site}/reservations/${world.bookingId}/tables`, {
      token: world.tokens.host,
      body: { table_ids: [tableId[held]] },
    });
    expect(chosen.body.error).toBe('table_out_of_service');
  });

  it.each<[string, () => Promise<{ status: number; body: { error: string } }>, number, string]>([
    [
      'no reason',
      () => takeOut('T2', { from_date: DATE, to_date: DATE, reason: '  ' }),
      422,
      'outage_invalid',
    ],
    [
      'the last date before the first',
      () => takeOut('T2', { from_date: DATE, to_date: '2026-11-11', reason: 'Leg' }),
      422,
      'outage_invalid',
    ],
    [
      'a range over already',
      () => takeOut('T2', { from_date: '2026-10-01', to_date: '2026-10-02', reason: 'Leg' }),
      422,
      'outage_invalid',
    ],
    [
      'a date that is no date',
      () => takeOut('T2', { from_date: 'soon', to_date: DATE, reason: 'Leg' }),
      400,
      'invalid_request',
    ],
    [
      'a table that is not there',
      () =>
        takeOut('00000000-0000-4000-8000-000000000000', { from_date: DATE, to_date: DATE, reason: 'Leg' }),
      404,
      'not_found',
    ],
    [
      'a host (managers only)',
      () => takeOut('T2', { from_date: DATE, to_date: DATE, reason: 'Leg' }, world.tokens.host),
      403,
      'Forbidden',
    ],
  ])('refuses %s', async (_case, send, status, error) => {
    const answer = await send();
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.error).toBe(error);
  });
});

describe('removing a table bookings hold', () => {
  it('is refused with the bookings listed: number, name, party, date and start', async () => {
    const sheet = await h.request('GET', `${site}/day?date=${BOOKED_DATE}`, { token: world.tokens.host });
    const booking = sheet.body.bookings.find((b: { id: string }) => b.id === world.bookingId);
    const removed = await h.request('DELETE', `${site}/tables/${tableId[booking.tables[0]]}`, {
      token: world.tokens.manager,
    });
    expect(removed.status).toBe(409);
    expect(removed.body).toMatchObject({
      error: 'table_in_use',
      bookings: [
        {
          id: world.bookingId,
          number: booking.number,
          name: 'Jansen',
          party_size: 4,
          date: BOOKED_DATE,
          start: '19:00',
        },
      ],
    });
  });
});
