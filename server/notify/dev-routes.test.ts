import { Hono } from 'hono';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devOutboxRoutes } from './dev-routes.js';
import { enqueueNotification } from './outbox.js';
import { startNotificationWorker } from './worker.js';
import { outboxAdapter } from './adapters/outbox.js';
import { OUTBOX_MIGRATION } from './test-support.js';
import type { BookingNotification } from './types.js';

let db: PGlite;
let app: Hono;

beforeAll(async () => {
  db = new PGlite();
  await db.exec(OUTBOX_MIGRATION);
  app = new Hono().route('/api/dev/outbox', devOutboxRoutes(db));
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('delete from notification_outbox');
});

const booking: BookingNotification = {
  kind: 'booking_confirmed',
  channel: 'email',
  to: 'Noor@Example.nl',
  language: 'nl',
  reservation: {
    number: 'T2M7KD',
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    site_name: 'Tafel Zwolle',
    site_address: 'Grote Kerkplein 2, 8011 PK Zwolle',
    site_phone: '+31 38 555 0105',
    date: '2026-05-08',
    time: '12:30',
    party_size: 3,
    first_name: 'Noor',
    last_name: 'Smit',
    duration_minutes: 120,
  },
  manageUrl: 'https://w.example/9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b/u',
  cancelUrl: 'https://w.example/9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b/d',
};

interface Answer {
  messages: Array<{
    id: string;
    kind: string;
    channel: string;
    to: string;
    subject: string | null;
    text: string;
    created_at: string;
    delivered_at: string | null;
    code?: string;
  }>;
}

describe('GET /api/dev/outbox?to=: the development outbox', () => {
  it.each([
    ['/api/dev/outbox', 'to missing'],
    ['/api/dev/outbox?to=', 'to empty'],
    ['/api/dev/outbox?to=%20%20', 'to blank'],
    [`/api/dev/outbox?to=${'a'.repeat(400)}`, 'to too long'],
  ])('%s answers 400 {error, message} (%s)', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; message: string; field: string };
    expect(body.error).toBe('Bad Request');
    expect(body.message).toMatch(/to/);
    expect(body.field).toBe('to');
  });

  it('answers 400 for a bad limit', async () => {
    const response = await app.request('/api/dev/outbox?to=a@b.nl&limit=0');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Bad Request', field: 'limit' });
  });

  it("answers one recipient's messages newest first, with the code only on code messages", async () => {
    const codeId = await enqueueNotification(db, {
      kind: 'otp_code',
      channel: 'email',
      to: 'noor@example.nl',
      language: 'nl',
      code: '314159',
      purpose: 'sign_in',
    });
    const bookingId = await enqueueNotification(db, booking);
    await enqueueNotification(db, {
      kind: 'otp_code',
      channel: 'sms',
      to: '+31612345678',
      language: 'en',
      code: '271828',
      purpose: 'sign_in',
    });
    const worker = startNotificationWorker(db, {
      adapter: outboxAdapter(),
      autoStart: false,
      log: () => undefined,
    });
    await worker.runOnce();

    const response = await app.request(`/api/dev/outbox?to=${encodeURIComponent('NOOR@example.nl')}`);
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as Answer;
    expect(messages.map((m) => m.id)).toEqual([bookingId, codeId]);
    const [bookingMessage, codeMessage] = messages as [Answer['messages'][0], Answer['messages'][0]];
    expect(bookingMessage).toMatchObject({
      kind: 'booking_confirmed',
      channel: 'email',
      to: 'noor@example.nl',
    });
    expect(bookingMessage.code).toBeUndefined();
    expect(bookingMessage.subject).toContain('T2M7KD');
    expect(bookingMessage.text).toContain(booking.manageUrl);
    expect(bookingMessage.delivered_at).not.toBeNull();
    expect(codeMessage).toMatchObject({ kind: 'otp_code', code: '314159' });
    expect(codeMessage.text).toContain('314159');
    expect(new Date(codeMessage.created_at).getTime()).toBeLessThanOrEqual(
      new Date(bookingMessage.created_at).getTime(),
    );

    const phone = (await (await app.request('/api/dev/outbox?to=%2B31612345678')).json()) as Answer;
    expect(phone.messages).toHaveLength(1);
    expect(phone.messages[0]).toMatchObject({ channel: 'sms', code: '271828' });
  });

  it('answers an empty list for a recipient without messages', async () => {
    const response = await app.request('/api/dev/outbox?to=nobody@example.nl');
    expect(await response.json()).toEqual({ messages: [] });
  });
});
