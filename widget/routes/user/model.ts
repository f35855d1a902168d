import { effect, signal } from '@preact/signals';
import type { MessageKey } from '../../../shared/message-words';
import { createEndpoints } from '../../api/endpoints';
import { refusalWordsFor } from '../../i18n/refusal-words';
import type { App } from '../../state/create-app';
import { sessionStore, type SafeStorage } from '../../../ui/storage';
import { nextStep } from '../flow-table';
import { pathFor } from '../table';
import {
  CONTACT_CHANGE_KEY,
  parseSavedContactChange,
  type PendingContact,
  type SavedContactChange,
} from './contact-change';
import { userFlow, type UserFacts, type UserStep } from './flow';

/** The details the user edit step saves (user form, without the subscription). */
export interface ProfileChange {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
}

export type { PendingContact } from './contact-change';

/** What a PATCH /users/me answer says about a code it sent: the contact waiting for it, and the resend wait. */
function codeSentIn(answer: object): { waiting: PendingContact; resendAfterSeconds: number } | null {
  const resendAfterSeconds =
    'resend_after_seconds' in answer && typeof answer.resend_after_seconds === 'number'
      ? answer.resend_after_seconds
      : 0;
  if ('pending_email' in answer && typeof answer.pending_email === 'string')
    return { waiting: { kind: 'email', contact: answer.pending_email }, resendAfterSeconds };
  if ('pending_phone' in answer && typeof answer.pending_phone === 'string')
    return { waiting: { kind: 'phone', contact: answer.pending_phone }, resendAfterSeconds };
  return null;
}

/** The body that names the pending contact (with its code, when given). */
const contactBody = ({ kind, contact }: PendingContact, code?: string) => ({
  ...(kind === 'email' ? { email: contact } : { phone_number: contact }),
  ...(code ? { code } : {}),
});

/**
 * The user flow's model: the new contact waiting for its code, and the actions that save the profile. A new
 * e-mail address or phone number is saved only once the code sent to it is entered (the API decides). The change
 * under way is kept in the tab's session (memory when the browser blocks storage), so a refresh of the code step
 * keeps the step, the address the code went to and the wait for a new one.
 */
export function createUserFlow(app: App, storage: SafeStorage = sessionStore()) {
  const { auth } = app.state;
  const endpoints = createEndpoints(app.api, app.reporter.report, refusalWordsFor(app));
  // Only a signed-in guest has a change under way: the server checks its code against that very session.
  const saved = auth.token.peek() ? parseSavedContactChange(storage.get(CONTACT_CHANGE_KEY)) : null;
  /** The guest whose profile the change under way (or just confirmed) belongs to. */
  const owner = signal<string | null>(saved?.uid ?? null);
  /** The new contact waiting for its code (edit → code-input → process). */
  const pending = signal<PendingContact | null>(saved?.pending ?? null);
  /** The contact last confirmed (the success step names it). */
  const confirmed = signal<PendingContact['kind'] | null>(saved?.confirmed ?? null);
  /** When another code may be asked for the new contact (the API's resend wait). */
  const resendAt = signal(saved?.resendAt ?? 0);

  // Saved on every change; a confirmed change stays too, so a refresh of the success step keeps it.
  effect(() => {
    const uid = owner.value;
    const record: SavedContactChange | null =
      uid && (pending.value || confirmed.value)
        ? { uid, pending: pending.value, resendAt: resendAt.value, confirmed: confirmed.value }
        : null;
    if (record) storage.set(CONTACT_CHANGE_KEY, JSON.stringify(record));
    else storage.remove(CONTACT_CHANGE_KEY);
  });
  // Signed out (or the session refused): the change belonged to that session, and so did its code.
  effect(() => {
    if (auth.token.value) return;
    pending.value = null;
    confirmed.value = null;
    owner.value = null;
  });

  /** The change under way on `uid`'s profile: nothing of another guest's (one who signed in before on this tab). */
  const pendingFor = (uid: string) => (owner.value === uid ? pending.value : null);
  const factsFor = (uid: string): UserFacts => ({
    contactPending: pendingFor(uid) !== null,
    contactConfirmed: owner.value === uid && confirmed.value !== null,
  });
  const goOn = (step: UserStep, uid: string, options: { replace?: boolean } = {}) =>
    app.actions.navigation.go(pathFor(nextStep(userFlow, step, factsFor(uid)), { uid }), options);

  const actions = {
    /**
     * Saves the details (PATCH /users/me). A new e-mail address or phone number is not saved yet: a code goes to
     * it, and the code step follows. Returns the refusal, `'saved'` when the change is done, or `'confirm'` when a
     * code was sent.
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
        // The API compares numbers in one notation: the same number typed otherwise is no change.
        phone_number: values.phone_number,
        ...(emailChanged ? { email: values.email } : {}),
      });
      if (!result.ok) return result.error.messageKey;
      auth.profile.value = result.data.user;
      const sent = codeSentIn(result.data);
      owner.value = uid;
      pending.value = sent?.waiting ?? null;
      confirmed.value = null;
      if (!sent) return 'saved';
      resendAt.value = app.state.now() + sent.resendAfterSeconds * 1000;
      goOn('user-edit', uid);
      return 'confirm';
    },
    /** Confirms the new contact with its code, then the success step. Returns the refusal, if any. */
    async confirmContact(uid: string, code: string): Promise<MessageKey | null> {
      const waiting = owner.peek() === uid ? pending.peek() : null;
      if (!waiting) return 'invalidCode';
      const result = await endpoints.patchProfile(contactBody(waiting, code));
      if (!result.ok) return result.error.messageKey;
      auth.profile.value = result.data.user;
      confirmed.value = waiting.kind;
      goOn('user-edit-code-input', uid, { replace: true });
      pending.value = null;
      return null;
    },
    /** Another code to the new contact, once its wait is over. Returns the refusal, if any. */
    async resendCode(): Promise<MessageKey | null> {
      const waiting = pending.peek();
      if (!waiting) return 'required';
      const result = await endpoints.patchProfile(contactBody(waiting));
      if (!result.ok) return result.error.messageKey;
      const sent = codeSentIn(result.data);
      if (sent) resendAt.value = app.state.now() + sent.resendAfterSeconds * 1000;
      return null;
    },
    /** Back to the profile from the code step (the new contact stays in the form, to correct it). */
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

  return { pending, confirmed, resendAt, pendingFor, factsFor, actions };
}
