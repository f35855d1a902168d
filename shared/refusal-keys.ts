/**
 * Refusals a guest can cause beyond the SPEC catalogue, each with its own words (shared/message-words.ts). The widget
 * loads their texts when a refusal happens (widget/i18n/refusal-words.ts), not with every page.
 */
export const REFUSAL_KEYS = [
  'unknownPhone',
  'wrongCode',
  'codeExpired',
  'codeNotSent',
  'tooManyRequests',
  'smsCountryRefused',
  'phoneNotTextable',
  'emailTaken',
  'phoneTaken',
  'reservationCancelled',
  'cancellationDisabled',
  'changeDisabled',
  'siteChangeRefused',
  'oneContactAtATime',
  'tooManyChairs',
  'remarksTooLong',
  'tooManyBookings',
  'possibleDouble',
  'numberLocked',
  'erasurePlanChanged',
  'erasureBookingSoon',
  'requestRefused',
  'serviceBusy',
  'restaurantArchived',
  'waitlistClosed',
  'waitlistWindowInvalid',
  'waitlistAlreadyJoined',
  'waitlistChannelUnproven',
  'waitlistNotFound',
  'waitlistOfferGone',
  'waitlistOfferMismatch',
] as const;

export type RefusalKey = (typeof REFUSAL_KEYS)[number];

/** Whether a key names a refusal (its words load when one happens) rather than a SPEC catalogue message. */
export const isRefusalKey = (key: string): key is RefusalKey =>
  (REFUSAL_KEYS as readonly string[]).includes(key);
