import { computed, signal } from '@preact/signals';
import type { MessageKey } from '../../../shared/messages';
import { createEndpoints } from '../../api/endpoints';
import { refusalWordsFor } from '../../i18n/refusals';
import type { App } from '../../state/create-app';
import { nextStep } from '../flow-table';
import { pathFor } from '../table';
import { userFlow, type UserFacts, type UserStep } from './flow';

/** The details the user edit step saves (SPEC §3 user form, without the subscription). */
export interface ProfileChange {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
}

/** The user flow's model: the new e-mail address waiting for its code, and the actions that save the profile. */
export function createUserFlow(app: App) {
  const { auth } = app.state;
  const endpoints = createEndpoints(app.api, app.reporter.report, refusalWordsFor(app));
  /** The new e-mail address waiting for its code (edit → code-input → process). */
  const pendingEmail = signal<string | null>(null);

  const facts = computed<UserFacts>(() => ({ emailPending: pendingEmail.value !== null }));
  const goOn = (step: UserStep, uid: string, options: { replace?: boolean } = {}) =>
    app.actions.navigation.go(pathFor(nextStep(userFlow, step, facts.peek()), { uid }), options);

  const actions = {
    /**
     * Saves the details (PATCH /users/me). A new e-mail address is not saved yet: a code goes to it, and the code
     * step follows. Returns the refusal, `'saved'` when the change is done, or `'confirm'` when a code was sent.
     */
    async save(uid: string, change: ProfileChange): Promise<MessageKey | 'saved' | 'confirm'> {
      const values = Object.fromEntries(
        Object.entries(change).map(([key, value]) => [key, value.trim()]),
      ) as unknown as ProfileChange;
      if (Object.values(values).some((value) => !value)) return 'required';
      const emailChanged = values.email.toLowerCase() !== (auth.profile.peek()?.email ?? '').toLowerCase();
      const result = await endpoints.patchProfile({
        first_name: values.first_name,
        last_name: values.last_name,
        phone_number: values.phone_number,
        ...(emailChanged ? { email: values.email } : {}),
      });
      if (!result.ok) return result.error.messageKey;
      if ('user' in result.data) auth.profile.value = result.data.user;
      if (!('pending_email' in result.data)) return 'saved';
      pendingEmail.value = result.data.pending_email;
      goOn('user-edit', uid);
      return 'confirm';
    },
    /** Confirms the new e-mail address with its code, then the success step. Returns the refusal, if any. */
    async confirmEmail(uid: string, code: string): Promise<MessageKey | null> {
      const email = pendingEmail.peek();
      if (!email) return 'invalidCode';
      const result = await endpoints.patchProfile({ email, code });
      if (!result.ok) return result.error.messageKey;
      if ('user' in result.data) auth.profile.value = result.data.user;
      goOn('user-edit-code-input', uid, { replace: true });
      pendingEmail.value = null;
      return null;
    },
    /** Back to the profile from the code step. */
    edit(uid: string) {
      app.actions.navigation.go(pathFor('user-edit', { uid }));
    },
    /** Done: the index page. */
    done(uid: string) {
      goOn('user-edit-process', uid);
    },
    /** Not signed in: the retrieve step, where a guest logs in. */
    logIn() {
      app.actions.navigation.go(pathFor('reservations-retrieve'));
    },
  };

  return { pendingEmail, facts, actions };
}

export type UserFlowModel = ReturnType<typeof createUserFlow>;
