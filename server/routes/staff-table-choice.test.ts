/**
 * The host chooses a booking's tables (PUT …/reservations/{id}/tables) and a walk-in's (table_ids): a choice that
 * overlaps another booking is refused naming it; too few seats, a table not the restaurant's, one out of service are
 * refused each with its code; a good choice moves the party, combining tables, and is audited by labels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, SITE_AMSTERDAM, START_NOW, type Harness } from '../testing/harness';
import { BOOKED_DATE, openStaffWorld, SITE_ROTTERDAM, type StaffWorld } from '../testing/staff';

let h: Harness;
let tokens: StaffWorld['tokens'];
let world: StaffWorld;
/** The restaurant's tables by label. */
const tableId: Record<string, string> = {};
let otherSiteTable = '';
/** A second booking on the same evening: 20:00 for 2. */
let lateId = '';

const choose = (id: string, labels: string[], token = tokens.host) =>
  h.request('PUT', `/staff/sites/${SITE_AMSTERDAM}/reservations/${id}/tables`, {
    token,
    body: { table_ids: labels.map((label) => tableId[label] ?? label) },
  });

beforeAll(async () => {
  world = await openStaffWorld();
  ({ h, tokens } = world);
  const settings = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/settings`, {
    token: tokens.manager,
  });
  for (const table of settings.body.tables as Array<{ id: string; label: string }>)
    tableId[table.label] = table.id;
  const other = await h.request('GET', `/staff/sites/${SITE_ROTTERDAM}/settings`, { token: tokens.admin });
  otherSiteTable = other.body.tables[0].id;
  const late = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
    token: world.guestToken,
    body: bookingBody({
      date: BOOKED_DATE,
      time: '20:00',
      party_size: 2,
      last_name: 'Visser',
      email: 'guest.staff@example.nl',
      phone_number: '+31611195801',
    }),
  });
  expect(late.status, JSON.stringify(late.body)).toBe(201);
  lateId = late.body.reservation.id;
});
afterAll(async () => h?.close());

describe("the host chooses a booking's tables", () => {
  it('refuses a table another booking holds during the stay, naming that booking (409 table_taken)', async () => {
    const sheet = await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${BOOKED_DATE}`, {
      token: tokens.host,
    });
    const jansen = sheet.body.bookings.find((b: { id: string }) => b.id === world.bookingId);
    const [held] = jansen.tables as string[];
    const answer = await choose(lateId, [held!]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body).toMatchObject({
      error: 'table_taken',
      table: held,
      booking: { number: jansen.number, name: 'Jansen', party_size: 4, start: '19:00' },
      message: `${held} is held by Jansen (4) at 19:00`,
    });
  });

  it.each<[string, () => [string, string[]], number, string]>([
    ['too few seats for the party', () => [world.bookingId, ['T1']], 422, 'tables_too_small'],
    ['a table of another restaurant', () => [lateId, [otherSiteTable]], 422, 'table_unknown'],
    ['an id that is no table', () => [lateId, ['no-such-table']], 422, 'table_unknown'],
    ['no table at all', () => [lateId, []], 400, 'invalid_request'],
    ['a booking that is not there', () => ['00000000-0000-4000-8000-000000000000', ['T2']], 404, 'not_found'],
  ])('refuses %s', async (_case, args, status, error) => {
    const [id, labels] = args();
    const answer = await choose(id, labels);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.error).toBe(error);
  });

  it('a host of another restaurant may not choose here (403)', async () => {
    expect((await choose(lateId, ['T2'], tokens.otherHost)).status).toBe(403);
  });

  it('moves a booking to two tables pushed together and audits the labels before -> after', async () => {
    const before = (
      await h.request('GET', `/staff/sites/${SITE_AMSTERDAM}/day?date=${BOOKED_DATE}`, { token: tokens.host })
    ).body.bookings.find((b: { id: string }) => b.id === world.bookingId).tables;
    const answer = await choose(world.bookingId, ['T3', 'T4']);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect([...answer.body.booking.tables].sort()).toEqual(['T3', 'T4']);
    const { rows } = await h.db.query<{ before: unknown; after: unknown }>(
      "select before, after from staff_audit where subject = $1 and action = 'tables'",
      [world.bookingId],
    );
    expect(rows).toEqual([{ before: { tables: before }, after: { tables: ['T3', 'T4'] } }]);
    // Its old table is free again: the late booking may take it.
    expect((await choose(lateId, [before[0]])).status).toBe(200);
  });

  it('a table out of service that day is refused (409 table_out_of_service)', async () => {
    await h.db.query(
      `insert into table_outages (id, table_id, from_date, to_date, reason)
       values (gen_random_uuid(), $1, $2, $2, 'Wobbly leg')`,
      [tableId.T21, BOOKED_DATE],
    );
    const answer = await choose(lateId, ['T21']);
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body).toMatchObject({ error: 'table_out_of_service', table: 'T21' });
  });
});

describe('a walk-in on chosen tables', () => {
  const seat = (body: object) =>
    h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, { token: tokens.host, body });

  it('sits at the tables chosen, not those assigned', async () => {
    h.clock.now = START_NOW;
    const seated = await seat({ time: '12:00', party_size: 2, name: 'De Wit', table_ids: [tableId.T31] });
    expect(seated.status, JSON.stringify(seated.body)).toBe(201);
    expect(seated.body.booking.tables).toEqual(['T31']);
  });

  it.each([
    ['a table the first walk-in holds', [() => tableId.T31!], 409, 'table_taken'],
    ['tables too small together', [() => tableId.T1!], 422, 'tables_too_small'],
  ] as const)('refuses %s', async (_case, ids, status, error) => {
    const answer = await seat({
      time: '12:30',
      party_size: 4,
      name: 'Bakker',
      table_ids: ids.map((id) => id()),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.error).toBe(error);
    if (error === 'table_taken')
      expect(answer.body.booking).toMatchObject({ name: 'De Wit', start: '12:00' });
  });
});
