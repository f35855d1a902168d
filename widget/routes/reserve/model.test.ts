import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../state/create-app';
import { createSafeStorage } from '../../../ui/storage';
import { createReservationFlow, extrasDefaults, JOURNEY_KEY, parseSavedJourney } from './model';
import { sendBooking } from './logic/send-booking';
import { createHostKeptStorage } from '../../embed/kept';
import { testEmbed } from '../../embed/test-embed';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const memory = () => createSafeStorage(() => null);
const embed = testEmbed();
const newApp = () => createApp({ window, storage: memory(), embed, now: () => NOW });

describe('refreshing mid-flow keeps what the guest typed (session storage, memory fallback)', () => {
  it('saves the forms and the journey on every change', () => {
    const storage = memory();
    const app = newApp();
    const journey = createReservationFlow(app, storage);
    app.state.userForm.first_name.value = 'Anna';
    app.state.reservationForm.timeSlot.value = '19:00';
    journey.actions.update({ rememberme: false });
    const saved = parseSavedJourney(storage.get(JOURNEY_KEY))!;
    expect(saved.user.first_name).toBe('Anna');
    expect(saved.reservation.timeSlot).toBe('19:00');
    expect(saved.extras.rememberme).toBe(false);
  });

  it('a fresh start (no previous route: a refresh) restores them', () => {
    const storage = memory();
    const first = newApp();
    createReservationFlow(first, storage);
    first.state.userForm.email.value = 'anna@example.nl';
    first.state.reservationForm.location.value = 'site-1';
    first.state.reservationForm.date.value = '2026-11-30';
    const refreshed = newApp();
    const journey = createReservationFlow(refreshed, storage);
    expect(refreshed.state.userForm.email.value).toBe('anna@example.nl');
    expect(refreshed.state.reservationForm.location.value).toBe('site-1');
    expect(refreshed.state.reservationForm.date.value).toBe('2026-11-30');
    expect(journey.extras.value).toEqual(extrasDefaults());
  });

  it('an in-app visit (there is a previous route) does not overwrite fresh choices such as Today', () => {
    const storage = memory();
    const first = newApp();
    createReservationFlow(first, storage);
    first.state.reservationForm.date.value = '2026-12-01';
    const next = newApp();
    next.state.navigation.previousRouteName.value = 'index';
    createReservationFlow(next, storage);
    expect(next.state.reservationForm.date.value).toBe('2026-11-22');
  });

  it('a saved date that has passed gives way to today', () => {
    const storage = memory();
    storage.set(
      JOURNEY_KEY,
      JSON.stringify({ reservation: { date: '2026-11-01', party_size: 6 }, user: {}, extras: {} }),
    );
    const app = newApp();
    createReservationFlow(app, storage);
    expect(app.state.reservationForm.date.value).toBe('2026-11-22');
    expect(app.state.reservationForm.party_size.value).toBe(6);
  });

  it('a host page keeping the journey for its frame never gets a booking made (its id opens the manage pages)', () => {
    const kept = vi.fn();
    const storage = createHostKeptStorage({}, kept);
    const app = newApp();
    const journey = createReservationFlow(app, storage);
    app.state.userForm.first_name.value = 'Anna';
    journey.actions.update({ result: { id: 'secret-reservation-id' } as never });
    expect(journey.extras.value.result).not.toBeNull();
    const saved = parseSavedJourney(storage.get(JOURNEY_KEY))!;
    expect(saved.user.first_name).toBe('Anna');
    expect(saved.extras.result).toBeNull();
    expect(JSON.stringify(kept.mock.calls)).not.toContain('secret-reservation-id');
  });

  it('blocked session storage falls back to memory and still works', () => {
    const throwing = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    const app = newApp();
    const journey = createReservationFlow(app, throwing);
    journey.actions.update({ codeChannel: 'email' });
    expect(throwing.memoryOnly).toBe(true);
    expect(parseSavedJourney(throwing.get(JOURNEY_KEY))!.extras.codeChannel).toBe('email');
  });

  it.each([null, '', 'not json', '{"user":{}}', '42'])('ignores unusable saved text %j', (text) => {
    expect(parseSavedJourney(text)).toBeNull();
  });

  it('resetAttempt forgets result, failure and the e-mail question, not the guest nor an unanswered key', () => {
    const app = newApp();
    const journey = createReservationFlow(app, memory());
    journey.actions.update({
      idempotencyKey: 'k',
      attemptBody: 'b',
      failure: 'serverError',
      emailChoice: 'a@b.nl',
      rememberme: false,
    });
    journey.actions.resetAttempt();
    expect(journey.extras.value).toMatchObject({
      idempotencyKey: 'k',
      attemptBody: 'b',
      failure: null,
      result: null,
      emailChoice: null,
      rememberme: false,
    });
    vi.restoreAllMocks();
  });
});

describe('a retried booking is never made twice: the Idempotency-Key survives an answer that never came', () => {
  const booked = {
    reservation: {
      id: 'r1',
      number: 'ABC123',
      site_id: 'f5953adb-8724-4923-813c-73da0aaacb18',
      date: '2026-11-30',
      time: '19:00',
      party_size: 2,
    },
  };
  const held = {
    number: 'HELD01',
    site_id: booked.reservation.site_id,
    site_name: 'Tafel Utrecht',
    date: '2026-11-30',
    time: '19:00',
    party_size: 2,
    same_site: true,
  };
  /** A journey whose POSTs meet the given answers in turn; the keys it sent. */
  const journeyMeeting = (answers: Array<'network' | 'double' | number>) => {
    const keys: string[] = [];
    const bodies: Array<Record<string, unknown>> = [];
    let availability = 0;
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url.includes('/reservations/availability')) availability += 1;
      const headers = init.headers as Record<string, string>;
      if (init.method === 'POST' && url.includes('/reservations')) {
        keys.push(headers['Idempotency-Key']!);
        bodies.push(JSON.parse(init.body as string) as Record<string, unknown>);
        const answer = answers.shift() ?? 201;
        if (answer === 'network') throw new TypeError('Failed to fetch');
        if (answer === 'double')
          return new Response(JSON.stringify({ error: 'possible_double', message: 'x', existing: held }), {
            status: 409,
          });
        const body =
          answer === 201 ? booked : { error: answer === 409 ? 'conflict' : 'internal', message: 'x' };
        return new Response(JSON.stringify(body), { status: answer });
      }
      return new Response('{}', { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const app = createApp({ window, storage: memory(), embed, now: () => NOW, fetch });
    const journey = createReservationFlow(app, memory());
    app.state.reservationForm.location.value = booked.reservation.site_id;
    app.state.reservationForm.date.value = '2026-11-30';
    app.state.reservationForm.timeSlot.value = '19:00';
    app.state.userForm.first_name.value = 'Anna';
    app.state.userForm.last_name.value = 'Jansen';
    app.state.userForm.email.value = 'anna@example.nl';
    app.state.userForm.phone_number.value = '+31612345678';
    return { app, journey, keys, bodies, availabilityCalls: () => availability };
  };

  it.each([
    ['a dropped answer (network)', 'network' as const],
    ['a server fault (500)', 500],
  ])('after %s, the retry sends the same key', async (_name, failure) => {
    const { journey, keys } = journeyMeeting([failure, 201]);
    await journey.actions.book(sendBooking);
    expect(journey.extras.value.result).toBeNull();
    await journey.actions.book(sendBooking);
    expect(journey.extras.value.result?.number).toBe('ABC123');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('after a refusal (409, the time was taken), the next attempt is a new request with a new key', async () => {
    const { journey, keys } = journeyMeeting([409, 201]);
    await journey.actions.book(sendBooking);
    expect(journey.extras.value.failure).toBe('timeNoLongerAvailable');
    await journey.actions.book(sendBooking);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('after a refusal (409), the day’s times are asked again, so the refused time is not offered from a kept answer', async () => {
    const { app, journey, availabilityCalls } = journeyMeeting([409]);
    const ask = () =>
      app.api.get(`/sites/${booked.reservation.site_id}/reservations/availability`, {
        query: { date: '2026-11-30', party_size: '2' },
      });
    await ask();
    await ask();
    expect(availabilityCalls()).toBe(1);
    await journey.actions.book(sendBooking);
    expect(journey.extras.value.failure).toBe('timeNoLongerAvailable');
    await ask();
    expect(availabilityCalls()).toBe(2);
  });

  it('starting again after a dropped answer and booking the same table sends the same key (booked once)', async () => {
    const { app, journey, keys } = journeyMeeting(['network', 201]);
    await journey.actions.book(sendBooking);
    // 'Start again' on the failed page, or the filter opened anew: the same restaurant, time and details chosen again.
    journey.actions.resetAttempt();
    app.state.reservationForm.timeSlot.value = null;
    app.state.reservationForm.timeSlot.value = '19:00';
    await journey.actions.book(sendBooking);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('after a booking made, the next booking gets a new key', async () => {
    const { journey, keys } = journeyMeeting([201, 201]);
    await journey.actions.book(sendBooking);
    journey.actions.resetAttempt();
    await journey.actions.book(sendBooking);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a changed booking after a dropped answer gets a new key (the server would refuse the old key with another body)', async () => {
    const { app, journey, keys } = journeyMeeting(['network', 201]);
    await journey.actions.book(sendBooking);
    app.state.reservationForm.timeSlot.value = '19:30';
    await journey.actions.book(sendBooking);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('a possible double (409 possible_double) books nothing and asks on the check step; the answer sends allow_double', async () => {
    const { journey, bodies } = journeyMeeting(['double', 201]);
    const went: string[] = [];
    vi.spyOn(journey.actions, 'go').mockImplementation((step) => void went.push(step));
    await journey.actions.book(sendBooking);
    expect(journey.extras.value).toMatchObject({ double: held, failure: null, result: null });
    expect(went).toEqual(['check-info']);
    expect(bodies[0]!.allow_double).toBe(false);
    // 'Book another anyway'
    journey.actions.update({ double: null, allowDouble: true });
    await journey.actions.book(sendBooking);
    expect(bodies[1]!.allow_double).toBe(true);
    expect(journey.extras.value).toMatchObject({ result: booked.reservation, allowDouble: false });
  });

  it('after a refusal (409, the time was taken), the refused time is no longer chosen: Back to the check step asks the times again', async () => {
    const { app, journey } = journeyMeeting([409]);
    await journey.actions.book(sendBooking);
    expect(app.state.reservationForm.timeSlot.value).toBeNull();
    expect(journey.facts.value.hasFailure).toBe(true);
  });
});

describe('Back after success never brings back a confirmable finished booking', () => {
  it('the filter opened with a booking made starts as a new reservation: no time, no result', () => {
    const app = newApp();
    const journey = createReservationFlow(app, memory());
    app.state.reservationForm.location.value = 'f5953adb-8724-4923-813c-73da0aaacb18';
    app.state.reservationForm.timeSlot.value = '19:00';
    app.state.reservationForm.party_size.value = 4;
    app.state.navigation.currentRouteName.value = 'reserve-success';
    journey.actions.update({ result: { number: 'ABC123' } as never });
    expect(app.state.reservationForm.timeSlot.value).toBe('19:00');
    // Back from the success page: the flow's fallback opens the filter.
    app.state.navigation.currentRouteName.value = 'filter';
    expect(journey.extras.value.result).toBeNull();
    expect(app.state.reservationForm.timeSlot.value).toBeNull();
    expect(app.state.reservationForm.location.value).toBeNull();
    expect(app.state.reservationForm.party_size.value).toBe(2);
    expect(journey.facts.value).toMatchObject({ timeSlot: null, hasResult: false });
  });
});
