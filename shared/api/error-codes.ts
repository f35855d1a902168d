/**
 * The `error` codes the API answers, and the message a guest reads for each (one table for the widget,
 * checked against the server's codes by a test). A booking or change refused by a slot or promotion rule answers
 * that rule's code with its message key, from the rules' own tables beside them (SLOT_REFUSAL_MESSAGES,
 * PROMOTION_REFUSAL_MESSAGES), so the flows that show those rules carry their words without this table. A code
 * without a message here or there is not the guest's doing;
 * a failure the table does not name reads 'Server error' only when the server failed (5xx).
 */
import type { MessageKey } from '../message-keys';

export const API_ERROR_MESSAGES = {
  invalid_request: 'requestRefused',
  invalid_json: 'requestRefused',
  unsupported_media_type: 'requestRefused',
  payload_too_large: 'requestRefused',
  wrong_code: 'wrongCode',
  code_expired: 'codeExpired',
  too_many_requests: 'tooManyRequests',
  number_locked: 'numberLocked',
  sms_country_not_allowed: 'smsCountryRefused',
  sms_unavailable: 'smsCountryRefused',
  phone_not_textable: 'phoneNotTextable',
  email_taken: 'emailTaken',
  phone_taken: 'phoneTaken',
  conflict: 'timeNoLongerAvailable',
  too_many_bookings: 'tooManyBookings',
  // The guest holds a booking at an overlapping time (with it as `existing`); allow_double books anyway.
  possible_double: 'possibleDouble',
  deal_code_used: 'dealCodeUsed',
  deal_code_invalid: 'dealCodeInvalid',
  // Above the restaurant's own largest group online (its manager's setting), with the limit as `value`.
  group_too_large: 'maxGroupSize',
  reservation_cancelled: 'reservationCancelled',
  cancellation_disabled: 'cancellationDisabled',
  change_disabled: 'changeDisabled',
  site_change_refused: 'siteChangeRefused',
  one_contact_at_a_time: 'oneContactAtATime',
  idempotency_key_reused: 'requestRefused',
  not_found: 'reservationNotFound',
  erasure_plan_changed: 'erasurePlanChanged',
  erasure_booking_soon: 'erasureBookingSoon',
  // The chain archived the restaurant (docs/restaurants.md): no new bookings, no times offered.
  restaurant_archived: 'restaurantArchived',
  // The guest waitlist (docs/waitlist.md).
  waitlist_closed: 'waitlistClosed',
  waitlist_window_invalid: 'waitlistWindowInvalid',
  waitlist_already_joined: 'waitlistAlreadyJoined',
  waitlist_channel_unproven: 'waitlistChannelUnproven',
  waitlist_not_found: 'waitlistNotFound',
  waitlist_offer_gone: 'waitlistOfferGone',
  waitlist_offer_mismatch: 'waitlistOfferMismatch',
  // The database was lost or too slow for a moment (503, server/db/faults.ts): nothing was done, try again.
  unavailable: 'serviceBusy',
} as const satisfies Record<string, MessageKey>;

/** The answers that reset the widget's token; what they mean to the guest depends on the call. */
export const TOKEN_RESET_CODES = ['Unauthorized', 'Forbidden'] as const;

type ApiErrorCode = keyof typeof API_ERROR_MESSAGES;

/** The message of an API error code, or null when the table does not know the code. */
export function messageForErrorCode(code: string): MessageKey | null {
  return Object.hasOwn(API_ERROR_MESSAGES, code) ? API_ERROR_MESSAGES[code as ApiErrorCode] : null;
}
