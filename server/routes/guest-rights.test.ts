/**
 * A guest takes their data or has it erased without calling anyone (docs/privacy.md): a copy of every booking,
 * the profile and the consents; erasure after a confirmation that names what it cancels, leaving no trace of them
 * anywhere in the database, and the bookings as anonymous rows for the figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME } from '../db/retention';
import {
  bookingBody,
  createHarness,
  ENGINES,
  signIn,
  SITE_AMSTERDAM,
  type Harness,
} from '../testing/harness';

const HOUR = 3_600_000;

/** Every row of every table of the schema, as text: where a trace of a guest would be. */
async function wholeDatabase(h: Harness): Promise<string> {
  const tables = await h.db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const rows: string[] = [];
  for (const { name } of tables.rows)
    rows.push(
      ...(await h.db.query<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t`)).rows.map(
        (row) => row.row,
      ),
    );
  return rows.join('\n');
}

describe.each(ENGINES)("a guest's rights over their data on %s", (engine) => {
  let h: Harness;
  let token: string;
  const guest = {
    first_name: 'Wilhelmientje',
    last_name: 'Vergeetmijniet',
    email: 'wilhelmientje@vergeet.example',
    phone_number: '+31687654321',
  };
  const ids: Record<'past' | 'soon' | 'later', string> = { past: '', soon: '', later: '' };

  beforeAll(async () => {
    h = await createHarness(engine);
    token = await signIn(h, { phone: guest.phone_number, email: guest.email, first_name: guest.first_name });
    const book = async (date: string, time: string, extra: Record<string, unknown> = {}) => {
      const answer = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
        token,
        body: bookingBody({ ...guest, date, time, remarks: 'Notenallergie', ...extra }),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.reservation.id as string;
    };
    ids.past = await book('2026-11-03', '19:00');
    ids.soon = await book('2026-11-10', '18:00');
    // With the tick: the consent's record (with her address in its words, once withdrawn) is hers to take and erase.
    ids.later = await book('2026-11-20', '20:00', { party_size: 4, subscribed: true });
    // The guest also waits for a table on the 20th, earlier that evening.
    await h.db.query(
      `insert into waitlist_requests (id, token, site_id, date, window_from, window_until, party_size, first_name,
         last_name, channel, contact, joined_at, closes_at)
       values (gen_random_uuid(), 'erasure-waitlist-token-0123456789', $1, '2026-11-20', '18:00', '19:00', 2, $2, $3,
         'email', $4, $5, $6)`,
      [
        SITE_AMSTERDAM,
        guest.first_name,
        guest.last_name,
        guest.email,
        new Date(h.clock.now),
        new Date(Date.UTC(2026, 10, 20, 17, 0)),
      ],
    );
    // The first booking is behind the guest now.
    h.clock.now += 2 * 24 * HOUR;
    await h.db.query(
      `insert into guest_notes (site_id, email, phone_number, tags, note, updated_at)
       values ($1, $2, $3, '{}', 'Vraagt altijd naar het raam', now())`,
      [SITE_AMSTERDAM, guest.email, guest.phone_number],
    );
  });
  afterAll(async () => h?.close());

  it('"Download my data" gives every booking, past ones too, the profile and the consents', async () => {
    const answer = await h.request('GET', '/users/me/data', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    expect(answer.body).toMatchObject({
      format: 'tafel-guest-data',
      version: 1,
      profile: { first_name: guest.first_name, email: guest.email, phone_number: guest.phone_number },
      consents: {
        offers_and_news: {
          given: true,
          records: [{ given: true, source: 'booking', words: 'Send me offers and news', language: 'en' }],
        },
      },
    });
    expect(answer.body.bookings.map((booking: { date: string }) => booking.date)).toEqual([
      '2026-11-03',
      '2026-11-10',
      '2026-11-20',
    ]);
    expect(answer.body.bookings[0]).toMatchObject({ last_name: guest.last_name, remarks: 'Notenallergie' });
    expect(answer.body.waitlist).toMatchObject([
      { date: '2026-11-20', window_from: '18:00', state: 'waiting' },
    ]);
  });

  it('the confirmation names the bookings to come that erasure cancels, with their restaurants', async () => {
    const answer = await h.request('GET', '/users/me/erasure', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.cancels.map((booking: { id: string }) => booking.id)).toEqual([ids.soon, ids.later]);
    expect(answer.body.cancels[0]).toMatchObject({
      restaurant: expect.any(String),
      time: '18:00',
      cancellable: true,
    });
  });

  it.each([
    ['a list missing a booking to come', () => [ids.later]],
    ['a list with a booking of the past', () => [ids.past, ids.soon, ids.later]],
  ])('%s: 409 erasure_plan_changed, and nothing is done', async (_name, cancel) => {
    const answer = await h.request('POST', '/users/me/erasure', { token, body: { cancel: cancel() } });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'erasure_plan_changed' });
    expect((await h.request('GET', '/users/me', { token })).status).toBe(200);
  });

  it('a booking too close to cancel online: 409 erasure_booking_soon, and nothing is done', async () => {
    const now = h.clock.now;
    // 17:00 in Amsterdam on the day of the 18:00 booking: inside the two hours' cancellation window.
    h.clock.now = Date.UTC(2026, 10, 10, 16, 0);
    const then = await signIn(h, {
      phone: guest.phone_number,
      email: guest.email,
      first_name: guest.first_name,
    });
    const answer = await h.request('POST', '/users/me/erasure', {
      token: then,
      body: { cancel: [ids.soon, ids.later] },
    });
    h.clock.now = now;
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'erasure_booking_soon' });
    expect((await h.request('GET', '/users/me', { token })).status).toBe(200);
    expect((await h.request('GET', '/users/me/erasure', { token })).body.cancels).toHaveLength(2);
  });

  it('"Delete my account" cancels what is to come, and leaves no trace of the guest anywhere', async () => {
    // She withdrew her consent by an e-mail's link first: the record's words name her address.
    const withLink = [...h.sent].reverse().find((n) => 'offersOptOutUrl' in n && n.offersOptOutUrl);
    const link = withLink && 'offersOptOutUrl' in withLink ? withLink.offersOptOutUrl! : '';
    expect((await h.request('POST', new URL(link).pathname.replace(/^\/api/, ''))).status).toBe(200);
    expect(await wholeDatabase(h)).toContain(`at ${guest.email}.`);
    const answer = await h.request('POST', '/users/me/erasure', {
      token,
      body: { cancel: [ids.soon, ids.later] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.erased).toMatchObject({ cancelled_bookings: 2, anonymised_bookings: 3 });

    const everything = await wholeDatabase(h);
    for (const trace of [guest.first_name, guest.last_name, guest.email, guest.phone_number, '687654321'])
      expect(everything).not.toContain(trace);

    // The bookings stay for the figures, anonymous; the two to come are cancelled.
    const rows = await h.db.query<{ id: string; first_name: string; status: string; party_size: number }>(
      'select id, first_name, status, party_size from reservations where id = any($1::text[]) order by date',
      [[ids.past, ids.soon, ids.later]],
    );
    expect(rows.rows).toEqual([
      { id: ids.past, first_name: ANONYMOUS_NAME, status: 'confirmed', party_size: 2 },
      { id: ids.soon, first_name: ANONYMOUS_NAME, status: 'cancelled', party_size: 2 },
      { id: ids.later, first_name: ANONYMOUS_NAME, status: 'cancelled', party_size: 4 },
    ]);
    // Their waitlist request was left, and stays for the figures without them.
    const waiting = await h.db.query<{ state: string }>(
      "select state from waitlist_requests where token = 'erasure-waitlist-token-0123456789'",
    );
    expect(waiting.rows).toEqual([{ state: 'left' }]);
    // The session went with the account.
    expect((await h.request('GET', '/users/me', { token })).status).toBe(401);
  });
});
