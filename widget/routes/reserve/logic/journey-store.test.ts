import { describe, expect, it, vi } from 'vitest';
import { createAppState } from '../../../state/app-state';
import { createSafeStorage } from '../../../state/storage';
import { extrasDefaults, JOURNEY_KEY, journeyFor, parseSavedJourney } from './journey-store';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const memory = () => createSafeStorage(() => null);
const appState = () => createAppState({ storage: memory(), now: () => NOW });

describe('refreshing mid-flow keeps what the guest typed (session storage, memory fallback)', () => {
  it('saves the forms and the journey on every change', () => {
    const storage = memory();
    const state = appState();
    const journey = journeyFor(state, storage);
    state.userForm.first_name.value = 'Anna';
    state.reservationForm.timeSlot.value = '19:00';
    journey.update({ rememberme: false });
    const saved = parseSavedJourney(storage.get(JOURNEY_KEY))!;
    expect(saved.user.first_name).toBe('Anna');
    expect(saved.reservation.timeSlot).toBe('19:00');
    expect(saved.extras.rememberme).toBe(false);
  });

  it('a fresh start (no previous route: a refresh) restores them', () => {
    const storage = memory();
    const first = appState();
    journeyFor(first, storage);
    first.userForm.email.value = 'anna@example.nl';
    first.reservationForm.location.value = 'site-1';
    first.reservationForm.date.value = '2026-11-30';
    const refreshed = appState();
    const journey = journeyFor(refreshed, storage);
    expect(refreshed.userForm.email.value).toBe('anna@example.nl');
    expect(refreshed.reservationForm.location.value).toBe('site-1');
    expect(refreshed.reservationForm.date.value).toBe('2026-11-30');
    expect(journey.extras.value).toEqual(extrasDefaults());
  });

  it('an in-app visit (there is a previous route) does not overwrite fresh choices such as Today', () => {
    const storage = memory();
    const first = appState();
    journeyFor(first, storage);
    first.reservationForm.date.value = '2026-12-01';
    const next = appState();
    next.navigation.previousRouteName.value = 'index';
    journeyFor(next, storage);
    expect(next.reservationForm.date.value).toBe('2026-11-22');
  });

  it('a saved date that has passed gives way to today', () => {
    const storage = memory();
    storage.set(
      JOURNEY_KEY,
      JSON.stringify({ reservation: { date: '2026-11-01', party_size: 6 }, user: {}, extras: {} }),
    );
    const state = appState();
    journeyFor(state, storage);
    expect(state.reservationForm.date.value).toBe('2026-11-22');
    expect(state.reservationForm.party_size.value).toBe(6);
  });

  it('blocked session storage falls back to memory and still works', () => {
    const throwing = createSafeStorage(() => {
      throw new Error('SecurityError');
    });
    const state = appState();
    const journey = journeyFor(state, throwing);
    journey.update({ sentTo: '+31 6 •••• 5678' });
    expect(throwing.memoryOnly).toBe(true);
    expect(parseSavedJourney(throwing.get(JOURNEY_KEY))!.extras.sentTo).toBe('+31 6 •••• 5678');
  });

  it.each([null, '', 'not json', '{"user":{}}', '42'])('ignores unusable saved text %j', (text) => {
    expect(parseSavedJourney(text)).toBeNull();
  });

  it('resetAttempt forgets result, failure, key and the e-mail question, not the guest', () => {
    const state = appState();
    const journey = journeyFor(state, memory());
    journey.update({
      idempotencyKey: 'k',
      failure: 'timeNoLongerAvailable',
      emailChoice: 'a@b.nl',
      rememberme: false,
    });
    journey.resetAttempt();
    expect(journey.extras.value).toMatchObject({
      idempotencyKey: null,
      failure: null,
      result: null,
      emailChoice: null,
      rememberme: false,
    });
    vi.restoreAllMocks();
  });
});
