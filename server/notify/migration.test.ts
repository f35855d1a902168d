import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_MIGRATION } from './test-support.js';

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
});
afterAll(() => db.close());

describe('0050_outbox.sql', () => {
  it('can run twice (migrations may be re-applied by several processes)', async () => {
    await db.exec(OUTBOX_MIGRATION);
    await db.exec(OUTBOX_MIGRATION);
    const indexes = await db.query<{ indexname: string }>(
      "select indexname from pg_indexes where tablename = 'notification_outbox' order by indexname",
    );
    expect(indexes.rows.map((row) => row.indexname)).toEqual([
      'notification_outbox_due_idx',
      'notification_outbox_pkey',
      'notification_outbox_recipient_idx',
    ]);
  });

  it.each([
    [
      'an unknown status',
      `insert into notification_outbox (kind, channel, recipient, language, payload, status) values ('otp_code', 'sms', '+31612345678', 'en', '{}', 'lost')`,
    ],
    [
      'an unknown channel',
      `insert into notification_outbox (kind, channel, recipient, language, payload) values ('otp_code', 'fax', '+31612345678', 'en', '{}')`,
    ],
    [
      'an unknown language',
      `insert into notification_outbox (kind, channel, recipient, language, payload) values ('otp_code', 'sms', '+31612345678', 'de', '{}')`,
    ],
  ])('rejects %s', async (_name, sql) => {
    await expect(db.query(sql)).rejects.toThrow(/check constraint/);
  });

  it('fills id, status, attempts and times by default', async () => {
    const result = await db.query<{ id: string; status: string; attempts: number; due: boolean }>(
      `insert into notification_outbox (kind, channel, recipient, language, payload) values ('otp_code', 'sms', '+31612345678', 'en', '{}')
       returning id, status, attempts, next_attempt_at <= now() as due`,
    );
    expect(result.rows[0]).toMatchObject({ status: 'pending', attempts: 0, due: true });
    expect(result.rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
