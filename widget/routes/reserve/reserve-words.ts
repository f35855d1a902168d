import { defineLazyNamespace } from '../../../ui/i18n/i18n-util';
import type en from './reserve-words-en';

/**
 * Texts of the reservation-flow pages, one module per language: a guest fetches only their language. The group's
 * loader (widget/app.tsx) loads the current language with the chunk; a language change loads the other one.
 */
export const reserveWords = defineLazyNamespace<typeof en>({
  en: () => import('./reserve-words-en').then((module) => module.default),
  nl: () => import('./reserve-words-nl').then((module) => module.default),
});
export type ReserveWords = NonNullable<(typeof reserveWords.translators)['en']>;
