import { computed, effect, signal } from '@preact/signals';
import * as v from 'valibot';
import type { OtpRequestAnswer } from '../../../shared/api/types';
import type { WaitlistChannel, WaitlistRequest } from '../../../shared/api/waitlist';
import { MAX_GROUP_ONLINE } from '../../../shared/constants';
import type { MessageKey } from '../../../shared/message-keys';
import { createBookingEndpoints } from '../../api/booking-endpoints';
import { createWaitlistEndpoints } from '../../api/waitlist-endpoints';
import { createAuthFlow } from '../../state/auth-flow';
import { refusalWordsFor } from '../../i18n/refusal-words';
import type { App } from '../../state/create-app';
import { readForm } from '../../state/forms';
import { parseSaved } from '../../state/parse-saved';
import { browserStorage, sessionStore, type SafeStorage } from '../../../ui/storage';
import { nextStep } from '../flow-table';
import { pathFor } from '../table';
import { waitlistFlow, type WaitlistFacts, type WaitlistStep } from './flow';
import { rememberWaitlistSite } from './remembered-sites';

/**
 * A request as the server answered it, kept for a refresh. Checked by its id only: the contract's schema would bring
 * the request schemas (and their phone rules) into the flow's chunk.
 */
const SavedRequestSchema = v.custom<WaitlistRequest>(
  (value) =>
    typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string',
);

/** What the waitlist's join steps keep beyond the shell's forms (the restaurant, day, party and contact). */
const JoinSchema = v.object({
  /** The window's first and last start, 'HH:mm'; null until the day's times are known. */
  from: v.nullable(v.string()),
  until: v.nullable(v.string()),
  /** Where the offer goes: by SMS to the phone, or by e-mail. The code proves that contact. */
  channel: v.picklist(['sms', 'email']),
  /** The contact passed the details' schema (the join page checks it, a change of it clears this). */
  contactChecked: v.boolean(),
  /** The code asked and not yet checked: where it went (masked) and when another may be asked (epoch ms). */
  code: v.nullable(
    v.object({ channel: v.picklist(['sms', 'email']), sentTo: v.string(), resendAt: v.number() }),
  ),
  /** The request as the server answered joining, with its link's token. */
  joined: v.nullable(v.object({ request: SavedRequestSchema, token: v.nullable(v.string()) })),
});
export type WaitlistJoin = v.InferOutput<typeof JoinSchema>;

export const WAITLIST_KEY = 'tafel:waitlist';

const joinDefaults = (): WaitlistJoin => ({
  from: null,
  until: null,
  channel: 'sms',
  contactChecked: false,
  code: null,
  joined: null,
});

/**
 * The waitlist flow's model: the window and channel the guest chooses, the request once joined, the facts the flow
 * table's guards read, and joining and leaving. Kept in the tab's session over a refresh. The restaurant, day,
 * party and contact are the shell's forms, as the filter and the details leave them.
 */
export function createWaitlistFlow(app: App, storage: SafeStorage = sessionStore()) {
  const { state } = app;
  const endpoints = createWaitlistEndpoints(app.api, refusalWordsFor(app));
  // Sign-up, the code and the session as when booking: the same calls and the same code sign-in.
  const calls = createBookingEndpoints(app.api, app.reporter.report, refusalWordsFor(app));
  const authFlow = createAuthFlow(app, calls);
  const saved = parseSaved(JoinSchema, storage.get(WAITLIST_KEY));
  const join = signal<WaitlistJoin>(saved ?? joinDefaults());
  effect(() => storage.set(WAITLIST_KEY, JSON.stringify(join.value)));

  const facts = computed<WaitlistFacts>(() => {
    const { from, until, contactChecked, joined } = join.value;
    const form = state.reservationForm;
    return {
      hasChoice: Boolean(form.location.value) && form.party_size.value <= MAX_GROUP_ONLINE,
      requestValid: Boolean(from && until) && contactChecked,
      signedIn: Boolean(state.auth.token.value),
      // Joined for the restaurant and day the filter has now: another search may join again.
      joined:
        joined !== null &&
        joined.request.site_id === form.location.value &&
        joined.request.date === form.date.value,
    };
  });

  const actions = {
    update(change: Partial<WaitlistJoin>) {
      join.value = { ...join.value, ...change };
    },
    go(step: WaitlistStep | 'filter', options: { replace?: boolean } = {}) {
      app.actions.navigation.go(pathFor(step), options);
    },
    next(step: WaitlistStep, options: { replace?: boolean } = {}) {
      actions.go(nextStep(waitlistFlow, step, facts.peek()) as WaitlistStep | 'filter', options);
    },
    /**
     * Puts the guest on the list with the session they have (signed in, or the code just checked): the filter's
     * restaurant, day and party, the window and the channel. Returns the refusal, or null once joined.
     */
    async join(): Promise<MessageKey | null> {
      const form = state.reservationForm;
      const user = readForm(state.userForm);
      const { from, until, channel } = join.peek();
      const siteId = form.location.peek();
      if (!siteId || !from || !until) return 'required';
      const result = await endpoints.join(siteId, {
        date: form.date.peek(),
        from,
        until,
        party_size: form.party_size.peek(),
        first_name: user.first_name.trim(),
        last_name: user.last_name.trim(),
        channel,
        language: state.language.peek(),
      });
      if (!result.ok) return result.error.messageKey;
      actions.update({ joined: { request: result.data.request, token: result.data.token ?? null } });
      // The guest's list finds the request again at this restaurant (routes/retrieve/waitlist-requests.tsx).
      rememberWaitlistSite(browserStorage(), siteId);
      return null;
    },
    /**
     * Signs the guest up with the contact and sends a one-time code by SMS or e-mail, as the booking's code step does;
     * the offer later goes to the contact the code proves. Returns the refusal, or null.
     */
    async sendCode(channel: WaitlistChannel): Promise<MessageKey | null> {
      const language = state.language.peek();
      const user = readForm(state.userForm);
      const signUp = await calls.signUp({ ...user, language });
      const result = signUp.ok
        ? await authFlow.requestCode({
            ...(channel === 'sms' ? { phone_number: user.phone_number } : { email: user.email }),
            channel,
            remember: true,
            language,
            site_id: state.reservationForm.location.peek() ?? undefined,
          })
        : signUp;
      if (!result.ok) return result.error.messageKey;
      const answer = result.data as OtpRequestAnswer;
      actions.update({
        channel,
        code: { channel, sentTo: answer.sent_to, resendAt: state.now() + answer.resend_after_seconds * 1000 },
      });
      return null;
    },
    /** Checks the code (signing the guest in), then joins. Returns the refusal, or null once on the list. */
    async checkCode(digits: string): Promise<MessageKey | null> {
      const result = await authFlow.checkCode(digits);
      if (!result) return 'codeNotSent';
      if (!result.ok) return result.error.messageKey;
      actions.update({ code: null });
      return actions.join();
    },
    /** Leaves the request just joined (by its link's token, else by the session). Returns the refusal, or null. */
    async leave(): Promise<MessageKey | null> {
      const joined = join.peek().joined;
      if (!joined) return null;
      const result = joined.token
        ? await endpoints.leave(joined.token)
        : await endpoints.leaveById(joined.request.site_id, joined.request.id);
      if (!result.ok) return result.error.messageKey;
      actions.update({ joined: { ...joined, request: result.data.request } });
      return null;
    },
    /** Forgets the request (the guest goes on to another search); the window is chosen again for the next. */
    reset() {
      const { channel, contactChecked } = join.peek();
      join.value = { ...joinDefaults(), channel, contactChecked };
    },
  };

  return { join, facts, endpoints, calls, actions };
}

export type WaitlistFlowModel = ReturnType<typeof createWaitlistFlow>;
export type { WaitlistChannel, WaitlistRequest };
