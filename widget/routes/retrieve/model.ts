import { computed } from '@preact/signals';
import type { RetrieveFormValues } from '../../state/forms';
import type { MessageKey } from '../../../shared/messages';
import { createEndpoints } from '../../api/endpoints';
import { createAuthFlow, loadMyReservations } from '../../state/auth-flow';
import type { App } from '../../state/create-app';
import { retrieveRequest } from '../../state/forms';
import { nextStep } from '../flow-table';
import { pathFor } from '../table';
import { retrieveFlow, type RetrieveFacts, type RetrieveStep } from './flow';

const CONFIRMATION = /^[A-Za-z0-9]{4,12}$/;

/**
 * The retrieve flow's model: its facts come from the app's auth state (the retrieve form is the shell's, SPEC §3);
 * the actions find a reservation, log in by phone with a code, and load or leave the guest's list.
 */
export function createRetrieveFlow(app: App) {
  const { auth } = app.state;
  const endpoints = createEndpoints(app.api, app.reporter.report);
  const authFlow = createAuthFlow(app, endpoints);

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
      const contact = form.retrieveBy === 'email' ? form.email.trim() : form.phone_number.trim();
      const number = form.confirmationNum.trim();
      if (!number || !contact) return 'retrieveDataMissing';
      if (!CONFIRMATION.test(number)) return 'invalidConfirmationNumber';
      const body = retrieveRequest({
        confirmationNum: number.toUpperCase(),
        phone_number: form.phone_number.trim(),
        email: form.email.trim().toLowerCase(),
        retrieveBy: form.retrieveBy,
      });
      const result = await endpoints.retrieveReservation(body);
      if (!result.ok) return result.error.messageKey;
      // The reservation id is its access token (SPEC §4 forced access); a log-in begun earlier is given up.
      app.actions.auth.signInWithAccessToken(result.data.reservation.id);
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
      goOn('reservations-retrieve');
      return null;
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
    async signOut() {
      await app.actions.auth.logout();
      app.actions.navigation.go(pathFor('index'));
    },
  };

  return { facts, actions };
}

export type RetrieveFlowModel = ReturnType<typeof createRetrieveFlow>;
