import { computed, effect, signal } from '@preact/signals';
import * as v from 'valibot';
import type { RetrieveFormValues } from '../../state/forms';
import type { MessageKey } from '../../../shared/message-words';
import { createEndpoints } from '../../api/endpoints';
import { refusalWordsFor } from '../../i18n/refusal-words';
import { createAuthFlow, loadMyReservations } from '../../state/auth-flow';
import type { App } from '../../state/create-app';
import { parseSaved } from '../../state/parse-saved';
import { sessionStore, type SafeStorage } from '../../../ui/storage';
import { nextStep } from '../flow-table';
import { pathFor } from '../table';
import { retrieveFlow, type RetrieveFacts, type RetrieveStep } from './flow';

/** The shared retrieve form schema (it carries the phone rules), loaded when the guest asks to find a booking. */
const loadRetrieveSchema = () =>
  import('../../../shared/schemas/retrieve-form').then((module) => module.RetrieveFormSchema);

/** How a guest logs in: a code by SMS to their phone, or by e-mail to their address. */
export type LoginBy = 'phone_number' | 'email';

/** What the guest typed to log in: the way and the number or address, and whether to stay logged in. */
export interface LoginRequest {
  by: LoginBy;
  contact: string;
  remember: boolean;
}

/** The log-in under way: what the guest asked, where the code went (masked) and when another may be asked. */
export interface LoginUnderWay extends LoginRequest {
  sentTo: string;
  resendAt: number;
}

/** Where a log-in under way is kept for a refresh of the code step (with the temporary token the code needs). */
export const LOGIN_KEY = 'tafel:login';

const SavedLoginSchema = v.object({
  by: v.picklist(['phone_number', 'email']),
  contact: v.string(),
  remember: v.boolean(),
  sentTo: v.string(),
  resendAt: v.number(),
  token: v.string(),
});

/**
 * A saved log-in under way, or null when absent or not ours.
 * @example parseSavedLogin('{"by":"email","contact":"a@b.nl","remember":false,"sentTo":"a***@b.nl","resendAt":0,"token":"t"}')
 */
export function parseSavedLogin(text: string | null): v.InferOutput<typeof SavedLoginSchema> | null {
  return parseSaved(SavedLoginSchema, text);
}

/**
 * The retrieve flow's model: its facts come from the app's auth state (the retrieve form is the shell's);
 * the actions find a reservation, log in with a code by SMS or e-mail, and load or leave the guest's list. A log-in under
 * way is kept in the tab's session (memory when the browser blocks storage), so a refresh of the code step keeps
 * the step, where the code went and the wait for a new one.
 */
export function createRetrieveFlow(app: App, storage: SafeStorage = sessionStore()) {
  const { auth } = app.state;
  const endpoints = createEndpoints(app.api, app.reporter.report, refusalWordsFor(app));
  const authFlow = createAuthFlow(app, endpoints);

  const saved = parseSavedLogin(storage.get(LOGIN_KEY));
  const login = signal<LoginUnderWay | null>(
    saved && {
      by: saved.by,
      contact: saved.contact,
      remember: saved.remember,
      sentTo: saved.sentTo,
      resendAt: saved.resendAt,
    },
  );
  if (saved && auth.tempToken.peek() === null && auth.token.peek() === null)
    auth.tempToken.value = saved.token;
  // Kept while a code is asked and not yet checked; forgotten once it is (or the guest gives the log-in up).
  effect(() => {
    const token = auth.tempToken.value;
    const current = login.value;
    if (token && current) storage.set(LOGIN_KEY, JSON.stringify({ ...current, token }));
    else storage.remove(LOGIN_KEY);
  });

  const facts = computed<RetrieveFacts>(() => ({
    codeRequested: auth.tempToken.value !== null,
    signedIn: auth.token.value !== null,
    hasAccess: auth.currentToken.value !== null,
  }));
  const goOn = (step: RetrieveStep) =>
    app.actions.navigation.go(pathFor(nextStep(retrieveFlow, step, facts.peek())));

  const actions = {
    /** Finds a reservation by its number with the phone or e-mail it was booked with. Returns the refusal, if any. */
    async findReservation(form: RetrieveFormValues): Promise<MessageKey | null> {
      // This form finds a booking by its number; signing in with the phone alone is the other form.
      if (!form.confirmationNum.trim()) return 'retrieveDataMissing';
      const checked = v.safeParse(await loadRetrieveSchema(), form);
      if (!checked.success) return checked.issues[0].message as MessageKey;
      const body = checked.output as { confirmationNum: string } & (
        { phone_number: string } | { email: string }
      );
      const result = await endpoints.retrieveReservation(body);
      if (!result.ok) return result.error.messageKey;
      // The reservation id is its access token (forced access), replacing one an earlier retrieve left;
      // a log-in begun earlier is given up.
      app.actions.auth.useAccessToken(result.data.reservation.id);
      auth.tempToken.value = null;
      auth.reservations.value = [result.data.reservation];
      goOn('reservations-retrieve');
      return null;
    },
    /**
     * Asks a log-in code by SMS to a phone number or by e-mail to an address, then the code step. Returns the
     * refusal, if any (an unknown address is 'Unknown email address').
     */
    async requestLoginCode(request: LoginRequest): Promise<MessageKey | null> {
      const contact = request.contact.trim();
      if (!contact) return 'required';
      const result = await authFlow.requestCode({
        ...(request.by === 'email'
          ? { email: contact, channel: 'email' as const }
          : { phone_number: contact }),
        remember: request.remember,
        language: app.state.language.peek(),
      });
      if (!result.ok) return result.error.messageKey;
      login.value = {
        ...request,
        contact,
        sentTo: result.data.sent_to,
        resendAt: app.state.now() + result.data.resend_after_seconds * 1000,
      };
      if (app.state.navigation.currentRouteName.peek() === 'reservations-retrieve')
        goOn('reservations-retrieve');
      return null;
    },
    /** Another code to the same number or address, once its wait is over. Returns the refusal, if any. */
    async resendLoginCode(): Promise<MessageKey | null> {
      const current = login.peek();
      return current ? actions.requestLoginCode(current) : 'required';
    },
    /** Back to the log-in form to type another number or address (the one typed is kept there). */
    changeContact() {
      auth.tempToken.value = null;
      app.actions.navigation.go(pathFor('reservations-retrieve'));
    },
    /** Checks the log-in code, then the list. Returns the refusal, if any. */
    async checkLoginCode(digits: string): Promise<MessageKey | null> {
      const result = await authFlow.checkCode(digits);
      if (result && !result.ok) return result.error.messageKey;
      goOn('reservations-code-input');
      return null;
    },
    /** The guest's list; a failed fetch clears it. */
    loadList: () => loadMyReservations(app, endpoints),
    /** Edit or cancel one reservation of the list (the edit flow). */
    open(step: 'reservation-edit' | 'reservation-cancel', conf: string) {
      app.actions.navigation.go(pathFor(step, { conf }));
    },
    /** A guest who found a reservation by number looks for another (the number's access token stays until then). */
    findAnother() {
      app.actions.navigation.go(pathFor('reservations-retrieve'));
    },
    async signOut() {
      await app.actions.auth.logout();
      app.actions.navigation.go(pathFor('index'));
    },
  };

  return { facts, actions, login };
}
