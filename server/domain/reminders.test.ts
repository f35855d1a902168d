/**
 * The reminder the day before, through the outbox. Tomorrow's confirmed bookings are reminded once, by
 * e-mail and SMS, even when two runs go at once (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) or a run
 * comes again; a cancelled booking, one of another day and one whose guest opted out are not; a booking made after
 * a run is reminded by the next. The opt-out link works without signing in, asks first, and holds for the guest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_HOURS } from '../../shared/reminders/due';
import type { AppDeps } from '../deps';
import { enqueueNotification } from '../notify/outbox.js';
import {
  bookingBody,
  createHarness,
  ENGINES,
  signIn,
  SITE_AMSTERDAM,
  START_NOW,
  type Harness,
} from '../testing/harness';
import { sendDueReminders } from './reminders';
import { silentLogger } from '../observability/log';

/** Tuesday: START_NOW is Monday 2 November 2026, 10:00 in Amsterdam, inside the reminder hours. */
const TOMORROW = '2026-11-03';
const EN_GUEST = { phone: '+31611195901', email: 'remind.en@example.nl' };
const NL_GUEST = { phone: '+31611195902', email: 'remind.nl@example.nl' };

interface OutboxReminder {
  channel: string;
  recipient: string;
  language: string;
  payload: { reservation: { id: string }; optOutUrl: string; manageUrl: string };
}

describe.each(ENGINES)('the reminder the day before (%s)', (engine) => {
  let h: Harness;
  let deps: AppDeps;
  const tokens: Record<string, string> = {};
  const book = async (guest: typeof EN_GUEST, overrides: Record<string, unknown>) => {
    const booked = await h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token: tokens[guest.email],
      body: bookingBody({ email: guest.email, phone_number: guest.phone, ...overrides }),
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    return booked.body.reservation.id as string;
  };
  const reminders = async () =>
    (
      await h.db.query<OutboxReminder>(
        "select channel, recipient, language, payload from notification_outbox where kind = 'booking_reminder' order by recipient, channel",
      )
    ).rows;
  const run = () => sendDueReminders(deps, DEFAULT_REMINDER_HOURS);

  beforeAll(async () => {
    h = await createHarness(engine);
    deps = {
      db: h.db,
      config: h.config,
      now: () => h.clock.now,
      enqueue: enqueueNotification,
      log: silentLogger(),
    };
    tokens[EN_GUEST.email] = await signIn(h, EN_GUEST);
    tokens[NL_GUEST.email] = await signIn(h, NL_GUEST);
  });
  afterAll(async () => h?.close());

  it("two runs at once remind each of tomorrow's bookings once, by e-mail and SMS, in the guest's language", async () => {
    h.clock.now = START_NOW;
    const english = await book(EN_GUEST, { date: TOMORROW, time: '18:00', language: 'en' });
    const dutch = await book(NL_GUEST, { date: TOMORROW, time: '19:00', language: 'nl' });
    const cancelled = await book(EN_GUEST, { date: TOMORROW, time: '20:00' });
    expect(
      (
        await h.request('DELETE', `/sites/${SITE_AMSTERDAM}/reservations/${cancelled}`, {
          token: tokens[EN_GUEST.email],
        })
      ).status,
    ).toBe(200);
    await book(EN_GUEST, { date: '2026-11-04', time: '18:00' });

    const counts = await Promise.all([run(), run()]);
    expect(counts[0]! + counts[1]!).toBe(2);
    const sent = await reminders();
    expect(sent.map((r) => [r.recipient, r.channel, r.language, r.payload.reservation.id])).toEqual([
      ['+31611195901', 'sms', 'en', english],
      ['+31611195902', 'sms', 'nl', dutch],
      ['remind.en@example.nl', 'email', 'en', english],
      ['remind.nl@example.nl', 'email', 'nl', dutch],
    ]);
    expect(sent[2]!.payload.manageUrl).toBe(`http://widget.test/${english}/u`);
    expect(sent[2]!.payload.optOutUrl).toMatch(
      /^http:\/\/widget\.test\/api\/reminders\/opt-out\/[\w-]{40,}$/,
    );

    // The run comes again (or the process restarted): nobody is reminded twice.
    h.clock.now = START_NOW + 5 * 60_000;
    expect(await run()).toBe(0);
    expect(await reminders()).toHaveLength(4);
  });

  it('a booking made for tomorrow after a run is reminded by the next one; none before 10:00 or from 21:00', async () => {
    h.clock.now = START_NOW + 60 * 60_000;
    const late = await book(NL_GUEST, { date: TOMORROW, time: '13:00', language: 'nl' });
    expect(await run()).toBe(1);
    expect((await reminders()).filter((r) => r.payload.reservation.id === late)).toHaveLength(2);

    // 09:30 on Tuesday, then 21:00: outside the hours, Wednesday's booking waits.
    h.clock.now = Date.UTC(2026, 10, 3, 8, 30);
    expect(await run()).toBe(0);
    h.clock.now = Date.UTC(2026, 10, 3, 20, 0);
    expect(await run()).toBe(0);
  });

  it('the opt-out link asks first, then stops reminders for every booking of the guest, without signing in', async () => {
    const link = (await reminders()).find((r) => r.recipient === NL_GUEST.email)!.payload.optOutUrl;
    const path = new URL(link).pathname.replace(/^\/api/, '');
    const asked = await h.app.request(path);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-type')).toContain('text/html');
    const question = await asked.text();
    expect(question).toContain('<html lang="nl">');
    expect(question).toContain('Wil je die liever niet meer krijgen?');
    expect(question).toContain('Herinneringen uitzetten');
    // Opening the link changed nothing (a mail scanner may open it).
    expect((await h.db.query('select * from reminder_opt_outs')).rows).toEqual([]);

    const done = await h.app.request(path, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(
      'Klaar: geen herinneringen meer naar remind.nl@example.nl en +31611195902.',
    );
    expect(await (await h.app.request(path)).text()).toContain('Klaar: geen herinneringen meer');

    // Wednesday 10:00: the Dutch guest's booking is not reminded, the English guest's is.
    h.clock.now = Date.UTC(2026, 10, 3, 9, 0);
    await book(NL_GUEST, { date: '2026-11-04', time: '19:30', language: 'nl' });
    expect(await run()).toBe(1);
    // Every e-mail so far: Tuesday's two English and Dutch ones and the late Dutch one, and Wednesday's English one.
    const wednesday = (await reminders()).filter((r) => r.recipient.startsWith('remind.'));
    expect(wednesday.map((r) => r.recipient)).toEqual([
      'remind.en@example.nl',
      'remind.en@example.nl',
      'remind.nl@example.nl',
      'remind.nl@example.nl',
    ]);
  });

  it('a booking reminded, then moved to another day, is reminded again the day before that day', async () => {
    h.clock.now = Date.UTC(2026, 10, 4, 9, 0);
    const id = await book(EN_GUEST, { date: '2026-11-05', time: '17:30', language: 'en' });
    await run();
    const ofBooking = async () => (await reminders()).filter((r) => r.payload.reservation.id === id);
    expect(await ofBooking()).toHaveLength(2);
    const moved = await h.request('PATCH', `/sites/${SITE_AMSTERDAM}/reservations/${id}`, {
      token: tokens[EN_GUEST.email],
      body: { date: '2026-11-07' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    h.clock.now = Date.UTC(2026, 10, 6, 9, 0);
    await run();
    expect(await ofBooking()).toHaveLength(4);
  });

  it.each([
    ['a token no reminder has', '/reminders/opt-out/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed token', '/reminders/opt-out/not%20a%20token'],
  ])('%s: 404, said in both languages, nothing stopped', async (_case, path) => {
    for (const method of ['GET', 'POST']) {
      const answer = await h.app.request(path, { method });
      expect(answer.status).toBe(404);
      const text = await answer.text();
      expect(text).toContain('This link does not work.');
      expect(text).toContain('Deze link werkt niet.');
    }
  });
});
