import { computed, signal } from '@preact/signals';
import * as v from 'valibot';
import type { RetrieveFormValues } from '../../state/forms';
import type { MessageKey } from '../../../shared/messages';
import { createEndpoints } from '../../api/endpoints';
import { refusalWordsFor } from '../../i18n/refusals';
import { createAuthFlow, loadMyReservations } from '../../state/auth-flow';
import type { App } from '../../state/create-app';
import { nextStep } from '../flow-table';
import { pathFor } from '../table';
import { retrieveFlow, type RetrieveFacts, type RetrieveStep } from './flow';

/** The shared retrieve form schema (it carries the phone rules), loaded when the guest asks to find a booking. */
const loadRetrieveSchema = () =>
  import('../../../shared/schemas/retrieve-form').then((module) => module.RetrieveFormSchema);

/**
 * The retrieve flow's model: its facts come from the app's auth state (the retrieve form is the shell's, SPEC §3);
 * the actions find a reservation, log in by phone with a code, and load or leave the guest's list.
 */
export function createRetrieveFlow(app: App) {
  const { auth } = app.state;
  const endpoints = createEndpoints(app.api, app.reporter.report, refusalWordsFor(app));
  const authFlow = createAuthFlow(app, endpoints);

  /** The log-in under way: the number typed, where the code went (masked) and when another may be asked. */
  const login = signal<{ phone: string; sentTo: string; resendAt: number } | null>(null);

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
      // The reservation id is its access token (SPEC §4 forced access), replacing one an earlier retrieve left;
      // a log-in begun earlier is given up.
      app.actions.auth.useAccessToken(result.data.reservation.id);
      auth.tempToken.value = null;
      auth.reservations.value = [result.data.reservation];
      goOn('reservations-retrieve');
      return null;
    },
    /** Asks a log-in code for a phone number, then the code step. Returns the refusal, if any. */
    async requestLoginCode(phone: string): Promise<MessageKey | null> {
      if (!phone.trim()) return 'required';
      const result = await authFlow.requestCode({
        phone_number: phone.trim(),
        remember: true,
        language: app.state.language.peek(),
      });
      if (!result.ok) return result.error.messageKey;
      login.value = {
        phone: phone.trim(),
        sentTo: result.data.sent_to,
        resendAt: app.state.now() + result.data.resend_after_seconds * 1000,
      };
      if (app.state.navigation.currentRouteName.peek() === 'reservations-retrieve')
        goOn('reservations-retrieve');
      return null;
    },
    /** Another code to the same number, once its wait is over. Returns the refusal, if any. */
    async resendLoginCode(): Promise<MessageKey | null> {
      const current = login.peek();
      return current ? actions.requestLoginCode(current.phone) : 'required';
    },
    /** Back to the log-in form to type another number (the one typed is kept there). */
    changeNumber() {
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
    /** The guest's list (SPEC §7); a failed fetch clears it. */
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

export type RetrieveFlowModel = ReturnType<typeof createRetrieveFlow>;
