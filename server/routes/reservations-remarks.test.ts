/**
 * A guest's remarks (an allergy, an occasion): at most REMARKS_MAX_LENGTH characters, checked again by the server,
 * kept apart from the notes (where a promotion's activator text goes) and repeated in the confirmation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMARKS_MAX_LENGTH } from '../../shared/constants';
import { bookingBody, createHarness, signIn, SITE_AMSTERDAM, type Harness } from '../testing/harness';

describe('remarks: at most 200 characters, kept apart from the notes', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness();
    token = await signIn(h, { phone: '+31612349071', email: 'remarks@example.nl' });
  });
  afterAll(async () => h?.close());

  const book = (overrides: Record<string, unknown>) =>
    h.request('POST', `/sites/${SITE_AMSTERDAM}/reservations`, {
      token,
      body: bookingBody({ email: 'remarks@example.nl', phone_number: '+31612349071', ...overrides }),
    });

  it.each([
    ['no remarks at all', undefined, 201, ''],
    ['exactly 200 characters', 'a'.repeat(REMARKS_MAX_LENGTH), 201, 'a'.repeat(REMARKS_MAX_LENGTH)],
    ['spaces around the words, trimmed', '  Verjaardag  ', 201, 'Verjaardag'],
  ])('%s: 201, stored as remarks, notes untouched', async (_name, remarks, status, stored) => {
    const answer = await book({ time: '18:00', ...(remarks === undefined ? {} : { remarks }) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.reservation).toMatchObject({ remarks: stored, notes: '' });
  });

  it('201 characters: 400 invalid_request naming the field, nothing booked', async () => {
    const answer = await book({ time: '19:00', remarks: 'a'.repeat(REMARKS_MAX_LENGTH + 1) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'invalid_request', key: 'remarksTooLong', field: 'remarks' });
    expect(answer.body.message).toContain('remarks');
  });

  it("the guest's confirmation e-mail repeats the remarks", async () => {
    const answer = await book({ time: '20:00', remarks: 'Notenallergie' });
    expect(answer.status).toBe(201);
    const confirmation = h.sent.find(
      (n) => n.kind === 'booking_confirmed' && n.reservation.id === answer.body.reservation.id,
    );
    expect(confirmation?.kind === 'booking_confirmed' && confirmation.reservation.remarks).toBe(
      'Notenallergie',
    );
  });

  it('a change may rewrite the remarks, within the same limit; the notes stay apart', async () => {
    const booked = await book({ time: '20:30', date: '2026-11-11', remarks: 'Verjaardag' });
    const path = `/sites/${SITE_AMSTERDAM}/reservations/${booked.body.reservation.id}`;
    const changed = await h.request('PATCH', path, { token, body: { remarks: 'Glutenvrij' } });
    expect(changed.status).toBe(200);
    expect(changed.body.reservation).toMatchObject({ remarks: 'Glutenvrij', notes: '' });
    const tooLong = await h.request('PATCH', path, {
      token,
      body: { remarks: 'b'.repeat(REMARKS_MAX_LENGTH + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ key: 'remarksTooLong', field: 'remarks' });
  });
});
