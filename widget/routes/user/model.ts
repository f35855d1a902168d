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

/** A new contact waiting for the code sent to it: an e-mail address (mailed) or a phone number (texted). */
export interface PendingContact {
  kind: 'email' | 'phone';
  contact: string;
}

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
 * e-mail address or phone number is saved only once the code sent to it is entered (the API decides).
 */
export function createUserFlow(app: App) {
  const { auth } = app.state;
  const endpoints = createEndpoints(app.api, app.reporter.report, refusalWordsFor(app));
  /** The new contact waiting for its code (edit → code-input → process). */
  const pending = signal<PendingContact | null>(null);
  /** The contact last confirmed (the success step names it). */
  const confirmed = signal<PendingContact['kind'] | null>(null);
  /** When another code may be asked for the new contact (the API's resend wait). */
  const resendAt = signal(0);

  const facts = computed<UserFacts>(() => ({ contactPending: pending.value !== null }));
  const goOn = (step: UserStep, uid: string, options: { replace?: boolean } = {}) =>
    app.actions.navigation.go(pathFor(nextStep(userFlow, step, facts.peek()), { uid }), options);

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
      pending.value = sent?.waiting ?? null;
      if (!sent) return 'saved';
      resendAt.value = app.state.now() + sent.resendAfterSeconds * 1000;
      goOn('user-edit', uid);
      return 'confirm';
    },
    /** Confirms the new contact with its code, then the success step. Returns the refusal, if any. */
    async confirmContact(uid: string, code: string): Promise<MessageKey | null> {
      const waiting = pending.peek();
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

  return { pending, confirmed, resendAt, facts, actions };
}

export type UserFlowModel = ReturnType<typeof createUserFlow>;
