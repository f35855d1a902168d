/**
 * Consent to offers and news (docs/privacy.md). A guest gives it by the tick on the details step (recorded with the
 * booking, once a code proved who they are) or in the profile, and withdraws it in the profile or by the link every
 * e-mail to them carries while they are subscribed. Each change is recorded with its words (server/db/consents.ts).
 */
import type { Language } from '../../shared/constants';
import { OFFERS_CONSENT_WORDS, type ConsentSource } from '../../shared/people/consent';
import type { ConsentsAnswer } from '../../shared/api/consent';
import { addConsentLink, consentsOf, recordConsent, subscribedGuestOf } from '../db/consents';
import type { Queryable } from '../db/client';
import type { AppDeps } from '../deps';
import { normalizeRecipient } from '../notify/outbox';
import type { Notification, StaffInvitationNotification } from '../notify/types';
import { hashToken, newToken } from './tokens';

/** The guest ticked or unticked the box whose words are OFFERS_CONSENT_WORDS, in `language`. */
export function consentByTick(
  db: Queryable,
  tick: {
    userId: string;
    given: boolean;
    language: Language;
    source: Extract<ConsentSource, 'booking' | 'profile'>;
  },
  now: number,
): Promise<boolean> {
  return recordConsent(db, { ...tick, words: OFFERS_CONSENT_WORDS[tick.language] }, now);
}

export async function consentsAnswer(db: Queryable, userId: string, given: boolean): Promise<ConsentsAnswer> {
  const records = await consentsOf(db, userId);
  return {
    offers_and_news: {
      given,
      records: records.map((record) => ({
        given: record.given,
        at: record.created_at.toISOString(),
        source: record.source,
        words: record.words,
        language: record.language,
      })),
    },
  };
}

/** The withdrawal page of a token (server/routes/consent.ts), on the API of the widget's origin. */
export const offersOptOutUrl = (deps: Pick<AppDeps, 'config'>, token: string) =>
  `${deps.config.publicWidgetUrl}/api/consent/withdraw/${token}`;

/** Messages to guests; a staff member's invitation or sign-in code is not one. */
const isToGuest = (
  notification: Notification,
): notification is Exclude<Notification, StaffInvitationNotification> =>
  notification.kind !== 'staff_invitation' &&
  !(notification.kind === 'otp_code' && notification.purpose === 'staff_sign_in');

/**
 * The outbox's writer, giving every e-mail to a subscribed guest its withdrawal link: a token of its own (256 random
 * bits, stored hashed), written in the same transaction as the message.
 */
export function withOffersOptOutLinks(
  deps: Pick<AppDeps, 'config' | 'now'>,
  enqueue: AppDeps['enqueue'],
): AppDeps['enqueue'] {
  return async (db, notification) => {
    if (notification.channel !== 'email' || !isToGuest(notification)) return enqueue(db, notification);
    const userId = await subscribedGuestOf(db, normalizeRecipient(notification.to));
    if (!userId) return enqueue(db, notification);
    const token = newToken();
    await addConsentLink(db, userId, hashToken(token), deps.now());
    return enqueue(db, { ...notification, offersOptOutUrl: offersOptOutUrl(deps, token) });
  };
}
