/**
 * Refusals a guest can cause beyond the SPEC catalogue, each with its own words (shared/message-words.ts). The widget
 * loads their texts when a refusal happens (widget/i18n/refusal-words.ts), not with every page.
 */
const BOOKING_AND_ACCOUNT_REFUSAL_KEYS = [
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
] as const;

/**
 * The waitlist's refusals (docs/waitlist.md): only a guest on the waitlist meets them, so their words are a module
 * of their own, fetched when one happens (widget/i18n/refusal-words.ts), never with the other refusals' words.
 */
export const WAITLIST_REFUSAL_KEYS = [
  'waitlistClosed',
  'waitlistWindowInvalid',
  'waitlistAlreadyJoined',
  'waitlistChannelUnproven',
  'waitlistNotFound',
  'waitlistOfferGone',
  'waitlistOfferMismatch',
] as const;

/** Every refusal a guest can cause: the booking's and account's, then the waitlist's. */
export const REFUSAL_KEYS = [...BOOKING_AND_ACCOUNT_REFUSAL_KEYS, ...WAITLIST_REFUSAL_KEYS] as const;

export type RefusalKey = (typeof REFUSAL_KEYS)[number];
export type WaitlistRefusalKey = (typeof WAITLIST_REFUSAL_KEYS)[number];
/** The refusals whose words every flow fetches on its first refusal. */
export type CoreRefusalKey = Exclude<RefusalKey, WaitlistRefusalKey>;

/** Whether a key names a refusal (its words load when one happens) rather than a SPEC catalogue message. */
export const isRefusalKey = (key: string): key is RefusalKey =>
  (REFUSAL_KEYS as readonly string[]).includes(key);

/** Whether a refusal is the waitlist's (its words are a module of their own). */
export const isWaitlistRefusalKey = (key: string): key is WaitlistRefusalKey =>
  (WAITLIST_REFUSAL_KEYS as readonly string[]).includes(key);
