/** Migration 0065: a walk-in's name, split at its first space before, is whole again; other bookings keep theirs. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_AMSTERDAM, START_NOW, type Harness } from '../testing/harness';
import { openStaffWorld, type StaffWorld } from '../testing/staff';
import { SERVER_PATHS } from '../paths';

const MIGRATION = readFileSync(`${SERVER_PATHS.migrations}/0065_walk_in_names_whole.sql`, 'utf8');

let h: Harness;
let tokens: StaffWorld['tokens'];

beforeAll(async () => {
  ({ h, tokens } = await openStaffWorld());
});
afterAll(async () => h?.close());

/** Seats a walk-in and stores its name as the old code did (or as given), answering its id. */
async function walkIn(
  stored: { first_name: string; last_name: string },
  channel = 'walk_in',
): Promise<string> {
  h.clock.now = START_NOW;
  const seated = await h.request('POST', `/staff/sites/${SITE_AMSTERDAM}/walk-ins`, {
    token: tokens.host,
    body: { time: '12:00', party_size: 2 },
  });
  expect(seated.status, JSON.stringify(seated.body)).toBe(201);
  const id = seated.body.booking.id as string;
  await h.db.query('update reservations set first_name = $2, last_name = $3, channel = $4 where id = $1', [
    id,
    stored.first_name,
    stored.last_name,
    channel,
  ]);
  return id;
}

describe('walk-ins seated before keep their whole name (migration 0065)', () => {
  it.each([
    ['split at the first space', { first_name: 'Mr', last_name: 'Visser' }, 'walk_in', ['', 'Mr Visser']],
    ['three words', { first_name: 'Familie', last_name: 'de Vries' }, 'walk_in', ['', 'Familie de Vries']],
    ['one word', { first_name: 'Visser', last_name: '' }, 'walk_in', ['', 'Visser']],
    ['no name', { first_name: '', last_name: '' }, 'walk_in', ['', '']],
    [
      'a booking by phone keeps its two names',
      { first_name: 'Anna', last_name: 'Jansen' },
      'phone',
      ['Anna', 'Jansen'],
    ],
  ])('%s', async (_case, stored, channel, [first, last]) => {
    const id = await walkIn(stored, channel);
    await h.db.transaction((tx) => tx.exec(MIGRATION));
    const { rows } = await h.db.query<{ first_name: string; last_name: string }>(
      'select first_name, last_name from reservations where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ first_name: first, last_name: last });
  });
});
