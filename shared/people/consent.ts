/**
 * Consent to offers and news: the words a guest ticks, in each language. They are shown on the details step and in
 * the profile, and the server keeps the very words with each consent given or withdrawn (docs/privacy.md), so this
 * is their one home: change them here and every new record carries the new words.
 */
import type { Language } from '../constants';

/** What is consented to; one topic today. */
export const CONSENT_TOPIC = 'offers_and_news';

/** The tick's words, as the guest reads them. */
export const OFFERS_CONSENT_WORDS: Readonly<Record<Language, string>> = {
  en: 'Send me offers and news',
  nl: 'Stuur mij aanbiedingen en nieuws',
};

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = ['booking', 'profile', 'email_link', 'before_records'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
