import { effect, signal, type Signal } from '@preact/signals';
import type { Reservation } from '../../../../shared/api/types';
import type { MessageKey } from '../../../../shared/messages';
import type { AppState } from '../../../state/app-state';
import { assignForm, readForm, type ReservationFormValues, type UserFormValues } from '../../../state/forms';
import { createSafeStorage, type SafeStorage } from '../../../state/storage';

/** What the journey keeps beyond the shell's reservation and user forms. */
export interface JourneyExtras {
  rememberme: boolean;
  /** 'sms' (default) or 'email': where the one-time code goes. */
  codeChannel: 'sms' | 'email';
  /** Masked address of the last code sent, and when a new one may be asked (epoch ms). */
  sentTo: string;
  resendAt: number;
  /** The e-mail stored for this phone when it differs from the one typed (pre-process asks). */
  storedEmail: string | null;
  /** The e-mail the guest chose on pre-process; null until asked. */
  emailChoice: string | null;
  /** One key per booking attempt, kept over a refresh so a retried POST cannot book twice. */
  idempotencyKey: string | null;
  result: Reservation | null;
  failure: MessageKey | null;
}

export const extrasDefaults = (): JourneyExtras => ({
  rememberme: true,
  codeChannel: 'sms',
  sentTo: '',
  resendAt: 0,
  storedEmail: null,
  emailChoice: null,
  idempotencyKey: null,
  result: null,
  failure: null,
});

/** Everything saved for a refresh mid-flow (SPEC: refreshing does not lose what the guest typed). */
export interface SavedJourney {
  reservation: ReservationFormValues;
  user: UserFormValues;
  extras: JourneyExtras;
}

export const JOURNEY_KEY = 'tafel:journey';

export interface Journey {
  extras: Signal<JourneyExtras>;
  update(change: Partial<JourneyExtras>): void;
  /** Forgets the attempt (result, failure, key) so a new booking starts clean. */
  resetAttempt(): void;
}

/**
 * Reads a saved journey, or null when absent or not ours (wrong shape from an old version).
 * @example parseSavedJourney('{"reservation":{…},"user":{…},"extras":{…}}')
 */
export function parseSavedJourney(text: string | null): SavedJourney | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SavedJourney>;
    if (
      !value ||
      typeof value !== 'object' ||
      typeof value.reservation !== 'object' ||
      typeof value.user !== 'object'
    )
      return null;
    return {
      reservation: value.reservation!,
      user: value.user!,
      extras: { ...extrasDefaults(), ...(value.extras ?? {}) },
    };
  } catch {
    return null;
  }
}

/** Session storage, or memory when the browser blocks it (third-party frames, private windows). */
export const sessionStore = (): SafeStorage =>
  createSafeStorage(() => (typeof window === 'undefined' ? null : window.sessionStorage));

const journeys = new WeakMap<AppState, Journey>();

/**
 * The journey of one app: made once, restored from session storage when the app started on a
 * reservation-flow page (a refresh), then saved on every change.
 */
export function journeyFor(state: AppState, storage: SafeStorage = sessionStore()): Journey {
  const existing = journeys.get(state);
  if (existing) return existing;
  const saved = parseSavedJourney(storage.get(JOURNEY_KEY));
  // Restore only on a fresh start (a refresh): an in-app visit already carries the guest's choices.
  const freshStart = state.navigation.previousRouteName.peek() === null;
  const extras = signal<JourneyExtras>(saved && freshStart ? saved.extras : extrasDefaults());
  if (saved && freshStart) {
    const { date, ...rest } = saved.reservation;
    // A date that passed while the tab slept stays as it is today's default.
    assignForm(state.reservationForm, date >= state.reservationForm.date.peek() ? saved.reservation : rest);
    assignForm(state.userForm, saved.user);
  }
  effect(() => {
    const snapshot: SavedJourney = {
      reservation: readForm(state.reservationForm),
      user: readForm(state.userForm),
      extras: extras.value,
    };
    storage.set(JOURNEY_KEY, JSON.stringify(snapshot));
  });
  const journey: Journey = {
    extras,
    update: (change) => (extras.value = { ...extras.value, ...change }),
    resetAttempt: () =>
      (extras.value = {
        ...extras.value,
        idempotencyKey: null,
        result: null,
        failure: null,
        emailChoice: null,
        storedEmail: null,
      }),
  };
  journeys.set(state, journey);
  return journey;
}
