import { defineLazyNamespace } from '../../../ui/i18n/i18n-util';
import type en from './waitlist-words-en';

/**
 * Texts of the waitlist's pages (join, code, done, the offer's link), one module per language: they load with the
 * flow's chunk (./index.ts), in the guest's language.
 */
export const waitlistWords = defineLazyNamespace<typeof en>({
  en: () => import('./waitlist-words-en').then((module) => module.default),
  nl: () => import('./waitlist-words-nl').then((module) => module.default),
});
export type WaitlistWords = NonNullable<(typeof waitlistWords.translators)['en']>;
