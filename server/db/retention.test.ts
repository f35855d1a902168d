/**
 * Personal data goes when its time is up (docs/privacy.md), over thirty months of generated bookings: what is due is
 * anonymised or removed, what is not due is kept, and the figures read the same before and after.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report } from '../../shared/staff/report';
import { addDays, addMonths } from '../../shared/time/calendar';
import { todayDate } from '../../shared/time/today';
import { createHarness, ENGINES, SITE_AMSTERDAM, type Harness } from '../testing/harness';
import { ANONYMOUS_NAME, applyRetention, DEFAULT_RETENTION_POLICY } from './retention';
import { rangeBookings } from './staff';

const MONTHS_OF_DATA = 30;

interface Generated {
  month: number;
  date: string;
  reservationId: string;
  userId: string;
  email: string;
  phone: string;
  lastName: string;
}

describe.each(ENGINES)('retention of personal data on %s', (engine) => {
  let h: Harness;
  let today: string;
  const generated: Generated[] = [];
  const staffId = randomUUID();

  beforeAll(async () => {
    h = await createHarness(engine);
    today = todayDate(h.clock.now);
    await h.db.query(
      `insert into staff (id, email, name, created_at) values ($1, 'audit@tafel.test', 'Host', $2)`,
      [staffId, new Date(h.clock.now)],
    );
    // One guest a month, from thirty months ago to next month, each with one booking made the month of its date.
    for (let month = -MONTHS_OF_DATA; month <= 1; month += 1) {
      const date = addMonths(today, month);
      const serial = month + MONTHS_OF_DATA;
      const guest: Generated = {
        month,
        date,
        reservationId: `retention-${engine}-${serial}`,
        userId: randomUUID(),
        email: `retention.${serial}@guest.example`,
        phone: `+3161${String(1_000_000 + serial).padStart(7, '0')}`,
        lastName: `Bewaar${serial}termijn`,
      };
      generated.push(guest);
      const createdAt = new Date(`${date}T12:00:00Z`);
      await h.db.query(
        `insert into users (id, first_name, last_name, email, phone_number, created_at)
         values ($1, 'Anna', $2, $3, $4, $5)`,
        [guest.userId, guest.lastName, guest.email, guest.phone, createdAt],
      );
      await h.db.query(
        `insert into reservations (id, number, site_id, user_id, date, time, starts_at, ends_at, party_size,
           first_name, last_name, email, phone_number, notes, remarks, wheelchair_users, flow, channel, status,
           visit, created_at, updated_at)
         values ($1, $2, $3, $4, $5, '19:00', $6, $7, $8, 'Anna', $9, $10, $11, 'Kinderstoel', 'Notenallergie', true,
           $12, 'widget', $13, $14, $15, $15)`,
        [
          guest.reservationId,
          `R${engine === 'pglite' ? 'P' : 'Q'}${String(serial).padStart(4, '0')}`,
          SITE_AMSTERDAM,
          guest.userId,
          date,
          new Date(`${date}T18:00:00Z`),
          new Date(`${date}T20:00:00Z`),
          2 + (serial % 5),
          guest.lastName,
          guest.email,
          guest.phone,
          serial % 3 === 0 ? 'kidsMenu' : null,
          serial % 7 === 0 ? 'cancelled' : 'confirmed',
          serial % 4 === 0 ? 'no_show' : 'booked',
          createdAt,
        ],
      );
      await h.db.query(
        `insert into staff_audit (at, staff_id, site_id, action, subject, before, after)
         values ($1, $2, $3, 'booking.change', $4, $5, $6)`,
        [
          createdAt,
          staffId,
          SITE_AMSTERDAM,
          guest.reservationId,
          JSON.stringify({ party_size: 2, last_name: guest.lastName, phone_number: guest.phone }),
          JSON.stringify({ party_size: 3, last_name: guest.lastName, email: guest.email }),
        ],
      );
      // The guest waited for a table that day first.
      await h.db.query(
        `insert into waitlist_requests (id, token, site_id, user_id, date, window_from, window_until, party_size,
           first_name, last_name, channel, contact, state, joined_at, closes_at)
         values ($1, $2, $3, $4, $5, '18:00', '20:00', 2, 'Anna', $6, 'email', $7, 'closed', $8, $8)`,
        [
          randomUUID(),
          `waitlist-token-${engine}-${serial}-xxxxxxxx`,
          SITE_AMSTERDAM,
          guest.userId,
          date,
          guest.lastName,
          guest.email,
          createdAt,
        ],
      );
      // The line of the booking made: nothing before it.
      await h.db.query(
        `insert into staff_audit (at, staff_id, site_id, action, subject, before, after)
         values ($1, $2, $3, 'booking.create', $4, 'null', $5)`,
        [
          createdAt,
          staffId,
          SITE_AMSTERDAM,
          guest.reservationId,
          JSON.stringify({ last_name: guest.lastName }),
        ],
      );
    }
    // A reminder opt-out of a guest who will be gone, and one of a guest who stays.
    const gone = generated[0]!;
    const stays = generated[generated.length - 1]!;
    await h.db.query(`insert into reminder_opt_outs (contact, opted_out_at) values ($1, $2), ($3, $4)`, [
      gone.email,
      new Date(`${gone.date}T12:00:00Z`),
      stays.email,
      new Date(`${stays.date}T12:00:00Z`),
    ]);
  });
  afterAll(async () => h?.close());

  /** The figures of every quarter the data covers, as the reports screen reads them. */
  async function figures() {
    const quarters = [];
    for (
      let from = addMonths(today, -MONTHS_OF_DATA - 1);
      from <= addMonths(today, 2);
      from = addMonths(from, 3)
    )
      quarters.push(
        report(await rangeBookings(h.db, [SITE_AMSTERDAM], from, addDays(addMonths(from, 3), -1))),
      );
    return quarters;
  }

  /** Every row of every table of the schema, as text: where a trace of a guest would be. */
  async function wholeDatabase(): Promise<string> {
    const tables = await h.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const dumps: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await h.db.query<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t`);
      dumps.push(...rows.rows.map((row) => row.row));
    }
    return dumps.join('\n');
  }

  it('anonymises bookings dated 24 months back, removes guests without a booking since, and keeps the figures', async () => {
    const cutoff = addMonths(today, -DEFAULT_RETENTION_POLICY.bookingMonths);
    const due = generated.filter((guest) => guest.date < cutoff);
    const kept = generated.filter((guest) => guest.date >= cutoff);
    const before = await figures();

    const counts = await applyRetention(h.db, h.clock.now);

    expect(counts).toEqual({
      bookingsBefore: cutoff,
      anonymisedBookings: due.length,
      clearedAuditLines: 2 * due.length,
      anonymisedWaitlist: due.length,
      removedGuests: due.length,
      removedOptOuts: 1,
    });
    expect(await figures()).toEqual(before);

    const rows = await h.db.query<{
      id: string;
      first_name: string;
      last_name: string;
      email: string;
      phone_number: string;
      notes: string;
      remarks: string;
      user_id: string | null;
      anonymised: boolean;
    }>(
      `select id, first_name, last_name, email, phone_number, notes, remarks, user_id,
              anonymised_at is not null as anonymised
         from reservations where id like $1`,
      [`retention-${engine}-%`],
    );
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    for (const guest of due)
      expect(byId.get(guest.reservationId)).toMatchObject({
        first_name: ANONYMOUS_NAME,
        last_name: '',
        email: '',
        phone_number: '',
        notes: '',
        remarks: '',
        user_id: null,
        anonymised: true,
      });
    for (const guest of kept)
      expect(byId.get(guest.reservationId)).toMatchObject({
        last_name: guest.lastName,
        email: guest.email,
        user_id: guest.userId,
        anonymised: false,
      });

    // No trace of a guest whose time is up, anywhere in the database; every guest still in time is there.
    const everything = await wholeDatabase();
    for (const guest of due)
      for (const trace of [guest.lastName, guest.email, guest.phone]) expect(everything).not.toContain(trace);
    for (const guest of kept) expect(everything).toContain(guest.email);
    // The audit still says who did what to the booking, and when.
    const audit = await h.db.query<{ staff_id: string; action: string; before: unknown }>(
      "select staff_id, action, before from staff_audit where subject = $1 and action = 'booking.change'",
      [due[0]!.reservationId],
    );
    expect(audit.rows).toEqual([{ staff_id: staffId, action: 'booking.change', before: { party_size: 2 } }]);
  });

  it('a second round finds nothing more to do', async () => {
    expect(await applyRetention(h.db, h.clock.now)).toMatchObject({
      anonymisedBookings: 0,
      clearedAuditLines: 0,
      anonymisedWaitlist: 0,
      removedGuests: 0,
      removedOptOuts: 0,
    });
  });

  it('a guest with a later booking keeps the account; an older booking of theirs is anonymised alone', async () => {
    const regular = generated.find((guest) => guest.month === 0)!;
    const old = addMonths(today, -27);
    await h.db.query(
      `insert into reservations (id, number, site_id, user_id, date, time, starts_at, ends_at, party_size,
         first_name, last_name, email, phone_number, created_at, updated_at)
       values ($1, $2, $3, $4, $5, '12:00', $6, $7, 2, 'Anna', $8, $9, $10, $6, $6)`,
      [
        `retention-${engine}-regular-old`,
        engine === 'pglite' ? 'RPOLD1' : 'RQOLD1',
        SITE_AMSTERDAM,
        regular.userId,
        old,
        new Date(`${old}T11:00:00Z`),
        new Date(`${old}T13:00:00Z`),
        regular.lastName,
        regular.email,
        regular.phone,
      ],
    );
    expect(await applyRetention(h.db, h.clock.now)).toMatchObject({
      anonymisedBookings: 1,
      removedGuests: 0,
    });
    const user = await h.db.query('select 1 from users where id = $1', [regular.userId]);
    expect(user.rows).toHaveLength(1);
  });

  it.runIf(engine === 'postgres')(
    'one process at a time: a round finds the lock held and skips',
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let taken!: () => void;
      const isTaken = new Promise<void>((resolve) => (taken = resolve));
      const holder = h.db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(7420101, 0)');
        taken();
        await held;
      });
      await isTaken;
      expect(await applyRetention(h.db, h.clock.now)).toBeNull();
      release();
      await holder;
      expect(await applyRetention(h.db, h.clock.now)).not.toBeNull();
    },
  );
});
