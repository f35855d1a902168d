/** Business constants, in one place. */
export const PAGE_LIMIT = 99;
export const DEFAULT_PARTY_SIZE = 2;
export const DEFAULT_CHILD_SEATS = 0;
export const DEFAULT_SESSION = 'lunch';
export const DEFAULT_PARTY_RANGE = { min: 1, max: 14 } as const;
export const MAX_GROUP_ONLINE = 14;
/**
 * The most characters a guest's remarks to the restaurant (an allergy, an occasion) may hold, counted as the field
 * counts them (UTF-16 units, before trimming): the widget's counter, the details schema and the server share it.
 */
export const REMARKS_MAX_LENGTH = 200;
export const CHRISTMAS_LARGE_GROUP = 12;
export const OTP_LENGTH = 6;
/**
 * The digits of a typed or pasted one-time code, at most OTP_LENGTH: '123 456', '12-34-56' and 'code: 123456' give
 * '123456'. Here, beside the length, so the code field and the your-code page share it without a chunk of its own.
 */
export const codeDigits = (text: string): string => text.replace(/\D/g, '').slice(0, OTP_LENGTH);
export const TOKEN_LIFE_REMEMBER_MS = 7 * 24 * 60 * 60 * 1000;
export const TOKEN_LIFE_SHORT_MS = 30 * 60 * 1000;
/** The change-or-cancel link shows only when the current date is after this day. */
export const CHANGE_LINK_HIDDEN_THROUGH = '2025-12-26';
export const GEOLOCATION_MAXIMUM_AGE_MS = 600_000;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const TOAST_MS = 4000;
export const SPINNER_DELAY_MS = 400;
export const PAGE_TIMEOUT_MS = 30_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const API_CACHE_MS = 120_000;
export const API_CACHE_ENTRIES = 100;
export const PHONE_LINES_OPEN = { from: '9:00', to: '21:00' } as const;
export const IMAGE_BREAKPOINTS = [400, 800, 1000, 1400] as const;
export const DEFAULT_CHANNEL = 'DineTime';
export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const TIME_ZONE = 'Europe/Amsterdam';
/** Party sizes asked in one availability call to derive the bookable range. */
export const RANGE_PROBE_SIZES = [
  1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
] as const;

/** How far ahead the date picker goes (the filter without a promotion's end date, and a change of a booking). */
export const BOOKING_HORIZON_DAYS = 180;

/** How long a waitlist offer holds its table for the guest it was offered to (shared/waitlist, docs/waitlist.md). */
export const WAITLIST_HOLD_MINUTES = 15;
/** The widest time window a guest may wait for on one date (from its start to its end). */
export const WAITLIST_MAX_WINDOW_MINUTES = 6 * 60;
