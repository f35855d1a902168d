import type { WaitlistRefusalKey } from '../refusal-keys';

/** The waitlist's refusals (docs/waitlist.md): what happened, and what the guest can do next. */
export const WAITLIST_REFUSAL_WORDS = {
  waitlistClosed: 'The waitlist for this time has closed. Please choose a later time or another date.',
  waitlistWindowInvalid:
    'Choose a time window that ends after it starts, within the opening hours, and at most {hours} hours long.',
  waitlistAlreadyJoined:
    'You are already on the waitlist for this date. Leave it first to wait for another time.',
  waitlistChannelUnproven:
    'Confirm this phone number or e-mail address with a code first, so we can tell you when a table frees.',
  waitlistNotFound: 'We cannot find this waitlist request. It may have ended.',
  waitlistOfferGone: 'This table is no longer held for you: the offer has expired or ended.',
  waitlistOfferMismatch:
    'This booking does not match the table held for you. Book the date, time and party size of the offer.',
} as const satisfies Record<WaitlistRefusalKey, string>;
