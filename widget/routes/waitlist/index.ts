/**
 * The waitlist's lazy group: join, code, done, and the page the offer's link opens. A chunk of its own, fetched
 * when the filter's 'Put me on the waitlist' or an offer's link is followed, so the reservation flow carries none of it.
 */
import type { Language } from '../../../shared/constants';
import { messageWords } from '../../i18n/message-words';
import { waitlistWords } from './waitlist-words';
import './waitlist.css';
export { WaitlistJoinPage } from './join';
export { WaitlistCodePage } from './code-input';
export { WaitlistDonePage } from './done';
export { WaitlistOfferPage } from './offer';

/** The words the flow's pages read, in the guest's language: its step loads (./flow.ts) wait for them. */
export const loadWords = (language: Language) =>
  Promise.all([messageWords.load(language), waitlistWords.load(language)]);
