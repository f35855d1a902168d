/** The reminders the day before and the guests who opted out of them (migration 0057_reminders.sql). */
import type { Queryable } from './client';
import type { ReservationRow } from './reservations';

/** Confirmed bookings of a date not reminded for it yet that can be reached: the run's candidates, by id. */
export async function remindableIds(db: Queryable, date: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select r.id from reservations r
      where r.date = $1 and r.status = 'confirmed' and (r.email <> '' or r.phone_number <> '')
        and not exists (select 1 from reservation_reminders m where m.reservation_id = r.id and m.date = r.date)
      order by r.starts_at`,
    [date],
  );
  return rows.map((row) => row.id);
}

/** Whether a booking was reminded for a date, and whether its guest opted out (by its e-mail or its phone). */
export async function reminderFacts(
  db: Queryable,
  row: Pick<ReservationRow, 'id' | 'email' | 'phone_number'>,
  date: string,
): Promise<{ reminded: boolean; optedOut: boolean }> {
  const { rows } = await db.query<{ reminded: boolean; opted_out: boolean }>(
    `select exists (select 1 from reservation_reminders where reservation_id = $1 and date = $2) as reminded,
            exists (select 1 from reminder_opt_outs where contact in ($3, $4) and contact <> '') as opted_out`,
    [row.id, date, row.email, row.phone_number],
  );
  return { reminded: rows[0]?.reminded === true, optedOut: rows[0]?.opted_out === true };
}

/**
 * Marks a booking reminded for a date, in the transaction that writes the reminder to the outbox. Answers false when
 * another run marked it first (it waited for that one to commit): then this run sends nothing.
 */
export async function markReminded(
  db: Queryable,
  reservationId: string,
  date: string,
  optOutTokenHash: string,
  now: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `insert into reservation_reminders (reservation_id, date, sent_at, opt_out_token_hash) values ($1, $2, $3, $4)
     on conflict (reservation_id, date) do nothing returning reservation_id`,
    [reservationId, date, new Date(now), optOutTokenHash],
  );
  return rows.length === 1;
}

/** The guest an opt-out link stands for: the contacts and language of its booking, and whether they opted out. */
export interface OptOutGuest {
  email: string;
  phone_number: string;
  language: 'en' | 'nl';
  opted_out: boolean;
}

export async function guestOfOptOut(db: Queryable, tokenHash: string): Promise<OptOutGuest | undefined> {
  const { rows } = await db.query<OptOutGuest>(
    `select r.email, r.phone_number, r.language,
            exists (select 1 from reminder_opt_outs o where o.contact in (r.email, r.phone_number) and o.contact <> '')
              as opted_out
       from reservation_reminders m join reservations r on r.id = m.reservation_id
      where m.opt_out_token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

/** No more reminders to these contacts (a booking's e-mail address and phone number); again changes nothing. */
export async function optOut(db: Queryable, contacts: readonly string[], now: number): Promise<void> {
  for (const contact of contacts.filter(Boolean))
    await db.query(
      'insert into reminder_opt_outs (contact, opted_out_at) values ($1, $2) on conflict (contact) do nothing',
      [contact, new Date(now)],
    );
}
