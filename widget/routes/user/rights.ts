import { signal } from '@preact/signals';
import type {
  ErasureAnswer,
  ErasurePlanAnswer,
  GuestDataAnswer,
  UpcomingBooking,
} from '../../../shared/api/guest-rights';
import type { ConsentsAnswer } from '../../../shared/api/consent';
import type { MessageKey } from '../../../shared/message-words';
import { resultCalls } from '../../api/booking-endpoints';
import { refusalWordsFor } from '../../i18n/refusal-words';
import type { App } from '../../state/create-app';

/** The name the guest's copy of their data is saved under. */
export const MY_DATA_FILE = 'tafel-my-data.json';

/** The consent to offers and news, as the profile shows it. */
export type OffersConsent = ConsentsAnswer['offers_and_news'];

/** What an erasure did, as the page after it counts it. */
export type Erased = ErasureAnswer['erased'];

/**
 * A guest's own rights over their data (docs/privacy.md, 'A guest's own rights'): a copy of it, and erasure of the
 * account after a confirmation that names the bookings it cancels first. The server decides and re-checks both; an
 * erasure ends the session, so the widget then forgets it here too.
 */
export function createGuestRights(app: App) {
  const api = resultCalls(app.api, refusalWordsFor(app));
  /** The bookings erasing would cancel (null: not loaded). */
  const plan = signal<UpcomingBooking[] | null>(null);
  /** What the last erasure did: the page after it counts it, once the guest is signed out. */
  const erased = signal<Erased | null>(null);
  /** The guest's consent to offers and news with its record (null: not loaded). */
  const consent = signal<OffersConsent | null>(null);

  const actions = {
    /** The consent to offers and news and its record (GET /users/me/consents). Returns the refusal, if any. */
    async loadConsent(): Promise<MessageKey | null> {
      const result = await api.get<ConsentsAnswer>('/users/me/consents');
      if (!result.ok) return result.error.messageKey;
      consent.value = result.data.offers_and_news;
      return null;
    },
    /**
     * Gives or withdraws it in one call (PATCH /users/me/consents), with the language its words were shown in: the
     * server keeps those words with the answer. Returns the refusal, if any.
     */
    async setConsent(given: boolean): Promise<MessageKey | null> {
      const result = await api.patch<ConsentsAnswer>('/users/me/consents', {
        offers_and_news: given,
        language: app.state.language.peek(),
      });
      if (!result.ok) return result.error.messageKey;
      consent.value = result.data.offers_and_news;
      return null;
    },
    /** Everything kept about the guest (GET /users/me/data), as the JSON text the guest saves. */
    async myData(): Promise<{ ok: true; text: string } | { ok: false; key: MessageKey }> {
      const result = await api.get<GuestDataAnswer>('/users/me/data');
      if (!result.ok) return { ok: false, key: result.error.messageKey };
      return { ok: true, text: `${JSON.stringify(result.data, null, 2)}\n` };
    },
    /** Saves the copy as tafel-my-data.json: the widget runs in a frame, and only fetch carries the token. */
    async download(doc: Document = document): Promise<MessageKey | null> {
      const answer = await actions.myData();
      if (!answer.ok) return answer.key;
      const url = URL.createObjectURL(new Blob([answer.text], { type: 'application/json' }));
      const link = doc.createElement('a');
      link.href = url;
      link.download = MY_DATA_FILE;
      link.hidden = true;
      doc.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file by the next task; the URL is of no use after.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return null;
    },
    /** The bookings to come that erasure cancels first (GET /users/me/erasure). Returns the refusal, if any. */
    async loadPlan(): Promise<MessageKey | null> {
      plan.value = null;
      const result = await api.get<ErasurePlanAnswer>('/users/me/erasure');
      if (!result.ok) return result.error.messageKey;
      plan.value = result.data.cancels;
      return null;
    },
    /**
     * Erases the account, cancelling exactly the bookings the confirmation named (POST /users/me/erasure). On
     * success the guest is signed out here (the server ended the session). A changed list is loaded again, so the
     * confirmation names what erasing would now cancel. Returns the refusal, if any.
     */
    async erase(): Promise<MessageKey | null> {
      const named = plan.peek();
      if (!named) return 'erasurePlanChanged';
      const result = await api.post<ErasureAnswer>('/users/me/erasure', {
        cancel: named.map((booking) => booking.id),
      });
      if (!result.ok) {
        if (result.error.messageKey === 'erasurePlanChanged') await actions.loadPlan();
        return result.error.messageKey;
      }
      erased.value = result.data.erased;
      plan.value = null;
      const { auth } = app.state;
      // The session ended with the account: nothing of it stays, and no call goes out to end it again.
      app.actions.auth.resetToken();
      auth.tempToken.value = null;
      auth.accessToken.value = null;
      auth.profile.value = null;
      auth.reservations.value = [];
      return null;
    },
  };
  return { plan, erased, consent, actions };
}
