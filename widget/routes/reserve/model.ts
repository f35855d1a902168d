import { batch, computed, effect, signal, untracked } from '@preact/signals';
import type { ExistingBooking } from '../../../shared/api/answers';
import type { Reservation } from '../../../shared/api/types';
import type { MessageKey } from '../../../shared/message-words';
import { isValidEmail } from '../../../shared/people/email';
import { createBookingEndpoints } from '../../api/booking-endpoints';
import { refusalWordsFor } from '../../i18n/refusal-words';
import type { App } from '../../state/create-app';
import {
  assignForm,
  readForm,
  reservationDefaults,
  userDefaults,
  type ReservationFormValues,
  type UserFormValues,
} from '../../state/forms';
import type { SafeStorage } from '../../../ui/storage';
import { nextStep } from '../flow-table';
import { pathFor } from '../table';
import { reservationFlow, type ReservationFacts, type ReservationStep } from './flow';
import { readCodeUnderWay, type CodeChannel, type CodeUnderWay } from './logic/code';

/** What the journey keeps beyond the shell's reservation and user forms. */
export interface JourneyExtras {
  rememberme: boolean;
  /** 'sms' (default) or 'email': where the one-time code goes. */
  codeChannel: CodeChannel;
  /** The code asked and not yet checked, with its temporary token (kept over a refresh of the code step). */
  code: CodeUnderWay | null;
  /** The e-mail stored for this phone when it differs from the one typed (pre-process asks). */
  storedEmail: string | null;
  /** The e-mail the guest chose on pre-process; null until asked. */
  emailChoice: string | null;
  /**
   * One key per booking attempt, kept over a refresh and over an answer that never came (network, time-out, 5xx),
   * so a retried POST cannot book twice; with the body it was sent with, so a changed booking gets a new key.
   */
  idempotencyKey: string | null;
  attemptBody: string | null;
  result: Reservation | null;
  failure: MessageKey | null;
  /**
   * The booking the guest already holds at an overlapping time, from the server's 409 possible_double: the check
   * step asks whether they mean a second one. Null when none was named.
   */
  double: ExistingBooking | null;
  /** The guest answered that question 'Book another anyway': the next send says so (allow_double). */
  allowDouble: boolean;
  /** The visit's random id, made with its first search that found no time (./turned-away-report); null before. */
  visitId: string | null;
}

export const extrasDefaults = (): JourneyExtras => ({
  rememberme: true,
  codeChannel: 'sms',
  code: null,
  storedEmail: null,
  emailChoice: null,
  idempotencyKey: null,
  attemptBody: null,
  result: null,
  failure: null,
  double: null,
  allowDouble: false,
  visitId: null,
});

/** What sending the booking needs of the journey's model. */
export interface BookingSender {
  app: App;
  endpoints: ReturnType<typeof createBookingEndpoints>;
  /** The restaurant being booked. */
  siteId: string;
  update: (change: Partial<JourneyExtras>) => void;
}

/** Sends the booking and records its answer in the journey (./logic/send-booking). */
export type SendBooking = (sender: BookingSender, current: JourneyExtras) => Promise<void>;

/** Everything saved for a refresh mid-flow (SPEC: refreshing does not lose what the guest typed). */
export interface SavedJourney {
  reservation: ReservationFormValues;
  user: UserFormValues;
  extras: JourneyExtras;
}

export const JOURNEY_KEY = 'tafel:journey';

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
      extras: {
        ...extrasDefaults(),
        ...(value.extras ?? {}),
        code: readCodeUnderWay(value.extras?.code),
      },
    };
  } catch {
    return null;
  }
}

/** The details passed the form once (phone already normalised to E.164); checked without phone metadata. */
function detailsComplete(user: UserFormValues): boolean {
  return (
    user.first_name.trim() !== '' &&
    user.last_name.trim() !== '' &&
    /^\+[1-9]\d{6,14}$/.test(user.phone_number) &&
    isValidEmail(user.email)
  );
}

/** Whether the e-mail typed differs from the one stored (case ignored); false when nothing is stored. */
function emailDiffers(typed: string, stored: string | null): boolean {
  return Boolean(stored) && typed.trim().toLowerCase() !== stored!.trim().toLowerCase();
}

/**
 * The reservation flow's model: the journey's state beyond the shell's forms, the facts the flow table's guards
 * read, and the actions that change them. Restored from session storage when the app started on a
 * reservation-flow page (a refresh), then saved on every change.
 */
export function createReservationFlow(app: App, storage: SafeStorage = app.session) {
  const { state } = app;
  const endpoints = createBookingEndpoints(app.api, app.reporter.report, refusalWordsFor(app));
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
      // The host page can read what it keeps: a booking made (its id opens the manage pages) never goes to it.
      extras: storage.keptByHost ? { ...extras.value, result: null } : extras.value,
    };
    storage.set(JOURNEY_KEY, JSON.stringify(snapshot));
  });

  const facts = computed<ReservationFacts>(() => {
    const user = readForm(state.userForm);
    const { emailChoice, storedEmail, result, failure, double } = extras.value;
    return {
      location: state.reservationForm.location.value,
      timeSlot: state.reservationForm.timeSlot.value,
      detailsValid: detailsComplete(user),
      signedIn: Boolean(state.auth.token.value),
      emailQuestionOpen:
        emailChoice === null &&
        emailDiffers(user.email, storedEmail ?? state.auth.profile.value?.email ?? null),
      hasResult: result !== null,
      hasFailure: failure !== null,
      hasDouble: double !== null,
    };
  });
  /** The number last checked on the details step, and whether a code can be texted to it here. */
  const phoneReach = signal<{ phone: string; textable: boolean } | null>(null);
  /** What the guest typed on the code step: in memory, so a failed call or the time-out screen does not lose it. */
  const typedCode = signal('');
  /** The restaurant being booked: the chosen one, else the host's target site. */
  const siteId = computed(() => state.reservationForm.location.value ?? state.config.value.site ?? '');
  // One create call per attempt even if the page renders twice (strict effects, quick Back and forth).
  let booking = false;

  const actions = {
    update(change: Partial<JourneyExtras>) {
      extras.value = { ...extras.value, ...change };
    },
    /**
     * Forgets the attempt (result, failure) so a new booking starts clean. The key of an attempt that got no answer
     * stays: the very same booking sent again (same restaurant, time and details) is then answered once, not made
     * twice; any other booking gets a new key.
     */
    resetAttempt() {
      actions.update({
        result: null,
        failure: null,
        double: null,
        allowDouble: false,
        emailChoice: null,
        storedEmail: null,
      });
    },
    /**
     * A booking made closes the way to it: the filter opened after it (Back from the success page) starts as a new
     * reservation does, so nothing chosen for the finished booking can be confirmed again.
     */
    startAfterBooking() {
      batch(() => {
        actions.resetAttempt();
        assignForm(state.reservationForm, reservationDefaults(state.now()));
      });
    },
    /** Throws the booking under way away (the guest closed the widget): the attempt, the choices, the details. */
    discard() {
      actions.resetAttempt();
      actions.update({ code: null });
      typedCode.value = '';
      assignForm(state.reservationForm, reservationDefaults(state.now()));
      assignForm(state.userForm, userDefaults());
    },
    /** The double question's 'Book another anyway': the booking is sent again, saying the guest chose a second one. */
    bookAnyway() {
      actions.update({ double: null, allowDouble: true });
      actions.next('check-info');
    },
    /** The double question's 'Choose another time': the filter asks the day's times again, none chosen. */
    chooseOtherTime() {
      actions.update({ double: null });
      state.reservationForm.timeSlot.value = null;
      actions.go('filter');
    },
    /** The double question's 'Keep my reservation': nothing more is booked, and the guest's reservations open. */
    keepHeld() {
      actions.startAfterBooking();
      app.actions.navigation.go('/reservations/list');
    },
    /** Opens a step of the flow for the restaurant being booked. */
    go(step: ReservationStep, options: { replace?: boolean } = {}) {
      app.actions.navigation.go(pathFor(step, { sid: siteId.peek() }), options);
    },
    /** Opens the step the flow table names after `step`, given the facts now. */
    next(step: ReservationStep, options: { replace?: boolean } = {}) {
      actions.go(nextStep(reservationFlow, step, facts.peek()), options);
    },
    /**
     * Whether a code can be texted to the number (E.164), asked once per number (POST /phone-checks). No answer
     * counts as textable: the code step asks as before, and the server re-checks. A number that cannot be texted
     * brings the refusal words, which say why on the details step.
     */
    async checkPhone(phone: string) {
      const known = phoneReach.peek();
      if (known?.phone === phone) return known;
      const answer = await endpoints.checkPhone(phone);
      const reach = { phone, textable: !answer.ok || answer.data.textable };
      if (!reach.textable) await refusalWordsFor(app)('phoneNotTextable').catch(() => {});
      return (phoneReach.value = reach);
    },
    /** A signed-in guest goes on; the e-mail question comes when the stored address differs from the one typed. */
    signedIn(storedEmail: string | null) {
      const differs = emailDiffers(state.userForm.email.peek(), storedEmail);
      actions.update({ storedEmail: differs ? storedEmail : null, emailChoice: null });
      actions.next('code-input');
    },
    /**
     * Reserve-process: POST the reservation with an Idempotency-Key, then success or failed. The sending
     * (./logic/send-booking) comes with the steps after the details, so the process page hands it in.
     */
    async book(send: SendBooking) {
      const current = extras.peek();
      if (current.result) return actions.go('reserve-success', { replace: true });
      // One booking request at a time (the process page may mount twice).
      if (booking) return;
      booking = true;
      try {
        await send({ app, endpoints, siteId: siteId.peek(), update: actions.update }, current);
      } finally {
        booking = false;
      }
      // The time was taken meanwhile: it is no longer the guest's choice, so Back to the check or details step leads
      // to the filter, which asks the day's times again, never to a confirm button for the refused time.
      if (extras.peek().failure === 'timeNoLongerAvailable') state.reservationForm.timeSlot.value = null;
      actions.next('reserve-process', { replace: true });
    },
  };

  // Back from the success page lands on the filter (the flow's fallback): the finished booking's choices go.
  effect(() => {
    if (state.navigation.currentRouteName.value === 'filter' && extras.value.result)
      untracked(() => actions.startAfterBooking());
  });

  return { extras, facts, typedCode, phoneReach, siteId, endpoints, actions };
}

export type ReservationFlowModel = ReturnType<typeof createReservationFlow>;
